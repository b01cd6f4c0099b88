"""Latency of one committed action (a benchmark, not a test): prints figures, asserts nothing.

    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --matches 20000 --seed 7 --bulk
    .venv/bin/python benchmarks/bench_actions.py --database /tmp/big.sqlite3 [--turns N]
    git worktree add --detach /tmp/before COMMIT      # an older version, as the baseline
    .venv/bin/python benchmarks/bench_actions.py --database /tmp/big.sqlite3 --baseline /tmp/before

The league file is copied first (the benchmark plays matches into the copy). Each action goes
through the window's path without a window: the GameController (offscreen Qt, its signals
emitted, nobody painting) and the match recorder, each event committed (synchronous=FULL)
before the call returns. Two seats play two-round Roller matches, so matches finish (their
results, league days, tallies and ratings are written) inside the measured banks. Every
turn throws, keeps, undoes the keep, keeps again, then alternately banks with the dice
selected (keep-and-bank: a keep and a bank in one action) or throws, keeps and banks.

Figures: p50 and p95 in milliseconds of keep, bank, keep-and-bank, throw and undo; the play
session alone (no Qt) where the tree has one. `--baseline TREE` first runs the same controller
path on that checkout's code, in a child process of the same run on a fresh copy of the same
league, and prints the ratios.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
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
from roller_desktop.ui.play.controller import GameController

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


def session_path(store: Store, turns: int) -> dict[str, list[float]]:
    """The play session alone (no Qt, no signals): roller_desktop/play over the recorder."""
    from roller_desktop.play.session import PlaySession

    times: dict[str, list[float]] = {name: [] for name in ACTIONS}
    players = demo_player_ids(store)[:2]
    played = 0
    while played < turns:
        match_id = store.start_match("roller", {"rounds": 2}, [SeatSpec(p) for p in players], 0)
        session = PlaySession(MatchRecorder.open(store, match_id), dice=OneScoringDie())
        while not session.game.is_over and played < turns:
            timed(times, "throw", session.throw)
            timed(times, "keep", lambda: session.keep([1]))  # noqa: B023
            timed(times, "undo", session.undo)
            session.keep([1])
            session.throw()
            if played % 2:
                timed(times, "keep-and-bank", lambda: session.keep_and_bank([1]))  # noqa: B023
            else:
                session.keep([1])
                timed(times, "bank", session.bank)
            played += 1
        if not session.game.is_over:
            store.abandon_match(match_id)
    return times


def p50_p95(values: list[float]) -> tuple[float, float]:
    return statistics.median(values) * 1000, percentile(values, 0.95) * 1000


def report(title: str, times: dict[str, list[float]]) -> None:
    print(title)
    for name in ACTIONS:
        p50, p95 = p50_p95(times[name])
        print(f"  {name:14} p50 {p50:6.2f} ms   p95 {p95:6.2f} ms   ({len(times[name])} actions)")


def compare(baseline: dict[str, list[float]], times: dict[str, list[float]]) -> None:
    print("baseline / this tree (how many times faster this tree is):")
    for name in ACTIONS:
        (b50, b95), (n50, n95) = p50_p95(baseline[name]), p50_p95(times[name])
        print(
            f"  {name:14} p50 {b50:6.2f} -> {n50:6.2f} ms ({b50 / n50:4.2f}x)   "
            f"p95 {b95:6.2f} -> {n95:6.2f} ms ({b95 / n95:4.2f}x)"
        )


def run_baseline(tree: str, database: str, turns: int) -> dict[str, list[float]]:
    """This benchmark's controller path on another checkout's code (PYTHONPATH=tree), on a
    fresh copy of the same league, in a child process of this run."""
    env = dict(os.environ, PYTHONPATH=tree)
    command = [sys.executable, __file__, "--database", database, "--turns", str(turns), "--json"]
    done = subprocess.run(command, env=env, cwd=tree, check=True, capture_output=True, text=True)
    times: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", help="a league (e.g. filled by demo --bulk); copied first")
    parser.add_argument("--matches", type=int, default=2000, help="matches for a league made here")
    parser.add_argument("--turns", type=int, default=200, help="turns played per path")
    parser.add_argument(
        "--baseline",
        metavar="TREE",
        help="a checkout of an older version (git worktree add --detach TREE COMMIT): its "
        "controller path runs first, on the same league, and the ratios are printed",
    )
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    with tempfile.TemporaryDirectory() as temporary:
        original = Path(temporary) / "original.sqlite3"
        if args.database:
            shutil.copyfile(args.database, original)
        else:
            with open_store(str(original)) as store:
                fill_bulk(store, args.matches, seed=7)
        if args.json:
            location = Path(temporary) / "bench.sqlite3"
            shutil.copyfile(original, location)
            with open_store(str(location)) as store:
                print(json.dumps(controller_path(store, args.turns)))
            return
        print(f"league: {finished_matches(original)} finished matches")
        baseline = None
        if args.baseline:
            baseline = run_baseline(args.baseline, str(original), args.turns)
            report(
                f"baseline, {args.baseline} (its ui/controller.py + store/recorder.py):", baseline
            )
        paths: list[tuple[str, Callable[[Store, int], dict[str, list[float]]]]] = [
            ("ui/controller.py + store/recorder.py (committed, synchronous=FULL):", controller_path)
        ]
        if importlib.util.find_spec("roller_desktop.play") is not None:
            paths.append(("roller_desktop/play session alone (no Qt signals):", session_path))
        results = []
        for title, path in paths:
            location = Path(temporary) / "bench.sqlite3"
            shutil.copyfile(original, location)
            with open_store(str(location)) as store:
                times = path(store, args.turns)
            location.unlink()
            report(title, times)
            results.append(times)
        if baseline is not None:
            compare(baseline, results[0])
    del app


if __name__ == "__main__":
    main()
