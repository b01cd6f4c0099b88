"""Does match awareness pay? Two-player matches, the sharp player against the steady one
(maximum expected points), each starting half of the matches. Prints the sharp player's
wins, draws and losses with 95 % confidence intervals (Wilson score intervals).

Run: .venv/bin/python benchmarks/tournament_sharp.py [--matches 10000] [--seed 1]
One process: the machine's two cores are shared. Two players are played in batches, turn by
turn across the batch, so that the sharp player's win table solves each turn for all the
batch's leads at once (`WinTable.prime`); every match keeps its own dice, so the results are
those of playing the matches one after the other.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.strategy import win_table
from roller_desktop.strategy.bots import Bot, make_bot, play_turn

Z95 = 1.959964


def interval(successes: float, n: int) -> tuple[float, float, float]:
    """The share and its 95 % Wilson score interval (sound near 0 % too)."""
    p = successes / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return p, centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=4000, help="matches played side by side")
    parser.add_argument(
        "--players",
        type=int,
        default=2,
        choices=[2, 3],
        help="3: sharp against two steady players (its documented approximation)",
    )
    args = parser.parse_args()
    if args.players == 3:
        three_players(args.matches, args.seed)
        return
    sharp, steady = make_bot("sharp"), make_bot("steady")
    results = {"win": 0, "draw": 0, "loss": 0}
    by_seat = {0: [0.0, 0], 1: [0.0, 0]}  # sharp's seat in turn order -> [score, matches]
    start = time.perf_counter()
    for first in range(0, args.matches, args.batch):
        games = range(first, min(args.matches, first + args.batch))
        for game, match in zip(games, _play_batch(games, args.seed, sharp, steady), strict=True):
            _count(game, match, results, by_seat)
        rate = games.stop / (time.perf_counter() - start)
        print(f"… {games.stop} of {args.matches} matches ({rate:.1f}/s)", file=sys.stderr)
    _report(args, results, by_seat, time.perf_counter() - start)


def _play_batch(games: range, seed: int, sharp: Bot, steady: Bot) -> list[RollerMatch]:
    """Play the matches turn by turn across the batch (see the module)."""
    matches = [
        RollerMatch(["Sharp", "Steady"] if game % 2 == 0 else ["Steady", "Sharp"]) for game in games
    ]
    dice = [random.Random(seed * 1_000_003 + game) for game in games]
    table = win_table.ready(matches[0].rules)
    for turn in range(2 * matches[0].rules.rounds):
        sharp_moves = [
            m for game, m in zip(games, matches, strict=True) if m.current_seat == game % 2
        ]
        if table is not None and sharp_moves and turn < 2 * matches[0].rules.rounds - 1:
            left = 2 * matches[0].rules.rounds - turn
            table.prime(left, [win_table.moment(m)[2] for m in sharp_moves])
        for game, match, rng in zip(games, matches, dice, strict=True):
            play_turn(sharp if match.current_seat == game % 2 else steady, match, rng)
    return matches


def _count(
    game: int, match: RollerMatch, results: dict[str, int], by_seat: dict[int, list[float]]
) -> None:
    sharp_seat = game % 2  # seat 0 starts; sharp starts every other match
    totals = match.protocol().totals
    mine, theirs = totals[sharp_seat], totals[1 - sharp_seat]
    outcome = "win" if mine > theirs else "draw" if mine == theirs else "loss"
    results[outcome] += 1
    by_seat[sharp_seat][0] += {"win": 1.0, "draw": 0.5, "loss": 0.0}[outcome]
    by_seat[sharp_seat][1] += 1


def _report(
    args: argparse.Namespace,
    results: dict[str, int],
    by_seat: dict[int, list[float]],
    elapsed: float,
) -> None:
    n = args.matches
    print(f"Sharp against steady, {n} two-player matches ({elapsed:.0f} s, seed {args.seed})")
    for name in ("win", "loss", "draw"):
        p, lo, hi = interval(results[name], n)
        print(
            f"  sharp {name:<5} {results[name]:>6}  {100 * p:6.2f} %"
            f"  95 % CI {100 * lo:6.2f}-{100 * hi:6.2f} %"
        )
    decided = results["win"] + results["loss"]
    p, lo, hi = interval(results["win"], decided)
    print(
        f"  of decided matches sharp won {100 * p:.2f} %  95 % CI {100 * lo:.2f}-{100 * hi:.2f} %"
        f"  ({'above' if lo > 0.5 else 'not clearly above'} 50 %)"
    )
    score = results["win"] + 0.5 * results["draw"]
    p, lo, hi = interval(score, n)
    print(f"  match score (draw = 1/2) {100 * p:.2f} %  95 % CI {100 * lo:.2f}-{100 * hi:.2f} %")
    for seat, (s, m) in by_seat.items():
        p, lo, hi = interval(s, int(m))
        where = "starting" if seat == 0 else "second"
        print(f"  sharp {where:<8} score {100 * p:.2f} %  95 % CI {100 * lo:.2f}-{100 * hi:.2f} %")


def three_players(matches: int, seed: int) -> None:
    """Sharp's share of first places against two steady players (a fair share is 1/3; tied
    first places are split)."""
    sharp, steady = make_bot("sharp"), make_bot("steady")
    share = 0.0
    start = time.perf_counter()
    for game in range(matches):
        sharp_seat = game % 3
        names = ["Steady 1", "Steady 2"]
        names.insert(sharp_seat, "Sharp")
        match = RollerMatch(names)
        dice = random.Random(seed * 1_000_003 + game)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            play_turn(sharp if seat == sharp_seat else steady, match, dice)
        totals = match.protocol().totals
        best = max(totals)
        if totals[sharp_seat] == best:
            share += 1.0 / totals.count(best)
        if (game + 1) % 500 == 0:
            rate = (game + 1) / (time.perf_counter() - start)
            print(f"… {game + 1} of {matches} matches ({rate:.0f}/s)", file=sys.stderr)
    p, lo, hi = interval(share, matches)
    elapsed = time.perf_counter() - start
    print(f"Sharp against two steady players, {matches} matches ({elapsed:.0f} s, seed {seed})")
    print(
        f"  sharp's share of first places {100 * p:.2f} %  95 % CI {100 * lo:.2f}-{100 * hi:.2f} %"
        f"  (fair share 33.33 %)"
    )


if __name__ == "__main__":
    main()
