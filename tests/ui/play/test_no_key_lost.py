"""No key is lost (issue 25, item 3): a key pressed while the dice tumble, while the throw that
ended a turn is held, or while a banner shows lands the dice and acts; a key pressed in a
computer's turn waits and acts, in order, once a person is to play. Every press here comes while
the dice of the press before still tumble (the dice animation is on)."""

from __future__ import annotations

from typing import Any

from tests.ui.helpers import press
from tests.ui.play.test_computer_turns import kinds, seat_table

NO_HIT = (2, 3, 4, 5, 6)  # 105: no 1 among five dice, the turn passes


def test_every_quick_space_in_105_throws(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = True
    window = make_window()
    screen = seat_table(qtbot, window, "105", ["Ella", "Otto"], [], starter=0)
    c = screen.controller
    dice.add(*[NO_HIT] * 16)
    for n in range(1, 17):
        press(qtbot, screen, "space")
        assert screen.dice.is_animating()  # the next press comes while these dice tumble
        assert kinds(c.game) == ["Throw"] * n
    stored = window.store.load_match(window.match_id).events
    assert len(stored) == 16
    assert c.game.current_seat == 0  # eight turns each


def test_roller_keys_during_the_throw_and_after_tjock_and_rt_all_act(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = True
    window = make_window()
    screen = seat_table(qtbot, window, "roller", ["Anna", "Bo"], [], starter=0)
    c = screen.controller
    dice.add(
        (1, 2, 3, 4, 6, 6),  # Anna: only the 1 scores
        (2, 3, 4, 6, 6),  # Anna's five dice: Tjock
        (2, 2, 3, 4, 6, 6),  # Bo: nothing at all, RT
        (1, 1, 1, 2, 3, 4),  # Anna: a Triss of 1s
    )
    press(qtbot, screen, "space")  # Anna throws
    assert screen.dice.is_animating()
    press(qtbot, screen, "h")  # the dice land, the hint chooses the 1
    assert screen.dice.selected_values() == [1]
    press(qtbot, screen, "space")  # keeps the 1 and throws five dice: Tjock
    assert kinds(c.game) == ["Throw", "Keep", "Throw"]
    assert c.game.current_seat == 1 and screen.dice.is_animating()
    assert screen.banner.isVisible() and screen.banner.kind == "tjock"
    press(qtbot, screen, "space")  # at once: Bo throws (the Tjock's dice land and give way)
    assert kinds(c.game)[3:] == ["Throw"] and c.game.current_seat == 0  # RT
    assert screen.dice.is_animating() and screen.banner.kind == "rt"
    press(qtbot, screen, "space")  # at once: Anna throws
    assert kinds(c.game)[4:] == ["Throw"] and c.game.last_throw == (1, 1, 1, 2, 3, 4)
    press(qtbot, screen, "h", "b")  # while they tumble: the hint's keep, then bank
    assert kinds(c.game)[5:] == ["Keep", "Bank"]
    assert c.game.protocol().cell_text(0, 1) == "1000"
    stored = window.store.load_match(window.match_id).events
    assert [type(e).__name__ for e in stored] == kinds(c.game)


def test_keys_in_a_computers_turn_wait_and_act_in_order(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.computer_pace_ms = 600_000  # the test steps the computer itself
    window = make_window()
    screen = seat_table(qtbot, window, "105", ["Ella"], ["child"], starter=1)
    c = screen.controller
    assert c.current_is_computer()
    press(qtbot, screen, "space", "space")  # Ella, too early: both wait for her turn
    assert kinds(c.game) == [] and screen.keys_waiting() == 2
    assert screen.message.text() == "2 keys wait for the computer's turn to end"
    dice.add(*[NO_HIT] * 4)
    c._computer_step()  # the computer throws: no hit, Ella's turn
    # Ella's first press throws (no hit): the computer's turn again, so the second waits.
    qtbot.waitUntil(lambda: screen.keys_waiting() == 1)
    assert kinds(c.game) == ["Throw", "Throw"] and c.current_is_computer()
    assert screen.message.text() == "1 key waits for the computer's turn to end"
    c._computer_step()
    qtbot.waitUntil(lambda: screen.keys_waiting() == 0)
    assert kinds(c.game) == ["Throw"] * 4 and c.current_is_computer()
    assert "wait" not in screen.message.text()
    assert len(window.store.load_match(window.match_id).events) == 4


def test_waiting_keys_are_dropped_when_the_table_is_left(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.computer_pace_ms = 600_000
    window = make_window()
    screen = seat_table(qtbot, window, "105", ["Ella"], ["child"], starter=1)
    press(qtbot, screen, "space")
    assert screen.keys_waiting() == 1
    press(qtbot, screen, "esc")  # back to the start: the waiting key goes with the match
    assert window.stack.currentWidget() is window.start
    assert screen.keys_waiting() == 0


def test_enter_while_the_opening_dice_roll_throws_the_rest_and_plays(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    """Who starts, thrown with the dice animated (eight seats take seconds): Enter at the
    first die finishes the opening at once and the match begins with its winner. Before, the
    key went nowhere (the play button came only after the last die)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.ui.helpers import click

    settings.animation = True
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in [f"Spelare {i}" for i in range(8)]:
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    dice.add(*[(n,) for n in (1, 2, 3, 6, 4, 5, 2, 3)])  # the fourth seat's 6 wins
    click(qtbot, setup.start_button)
    opening = setup.opening
    assert opening.winner is None and not opening.play_button.isVisible()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.roller.controller is not None and window.roller.isVisible())
    game = window.roller.controller.game
    assert game.starter == 3 and not game.events
