"""File → Import protocols…, Export protocols… and Print a blank protocol… with the dialogs
replaced; a refused file named by its line and column in the window's language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.protocol_csv import ProtocolsSummary
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.league_file import LeagueFileMenu
from roller_desktop.ui.printing.sheets import Sheet, render_image

SHEET = (
    "match;date;game;player;r1;r2\n1;1987-07-04;roller;Åke;350;–\n1;1987-07-04;roller;Kari;RT;375\n"
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(tmp_path / "league.sqlite3") as opened:
        yield opened


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


@pytest.fixture
def menu(qtbot: QtBot, store: Store) -> Iterator[tuple[LeagueFileMenu, list[str]]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    made = LeagueFileMenu(window, store)
    made.build(window.menuBar())
    said: list[str] = []
    made.inform = lambda text: said.append(text)  # type: ignore[method-assign]
    made.warn = lambda text: said.append("WARNING " + text)  # type: ignore[method-assign]
    yield made, said


def test_the_file_menu_has_the_protocol_items(menu: tuple[LeagueFileMenu, list[str]]) -> None:
    texts = [a.text() for a in menu[0].menu.actions()]
    assert {"Import protocols…", "Export protocols…", "Print a blank protocol…"} <= set(texts)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", "Line 3, column r2: 375 points cannot be: every score is a multiple of 50."),
        ("sv", "Rad 3, kolumn r2: 375 poäng kan det inte bli: all poäng går jämnt upp i 50."),
        ("nb", "Linje 3, kolonne r2: 375 poeng kan det ikke bli: alle poeng går opp i 50."),
    ],
)
def test_a_bad_line_is_refused_in_the_windows_language(
    menu: tuple[LeagueFileMenu, list[str]],
    store: Store,
    tmp_path: Path,
    language: Callable[[str], None],
    code: str,
    words: str,
) -> None:
    language(code)
    made, said = menu
    sheet = tmp_path / "old.csv"
    sheet.write_text(SHEET, encoding="utf-8")
    made.ask_protocols_path = lambda save: str(sheet)  # type: ignore[method-assign]
    assert made.import_protocols() is None
    [warning] = said
    assert warning.startswith("WARNING ") and warning.endswith(words), warning
    assert store.players() == []
    sheet.write_text(SHEET.replace(";375", ";400"), encoding="utf-8")
    summary = made.import_protocols()
    assert isinstance(summary, ProtocolsSummary) and summary.matches_added == 1
    out = tmp_path / "out.csv"
    made.ask_protocols_path = lambda save: str(out)  # type: ignore[method-assign]
    assert made.export_protocols() == out
    assert "Kari" in out.read_text(encoding="utf-8-sig")


def test_a_blank_protocol_is_previewed_and_a_ninth_player_refused(
    menu: tuple[LeagueFileMenu, list[str]],
) -> None:
    made, said = menu
    shown: list[Sheet] = []
    made.preview = lambda sheet: shown.append(sheet)  # type: ignore[method-assign,assignment]
    names = ["Åke", "Kari", "Lisa", "Bo", "Cia", "Dan", "Eva", "Fia"]
    made.ask_blank_protocol = lambda: (names, 12)  # type: ignore[method-assign]
    assert made.print_blank_protocol()
    [sheet] = shown
    assert sheet.landscape and not render_image(sheet, dpi=40).isNull()
    made.ask_blank_protocol = lambda: ([*names, "Gun"], 15)  # type: ignore[method-assign]
    assert not made.print_blank_protocol()
    assert said == ["WARNING A match has 1 to 8 seats, not 9."]
