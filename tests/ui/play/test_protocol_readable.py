"""The protocol on screen read from across the table (issue #11 item 8): a Tjock dash that is
seen, running totals in readable type, and every player who reached the best round named."""

from __future__ import annotations

from typing import Any
from unittest.mock import patch

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionViewItem

from roller_desktop.ui.play.protocol_model import ProtocolModel, match_summary
from roller_desktop.ui.play.protocol_view import ProtocolView
from tests.ui.protocol_samples import FRIDGE_ROWS, fridge_protocol, protocol_of


def test_best_round_names_every_player_who_reached_it() -> None:
    summary = match_summary(protocol_of(FRIDGE_ROWS))
    assert "Best round: Anna, Bertil, David with 2000." in summary


def test_best_round_of_one_player_names_that_player() -> None:
    rows = {"Anna": "300 RT", "Bo": "450 –"}
    assert "Best round: Bo with 450." in match_summary(protocol_of(rows))


def test_the_tjock_dash_is_drawn_large_and_bold(qtbot: Any) -> None:
    model = ProtocolModel()
    model.set_protocol(protocol_of({"Anna": "– 300", "Bo": "450 RT"}))
    view = ProtocolView(model)
    qtbot.addWidget(view)
    base = QFont(view.font())
    base.setPointSizeF(10.0)
    view.setFont(base)
    delegate = view.itemDelegate()

    def font_of(row: int, column: int) -> QFont:
        option = QStyleOptionViewItem()
        option.font = QFont(base)
        delegate.initStyleOption(option, model.index(row, column))
        return QFont(option.font)

    tjock = font_of(0, 0)
    assert model.index(0, 0).data() == "–"
    assert tjock.pointSizeF() >= 1.5 * base.pointSizeF() and tjock.bold()
    assert font_of(0, 1).pointSizeF() == base.pointSizeF()  # banked points as they were
    assert font_of(1, 1).pointSizeF() == base.pointSizeF()  # RT is a word: readable as it is


def test_running_totals_are_drawn_near_the_text_colour_not_a_faint_grey(qtbot: Any) -> None:
    from roller_desktop.ui.play.protocol_view import ProtocolDelegate

    view = ProtocolView(ProtocolModel())
    qtbot.addWidget(view)
    colour = ProtocolDelegate.running_total_colour(view.palette())
    assert colour.alpha() >= 200
    assert colour.rgb() == view.palette().text().color().rgb()


def test_running_totals_keep_readable_type_even_in_a_crowded_grid(qtbot: Any) -> None:
    """Eight players in a small grid: the cells shrink, the running totals stay at 8 pt or
    more and at least 0.75 of the cells' type."""
    rows = {f"P{i}": "300 – 450 RT 1000 50 600" for i in range(8)}
    model = ProtocolModel()
    model.set_protocol(protocol_of(rows, rounds=15))
    view = ProtocolView(model)
    qtbot.addWidget(view)
    for width, height in ((360, 330), (700, 600)):
        view.resize(width, height)
        view.show()
        view.fit()
        fit = view.grid_fit
        assert fit.running.pointSizeF() >= 8.0, (width, height)
        assert fit.running.pointSizeF() >= 0.75 * fit.cell.pointSizeF(), (width, height)


@pytest.mark.parametrize(("points", "size"), [(9.0, (627, 531)), (18.0, (627, 506))])
def test_sur_mun_and_plump_read_in_a_narrow_column_of_eight(
    qtbot: Any, points: float, size: tuple[int, int]
) -> None:
    """Eight seats at the end, the grid as beside the result at ×1.0 and ×2.0 on 1024×600:
    "sur mun ●" in a column of 70 px read 10.8 px on one line beside digits of 22 (×2.0). It
    is written on two lines where that gives it larger type, at least 0.7 of the cells' type,
    every letter in its cell."""
    from roller_desktop.ui.play.protocol_view import ProtocolDelegate, SymbolsFit

    model = ProtocolModel()
    model.set_protocol(fridge_protocol())
    view = ProtocolView(model)
    qtbot.addWidget(view)
    font = QFont(view.font())
    font.setPointSizeF(points)
    view.setFont(font)
    view.resize(*size)
    view.show()
    view.fit()
    view.scrollToBottom()
    drawn: dict[str, tuple[QRect, SymbolsFit]] = {}

    def spy(painter: QPainter, rect: QRect, fit: SymbolsFit) -> None:
        drawn[" ".join(line for line, _, _ in fit.lines)] = (QRect(rect), fit)
        paint(painter, rect, fit)

    paint = ProtocolDelegate._paint_symbols
    with patch.object(ProtocolDelegate, "_paint_symbols", staticmethod(spy)):
        view.viewport().grab()
    assert set(drawn) == {"WW", "●", "sur mun", "sur mun ●"}  # as the fridge protocol has them
    rect, fit = drawn["sur mun ●"]
    assert rect.width() < 80  # the narrow column of the report
    cell = view.grid_fit.cell.pointSizeF()
    assert fit.font.pointSizeF() >= 0.7 * cell, (fit.font.pointSizeF(), cell)
    metrics = QFontMetricsF(fit.font)
    assert all(metrics.horizontalAdvance(line) <= rect.width() for line, _, _ in fit.lines)
    assert fit.height <= rect.height()
