"""`roller-desktop simulate 105|roller`: figures from many simulated races and matches."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from ._common import Subcommands
from ._progress import ProgressLine

CHUNK = 50_000


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "simulate", help="simulate many races of 105 or matches of Roller and print figures"
    )
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)

    race = games.add_parser("105", help="race lengths of 105")
    race.add_argument("--players", type=_positive(8), default=1, help="players per race (1-8)")
    race.add_argument("--races", type=_positive(10**8), default=10_000)
    race.add_argument("--seed", type=int, default=None)
    race.add_argument("--dice", type=_positive(5), default=5, help="dice per player (1-5)")
    race.add_argument("--no-extra-throw", action="store_true", help="house rule: no extra throw")
    race.add_argument("--kids", action="store_true", help="kids' mode for every player")
    race.add_argument("--json", action="store_true", help="print one JSON object")
    race.set_defaults(handler=run_105)

    match = games.add_parser("roller", help="points, RT, Tjock and WW in Roller")
    match.add_argument("--matches", type=_positive(10**7), default=1_000)
    match.add_argument("--players", type=_positive(8), default=4, help="players per match (1-8)")
    match.add_argument("--seed", type=int, default=None)
    match.add_argument(
        "--threshold",
        type=_positive(100_000),
        default=300,
        help="the bot banks at this many points",
    )
    match.add_argument("--json", action="store_true", help="print one JSON object")
    match.set_defaults(handler=run_roller)


def _positive(limit: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not 1 <= value <= limit:
            raise argparse.ArgumentTypeError(f"must be from 1 to {limit:,}")
        return value

    return parse


def run_105(args: argparse.Namespace) -> int:
    import numpy as np

    from roller_desktop.sim.race_sim import winner_turns

    rng = np.random.default_rng(args.seed)
    progress = ProgressLine("Races", args.races)
    parts = []
    for start in range(0, args.races, CHUNK):
        size = min(CHUNK, args.races - start)
        turns, _ = winner_turns(
            size, args.players, rng, args.dice, not args.no_extra_throw, args.kids
        )
        parts.append(turns)
        progress.update(start + size)
    turns = np.concatenate(parts)
    figures = {
        "game": "105",
        "players": args.players,
        "races": args.races,
        "seed": args.seed,
        "dice": args.dice,
        "extra_throw": not args.no_extra_throw,
        "kids": args.kids,
        "mean_winner_turns": round(float(turns.mean()), 3),
        "median_winner_turns": float(np.median(turns)),
        "stdev_winner_turns": round(float(turns.std(ddof=1)) if turns.size > 1 else 0.0, 3),
        "p10_winner_turns": float(np.percentile(turns, 10)),
        "p90_winner_turns": float(np.percentile(turns, 90)),
        "min_winner_turns": int(turns.min()),
        "max_winner_turns": int(turns.max()),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    rules = "extra throw " + ("off" if args.no_extra_throw else "on")
    if args.kids:
        rules += ", kids' mode"
    who = "1 player alone" if args.players == 1 else f"{args.players} players"
    print(f"105: {args.races:,} races, {who}, {args.dice} dice each, {rules}, seed {args.seed}")
    print(
        f"Turns of the winner: mean {figures['mean_winner_turns']:.1f}, "
        f"median {figures['median_winner_turns']:.0f}, "
        f"standard deviation {figures['stdev_winner_turns']:.1f}"
    )
    print(
        f"Spread: 10 % of races end within {figures['p10_winner_turns']:.0f} turns, "
        f"90 % within {figures['p90_winner_turns']:.0f}; "
        f"fastest {figures['min_winner_turns']}, slowest {figures['max_winner_turns']}"
    )
    return 0


def run_roller(args: argparse.Namespace) -> int:
    import numpy as np

    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.sim.roller_sim import BANKED, RT, TJOCK, simulate_matches

    rules = RollerRules()
    rng = np.random.default_rng(args.seed)
    per_chunk = max(1, CHUNK // (args.players * rules.rounds) * 10)
    progress = ProgressLine("Matches", args.matches)
    totals, tjocks, points, outcomes, rollers = [], [], [], [], []
    for start in range(0, args.matches, per_chunk):
        size = min(per_chunk, args.matches - start)
        batch = simulate_matches(size, args.players, rng, args.threshold, rules)
        totals.append(batch.totals)
        tjocks.append(batch.tjocks)
        points.append(batch.turns.points)
        outcomes.append(batch.turns.outcome)
        rollers.append(batch.turns.rollers)
        progress.update(start + size)
    total = np.concatenate(totals)
    point = np.concatenate(points)
    outcome = np.concatenate(outcomes)
    winners = total.max(axis=1)
    figures = {
        "game": "roller",
        "matches": args.matches,
        "players": args.players,
        "seed": args.seed,
        "threshold": args.threshold,
        "rounds": int(point.size),
        "points_per_round": round(float(point.mean()), 2),
        "points_per_round_stdev": round(float(point.std()), 2),
        "banked_rate": round(float((outcome == BANKED).mean()), 5),
        "rt_rate": round(float((outcome == RT).mean()), 5),
        "tjock_rate": round(float((outcome == TJOCK).mean()), 5),
        "roller_rate": round(float((np.concatenate(rollers) > 0).mean()), 5),
        "mean_total": round(float(total.mean()), 1),
        "mean_winner_total": round(float(winners.mean()), 1),
        "ww_match_rate": round(float((winners >= rules.ww_threshold).mean()), 5),
        "ww_player_rate": round(float((total >= rules.ww_threshold).mean()), 5),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    print(
        f"Roller: {args.matches:,} matches of {args.players} players, threshold bot banking at "
        f"{args.threshold}, seed {args.seed}"
    )
    print(
        f"Points per round: {figures['points_per_round']:.1f} "
        f"(standard deviation {figures['points_per_round_stdev']:.0f})"
    )
    print(
        f"Rounds: RT {100 * figures['rt_rate']:.2f} %, Tjock {100 * figures['tjock_rate']:.2f} %, "
        f"with a ROLLER {100 * figures['roller_rate']:.2f} %"
    )
    print(
        f"Totals: mean {figures['mean_total']:.0f}, the winner's mean "
        f"{figures['mean_winner_total']:.0f}"
    )
    print(
        f"WW: in {100 * figures['ww_match_rate']:.2f} % of matches the winner reaches "
        f"{rules.ww_threshold:,}; {100 * figures['ww_player_rate']:.2f} % of players do"
    )
    return 0
