"""A 105 seat's card at 1024×600: every number chased shows whole, 6 too, at every text size
(the numbers shared their line with the dice set aside, and the 6, at the largest text the 5
and the 6, were cut off: a child could not see how far the race had come)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QApplication

from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.shell.settings import TEXT_SCALES


class NearTheEnd:
    """A race as the card reads it: seat 0 chasing the sixes, four of its five dice aside."""

    seats = ("Maja", "Ola")
    dice = (5, 5)
    kids = (False, True)
    current_seat = 0

    def chasing(self, seat: int) -> int:
        return 6 if seat == 0 else 2

    def set_aside(self, seat: int) -> int:
        return 4

    def turns(self, seat: int) -> int:
        return 129

    def throws(self, seat: int) -> int:
        return 134

    def place(self, seat: int) -> int | None:
        return None


@pytest.mark.parametrize("scale", TEXT_SCALES)
@pytest.mark.parametrize("seats", [2, 8])
def test_every_number_of_a_seat_shows_whole(
    qtbot: Any, make_window: Any, store: Any, settings: Any, scale: float, seats: int
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    ids = [store.add_player(f"Barn {n}").id for n in range(seats)]
    window.open_match(store.start_match("105", {}, [SeatSpec(pid) for pid in ids], 0))
    screen = window.race
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    QApplication.processEvents()
    card = screen.cards[0]
    card.show_seat(NearTheEnd(), 0)
    QApplication.processEvents()
    numbers = card.numbers
    page = QTextDocument()
    page.setDefaultFont(numbers.font())
    page.setDocumentMargin(0)
    page.setHtml(numbers.text())
    assert "6" in page.toPlainText()
    assert page.idealWidth() <= numbers.contentsRect().width() + 1
    assert card.rect().contains(numbers.geometry())
    details = card.details
    if details.isVisible():  # "129 turns · 134 throws · 5 dice": whole, at a smaller type
        font, shown = details.fitted()
        assert shown == details.text()
        assert QFontMetricsF(font).horizontalAdvance(shown) <= details.contentsRect().width()
