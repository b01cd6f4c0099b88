"""Computer seats: the setup offers the levels, the window plays their turns at a pace, and
stops cleanly when the window closes. A simple fake stands in for the strategy package."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch
from tests.ui.helpers import click, press, select_faces


class GreedyBot:
    """Keeps the best selection, banks from 300 points."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.decisions = 0

    def choose(self, match: RollerMatch) -> Throw | Keep | Bank:
        self.decisions += 1
        if match.must_keep:
            return Keep(match.selections()[0].dice)
        if match.can_bank and match.turn_points >= 300:
            return Bank()
        return Throw()


@pytest.fixture
def bots() -> Any:
    made: list[GreedyBot] = []

    def make_bot(level: str) -> GreedyBot:
        if level not in ("easy", "hard"):
            raise ValueError(level)
        made.append(GreedyBot(level))
        return made[-1]

    return SimpleNamespace(LEVELS=("easy", "hard"), make_bot=make_bot, made=made)


def test_a_computer_plays_its_turns_and_stops_with_the_window(
    qtbot: Any, make_window: Any, store: Any, dice: Any, bots: Any
) -> None:
    window = make_window(bots=bots)
    press(qtbot, window.start, "n")
    setup = window.setup
    assert setup.add_computer_button.isVisible()
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("hard"))
    click(qtbot, setup.add_computer_button)
    assert [s.computer for s in setup.seats] == [None, "hard"]
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    assert screen.controller.computers.keys() == {1}

    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1])
    # The computer's turn: 1-1-1 kept (1000), banked; then Anna's turn again.
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "b")
    qtbot.waitUntil(lambda: screen.controller.game.current_seat == 0)
    game = screen.controller.game
    assert game.protocol().cell_text(1, 0) == "1000"
    assert "(computer)" not in screen.player_label.text()
    # A computer turn under way when the window closes: nothing more is played.
    dice.add((1, 5, 2, 2, 3, 6), (5, 2, 3, 4, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")
    assert screen.controller.current_is_computer()
    window.close()
    events = len(store.load_match(window.match_id).events)
    for _ in range(5):  # a pending 0 ms pace timer would fire here
        QApplication.processEvents()
    assert len(store.load_match(window.match_id).events) == events
    assert not screen.controller._timer.isActive()


def test_hint_and_a_real_computer_player(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()  # the strategy package's bots and hints
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("careful"))
    click(qtbot, setup.add_computer_button)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    assert "hint" in screen.buttons
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    press(qtbot, screen, "h")
    assert screen.message.text().startswith("Hint: keep 1 (+100)")
    assert screen.dice.selected_values() == [1]
    press(qtbot, screen, "k")
    press(qtbot, screen, "h")
    assert screen.message.text().startswith("Hint: throw on")
    dice.add((1, 1, 1, 2, 3, 4))  # the computer keeps the Triss and banks 1000
    press(qtbot, screen, "b")
    qtbot.waitUntil(lambda: screen.controller.game.current_seat == 0)
    assert screen.controller.game.protocol().cell_text(1, 0) == "1000"


def test_with_real_dice_the_table_throws_for_the_computer(
    qtbot: Any, make_window: Any, store: Any, bots: Any
) -> None:
    window = make_window(bots=bots)
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    click(qtbot, setup.add_computer_button)
    setup.starter.setCurrentIndex(1)
    setup.dice_mode.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    screen.faces.edit.setText("1 5 2 2 3 6")
    press(qtbot, screen.faces.edit, "enter")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")
    assert screen.controller.current_is_computer()
    screen.faces.edit.setText("1 1 1 2 3 4")  # the computer's throw, thrown by the table
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: screen.controller.game.current_seat == 0)
    assert screen.controller.game.protocol().cell_text(1, 0) == "1000"
