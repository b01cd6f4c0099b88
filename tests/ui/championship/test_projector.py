"""The room's standings screen: it reads the standings again by itself, pages through a long
list, keeps the last figures when a read fails, and the keys work."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from roller_desktop.championship.standings import MatchResult, standings
from roller_desktop.ui.championship.projector import MOST_ROWS, ProjectorState, ProjectorView

NAMES = [f"Spelare {n:02d}" for n in range(1, 21)]


class Source:
    """The standings as the store would give them, changed by the test between reads."""

    def __init__(self) -> None:
        self.round = 1
        self.playing: tuple[int, ...] = (1, 2, 3)
        self.totals = {name: 0 for name in NAMES}
        self.fail = False

    def __call__(self) -> ProjectorState:
        if self.fail:
            raise OSError("the server went away")
        results = [MatchResult(n, 1, t) for n, t in self.totals.items() if t]
        return ProjectorState(
            "EM i Roller", self.round, self.playing, standings(results, NAMES, rounds=4)
        )


def test_it_reads_the_standings_again_by_itself(qtbot: QtBot) -> None:
    source = Source()
    view = ProjectorView(source, refresh_ms=20, page_ms=60_000)
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    assert "tables 1, 2, 3" in view.headline()
    source.totals["Spelare 07"] = 2450
    source.playing = (3,)
    qtbot.waitUntil(lambda: view.shown()[0].player == "Spelare 07")
    assert view.shown()[0].points == 2450
    assert "table 3" in view.headline() and "1, 2" not in view.headline()
    source.playing = ()
    qtbot.waitUntil(lambda: "every table has finished" in view.headline())


def test_a_long_list_is_paged_and_the_keys_turn_the_pages(qtbot: QtBot) -> None:
    view = ProjectorView(Source(), refresh_ms=60_000, page_ms=60_000)
    qtbot.addWidget(view)
    view.show()
    assert view.pages() == 2
    first = [s.player for s in view.shown()]
    assert len(first) == MOST_ROWS
    qtbot.keyClick(view, Qt.Key.Key_Space)
    second = [s.player for s in view.shown()]
    assert len(second) == len(NAMES) - MOST_ROWS and not set(first) & set(second)
    assert view.page_text() == "Page 2 of 2"
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert [s.player for s in view.shown()] == first
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()


def test_a_failed_read_keeps_the_last_figures_and_says_so(qtbot: QtBot) -> None:
    source = Source()
    source.totals["Spelare 03"] = 900
    view = ProjectorView(source, refresh_ms=60_000, page_ms=60_000)
    qtbot.addWidget(view)
    source.fail = True
    view.refresh()
    assert view.failed and view.shown()[0].player == "Spelare 03"
    source.fail = False
    view.refresh()
    assert not view.failed


def test_a_long_name_has_the_room_the_figures_leave(qtbot: QtBot) -> None:
    """On 1024 pixels "Karl-Gustav Ångström-Bergqvist" is whole: the figures are as wide as
    they need at the right, the names take the rest (in fixed shares of the width the name
    was cut with half the row empty)."""
    from itertools import pairwise

    from PySide6.QtGui import QFontMetricsF

    long = "Karl-Gustav Ångström-Bergqvist"
    results = [MatchResult(long, 1, 4450), MatchResult("Fia", 1, 1100)]
    state = ProjectorState("EM i Roller", None, (), standings(results, [long, "Fia"], rounds=1))
    view = ProjectorView(lambda: state, refresh_ms=60_000, page_ms=60_000)
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    qtbot.waitUntil(lambda: view.shown() != ())
    unit = view.height() / (MOST_ROWS + 6)
    columns = view.columns(40.0, 984.0, unit)
    start, end, _, _ = columns[1]
    row_font = QFontMetricsF(view._font(unit * 0.7, True))
    assert row_font.horizontalAdvance(long) <= end - start
    edges = [(a, b) for a, b, _, _ in columns]
    assert all(b1 <= a2 for (_, b1), (a2, _) in pairwise(edges))  # no overlap
    assert columns[-1][1] == 984.0  # Matches at the right edge
