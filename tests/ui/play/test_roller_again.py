"""N after a Roller match sets up the same table again, as "New race" does after 105."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from roller_desktop.engine.roller import RollerRules
from tests.ui.helpers import click, press


def test_n_after_a_roller_match_sets_up_the_same_table(
    qtbot: Any, make_window: Any, store: Any, settings: Any, dice: Any
) -> None:
    """As after a 105 race: the same people and computers (at their levels) in their seats,
    the same rounds and house rules, the same seats in coach mode; it gave an empty table with
    the rounds back at 15."""
    window = make_window()  # the strategy package's bots
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("sharp"))
    click(qtbot, setup.add_computer_button)
    setup.name_edit.setText("Bo")
    click(qtbot, setup.add_player_button)
    setup.rounds.setValue(1)
    setup.ww.setValue(5000)
    setup.forced.setChecked(False)
    setup.starter.setCurrentIndex(3)  # Bo starts
    setup.seat_table.cellWidget(0, 3).setChecked(True)  # Anna is coached
    click(qtbot, setup.start_button)
    screen = window.roller
    rt = (2, 3, 4, 6, 2, 3)  # nothing scores
    dice.add(rt, rt, rt)
    press(qtbot, screen, "space")  # Bo
    qtbot.waitUntil(lambda: screen.controller.game.current_seat == 0)
    press(qtbot, screen, "space")  # Anna; then the computer
    qtbot.waitUntil(lambda: screen.controller.game.is_over, timeout=10_000)
    first = window.match_id

    press(qtbot, screen, "n")
    assert window.stack.currentWidget() is setup
    assert "the same table" in setup.title.text()
    assert [(s.name, s.computer, s.coached) for s in setup.seats] == [
        ("Anna", None, True),
        ("Computer (sharp)", "sharp", False),
        ("Bo", None, False),
    ]
    assert (setup.rounds.value(), setup.ww.value(), setup.forced.isChecked()) == (1, 5000, False)
    assert setup.starter.currentIndex() == 3
    assert setup.start_button.hasFocus()  # Ctrl+Enter, or Space, plays it
    qtbot.keyClick(setup, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is screen and window.match_id != first
    loaded = store.load_match(window.match_id)
    assert [(s.player_id is None, s.computer) for s in loaded.seats] == [
        (False, None),
        (True, "sharp"),
        (False, None),
    ]
    assert [s.name for s in loaded.seats][::2] == ["Anna", "Bo"]
    rules = RollerRules.from_dict(loaded.rules)
    assert (rules.rounds, rules.ww_threshold, rules.forced_after_roller) == (1, 5000, False)
    assert loaded.starter == 2
    assert settings.coached(window.match_id) == {0}
