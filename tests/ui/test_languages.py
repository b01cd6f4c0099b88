"""The window in the table's language: texts built from data, a new language at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.ui import i18n


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    try:
        yield
    finally:
        i18n.install_translator(qapp, "en")


def test_resume_list_tells_the_progress_in_the_window_language(
    qtbot: Any, store: Any, swedish: None
) -> None:
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.ui.start_screen import StartScreen

    anna, bo = store.add_player("Anna"), store.add_player("Bo")
    seats = [SeatSpec(anna.id), SeatSpec(bo.id)]
    store.start_match("roller", {"rounds": 12}, seats, 1)
    store.start_match("105", {}, seats, 0)
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_unfinished(store.unfinished_matches())
    texts = sorted(screen.matches.item(i).text() for i in range(screen.matches.count()))
    assert "0 kast, Anna står på tur" in texts[0]
    assert "Rond 1 av 12, Bo står på tur" in texts[1]
    assert "round" not in " ".join(texts) and "throw" not in " ".join(texts)


def seat_computer(qtbot: Any, window: Any, level: str) -> Any:
    from tests.ui.helpers import click

    setup = window.setup
    setup.computer_level.setCurrentIndex(setup.computer_level.findData(level))
    click(qtbot, setup.add_computer_button)
    return setup.seats[-1]


def test_a_computer_level_is_one_player_in_every_language(
    qtbot: Any, qapp: QApplication, make_window: Any, store: Any
) -> None:
    from tests.ui.helpers import click, press

    window = make_window()
    try:
        i18n.install_translator(qapp, "sv")
        press(qtbot, window.start, "n")
        window.setup.name_edit.setText("Anna")
        press(qtbot, window.setup.name_edit, "enter")
        steady = seat_computer(qtbot, window, "steady")
        assert steady.name == "Dator (stadig)"
        window.setup.starter.setCurrentIndex(1)
        click(qtbot, window.setup.start_button)  # the match starts: the seat is recorded
        press(qtbot, window.roller, "esc")
        i18n.install_translator(qapp, "nb")
        press(qtbot, window.start, "n")
        careful = seat_computer(qtbot, window, "careful")  # made, but never plays
        assert careful.name == "Datamaskin (forsiktig)"
        press(qtbot, window.setup, "esc")
        i18n.install_translator(qapp, "en")
        press(qtbot, window.start, "n")
        again = [seat_computer(qtbot, window, level) for level in ("steady", "careful")]
        assert [s.player_id for s in again] == [steady.player_id, careful.player_id]
        assert [s.computer for s in again] == ["steady", "careful"]
        names = sorted(p.name for p in store.players())
        assert names == ["Anna", "Datamaskin (forsiktig)", "Dator (stadig)"]
    finally:
        i18n.install_translator(qapp, "en")
