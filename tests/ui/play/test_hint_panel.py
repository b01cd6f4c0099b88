"""H shows the full hint beside the protocol, and it goes away when the game moves on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from roller_desktop.strategy import solver
from tests.ui.helpers import press
from tests.ui.play.test_roller_game import set_up


def test_hint_panel_lists_every_selection_then_bank_or_throw(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=2)
    dice.add((1, 1, 5, 2, 3, 6))
    press(qtbot, screen, "space")
    press(qtbot, screen, "h")
    panel = screen.hint_panel
    assert panel.isVisible()
    text = panel.text()
    for dice_text in ("1 1 5 (+250)", "1 1 (+200)", "1 (+100)", "5 (+50)"):
        assert dice_text in text
    best = solver.solve().decision_value(250, 3)
    assert f"{best:.0f}" in text
    assert window.grab().save(str(tmp_path / "hint.png"))
    press(qtbot, screen, "k")  # keeps the hinted dice (H selected them): the hint is old now
    assert not panel.isVisible()
    press(qtbot, screen, "h")
    assert panel.isVisible() and "Bank now" in panel.text() and "Throw on" in panel.text()


def test_the_hint_gives_the_chance_to_win_and_says_when_it_parts_from_points(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    from roller_desktop.strategy import win_table

    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=1)
    dice.add((1, 1, 1, 2, 3, 4))  # Anna: a Triss of 1s, 1 000, banked
    press(qtbot, screen, "space")
    press(qtbot, screen, "1", "2", "3")
    press(qtbot, screen, "k")
    press(qtbot, screen, "b")
    dice.add((6, 6, 6, 2, 3, 4))  # Bo, last to throw, 600: banking loses, throwing on may win
    press(qtbot, screen, "space")
    press(qtbot, screen, "1", "2", "3")
    press(qtbot, screen, "k")
    press(qtbot, screen, "h")
    panel = screen.hint_panel
    text = panel.text()
    assert "to win" in text
    solution = win_table.shipped(True).solution(1, -1000)
    assert solution.throw_value(600, 3, 0) > 0.0
    assert f"{100 * solution.throw_value(600, 3, 0):.1f} %" in text
    assert "0.0 %" in text  # banking 600 loses
    assert solver.solve().should_bank(600, 3)  # for points: bank
    assert "For the win: throw on, not the most points." in text
    # the message line's hint, read first, says it too after its points advice
    assert screen.message.text().startswith("Hint: bank 600")
    assert screen.message.text().endswith("For the win: throw on, not the most points.")
    assert window.grab().save(str(tmp_path / "hint-win.png"))
