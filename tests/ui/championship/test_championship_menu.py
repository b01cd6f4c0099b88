"""The menu bar's Championship menu: the director's actions with their keys, so that a person
finds them there as well as on the director's page; each enabled only where it applies (on the
page, as its button; a new championship from anywhere), and an entry does what its button
does."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from roller_desktop.store import championships as ch
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.championship.director_actions import ACTIONS
from roller_desktop.ui.common import i18n

NAME = "EM i Roller"
PLAYERS = [(f"Spelare {i:02}", None) for i in range(8)]


def championship_menu(window: Any) -> QMenu:
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == "Championship":
            menu = action.menu()
            assert isinstance(menu, QMenu)
            return menu
    raise AssertionError("no Championship menu in the menu bar")


def entries(window: Any) -> dict[str, tuple[str, bool]]:
    """The menu's entries as shown on opening it: each action's words, key and whether on."""
    menu = championship_menu(window)
    menu.aboutToShow.emit()
    shown = window.championship_menu.entries
    return {name: (shown[name].text(), shown[name].isEnabled()) for name in ACTIONS}


@pytest.fixture
def window(qtbot: Any, store: Any, settings: Any) -> Any:
    from roller_desktop.ui.shell.main_window import MainWindow

    made = MainWindow(store, settings)
    qtbot.addWidget(made)
    made.show()
    return made


def play_round(store: Any, round_: int) -> None:
    """Every table of the round played, kept by hand."""
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(round_)
    for table in ch.stored_round(store, NAME, round_).tables:
        cells = [[rng.choice(["-", "RT", "50", "350"]) for _ in range(15)] for _ in table.seats]
        protocol = PaperProtocol(
            "roller", {}, [SeatSpec(ids[n]) for n in table.seats], 0,
            datetime(2026, 6, 14, 12), cells=cells,
        )  # fmt: skip
        ch.link_match(store, enter_protocol(store, protocol), NAME, round_, table.number)


def test_the_menu_lists_every_action_with_its_key(window: Any) -> None:
    shown = entries(window)
    texts = {name: text for name, (text, _) in shown.items()}
    assert texts["papers"] == "Round's papers as PDF…\tCtrl+S"
    assert texts["late"] == "Late arrival…\tIns" and texts["withdraw"] == "Withdraw…\tDel"
    assert texts["file"] == "Table's file…\tCtrl+Shift+S"
    assert texts["final"] == "Seat the final\tCtrl+F"
    assert texts["new"] == "New championship…\tCtrl+Shift+N"
    assert texts["play"] == "Play the chosen table…\tEnter"
    # the director's view first, League → Championship…'s own entry and key
    first = championship_menu(window).actions()[0]
    assert first.text() == "&Championship…" and first.shortcut().toString() == "Ctrl+Shift+C"


def test_away_from_the_page_only_a_new_championship_is_on(window: Any, monkeypatch: Any) -> None:
    shown = entries(window)
    assert [name for name, (_, on) in shown.items() if on] == ["new"]
    from roller_desktop.ui.championship import new_championship

    made = []
    monkeypatch.setattr(
        new_championship.NewChampionshipDialog, "exec", lambda self: made.append(self) or 0
    )
    window.championship_menu.entries["new"].trigger()
    assert window.stack.currentWidget() is window.director  # the page first, then the dialog
    assert len(made) == 1


def test_on_the_page_each_is_on_where_it_applies(qtbot: Any, window: Any, store: Any) -> None:
    window.open_director()
    page = window.director
    shown = entries(window)
    assert [name for name, (_, on) in shown.items() if on] == ["new"]  # no championship yet
    ch.create_championship(store, NAME, PLAYERS, rounds=2, table_size=(4, 4))
    page.view.load(NAME)
    shown = entries(window)
    off = {name for name, (_, on) in shown.items() if not on}
    assert off == {"final", "luck"}  # nothing played: no final, no luck to weigh
    assert not page.entries["final"][2].isEnabled()  # its button as its entry
    play_round(store, 1)
    page.view.read()
    off = {name for name, (_, on) in entries(window).items() if not on}
    assert off == {"final"}  # round 2 still to play; one round not begun: late arrivals
    play_round(store, 2)
    page.view.read()
    off = {name for name, (_, on) in entries(window).items() if not on}
    # every round begun; the chosen table played; the final to seat
    assert off == {"late", "withdraw", "play"}
    assert page.entries["final"][2].isEnabled()
    window.show_start()
    assert [name for name, (_, on) in entries(window).items() if on] == ["new"]


def test_an_entry_does_what_its_button_does(
    qtbot: Any, window: Any, store: Any, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    ch.create_championship(store, NAME, PLAYERS, rounds=1, table_size=(4, 4))
    play_round(store, 1)
    window.open_director()
    page = window.director
    page.view.load(NAME)
    entries(window)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    window.championship_menu.entries["final"].trigger()
    assert said and said[0].startswith("The final table, seat 1 first")
    assert ch.final_seats(store, NAME) is not None


@pytest.mark.parametrize(
    ("language", "title", "late"),
    [("sv", "Mäs&terskap", "Sen ankomst…"), ("nb", "Mesters&kap", "Sen ankomst…")],
)
def test_the_menu_in_swedish_and_norwegian(
    qtbot: Any, qapp: QApplication, store: Any, settings: Any, language: str, title: str, late: str
) -> None:
    from roller_desktop.ui.shell.main_window import MainWindow

    i18n.install_translator(qapp, language)
    try:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles[3] == title
        assert window.championship_menu.entries["late"].text() == f"{late}\tIns"
    finally:
        i18n.install_translator(qapp, "en")
