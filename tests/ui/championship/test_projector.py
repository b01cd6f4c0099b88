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
