"""The strategy's slow first solve of a turn runs in the thinker's thread, not on the GUI
thread: with three players the hint shows that it is thinking and the play keys pressed
meanwhile wait for it, in order; the sharp computer's move is worked out there first.

The worker is held by a gate (a job of the test's own, first in the queue), so the tests see
the moment between the question and the answer whatever the machine's speed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from roller_desktop.strategy import bots as real_bots
from roller_desktop.strategy import win_approx
from roller_desktop.ui.play import thinker
from tests.ui.helpers import click, press
from tests.ui.play.test_roller_game import set_up


@pytest.fixture
def gate() -> Iterator[threading.Event]:
    """Holds the worker thread until set (set at the end in any case)."""
    opened = threading.Event()
    held = threading.Event()

    def hold() -> None:
        held.set()
        opened.wait(30)

    thinker._submit(-1, hold)
    assert held.wait(30)
    yield opened
    opened.set()


def kinds(game: Any) -> list[str]:
    return [type(e).__name__ for e in game.events]


def test_the_hint_thinks_and_the_keys_wait_for_it(
    qtbot: Any, make_window: Any, store: Any, dice: Any, gate: threading.Event
) -> None:
    win_approx._solutions.clear()  # the turn not solved yet
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo", "Cilla"], rounds=3)
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "space")
    press(qtbot, screen, "h", "b")  # the hint, then bank with its dice
    assert screen.hint_panel.isVisible() and "thinking" in screen.hint_panel.text()
    assert kinds(screen.controller.game) == ["Throw"] and screen.keys_waiting() == 1
    gate.set()
    qtbot.waitUntil(lambda: kinds(screen.controller.game) == ["Throw", "Keep", "Bank"])
    assert screen.controller.game.protocol().totals[0] == 1000  # the hint's Triss, banked
    assert screen.keys_waiting() == 0


def test_the_hint_leaves_dice_chosen_meanwhile(
    qtbot: Any, make_window: Any, store: Any, dice: Any, gate: threading.Event
) -> None:
    win_approx._solutions.clear()
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo", "Cilla"], rounds=3)
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "space", "h", "1")  # digits choose at once: one 1
    assert screen.dice.selected_values() == [1]
    gate.set()
    qtbot.waitUntil(lambda: "thinking" not in screen.hint_panel.text())
    assert "≈" in screen.hint_panel.text()  # the chances, approximate with three
    assert screen.dice.selected_values() == [1]  # not the hint's Triss over the person's 1


def test_the_sharp_computer_thinks_in_the_thread(
    qtbot: Any, make_window: Any, store: Any, dice: Any, gate: threading.Event
) -> None:
    win_approx._solutions.clear()
    made: list[Any] = []

    def make_bot(level: str) -> Any:
        made.append(real_bots.make_bot(level))
        return made[-1]

    bots = SimpleNamespace(LEVELS=real_bots.LEVELS, make_bot=make_bot)
    window = make_window(bots=bots)
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("sharp"))
    for _ in range(3):
        click(qtbot, setup.add_computer_button)
    setup.rounds.setValue(3)
    setup.starter.setCurrentIndex(1)
    dice.add((1, 1, 1, 2, 3, 4))
    click(qtbot, setup.start_button)
    c = window.roller.controller
    c._computer_step()  # the turn's first throw: nothing to choose, thrown at once
    assert kinds(c.game) == ["Throw"]
    c._computer_step()  # which dice to keep: asked of the thread, not chosen here
    assert c.thinker.waiting("move") and kinds(c.game) == ["Throw"]
    assert not made[0].ready(c.game)
    gate.set()
    qtbot.waitUntil(lambda: len(c.game.events) >= 2 or c._pending_keep is not None)
    assert made[0].ready(c.game)  # the turn solved: the rest of it is chosen at once
    c.stop()  # the computers play no further than the script's dice


def test_a_computer_whose_step_was_lost_is_woken_and_plays_on(
    qtbot: Any, make_window: Any, dice: Any, monkeypatch: Any
) -> None:
    """The watch: a computer to play with nothing of its own under way (its timer stopped
    behind its back, as a lost step would leave it) is woken within a few looks, and it is
    counted; without the watch it waits for ever (CI once saw a sharp computer stand still)."""
    from roller_desktop.ui.play import controller as controller_module
    from tests.ui.play.test_computer_turns import seat_table

    monkeypatch.setattr(controller_module, "WATCH_MS", 50)
    dice.add((1, 1, 1, 2, 3, 4), (5, 2, 3), (2, 3), (2, 3, 4, 6, 6, 2))
    screen = seat_table(qtbot, make_window(), "roller", ["Carl"], ["steady"], starter=1)
    c = screen.controller
    c._timer.stop()  # the step lost
    qtbot.waitUntil(lambda: c.game.current_seat == 0, timeout=5000)
    assert c.woken >= 1 and kinds(c.game)[:2] == ["Throw", "Keep"]


def test_a_computer_whose_answer_was_lost_is_asked_again(
    qtbot: Any, make_window: Any, dice: Any, monkeypatch: Any, gate: threading.Event
) -> None:
    """The sharp computer's question to the thinker whose answer never comes (it is dropped:
    the controller still waits for it) is asked again after THINKING_WATCHES looks."""
    from roller_desktop.ui.play import controller as controller_module
    from tests.ui.play.test_computer_turns import seat_table

    win_approx._solutions.clear()
    monkeypatch.setattr(controller_module, "WATCH_MS", 50)
    dice.add((1, 1, 1, 2, 3, 4), (5, 2, 3), (2, 3), (2, 3, 4, 6, 6, 2))
    screen = seat_table(qtbot, make_window(), "roller", ["Carl", "Dora"], ["sharp"], starter=2)
    c = screen.controller
    qtbot.waitUntil(lambda: c.thinker.waiting("move"))
    c.thinker._latest["move"] = -1  # its answer will be dropped, and it is still waited for
    gate.set()
    qtbot.waitUntil(lambda: c.game.current_seat != 2, timeout=10000)
    assert c.woken >= 1
