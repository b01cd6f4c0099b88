"""`roller-desktop odds roller|105 [--json]`: exact figures for both games."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerRules

from ._common import Subcommands


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "odds",
        help="exact odds of Roller (best play) and of 105 (race lengths)",
        description="Exact figures: Roller under the best play for points, 105 as a Markov chain.",
    )
    parser.add_argument("game", choices=["roller", "105"], help="which game")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--no-forced-throw",
        action="store_true",
        help="Roller: house rule forced_after_roller off",
    )
    parser.add_argument("--rounds", type=int, default=None, help="Roller: rounds (default 15)")
    parser.add_argument(
        "--ww", type=int, default=None, metavar="POINTS", help="Roller: WW limit (default 10000)"
    )
    parser.add_argument(
        "--win",
        action="store_true",
        help="Roller: the exact chance of winning a two-player match, both playing to win",
    )
    parser.add_argument(
        "--turn",
        type=int,
        default=None,
        metavar="S",
        help="with --win: at the start of turn S (0 the starter's first, 2 x rounds - 1 the last)",
    )
    parser.add_argument(
        "--lead",
        type=int,
        default=None,
        metavar="D",
        help="with --win: the mover leads by D points (negative: trails; a multiple of 50)",
    )
    parser.add_argument(
        "--dice", type=int, default=5, help="105: dice per player for the race figures (1-5)"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        if args.game == "roller":
            return _roller(args)
        return _race(args)
    except RulesError as error:
        print(f"roller-desktop odds: {error}", file=sys.stderr)
        return 2


def _progress(text: str) -> None:
    print(f"… {text}", file=sys.stderr, flush=True)


def _pct(x: float) -> str:
    return f"{100 * x:6.2f} %"


def _roller(args: argparse.Namespace) -> int:
    from roller_desktop.strategy.roller_odds import roller_odds

    settings: dict[str, Any] = {}
    if args.no_forced_throw:
        settings["forced_after_roller"] = False
    if args.rounds is not None:
        settings["rounds"] = args.rounds
    if args.ww is not None:
        settings["ww_threshold"] = args.ww
    rules = RollerRules(**settings)
    if args.win or args.turn is not None or args.lead is not None:
        return _win(args, rules)
    odds = roller_odds(rules, None if args.json else _progress)
    if args.json:
        print(json.dumps(odds.to_json(), indent=2))
        return 0
    differences = ", ".join(f"{k} {v}" for k, v in rules.differences()) or "the defaults"
    print(f"Roller, best play for points (house rules: {differences})")
    print(f"  Expected points per round: {odds.expected_points_per_round:.2f}")
    print(f"  A round ends RT {_pct(odds.round_rt)}, Tjock {_pct(odds.round_tjock)}")
    print()
    print("  dice  nothing scores (RT on the first throw, else Tjock)  bank from")
    for dice in sorted(odds.nothing_chance, reverse=True):
        f = odds.nothing_chance[dice]
        print(f"  {dice:>4}  {f!s:>8} = {_pct(float(f))}{'':31}{odds.bank_from[dice]:>6}")
    print()
    print(
        f"  Chance to reach {rules.ww_threshold} in {rules.rounds} rounds: "
        f"{_pct(odds.reach_chance)}"
    )
    return 0


def _win(args: argparse.Namespace, rules: RollerRules) -> int:
    from roller_desktop.strategy import win_table

    from ._common import ProgressLine

    turns = 2 * rules.rounds
    turn = 0 if args.turn is None else args.turn
    lead = 0 if args.lead is None else args.lead
    if not 0 <= turn < turns:
        print(
            f"roller-desktop odds: a match of {rules.rounds} rounds has turns 0 to {turns - 1}, "
            f"not {turn}.",
            file=sys.stderr,
        )
        return 2
    if lead % 50:
        print(
            f"roller-desktop odds: a lead is a multiple of 50 points, not {lead}.", file=sys.stderr
        )
        return 2
    progress = None
    if win_table.ready(rules) is None:
        progress = ProgressLine(f"building the win table for {rules.rounds} rounds")
    table = win_table.table_for(rules, progress)
    chance = table.chance(turns - turn, lead)
    at_turn = args.turn is not None or args.lead is not None
    if args.json:
        data: dict[str, Any] = {
            "rules": rules.to_dict(),
            "lead_cap": table.cap,
            "clipping_error_at_most": table.clip_bound[turns - turn],
        }
        if at_turn:
            data.update(turn=turn, lead=lead, win_chance=chance)
        else:
            data["starter_win_chance"] = chance
        print(json.dumps(data, indent=2))
        return 0
    differences = ", ".join(f"{k} {v}" for k, v in rules.differences()) or "the defaults"
    print(f"Roller, two players both playing to win (house rules: {differences})")
    if at_turn:
        print(
            f"  At the start of turn {turn} (of 0-{turns - 1}), leading by {lead}: "
            f"the player to move wins {_pct(chance)}"
        )
    else:
        print(f"  The starter wins {_pct(chance)}, the other {_pct(1 - chance)} (a tie counts 1/2)")
    print(
        f"  Leads beyond +-{table.cap} count as +-{table.cap}: off by at most "
        f"{table.clip_bound[turns - turn]:.1g}. The WW limit does not change who wins."
    )
    return 0


def _race(args: argparse.Namespace) -> int:
    from roller_desktop.strategy.race_odds import CLAIMS, race_odds

    if not 1 <= args.dice <= 5:
        print("roller-desktop odds: a 105 player has 1 to 5 dice.", file=sys.stderr)
        return 2
    odds = race_odds(args.dice)
    if args.json:
        print(json.dumps(odds.to_json(), indent=2))
        return 0
    print("105, exact (Markov chains)")
    print("  dice   a hit   none    exactly 2  2 or more  3 or more  throws per number")
    for n, row in odds.throw_odds.items():
        print(
            f"  {n:>4} {_pct(float(row['hit']))} {_pct(float(row['no_hit']))}"
            f" {_pct(float(row['exactly_two']))} {_pct(float(row['two_or_more']))}"
            f" {_pct(float(row['three_or_more']))} {float(odds.throws_per_number[n]):8.2f}"
        )
    five = odds.throw_odds[5]
    print()
    print("  The rules text says                       exact")
    claims = [
        (CLAIMS["empty_throw"], _pct(float(five["no_hit"]))),
        (CLAIMS["hit"], _pct(float(five["hit"]))),
        (CLAIMS["two_hits"], _pct(float(five["exactly_two"]))),
        (CLAIMS["five_alike"], f"1 in {round(1 / float(five['all_hit']))}"),
        (CLAIMS["throws_per_number"], f"{float(odds.throws_per_number[5]):.2f} throws"),
        (CLAIMS["solo_turns"], f"{odds.solo['with_extra_throw']:.2f} turns (5 dice)"),
        (
            CLAIMS["luckiest_of_three_or_four"],
            f"{odds.winner[3]:.2f} / {odds.winner[4]:.2f} turns (5 dice)",
        ),
    ]
    for said, exact in claims:
        print(f"  {said:<62} {exact}")
    print()
    print(f"  Race length with {odds.dice} dice (turns; mean, median)")
    print(
        f"    alone, extra throw:    {odds.solo['with_extra_throw']:6.2f}  "
        f"{odds.solo_median['with_extra_throw']}"
    )
    print(
        f"    alone, no extra throw: {odds.solo['without_extra_throw']:6.2f}  "
        f"{odds.solo_median['without_extra_throw']}"
    )
    for players, turns in odds.winner.items():
        wins = " ".join(f"{100 * w:4.1f}" for w in odds.seat_wins[players])
        print(
            f"    winner of {players}:           {turns:6.2f}  {odds.winner_median[players]}"
            f"   seat wins % in turn order: {wins}"
        )
    return 0
