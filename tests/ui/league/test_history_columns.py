"""The match history at the largest text on 1024 pixels: a long result and status give way to
the players' names (they read "Ingem…" beside "won by Ingemar, Kari")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.match_history import (
    PLAYERS_SHARE,
    WRAP,
    MatchHistoryView,
    fair_cap,
)
from tests.ui.league_samples import RULES, TURNS


def practice_tie(store: Any) -> None:
    """Ingemar and Kari share the win of a match with a computer: the longest result and
    game ("vinnare: Ingemar, Kari", "Roller (övning)") a Swedish history shows."""
    seats = [SeatSpec(store.add_player(n).id) for n in ("Ingemar", "Kari")]
    match_id = store.start_match("roller", RULES, [*seats, SeatSpec.of_computer("steady")], 0)
    recorder = MatchRecorder.open(store, match_id)
    for row in (["1000", "1000", "50"], ["RT", "RT", "RT"]):
        for turn in row:
            for action, dice in TURNS[turn]:
                if action == "throw":
                    recorder.throw(dice)
                elif action == "keep":
                    recorder.keep(dice)
                else:
                    recorder.bank()


def test_the_players_keep_their_share_beside_long_results(
    qtbot: Any, qapp: Any, store: Any
) -> None:
    practice_tie(store)
    i18n.install(qapp, "sv")
    try:
        shown(qtbot, store)
    finally:
        i18n.install(qapp, "en")


def shown(qtbot: Any, store: Any) -> None:
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    font = view.font()
    font.setPointSizeF(18.0)  # the largest text: twice the window's 9 pt
    view.setFont(font)
    view.resize(1000, 560)
    view.show()
    qtbot.waitExposed(view)
    table = view.table
    header = table.horizontalHeader()
    assert str(view.model.data(view.model.index(0, 3))) == "vinnare: Ingemar, Kari"
    assert str(view.model.data(view.model.index(0, 1))) == "Roller (övning)"

    def shared() -> bool:
        QApplication.processEvents()
        return header.sectionSize(2) >= table.viewport().width() * PLAYERS_SHARE - 2

    qtbot.waitUntil(shared)
    assert header.sectionSize(4) >= table.sizeHintForColumn(4)  # "avslutad" whole: it is short
    widths = sum(header.sectionSize(c) for c in range(view.model.columnCount()))
    assert widths <= table.viewport().width() + 1  # no column pushed out of sight
    assert view.model.data(view.model.index(0, 3), 3) == view.model.data(view.model.index(0, 3))
    view.resize(1900, 560)  # room for all: the result's words whole again
    qtbot.waitUntil(
        lambda: (
            header.sectionSize(3) >= table.sizeHintForColumn(3)
            and header.sectionSize(4) >= table.sizeHintForColumn(4)
        )
    )


def test_the_narrow_column_keeps_its_width_and_the_wide_one_gives_way() -> None:
    assert fair_cap([300, 80], 240) == 160  # the status 80 whole, the result 160
    assert fair_cap([300, 200], 240) == 120  # both too wide: halves
    assert fair_cap([100, 80], 240) == 100  # room for both


def computer_wins(store: Any) -> None:
    """Anna, a careful computer and Bo; the computer wins: "Anna, Datamaskin (forsiktig), Bo"
    and "vinner: Datamaskin (forsiktig)", the longest words a history row holds."""
    anna, bo = (SeatSpec(store.add_player(n).id) for n in ("Anna", "Bo"))
    match_id = store.start_match("roller", RULES, [anna, SeatSpec.of_computer("careful"), bo], 0)
    recorder = MatchRecorder.open(store, match_id)
    for row in (["50", "1000", "50"], ["RT", "1000", "RT"]):
        for turn in row:
            for action, dice in TURNS[turn]:
                if action == "throw":
                    recorder.throw(dice)
                elif action == "keep":
                    recorder.keep(dice)
                else:
                    recorder.bank()


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_a_computers_long_name_wraps_in_the_players_and_the_result(
    qtbot: Any, qapp: Any, store: Any, code: str
) -> None:
    """At the largest text on 1024 pixels the row read "Anna, Datamaski…" and "vinner: …":
    the rows are as tall as the two columns' words wrap to."""
    computer_wins(store)
    i18n.install(qapp, code)
    try:
        view = MatchHistoryView(store)
        qtbot.addWidget(view)
        font = view.font()
        font.setPointSizeF(18.0)
        view.setFont(font)
        view.resize(1000, 560)
        view.show()
        qtbot.waitExposed(view)
        table = view.table
        style = table.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        metrics = QFontMetrics(table.font())

        def whole(column: int) -> bool:
            index = view.model.index(0, column)
            cell = table.visualRect(index)
            text = str(view.model.data(index))
            room = cell.width() - margin
            if any(metrics.horizontalAdvance(word) > room for word in text.split()):
                return False
            box = metrics.boundingRect(QRect(0, 0, room, 100_000), WRAP, text)
            return box.height() <= cell.height()

        assert "(" in str(view.model.data(view.model.index(0, 3)))  # the computer won
        qtbot.waitUntil(lambda: whole(2) and whole(3))
        assert table.rowHeight(0) > metrics.lineSpacing() * 1.5  # two lines at least
    finally:
        i18n.install(qapp, "en")
