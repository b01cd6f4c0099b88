"""Undo next to computer seats: a person takes back only their own decisions (virtual dice),
or the table's last entry with the computer's decisions that followed it (real dice)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from roller_desktop.engine.events import Bank, Keep, Throw
from tests.ui.helpers import click, press, select_faces
from tests.ui.play.test_computer_seats import GreedyBot


@pytest.fixture
def bots() -> Any:
    return SimpleNamespace(LEVELS=("easy",), make_bot=GreedyBot)


def start_with_computer(qtbot: Any, window: Any, real: bool) -> Any:
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    click(qtbot, setup.add_computer_button)
    setup.starter.setCurrentIndex(1)
    setup.dice_mode.setCurrentIndex(1 if real else 0)
    click(qtbot, setup.start_button)
    return window.roller


def kinds(store: Any, match_id: str) -> list[str]:
    return [type(e).__name__ for e in store.load_match(match_id).events]


def test_virtual_dice_undo_never_takes_back_a_computer_move(
    qtbot: Any, make_window: Any, store: Any, dice: Any, settings: Any, bots: Any
) -> None:
    settings.computer_pace_ms = 600_000  # the test steps the computer itself
    window = make_window(bots=bots)
    screen = start_with_computer(qtbot, window, real=False)
    c = screen.controller
    dice.add((1, 5, 2, 2, 3, 6), (1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")
    assert c.current_is_computer() and screen.buttons["undo"].isEnabled()  # Anna's bank
    c._computer_step()  # throws 1 1 1 2 3 4
    c._computer_step()  # proposes the Triss
    c._computer_step()  # keeps it
    assert isinstance(c.game.events[-1], Keep) and c.current_is_computer()
    assert not screen.buttons["undo"].isEnabled()
    press(qtbot, screen, "u")
    assert "computer's move cannot be taken back" in screen.message.text()
    assert kinds(store, window.match_id) == ["Throw", "Keep", "Bank", "Throw", "Keep"]
    c._computer_step()  # banks 1000: Anna's turn, the last event the computer's bank
    assert isinstance(c.game.events[-1], Bank) and c.game.current_seat == 0
    assert not c.can_undo()
    press(qtbot, screen, "u")
    assert kinds(store, window.match_id)[-1] == "Bank" and c.game.current_seat == 0


def test_real_dice_undo_takes_back_the_tables_entry_with_the_computers_moves(
    qtbot: Any, make_window: Any, store: Any, bots: Any
) -> None:
    window = make_window(bots=bots)
    screen = start_with_computer(qtbot, window, real=True)
    c = screen.controller
    screen.faces.edit.setText("1 5 2 2 3 6")
    press(qtbot, screen.faces.edit, "enter")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")
    screen.faces.edit.setText("1 1 1 2 3 4")  # the computer's throw, typed by the table
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: c.game.current_seat == 0)  # it kept the Triss and banked
    assert kinds(store, window.match_id) == ["Throw", "Keep", "Bank", "Throw", "Keep", "Bank"]
    assert screen.buttons["undo"].isEnabled()
    press(qtbot, screen, "u")  # the typed faces go, and with them the computer's two moves
    assert kinds(store, window.match_id) == ["Throw", "Keep", "Bank"]
    assert c.current_is_computer() and c.game.last_throw is None
    assert screen.faces.isVisible()  # waiting for the faces again
    screen.faces.edit.setText("5 2 3 4 6 6")
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: len(c.game.events) == 5)  # the computer plays on from there
    assert c.game.events[3] == Throw((5, 2, 3, 4, 6, 6)) and isinstance(c.game.events[4], Keep)
