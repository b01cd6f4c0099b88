"""Speed figures of the store (a benchmark, not a test): prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_store.py                      # a small league made here
    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --matches 100000 --seed 7 --bulk
    .venv/bin/python benchmarks/bench_store.py --database /tmp/big.sqlite3

Figures: the league query (all seasons and one season), one player's page, and the commit
time of one event (median and 99th percentile, synchronous=FULL). Baselines from the same
run: the league counted by a Python loop over every result row, and a bare sqlite3 INSERT +
COMMIT with the same pragmas.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from roller_desktop.engine.hundredfive import Race
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.demo import fill_bulk
from roller_desktop.store.models import MatchRow, SeatResultRow
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec


def timed(action: Callable[[], Any], repeat: int = 7) -> tuple[float, Any]:
    """Median milliseconds of `repeat` runs after one warm-up run."""
    result = action()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, result


def python_loop_league(store: Store) -> int:
    """The baseline: every Roller result row into Python, counted there."""
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    with store.engine.connect() as connection:
        rows = connection.execute(
            select(SeatResultRow.player_pk, SeatResultRow.won, SeatResultRow.total).where(
                SeatResultRow.game == "roller", SeatResultRow.seat_count > 1
            )
        )
        for pk, won, total in rows:
            t = totals[pk]
            t[0] += 1
            t[1] += bool(won)
            t[2] += total or 0
    return len(totals)


def commit_times(store: Store, count: int, seed: int = 1) -> list[float]:
    """Seconds per recorded throw (engine + one committed transaction), over 105 races."""
    rng = random.Random(seed)
    players = store.players()[:3]
    times: list[float] = []
    while len(times) < count:
        match_id = store.start_match("105", {}, [SeatSpec(p.id) for p in players], 0)
        rec = MatchRecorder.open(store, match_id)
        while not rec.game.is_over and len(times) < count:
            game = rec.game
            assert isinstance(game, Race)
            values = [rng.randint(1, 6) for _ in range(game.dice_to_throw)]
            start = time.perf_counter()
            rec.throw(values)
            times.append(time.perf_counter() - start)
        if not rec.game.is_over:
            store.abandon_match(match_id)
    return times


def bare_commit_times(folder: Path, count: int) -> list[float]:
    connection = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA synchronous = FULL")
    connection.execute("CREATE TABLE t (a INTEGER, b INTEGER, c TEXT, PRIMARY KEY (a, b))")
    times = []
    for i in range(count):
        start = time.perf_counter()
        connection.execute("BEGIN")
        connection.execute("INSERT INTO t VALUES (1, ?, '12345')", (i,))
        connection.execute("COMMIT")
        times.append(time.perf_counter() - start)
    connection.close()
    return times


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", help="an existing league (e.g. filled by demo --bulk)")
    parser.add_argument("--matches", type=int, default=2000, help="matches for a league made here")
    parser.add_argument("--events", type=int, default=2000, help="events for the commit timing")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        location = args.database or str(folder / "bench.sqlite3")
        if not args.database:
            with open_store(location) as store:
                fill_bulk(store, args.matches, seed=7)
        start = time.perf_counter()
        store = open_store(location)  # with the start-up checks and backup
        print(f"open_store (quick_check, backup if changed): {time.perf_counter() - start:.2f} s")
        try:
            report(store, folder, args.events)
        finally:
            store.close()


def report(store: Store, folder: Path, events: int) -> None:
    with store.session() as s:
        finished = s.scalar(select(func.count()).where(MatchRow.status == "finished"))
        newest = s.scalar(select(func.max(SeatResultRow.finished)))
    assert newest is not None
    print(f"league: {finished} finished matches")
    year = newest.year
    ms, table = timed(lambda: stats.roller_league(store))
    print(f"Roller league, all seasons: {ms:.1f} ms ({len(table)} players)")
    ms_season, _ = timed(lambda: stats.roller_league(store, *stats.season(year)))
    print(f"Roller league, season {year}: {ms_season:.1f} ms")
    ms_105, _ = timed(lambda: stats.hundredfive_league(store))
    print(f"105 league, all seasons: {ms_105:.1f} ms")
    base, _ = timed(lambda: python_loop_league(store), repeat=3)
    print(
        f"  baseline, a Python loop over every Roller result row: {base:.1f} ms "
        f"(SQL aggregate is {base / ms:.1f}x faster)"
    )
    player, other = table[0].player_id, table[1].player_id

    def page() -> int:
        history = stats.player_history(store, player, limit=50)
        stats.head_to_head(store, player, other)
        stats.roller_league(store, *stats.season(year))
        return len(history)

    ms_page, _ = timed(page)
    print(
        f"one player's page (50 latest matches, a head-to-head, the season's table): "
        f"{ms_page:.1f} ms"
    )
    ms_all, history = timed(lambda: stats.player_history(store, player), repeat=3)
    print(f"one player's whole history ({len(history)} matches): {ms_all:.1f} ms")
    ms_h2h, _ = timed(lambda: stats.head_to_head(store, player, other))
    print(f"head-to-head of two players: {ms_h2h:.1f} ms")
    ms_list, _ = timed(lambda: stats.match_history(store, limit=50))
    print(f"latest 50 matches: {ms_list:.1f} ms")
    times = commit_times(store, events)
    bare = bare_commit_times(folder, events)
    print(
        f"commit of one event ({events} throws, synchronous=FULL): "
        f"median {statistics.median(times) * 1000:.2f} ms, "
        f"p99 {percentile(times, 0.99) * 1000:.2f} ms"
    )
    print(
        f"  baseline, bare sqlite3 INSERT + COMMIT (WAL, FULL): "
        f"median {statistics.median(bare) * 1000:.2f} ms, "
        f"p99 {percentile(bare, 0.99) * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main()
