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
