"""A computer plays whenever it is its turn, with the strategy package's own bots: when it
wins the opening throw, after Resume, after an undo, after real dice are switched on or off,
two computers in a row and a table of computers only; in Roller and in 105.

Before the fix a computer's turn was started only by a change of state, so a computer that
had to act first (a new match, a resumed one, Ctrl+D back to virtual dice) waited for ever."""

from __future__ import annotations

from typing import Any

from roller_desktop.engine.dice import RandomDice
from tests.ui.helpers import click, press


def seat_table(
    qtbot: Any,
    window: Any,
    game: str,
    people: list[str],
    levels: list[str],
    starter: int | None = None,
    real: bool = False,
) -> Any:
    """Set a table up through the setup screen; `starter` None: throw for it."""
    press(qtbot, window.start, "n" if game == "roller" else "5")
    setup = window.setup
    for name in people:
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    for level in levels:
        setup.computer_level.setCurrentIndex(setup.computer_level.findData(level))
        click(qtbot, setup.add_computer_button)
    setup.dice_mode.setCurrentIndex(1 if real else 0)
    if starter is not None:
        setup.starter.setCurrentIndex(starter + 1)
    click(qtbot, setup.start_button)
    if starter is None:
        qtbot.waitUntil(lambda: setup.opening.winner is not None)
        click(qtbot, setup.opening.play_button)
    return window.roller if game == "roller" else window.race


def kinds(game: Any) -> list[str]:
    return [type(e).__name__ for e in game.events]


def test_a_sharp_computer_that_wins_the_opening_plays_its_first_turn(
    qtbot: Any, make_window: Any, dice: Any
) -> None:
    window = make_window()  # the strategy package's bots
    # The opening: Carl 2, the computer 6; then the computer's turn: a Triss of 1s, and the
    # three dice left thrown on (5 2 3) or banked: either way Carl's turn follows.
    dice.add((2,), (6,), (1, 1, 1, 2, 3, 4), (5, 2, 3), (2, 3))
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["sharp"])
    c = screen.controller
    assert c.game.starter == 1 and c.current_is_computer()
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert kinds(c.game)[:2] == ["Throw", "Keep"]
    assert c.game.protocol().cell_text(1, 0) != ""


def test_a_computer_plays_after_resume(
    qtbot: Any, make_window: Any, store: Any, dice: Any, settings: Any
) -> None:
    settings.computer_pace_ms = 600_000  # the computer waits: the window closes first
    window = make_window(owned_by_test=True)
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["steady"], starter=1)
    assert screen.controller.current_is_computer() and not screen.controller.game.events
    match_id = window.match_id
    with qtbot.waitSignal(window.destroyed):
        window.close()
        window.deleteLater()

    settings.computer_pace_ms = 0
    again = make_window()
    dice.add((1, 1, 1, 2, 3, 4), (5, 2, 3), (2, 3))
    press(qtbot, again.start, "r")
    c = again.roller.controller
    assert again.match_id == match_id
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert kinds(store.load_match(match_id))[:2] == ["Throw", "Keep"]


def test_a_computer_plays_after_real_dice_are_switched_off_and_waits_when_on(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["careful"], starter=1, real=True)
    c = screen.controller
    assert c.real_dice and c.current_is_computer()
    qtbot.wait(20)
    assert not c.game.events  # the table throws the computer's dice
    dice.add((1, 1, 1, 2, 3, 4))
    window.real_dice_action.trigger()  # Ctrl+D: the program throws from now on
    assert not c.real_dice
    qtbot.waitUntil(lambda: c.game.current_seat == 0)  # careful: Triss kept, 1000 banked
    assert c.game.protocol().cell_text(1, 0) == "1000"
    window.real_dice_action.trigger()  # back to real dice: Carl's faces are typed
    assert c.real_dice
    screen.faces.edit.setText("1 5 2 2 3 6")
    press(qtbot, screen.faces.edit, "enter")
    press(qtbot, screen, "1")  # the 1
    press(qtbot, screen, "b")
    assert c.current_is_computer()
    screen.faces.edit.setText("5 5 5 2 3 4")  # the computer's throw, typed by the table
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert c.game.protocol().cell_text(1, 1) == "500"


