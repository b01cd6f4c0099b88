"""The protocol model read without any view: cells, running totals, current cell, symbols."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.ui.play.protocol_model import (
    IsCurrentRole,
    ProtocolModel,
    RunningTotalRole,
    match_summary,
)


def play(match: RollerMatch, throw: tuple[int, ...], keep: tuple[int, ...] | None) -> None:
    match.throw(throw)
    if keep is not None:
        match.keep(keep)
        match.bank()


def test_cells_totals_and_symbols(qapp: Any) -> None:
    match = RollerMatch(["Anna", "Bo", "Cia"], RollerRules(rounds=2), starter=1)
    model = ProtocolModel()
    model.set_protocol(match.protocol())
    assert (model.rowCount(), model.columnCount()) == (4, 3)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "Anna",
        "Bo",
        "Cia",
    ]  # seating order, whoever starts
    assert model.index(0, 1).data(IsCurrentRole) is True  # Bo starts
    play(match, (1, 2, 3, 4, 6, 6), (1,))  # Bo 100
    play(match, (2, 3, 4, 6, 2, 3), None)  # Cia RT
    play(match, (5, 5, 5, 2, 3, 4), (5, 5, 5))  # Anna 500
    model.set_protocol(match.protocol())
    assert model.index(0, 2).data() == "RT"
    assert model.index(0, 0).data() == "500"
    assert model.index(1, 1).data(IsCurrentRole) is True
    assert model.index(1, 1).data(Qt.ItemDataRole.BackgroundRole) is not None
    play(match, (1, 1, 1, 2, 3, 4), (1, 1, 1))  # Bo 1000
    match.throw((1, 2, 3, 4, 6, 6))
    match.keep((1,))
    match.throw((2, 3, 4, 6, 6))  # Cia Tjock
    assert model.index(1, 1).data(RunningTotalRole) is None  # not yet redrawn
    model.set_protocol(match.protocol())
    assert model.index(1, 1).data(RunningTotalRole) == 1100
    assert model.index(1, 2).data() == "–"
    assert model.index(model.symbols_row, 0).data() == ""  # no symbols before the end
    play(match, (1, 5, 2, 2, 3, 6), (1, 5))  # Anna 150
    model.set_protocol(match.protocol())
    assert match.is_over
    totals = [model.index(model.total_row, c).data() for c in range(3)]
    assert totals == ["650", "1100", "0"]
    symbols = [model.index(model.symbols_row, c).data() for c in range(3)]
    assert symbols == ["", "W", "sur mun ●"]
    assert "plump" in model.index(model.symbols_row, 2).data(Qt.ItemDataRole.ToolTipRole)
    summary = match_summary(match.protocol())
    assert "Bo wins with 1100 points" in summary
    # The English catalogue glosses the game words ("Sur mun (sour face, …): Cia.") if installed.
    assert re.search(r"^Sur mun[^:\n]*: Cia\.$", summary, re.MULTILINE)
    assert re.search(r"^Plump ●[^:\n]*: Cia \(2 × tjock\)\.$", summary, re.MULTILINE)


def test_ww_and_shared_win(qapp: Any) -> None:
    match = RollerMatch(["Anna", "Bo"], RollerRules(rounds=1, ww_threshold=1000))
    play(match, (1, 1, 1, 2, 3, 4), (1, 1, 1))
    play(match, (1, 1, 1, 2, 3, 4), (1, 1, 1))
    model = ProtocolModel(match.protocol())
    assert [model.index(model.symbols_row, c).data() for c in range(2)] == ["WW", "WW"]
    assert "share the win" in match_summary(match.protocol())


def test_a_handicap_is_in_the_total_and_said_beside_it(qapp: Any) -> None:
    match = RollerMatch(["Anna", "Bo"], RollerRules(rounds=1, handicap=(0, 250)))
    play(match, (1, 2, 3, 4, 6, 6), (1,))  # Anna 100
    model = ProtocolModel()
    model.set_protocol(match.protocol())
    total = model.total_row
    assert model.index(total, 1).data() == "250"  # no round yet, the lead already
    assert model.index(0, 1).data() == ""
    said = model.index(total, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert "250" in said and "handicap" in said
    assert "handicap" not in model.index(total, 0).data(Qt.ItemDataRole.ToolTipRole)
