"""The start screen's unfinished matches on a small screen at the largest text: with GNOME's
11 pt desktop font (22 pt at ×2.0) two matches of three players were more than the list's
275 pixels and it scrolled; the column now gives the list the room for two. (Long names
take more lines: then it scrolls, as a list may.)"""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.shell.start_screen import StartScreen

NAMES = (("Anna", "Bosse", "Cilla"), ("Anna", "Bosse"))


def screen(qtbot: Any, points: float, height: int) -> StartScreen:
    page = StartScreen()
    qtbot.addWidget(page)
    font = QFont(page.font())
    font.setPointSizeF(points)
    page.setFont(font)
    page.apply_fonts()
    page.set_unfinished(
        [
            SimpleNamespace(
                id=str(i),
                game="roller",
                seat_names=NAMES[i % 2],
                rounds=15,
                round=3,
                throws=None,
                to_play=NAMES[i % 2][0],
                started=datetime(2026, 12, 6, 13, 54),
            )
            for i in range(3)
        ]
    )
    page.resize(1024, height)
    page.show()
    qtbot.waitUntil(lambda: page.matches.viewport().height() > 0)
    QApplication.processEvents()
    return page


@pytest.mark.parametrize("points", [20.0, 22.0])  # KDE's 10 pt and GNOME's 11 pt at ×2.0
def test_two_matches_are_whole_in_sight_at_the_largest_text(qtbot: Any, points: float) -> None:
    page = screen(qtbot, points, 560)  # 1024×600 less the menu bar
    matches = page.matches
    assert page.tight
    second = matches.visualItemRect(matches.item(1))
    assert second.bottom() <= matches.viewport().height()
    # the list in the page's type, the heading a step over it, never under it
    assert matches.font().pointSizeF() == pytest.approx(points)
    assert page.resume_title.font().pointSizeF() > points


def test_a_roomy_page_keeps_the_larger_list(qtbot: Any) -> None:
    page = screen(qtbot, 9.0, 560)
    assert not page.tight
    assert page.matches.font().pointSizeF() == pytest.approx(9.0 * 1.15)
    assert page.resume_title.font().pointSizeF() == pytest.approx(9.0 * 1.5)