def test_a_computer_plays_again_after_an_undo(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["careful"], starter=1, real=True)
    c = screen.controller
    screen.faces.edit.setText("1 1 1 2 3 4")
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert kinds(c.game) == ["Throw", "Keep", "Bank"]
    press(qtbot, screen, "u")  # the typed faces go, and the computer's moves with them
    assert not c.game.events and c.current_is_computer()
    screen.faces.edit.setText("5 5 5 2 3 4")
    press(qtbot, screen.faces.edit, "enter")
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert c.game.protocol().cell_text(1, 0) == "500"


def test_two_computers_in_a_row_then_a_person(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.dice_factory = lambda: RandomDice(seed=5)
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["careful", "sharp"], starter=1)
    c = screen.controller
    assert c.computers.keys() == {1, 2}
    qtbot.waitUntil(lambda: c.game.current_seat == 0, timeout=10_000)
    protocol = c.game.protocol()
    assert protocol.cell_text(1, 0) and protocol.cell_text(2, 0)  # both played round 1
    assert not protocol.cell_text(0, 0)
    assert not c.current_is_computer() and screen.buttons["throw"].isEnabled()


def test_a_table_of_computers_only_plays_a_whole_match(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    window = make_window()
    window.dice_factory = lambda: RandomDice(seed=11)
    press(qtbot, window.start, "n")
    window.setup.rounds.setValue(3)
    screen = seat_table(qtbot, window, "roller", [], ["sharp", "steady"], starter=0)
    c = screen.controller
    qtbot.waitUntil(lambda: c.game.is_over, timeout=20_000)
    assert all(c.game.protocol().cell_text(seat, 2) for seat in (0, 1))
    assert store.load_match(window.match_id).status == "finished"


def test_a_computer_in_the_first_seat_of_a_105_race(
    qtbot: Any, make_window: Any, dice: Any
) -> None:
    window = make_window()
    dice.add((2, 3, 4, 5, 6))  # no hit: the computer's turn ends, Carl's begins
    screen = seat_table(qtbot, window, "105", ["Carl"], ["child"], starter=1)
    c = screen.controller
    qtbot.waitUntil(lambda: c.game.current_seat == 0)
    assert kinds(c.game) == ["Throw"]


def test_the_prompt_in_a_computers_turn_says_the_computer_plays(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.computer_pace_ms = 600_000  # the test steps the computer itself
    window = make_window()
    screen = seat_table(qtbot, window, "roller", ["Carl"], ["careful"], starter=1)
    c = screen.controller
    assert "is playing" in screen.table_caption.text()
    assert "Choose" not in screen.table_caption.text()
    assert not screen.buttons["throw"].isEnabled()
    dice.add((1, 1, 1, 2, 3, 4))
    c._computer_step()  # throws
    assert "is choosing the dice to keep" in screen.table_caption.text()
    assert "Choose the dice" not in screen.table_caption.text()
    c._computer_step()  # proposes the Triss
    c._computer_step()  # keeps it
    c._computer_step()  # banks: Carl's turn
    assert c.game.current_seat == 0
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    assert screen.table_caption.text().startswith("Choose the dice to keep")


def test_each_computer_level_is_explained_where_it_is_chosen(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import Qt

    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    combo = setup.computer_level
    texts = []
    for i in range(combo.count()):
        combo.setCurrentIndex(i)
        tip = combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
        assert tip and setup.level_help.text() == tip
        assert combo.toolTip() == f"{combo.itemText(i)}\n{tip}"  # the name too: it may be cut
        texts.append(tip)
    assert combo.count() == 4 and len(set(texts)) == 4
    assert setup.level_help.isVisible()
