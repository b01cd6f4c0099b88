"""A merge of 2,000 matches from the Players page runs in a worker thread while the window's
event loop keeps turning (issue 28): a timer ticks in the test and records the longest gap
between two ticks; the merge waits, in the middle of its work, until the loop has ticked five
times more, which it could never do if the merge held the GUI thread."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store
from roller_desktop.ui.league.players_screen import PlayersScreen

MATCHES = 2000


class Ticks:
    """Counts the event loop's turns and the longest gap between two of them."""

    def __init__(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0
        self.count = 0
        self.watching = threading.Event()  # set by the merge's worker, midway
        self.after = 0
        self.turned = threading.Event()  # five ticks seen while the merge was midway

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now
        self.count += 1
        if self.watching.is_set():
            self.after += 1
            if self.after >= 5:
                self.turned.set()


def test_a_merge_of_2000_matches_runs_off_the_gui_thread_while_the_loop_turns(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = demo.demo_player_ids(store)
    twin = store.add_player("Åke F.").id
    demo.fill_bulk(store, MATCHES, seed=2, players=[twin, ids[2]])
    plan = keeper.plan_merge(store, twin, ids[0])
    assert plan.matches == MATCHES
    screen = PlayersScreen(store)
    qtbot.addWidget(screen)
    screen.show()
    screen.reload()
    ticks = Ticks()
    real = keeper.merge_players
    seen: dict[str, Any] = {}

    def merge(
        store: Store, from_id: str, into_id: str, progress: keeper.Progress | None = None
    ) -> keeper.Merge:
        seen["thread"] = threading.current_thread()

        def midway(what: str, done: int, total: int) -> None:
            if "waited" not in seen:  # the first report: the work is under way
                ticks.watching.set()
                seen["waited"] = ticks.turned.wait(timeout=60)
            if progress is not None:
                progress(what, done, total)

        return real(store, from_id, into_id, midway)

    monkeypatch.setattr(keeper, "merge_players", merge)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(ticks.tick)
    timer.start()
    before = ticks.count
    screen._merge(plan)
    timer.stop()
    print(f"longest event-loop stall during the merge: {ticks.longest * 1000:.0f} ms")
    assert seen["thread"] is not threading.main_thread()
    assert seen["waited"] is True  # the loop ticked five times while the merge was midway
    assert ticks.count - before >= 5
    entries = {entry.id: entry for entry in keeper.player_entries(store)}
    assert twin not in entries  # merged: no player of their own any more
    assert entries[ids[0]].matches == MATCHES  # the twin's matches are the kept one's now
    assert screen.error.text() == ""
