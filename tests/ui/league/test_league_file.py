"""The File menu: back up now, restore a backup, export and import, with the dialogs replaced."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from roller_desktop.store import backups
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import StoreError
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.league.league_file import LeagueFileMenu, backup_label
from roller_desktop.ui.shell.main_window import MainWindow
from roller_desktop.ui.shell.settings import Settings


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(tmp_path / "league.sqlite3") as opened:
        yield opened


class Answers:
    """What the person answers, and what the program said."""

    def __init__(self, menu: LeagueFileMenu) -> None:
        self.path = ""
        self.choice: int | None = 0
        self.yes = True
        self.said: list[str] = []
        menu.ask_save_path = lambda suggested: self.path  # type: ignore[method-assign]
        menu.ask_open_path = lambda: self.path  # type: ignore[method-assign]
        menu.ask_backup = lambda found, labels: self.choice  # type: ignore[method-assign]
        self.asked: list[str] = []
        menu.confirm = lambda text: self.asked.append(text) or self.yes  # type: ignore[method-assign]
        menu.inform = lambda text: self.said.append(text)  # type: ignore[method-assign]
        menu.warn = lambda text: self.said.append("WARNING " + text)  # type: ignore[method-assign]


@pytest.fixture
def menu(qtbot: QtBot, store: Store) -> Iterator[LeagueFileMenu]:
    window = QMainWindow()  # held here for the test's length: the menu is its child
    qtbot.addWidget(window)
    window.menuBar().addMenu("&Game")
    made = LeagueFileMenu(window, store)
    built = made.build(window.menuBar())
    assert window.menuBar().actions()[0] is built.menuAction()  # File comes first
    yield made


def names(store: Store) -> list[str]:
    return [p.name for p in store.players()]


def test_back_up_now_then_restore_it(qtbot: QtBot, menu: LeagueFileMenu, store: Store) -> None:
    answers = Answers(menu)
    store.add_player("Anna")
    made = menu.back_up_now()
    assert made is not None and made.exists() and str(made) in answers.said[-1]
    store.add_player("Bo")
    answers.choice = 0  # the newest: the one just made
    with qtbot.waitSignal(menu.changed):
        assert menu.restore_from_backup() == made
    assert names(store) == ["Anna"]
    assert "WARNING" not in answers.said[-1]


def test_restore_changes_nothing_when_declined(menu: LeagueFileMenu, store: Store) -> None:
    answers = Answers(menu)
    store.add_player("Anna")
    menu.back_up_now()
    store.add_player("Bo")
    answers.yes = False
    assert menu.restore_from_backup() is None
    answers.yes, answers.choice = True, None
    assert menu.restore_from_backup() is None
    assert names(store) == ["Anna", "Bo"]


def test_export_and_import_move_the_league(
    qtbot: QtBot, menu: LeagueFileMenu, store: Store, tmp_path: Path
) -> None:
    answers = Answers(menu)
    anna = store.add_player("Anna")
    match_id = store.start_match("roller", {}, [SeatSpec(anna.id)], 0)
    store.record_hint(match_id, 0, 0, {"best": {"type": "throw"}})  # hints move along
    answers.path = str(tmp_path / "moving.json")
    assert menu.export_league() == tmp_path / "moving.json"
    with open_store(tmp_path / "other" / "league.sqlite3") as other:
        other_menu = LeagueFileMenu(menu._window(), other)  # type: ignore[arg-type]
        other_answers = Answers(other_menu)
        other_answers.path = answers.path
        with qtbot.waitSignal(other_menu.changed):
            summary = other_menu.import_league()
        assert summary is not None and summary.players_added == 1
        assert names(other) == ["Anna"]
        assert summary.hints_added == 1 and other.hints(match_id) == store.hints(match_id)


def test_a_bad_import_file_is_refused_and_changes_nothing(
    menu: LeagueFileMenu, store: Store, tmp_path: Path
) -> None:
    answers = Answers(menu)
    store.add_player("Anna")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    answers.path = str(bad)
    assert menu.import_league() is None
    assert answers.said[-1].startswith("WARNING Nothing was imported")
    assert names(store) == ["Anna"]


def test_cancelled_dialogs_do_nothing(menu: LeagueFileMenu, tmp_path: Path) -> None:
    answers = Answers(menu)
    answers.path = ""
    assert menu.export_league() is None and menu.import_league() is None
    assert answers.said == []


def test_backup_labels_read_the_time_and_reason(tmp_path: Path) -> None:
    database = tmp_path / "league.sqlite3"
    (tmp_path / "league-backups").mkdir()
    label = backup_label(
        tmp_path / "league-backups" / "league-20261129-203105-123456-before-restore.sqlite3",
        database,
    )
    assert "05" in label and label.endswith("(before a restore)")
    from PySide6.QtCore import QLocale

    before = QLocale()
    try:  # the seconds follow the minutes, in a 12-hour and a 24-hour locale alike
        name = tmp_path / "league-20261129-203105-123456.sqlite3"
        QLocale.setDefault(QLocale("en_US"))
        made = backup_label(name, database)
        assert "8:31:05" in made and made.endswith("PM"), made
        QLocale.setDefault(QLocale("sv_SE"))
        assert backup_label(name, database).endswith("20:31:05")
    finally:
        QLocale.setDefault(before)
    assert backup_label(tmp_path / "league-odd.sqlite3", database) == "league-odd.sqlite3"
    assert backups.backup_folder(database).name == "league-backups"


def test_the_main_window_opens_with_the_file_menu(
    qtbot: QtBot, store: Store, settings: Settings
) -> None:
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    first = window.menuBar().actions()[0].menu()
    assert first is window.league_file.menu
    texts = [action.text() for action in first.actions() if not action.isSeparator()]
    assert texts == [
        "Back up now",
        "Restore from backup…",
        "Export league…",
        "Import league…",
        "Enter a paper protocol…",
        "Import protocols…",
        "Export protocols…",
        "Print a blank protocol…",
    ]


def test_restoring_an_older_backup_says_what_is_set_aside(
    qtbot: QtBot, menu: LeagueFileMenu, store: Store
) -> None:
    from roller_desktop.store.recorder import MatchRecorder
    from tests.store.helpers import play_out

    answers = Answers(menu)
    anna, bo = store.add_player("Anna").id, store.add_player("Bo").id
    menu.back_up_now()
    match_id = store.start_match("roller", {"rounds": 1}, [SeatSpec(anna), SeatSpec(bo)], 0)
    play_out(MatchRecorder.open(store, match_id), 4)
    answers.yes = False
    assert menu.restore_from_backup() is None
    said = answers.asked[-1]
    assert re.search(r"has 1 finished match(es)? that this backup does not have", said)
    assert "Anna, Bo" in said and "before a restore" in said
    # what is kept of such copies (kept two years: the newest few, an older while it has more)
    assert "kept two years: the newest 3 of them, and an older one as long as" in said
    answers.yes = True
    with qtbot.waitSignal(menu.changed):
        menu.restore_from_backup()
    with pytest.raises(StoreError):  # the match is set aside: not in the league
        store.load_match(match_id)
    answers.yes = False  # the copy taken before the restore has the match back
    assert menu.restore_from_backup() is None
    assert "has every match the league has now" in answers.asked[-1]
