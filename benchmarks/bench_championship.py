"""A championship's standings from the league: 60 players, 5 qualifying rounds (15 tables a
round, 75 matches kept by hand), next to a straightforward way measured in the same run (every
linked match loaded and replayed, its protocol's results handed to the same standings code).
Also a stored round shown (`championship draw`) and the final seated.

Run: .venv/bin/python benchmarks/bench_championship.py [--database URL]
(prints figures; it asserts nothing). Without --database: a new SQLite file in a temporary
folder.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from roller_desktop.championship.standings import Standing, results_of
from roller_desktop.championship.standings import standings as rank
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.games import replay
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocols
from roller_desktop.store.values import SeatSpec

NAME = "EM i Roller"
PLAYERS = 60
ROUNDS = 5
CELLS = ["-", "RT", "50", "100", "150", "350", "500", "1000", "2000"]
REPEAT = 20


def build(store: Store, seed: int = 1) -> None:
    names = [(f"Spelare {i:02}", "Umeå" if i % 2 else "Örnsköldsvik") for i in range(PLAYERS)]
    ch.create_championship(store, NAME, names, rounds=ROUNDS, table_size=(3, 5))
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(seed)
    for k in range(1, ROUNDS + 1):
        tables = ch.stored_round(store, NAME, k).tables
        protocols = [
            PaperProtocol(
                "roller", {}, [SeatSpec(ids[n]) for n in t.seats], 0,
                datetime(2026, 6, 14, 9 + k, t.number),
                cells=[[rng.choice(CELLS) for _ in range(15)] for _ in t.seats],
            )
            for t in tables
        ]  # fmt: skip
        match_ids = enter_protocols(store, protocols)
        for table, match_id in zip(tables, match_ids, strict=True):
            ch.link_match(store, match_id, NAME, k, table.number)


def straightforward(store: Store) -> tuple[Standing, ...]:
    """Every linked match loaded and replayed; its protocol's results ranked."""
    results = []
    for m in ch.table_matches(store, NAME):
        if m.status != "finished" or m.round == 0:
            continue
        game = replay(store.load_match(m.match_id))
        assert isinstance(game, RollerMatch)
        results += results_of(game.protocol(), m.round)
    registered = [e.name for e in ch.championship(store, NAME).entrants]
    return rank(results, registered, ROUNDS)


def timed(action: Callable[[], object], repeat: int = REPEAT) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--database", help="a PostgreSQL URL (empty database) or a file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        location = args.database or str(Path(folder) / "league.sqlite3")
        with open_store(location, backup=False) as store:
            start = time.perf_counter()
            build(store)
            print(
                f"{store.dialect}: {PLAYERS} players, {ROUNDS} rounds, "
                f"{len(ch.table_matches(store, NAME))} matches entered and linked in "
                f"{time.perf_counter() - start:.2f} s"
            )
            table = ch.standings(store, NAME)
            assert table == straightforward(store), "the two ways disagree"
            median, worst = timed(lambda: ch.standings(store, NAME))
            plain, plain_worst = timed(lambda: straightforward(store), 5)
            print(
                f"standings from the league:  median {median * 1000:7.1f} ms"
                f" (worst {worst * 1000:.1f} ms, {REPEAT} runs)"
            )
            print(
                f"straightforward (replayed): median {plain * 1000:7.1f} ms"
                f" (worst {plain_worst * 1000:.1f} ms, 5 runs); ratio {plain / median:.1f}x"
            )
            shown, _ = timed(lambda: ch.stored_round(store, NAME, 3))
            print(f"a stored round shown:       median {shown * 1000:7.1f} ms")
            final, _ = timed(lambda: ch.seat_final(store, NAME))
            print(f"the final seated / shown:   median {final * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
