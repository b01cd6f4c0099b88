"""The protocol on screen read from across the table (issue #11 item 8): a Tjock dash that is
seen, running totals in readable type, and every player who reached the best round named."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QStyleOptionViewItem

from roller_desktop.ui.play.protocol_model import ProtocolModel, match_summary
from roller_desktop.ui.play.protocol_view import ProtocolView
from tests.ui.protocol_samples import FRIDGE_ROWS, protocol_of


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
