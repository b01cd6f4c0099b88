"""Speed figures of the store (a benchmark, not a test): prints, asserts nothing.

.venv/bin/python benchmarks/bench_store.py [--events N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from roller_desktop.engine.hundredfive import Race
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec


def commit_times(store: Store, count: int, seed: int = 1) -> list[float]:
    """Seconds per recorded throw (engine + one committed transaction), over 105 races."""
    rng = random.Random(seed)
    ids = [store.add_player(f"Bench {i} {seed}").id for i in range(3)]
    times: list[float] = []
    while len(times) < count:
        match_id = store.start_match("105", {}, [SeatSpec(i) for i in ids], 0)
        rec = MatchRecorder.open(store, match_id)
        while not rec.game.is_over and len(times) < count:
            game = rec.game
            assert isinstance(game, Race)
            values = [rng.randint(1, 6) for _ in range(game.dice_to_throw)]
            start = time.perf_counter()
            rec.throw(values)
            times.append(time.perf_counter() - start)
    return times


def report_commits(store: Store, count: int) -> None:
    times = commit_times(store, count)
    times.sort()
    median = statistics.median(times) * 1000
    p99 = times[int(len(times) * 0.99) - 1] * 1000
    print(
        f"commit of one event ({count} events, synchronous=FULL): median {median:.2f} ms, "
        f"p99 {p99:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--database", help="an existing league (e.g. filled by demo --bulk)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        location = args.database or str(Path(folder) / "bench.sqlite3")
        with open_store(location) as store:
            report_commits(store, args.events)


if __name__ == "__main__":
    main()
