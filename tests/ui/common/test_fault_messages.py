"""Faults said in the window's language (issue #12, items 5, 6, 8): the store's plain messages
translated, with their reasons; Ctrl+I on hostile files shows a message, never a traceback;
export and import turn a progress bar."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from roller_desktop.store.database import DISK_FULL, Store, open_store
from roller_desktop.store.errors import Notice
from roller_desktop.store.exchange import export_league
from roller_desktop.store.handle import plain_database_error
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.league.league_file import LeagueFileMenu, ProgressBar
from roller_desktop.ui.shell.launch import store_notices
from tests.store.helpers import play_out


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    try:
        yield
    finally:
        i18n.install_translator(qapp, "en")


def test_the_disk_full_and_read_only_messages_are_in_the_windows_language(
    swedish: None,
) -> None:
    full = plain_database_error(sqlite3.OperationalError("database or disk is full"))
    assert full is not None and str(full) == DISK_FULL  # the English, for logs
    assert describe(full).startswith("Ligan kunde inte sparas: disken är full.")
    warning = Notice(
        "No backup of the league was taken at start: the disk is full. The league is open; "
        "what cannot be saved will be said.",
        "notice.no-backup",
        why="disk-full",
    )
    looking = SimpleNamespace(read_only=True, warnings=[warning])
    notices = store_notices(looking)
    assert notices[0].startswith("Ligan är skrivskyddad här: du kan titta, inte spela.")
    assert notices[1] == (
        "Ingen säkerhetskopia av ligan togs vid start: disken är full. Ligan är öppen; det som "
        "inte kan sparas får du veta."
    )


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(tmp_path / "league.sqlite3") as opened:
        ids = [opened.add_player(name).id for name in ("Anna", "Bo")]
        for seed in range(3):
            match_id = opened.start_match("roller", {"rounds": 1}, [SeatSpec(i) for i in ids], 0)
            play_out(MatchRecorder.open(opened, match_id), seed)
        yield opened


class Recorded(ProgressBar):
    made: ClassVar[list[Recorded]] = []

    def __init__(self, text: str, parent: Any) -> None:
        super().__init__(text, parent)
        Recorded.made.append(self)


@pytest.fixture
def menu(qtbot: QtBot, store: Store) -> Iterator[tuple[LeagueFileMenu, list[str]]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    made = LeagueFileMenu(window, store)
    made.build(window.menuBar())
    said: list[str] = []
    made.inform = lambda text: said.append(text)  # type: ignore[method-assign]
    made.warn = lambda text: said.append("WARNING " + text)  # type: ignore[method-assign]
    made._progress = lambda text: Recorded(text, None)  # type: ignore[method-assign]
    Recorded.made.clear()
    yield made, said


def deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


def hostile(document: dict[str, Any], case: str) -> dict[str, Any]:
    changed = json.loads(json.dumps(document))
    match = changed["matches"][0]
    if case == "nested":
        match["hints"] = [
            {
                "seat": 0,
                "event_count": 0,
                "asked": "2026-01-01T00:00:00.000000Z",
                "data": {"x": deep(400)},
            }
        ]
    elif case == "year 1":
        match["finished"] = "0001-01-01T00:00:00.000000Z"
    elif case == "year 9999":
        match["finished"] = "9999-12-31T23:59:59.999999Z"
    elif case == "unknown field":
        changed["extra"] = True
    elif case == "opening":
        match["opening"] = ["\x00" + "x" * 20_000]
    elif case == "long place":
        match["place"] = "p" * 201
    return changed


@pytest.mark.parametrize(
    "case", ["nested", "year 1", "year 9999", "unknown field", "opening", "long place"]
)
def test_ctrl_i_on_a_hostile_file_says_why_and_imports_nothing(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, tmp_path: Path, case: str
) -> None:
    file_menu, said = menu
    before = export_league(store)
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(hostile(before, case)), encoding="utf-8")
    file_menu.ask_open_path = lambda: str(path)  # type: ignore[method-assign]
    assert file_menu.import_league() is None
    assert len(said) == 1 and said[0].startswith("WARNING Nothing was imported: ")
    assert export_league(store) == before


def test_export_and_import_turn_a_progress_bar(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, tmp_path: Path
) -> None:
    file_menu, _ = menu
    target = tmp_path / "league.json"
    file_menu.ask_save_path = lambda suggested: str(target)  # type: ignore[method-assign]
    assert file_menu.export_league() == target
    file_menu.ask_open_path = lambda: str(target)  # type: ignore[method-assign]
    summary = file_menu.import_league()
    assert summary is not None and summary.matches_unchanged == 3
    assert [bar.steps for bar in Recorded.made] == [3, 3]


def test_export_into_a_missing_folder_is_said_in_swedish(
    menu: tuple[LeagueFileMenu, list[str]], swedish: None, tmp_path: Path
) -> None:
    file_menu, said = menu
    nowhere = tmp_path / "nowhere" / "league.json"
    file_menu.ask_save_path = lambda suggested: str(nowhere)  # type: ignore[method-assign]
    assert file_menu.export_league() is None
    assert said == [f"WARNING Ligan exporterades inte till {nowhere}: mappen finns inte."]


def test_a_league_file_nested_too_deep_is_refused_in_the_users_words(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, tmp_path: Path
) -> None:
    file_menu, said = menu
    before = export_league(store)
    path = tmp_path / "deep.json"
    path.write_text('{"version": 2,\n"players": ' + "[" * 5000 + "]" * 5000 + "}", "utf-8")
    file_menu.ask_open_path = lambda: str(path)  # type: ignore[method-assign]
    assert file_menu.import_league() is None
    assert said == [
        "WARNING Nothing was imported: The file is not a league file (nested too deep at line 2)."
    ]
    assert export_league(store) == before


def test_a_league_file_with_a_byte_order_mark_is_imported(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, tmp_path: Path
) -> None:
    file_menu, said = menu
    document = export_league(store)
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(document).encode("utf-8"))
    file_menu.ask_open_path = lambda: str(path)  # type: ignore[method-assign]
    file_menu.import_league()
    assert not [text for text in said if text.startswith("WARNING")], said
    assert export_league(store)["matches"] == document["matches"]  # all already here
