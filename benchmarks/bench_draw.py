"""The championship's fair draw: time and repeated meetings for a table of cases, next to a
straightforward draw measured in the same run (the players shuffled anew each round and cut
into tables of the same sizes: what a hat does).

Run: .venv/bin/python benchmarks/bench_draw.py   (prints figures; it asserts nothing)
"""

from __future__ import annotations

import random
import time
from itertools import combinations

from roller_desktop.championship.draw import draw, table_sizes

CASES = [
    # players, rounds, table size, pairs apart
    (60, 4, (3, 5), 0),
    (60, 4, (3, 5), 5),
    (200, 4, (3, 5), 0),
    (200, 4, (3, 5), 10),
    (16, 4, (4, 4), 0),
    (16, 5, (4, 4), 0),
    (20, 3, (4, 5), 0),
    (20, 5, (4, 4), 0),
    (24, 5, (4, 4), 0),
    (12, 5, (3, 3), 0),
    (15, 7, (3, 3), 0),
    (12, 4, (3, 5), 0),
    (13, 4, (3, 5), 0),
    (21, 5, (3, 5), 0),
    (8, 3, (4, 4), 0),
    (30, 5, (5, 5), 0),
    (60, 8, (5, 5), 0),
]
SEEDS = 3


def hat(players: list[str], rounds: int, size: tuple[int, int], seed: int) -> int:
    """Repeats of the straightforward draw."""
    rng = random.Random(seed)
    sizes = table_sizes(len(players), size)
    meetings: dict[tuple[str, str], int] = {}
    for _ in range(rounds):
        order = list(players)
        rng.shuffle(order)
        start = 0
        for n in sizes:
            for pair in combinations(sorted(order[start : start + n]), 2):
                meetings[pair] = meetings.get(pair, 0) + 1
            start += n
    return sum(n - 1 for n in meetings.values() if n > 1)


def main() -> None:
    print(
        f"{'players':>7} {'rounds':>6} {'tables':>6} {'apart':>5} | {'seconds':>16} | "
        f"{'repeats (3 seeds)':>17} {'fewest':>6} | {'a hat':>12}"
    )
    for players, rounds, size, apart_count in CASES:
        group = [f"P{i:03d}" for i in range(players)]
        pairs = [(group[2 * i], group[2 * i + 1]) for i in range(apart_count)]
        times: list[float] = []
        repeats: list[int] = []
        fewest = 0
        for seed in range(SEEDS):
            started = time.perf_counter()
            result = draw(group, rounds, table_size=size, apart=pairs, seed=seed)
            times.append(time.perf_counter() - started)
            repeats.append(result.repeats)
            fewest = result.fewest
        hats = [hat(group, rounds, size, seed) for seed in range(SEEDS)]
        low, high = size
        sizes = f"{low}-{high}" if low != high else str(low)
        print(
            f"{players:>7} {rounds:>6} {sizes:>6} {apart_count:>5} | "
            f"{min(times):6.3f} to {max(times):6.3f} | "
            f"{' '.join(str(r) for r in repeats):>17} {fewest:>6} | "
            f"{' '.join(str(h) for h in hats):>12}",
            flush=True,
        )


if __name__ == "__main__":
    main()
