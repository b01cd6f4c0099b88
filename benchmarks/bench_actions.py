"""Latency of one committed action (a benchmark, not a test): prints figures, asserts nothing.

    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --matches 20000 --seed 7 --bulk
    .venv/bin/python benchmarks/bench_actions.py --database /tmp/big.sqlite3 [--turns N]

The league file is copied first (the benchmark plays matches into the copy). Each action goes
through the window's path without a window: the GameController (offscreen Qt, its signals
emitted, nobody painting) and the match recorder, each event committed (synchronous=FULL)
before the call returns. Two seats play two-round Roller matches, so matches finish (their
results, league days, tallies and ratings are written) inside the measured banks. Every
turn throws, keeps, undoes the keep, keeps again, then alternately banks with the dice
selected (keep-and-bank: a keep and a bank in one action) or throws, keeps and banks.

Figures: p50 and p95 in milliseconds of keep, bank, keep-and-bank, throw and undo.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.demo import demo_player_ids, fill_bulk
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.controller import GameController

ACTIONS = ("keep", "bank", "keep-and-bank", "throw", "undo")


class OneScoringDie:
    """Every throw shows exactly one scoring die, a 1 (and never a Triss, Stege or ROLLER)."""

    def roll(self, count: int) -> tuple[int, ...]:
        return ((1, 2, 3, 4, 6, 3)[:count]) if count > 1 else (1,)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def timed(times: dict[str, list[float]], name: str, action: Callable[[], Any]) -> None:
    start = time.perf_counter()
    ok = action()
    times[name].append(time.perf_counter() - start)
    if ok is False:
        raise SystemExit(f"the benchmark's {name} was refused")


def controller_path(store: Store, turns: int) -> dict[str, list[float]]:
    """Today's path: ui/controller.py over store/recorder.py."""
    times: dict[str, list[float]] = {name: [] for name in ACTIONS}
    players = demo_player_ids(store)[:2]
    played = 0
    while played < turns:
        match_id = store.start_match("roller", {"rounds": 2}, [SeatSpec(p) for p in players], 0)
        controller = GameController(MatchRecorder.open(store, match_id), dice=OneScoringDie())
        played = play_match(controller, times, played, turns)
        controller.stop()
        if not controller.game.is_over:
            store.abandon_match(match_id)
    return times


def play_match(
    controller: GameController, times: dict[str, list[float]], played: int, turns: int
) -> int:
    """Turns until the match is over (or `turns` are played); return the turns played."""
    while not controller.game.is_over and played < turns:
        timed(times, "throw", controller.throw)
        timed(times, "keep", lambda: controller.keep([1]))
        timed(times, "undo", controller.undo)
        controller.keep([1])
        controller.throw()
        if played % 2:
            timed(times, "keep-and-bank", lambda: controller.bank([1]))
        else:
            controller.keep([1])
            timed(times, "bank", controller.bank)
        played += 1
    return played


def finished_matches(location: Path) -> int:
    connection = sqlite3.connect(location)
    try:
        query = "SELECT count(*) FROM matches WHERE status = 'finished'"
        return int(connection.execute(query).fetchone()[0])
    finally:
        connection.close()


def report(title: str, times: dict[str, list[float]]) -> None:
    print(title)
    for name in ACTIONS:
        values = times[name]
        print(
            f"  {name:14} p50 {statistics.median(values) * 1000:6.2f} ms   "
            f"p95 {percentile(values, 0.95) * 1000:6.2f} ms   ({len(values)} actions)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", help="a league (e.g. filled by demo --bulk); copied first")
    parser.add_argument("--matches", type=int, default=2000, help="matches for a league made here")
    parser.add_argument("--turns", type=int, default=200, help="turns played per path")
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    with tempfile.TemporaryDirectory() as temporary:
        location = Path(temporary) / "bench.sqlite3"
        if args.database:
            shutil.copyfile(args.database, location)
        else:
            with open_store(str(location)) as store:
                fill_bulk(store, args.matches, seed=7)
        with open_store(str(location)) as store:
            print(f"league: {finished_matches(location)} finished matches")
            times = controller_path(store, args.turns)
        report("ui/controller.py + store/recorder.py (committed, synchronous=FULL):", times)
    del app


if __name__ == "__main__":
    main()
