"""The win-chance graph of a 15-round two-player match (strategy.coach_graph): cold (every
turn solved anew: the window computes it in a thread, with progress) and warm (the turn
solutions kept), beside the coach's books of the same match (strategy.coach) as the baseline
measured in the same run.

Run: .venv/bin/python benchmarks/bench_coach_graph.py   (prints figures; it asserts nothing)
"""

from __future__ import annotations

import random
import time

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, coach_graph, win_table
from roller_desktop.strategy.bots import make_bot, play_out


def main() -> None:
    rules = RollerRules()
    match = RollerMatch(["careful", "steady"], rules)
    bots = [make_bot("careful", 1), make_bot("steady", 2)]
    dice = random.Random(11)
    play_out(bots, match, dice)
    args = (match.seats, rules, match.events, match.starter)
    win_table.table_for(rules)  # loaded once (the shipped table)
    start = time.perf_counter()
    graph = coach_graph.graph(*args)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    coach_graph.graph(*args)
    warm = time.perf_counter() - start
    start = time.perf_counter()
    coach.coach(*args)
    books = time.perf_counter() - start
    assert graph is not None
    print(f"15 rounds, {len(match.events)} events, {len(graph.points)} points")
    print(f"graph cold {1000 * cold:7.0f} ms")
    print(f"graph warm {1000 * warm:7.1f} ms")
    print(f"books warm {1000 * books:7.1f} ms (baseline); graph/books {warm / books:.1f}x")


if __name__ == "__main__":
    main()
