"""`roller-desktop coach MATCH_ID [--json]`: a stored Roller match's books in win chance: each
seat's chance at the start, result, luck and win given away, and each turn's chance.

Exact for two players (the win table); three or more: approximate ("approximate": true, with
the residual the books leave). A match kept by hand has no throws: turns only.

`--replay SEAT [--from TURN]`: same dice, other choices (`strategy.other_choices`): the seat's
own stored throws replayed with the exact player's choices from turn TURN on (default: the
start), the program's dice (common random numbers) where the dice count differs; what the seat
would have ended with, against the others' actual totals.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ._common import CommandFailed, ProgressLine, Subcommands, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.engine.protocol import RoundResult
    from roller_desktop.store.values import LoadedMatch


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
    parser.add_argument(
        "--replay",
        metavar="SEAT",
        help=(
            "same dice, other choices: replay this seat (its name, or its position from the "
            "starter, 0 first) with the exact player's choices"
        ),
    )
    parser.add_argument(
        "--from",
        dest="from_turn",
        type=int,
        default=0,
        metavar="TURN",
        help="with --replay: the exact player decides from this turn on (0 = the start)",
    )
    parser.set_defaults(handler=lambda args: run_reporting(_coach, args))


def _coach(args: argparse.Namespace) -> int:
    from roller_desktop.engine.errors import RulesError
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.strategy import win_table
    from roller_desktop.strategy.coach import coach

    with open_league(args, reading=True) as store:  # only reads: works beside the window
        loaded = store.load_match(args.match_id)
    if loaded.game != "roller":
        raise CommandFailed("The coach reads Roller matches only (105 has no decisions).")
    if args.replay is not None:
        return _replay(args, loaded)
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


def _seat(wanted: str, names: Sequence[str], order: Sequence[int]) -> int:
    """A seat by its name (any case), or by its position from the starter."""
    for seat, name in enumerate(names):
        if name.casefold() == wanted.strip().casefold():
            return seat
    if wanted.strip().isdigit() and int(wanted) < len(order):
        return order[int(wanted)]
    raise CommandFailed(
        f"The match has no seat {wanted!r}: give a name ({', '.join(names)}) or a position "
        f"from the starter (0 to {len(order) - 1})."
    )


def _replay(args: argparse.Namespace, loaded: LoadedMatch) -> int:
    from roller_desktop.engine.errors import RulesError
    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.strategy import other_choices as oc

    names = [s.name for s in loaded.seats]
    try:
        rules = RollerRules.from_dict(dict(loaded.rules))
        order = RollerMatch(names, rules, loaded.starter).order
        seat = _seat(args.replay, names, order)
        turns = oc.turn_of_event(names, rules, loaded.events, loaded.starter)
        last = len(names) * rules.rounds - 1
        if not 0 <= args.from_turn <= last:
            raise CommandFailed(f"--from takes a turn from 0 (the start) to {last}.")
        start = oc.first_event_of_turn(turns, args.from_turn)
        progress = None if args.json else ProgressLine(f"replaying {names[seat]}")
        out = oc.other_choices(
            names, rules, loaded.events, loaded.starter, seat, start, progress=progress
        )
    except RulesError as error:
        raise CommandFailed(f"The match's events cannot be replayed: {error}") from None
    except ValueError as error:
        raise CommandFailed(str(error)) from None
    if args.json:
        print(json.dumps(out.to_json(), indent=2))
        return 0
    print(
        f"Match {loaded.id}: {names[seat]}'s own dice, the exact player's choices from turn "
        f"{out.from_turn}"
    )
    print("  round   played   replayed")
    for r, (a, b) in enumerate(zip(out.actual, out.cells, strict=True)):
        print(f"  {r + 1:>5}  {_cell(a):>7}  {_cell(b):>9}")
    print(
        f"  total  {out.actual_total:>7}  {out.total:>9}   "
        f"(place {out.actual_place} -> {out.place}, result {out.actual_result:g} -> "
        f"{out.result:g})"
    )
    others = ", ".join(
        f"{n} {t}" for i, (n, t) in enumerate(zip(names, out.totals, strict=True)) if i != seat
    )
    print(f"  the others as played: {others}")
    print(
        f"  {len(out.throws) - out.program_throws} of its own throws, {out.program_throws} "
        "of the program's (common random numbers) where the dice count differed"
    )
    return 0


def _cell(result: RoundResult | None) -> str:
    return "" if result is None else result.text
