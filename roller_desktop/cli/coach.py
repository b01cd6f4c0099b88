"""`roller-desktop coach MATCH_ID [--json]`: a stored Roller match's books in win chance: each
seat's chance at the start, result, luck and win given away, and each turn's chance.

Exact for two players (the win table); three or more: approximate ("approximate": true, with
the residual the books leave). A match kept by hand has no throws: turns only.
"""

from __future__ import annotations

import argparse
import json
import sys

from ._common import CommandFailed, ProgressLine, Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "coach",
        help="a stored Roller match's luck and decisions, in win chance",
        description=(
            "Each seat's win chance at the start, result, luck and win given away, and the win "
            "chance at the start of every turn (exact for two players)."
        ),
    )
    parser.add_argument("match_id", metavar="MATCH_ID", help="the match's id (see: history)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.set_defaults(handler=lambda args: run_reporting(_coach, args))


def _coach(args: argparse.Namespace) -> int:
    from roller_desktop.engine.errors import RulesError
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.strategy import win_table
    from roller_desktop.strategy.coach import coach

    with open_league(args) as store:
        loaded = store.load_match(args.match_id)
    if loaded.game != "roller":
        raise CommandFailed("The coach reads Roller matches only (105 has no decisions).")
    try:
        rules = RollerRules.from_dict(dict(loaded.rules))
        if len(loaded.seats) == 2 and win_table.ready(rules) is None:
            progress = ProgressLine(f"building the win table for {rules.rounds} rounds")
            win_table.table_for(rules, progress)
        report = coach([s.name for s in loaded.seats], rules, loaded.events, loaded.starter)
    except RulesError as error:
        raise CommandFailed(f"The match's events cannot be replayed: {error}") from None
    except ValueError as error:
        raise CommandFailed(str(error)) from None
    if args.json:
        print(json.dumps(report.to_json(), indent=2))
        return 0
    mark = "≈ " if report.approximate else ""
    print(f"Match {loaded.id}: win chances {mark}(a tie counts as a shared win)")
    for s in report.seats:
        parts = [f"  {s.name:<20} at the start {mark}{_pct(s.start_chance)}"]
        if s.result is not None:
            parts.append(f"result {s.result:g}")
        if s.luck is not None and s.given_away is not None:
            parts.append(f"luck {_signed(s.luck)}, gave away {_pct(s.given_away)}")
        print(", ".join(parts))
    if report.residual is not None:
        print(f"  the books leave {_signed(report.residual)} (approximate)")
    print()
    print("  turn  seat  lead    win chance of the seat to move")
    for t in report.turns:
        name = report.seats[t.seat].name
        print(f"  {t.turn:>4}  {name:<12} {t.lead:>7}  {mark}{_pct(t.win_chance)}")
    if sys.stdout.isatty():
        print("\n  (--json for all figures)")
    return 0


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _signed(x: float) -> str:
    return f"{100 * x:+.1f} %"
