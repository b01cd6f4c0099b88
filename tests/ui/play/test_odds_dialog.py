"""The odds view shows the exact figures of the strategy package."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from roller_desktop.engine.roller import RollerRules
from roller_desktop.strategy import solver
from roller_desktop.ui.play.odds_dialog import OddsDialog


def test_odds_dialog_shows_both_games(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = OddsDialog(None, RollerRules(forced_after_roller=False))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.ready, timeout=20000)
    roller = dialog.roller_page.toPlainText()
    expected = solver.solve(RollerRules(forced_after_roller=False)).turn_value
    assert f"{expected:.1f}" in roller and "5/162" in roller
    assert re.search(r"Forced throw after ROLLER [^:]*Alla lika[^:]*: off", roller)
    race = dialog.race_page.toPlainText()
    assert "around 70 turns alone" in race and "73.1" in race
    assert dialog.grab().save(str(tmp_path / "odds.png"))


def test_help_menu_opens_the_odds(qtbot: QtBot, make_window: Callable[[], Any]) -> None:
    window = make_window()
    help_menu = window.menuBar().actions()[-1].menu()
    odds = [a for a in help_menu.actions() if a.text() == "Odds…"]
    assert len(odds) == 1
    odds[0].trigger()
    dialog = window.findChild(OddsDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.ready, timeout=20000)
    dialog.close()


def test_the_105_hit_column_says_at_least_one(qtbot: QtBot, qapp: Any) -> None:
    """The column beside "Two or more" holds the chance of one hit or more (1 − (5/6)^5 for
    five dice): headed "A hit" it read as exactly one, in Swedish and Norwegian most of all."""
    from roller_desktop.ui.common import i18n

    headings = {"en": "At least one hit", "sv": "Minst en träff", "nb": "Minst ett treff"}
    try:
        for code, heading in headings.items():
            i18n.install_translator(qapp, code)
            dialog = OddsDialog(None, RollerRules())
            qtbot.addWidget(dialog)
            page = dialog.race_html()
            assert f"<th>{heading}</th>" in page, code
            assert i18n.percent(1 - (5 / 6) ** 5) in page, code
    finally:
        i18n.install_translator(qapp, "en")
