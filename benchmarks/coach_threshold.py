"""Calibrates the coach mode's threshold: simulated two-player matches of each computer level
against the exact (sharp) player, every decision's cost in win chance from the coach's graph
(strategy.coach_graph), and how often each level's decisions cost more than a candidate
threshold. The sharp player's own decisions cost nothing (it is the table's policy): a line
for it checks that. A good threshold speaks up for the child's blunders often, for the careful
and steady players' now and then, and stays quiet about small differences.

Run: .venv/bin/python benchmarks/coach_threshold.py [--matches N] [--rounds R]
(prints figures; it asserts nothing). The 15-round tables are the shipped ones.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach_graph
from roller_desktop.strategy.bots import make_bot, play_out

CANDIDATES = (0.005, 0.01, 0.02, 0.03, 0.05)


def match_of(level: str, seed: int, rules: RollerRules) -> RollerMatch:
    seats = [level, "sharp"] if seed % 2 else ["sharp", level]
    bots = [make_bot(name, seed + k) for k, name in enumerate(seats)]
    match = RollerMatch([f"{name}-{k}" for k, name in enumerate(seats)], rules, 0)
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    rules = RollerRules(rounds=args.rounds)
    start = time.perf_counter()
    costs: dict[str, list[float]] = {}
    for level in ("child", "careful", "steady"):
        for seed in range(args.matches):
            match = match_of(level, 1000 * seed + 7, rules)
            graph = coach_graph.graph(match.seats, rules, match.events, match.starter)
            assert graph is not None
            for point in graph.points:
                if point.is_decision:
                    who = graph.names[point.seat].rsplit("-", 1)[0]
                    costs.setdefault(who, []).append(point.cost)
    print(
        f"{args.matches} matches of {args.rounds} rounds per level against sharp, "
        f"{time.perf_counter() - start:.0f} s"
    )
    head = " ".join(f"> {100 * c:4.1f}" for c in CANDIDATES)
    print(f"{'level':8} {'decisions':>9} {'mean pp':>8} {'p95 pp':>7}   share of decisions {head}")
    for who, found in costs.items():
        ranked = sorted(found)
        p95 = ranked[int(0.95 * (len(ranked) - 1))]
        shares = " ".join(
            f"{100 * sum(c > t for c in found) / len(found):6.1f}%" for t in CANDIDATES
        )
        print(
            f"{who:8} {len(found):9d} {100 * statistics.fmean(found):8.2f} {100 * p95:7.2f}"
            f"   {' ' * 18} {shares}"
        )
    per_match = {
        who: {
            t: sum(c > t for c in found) / (args.matches * (3 if who == "sharp" else 1))
            for t in CANDIDATES
        }
        for who, found in costs.items()
    }
    print("lines per match (per seat):")
    for who, row in per_match.items():
        print(f"  {who:8} " + "  ".join(f"> {100 * t:3.1f}: {n:4.1f}" for t, n in row.items()))


if __name__ == "__main__":
    main()
