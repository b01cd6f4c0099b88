"""The match history at the largest text on 1024 pixels: a long result and status give way to
the players' names (they read "Ingem…" beside "won by Ingemar, Kari")."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.match_history import PLAYERS_SHARE, MatchHistoryView, fair_cap
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
