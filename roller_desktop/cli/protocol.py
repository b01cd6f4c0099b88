"""`roller-desktop protocol`: a stored match's protocol (or 105 result) as a one-page A4 PDF."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ._common import Subcommands

if TYPE_CHECKING:
    from roller_desktop.store.values import MatchSummary


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "protocol", help="write the protocol of a stored match as a one-page A4 PDF"
    )
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--match", metavar="UUID", help="the match's id")
    which.add_argument("--last", action="store_true", help="the match that finished last")
    which.add_argument(
        "--blank",
        action="store_true",
        help="a blank protocol to fill in by hand (with --players, --rounds, --date, --place)",
    )
    parser.add_argument(
        "--players", metavar="NAMES", help='the blank protocol\'s players, clockwise: "A,B,C"'
    )
    parser.add_argument(
        "--rounds", type=int, default=15, metavar="N", help="the blank protocol's rounds (15)"
    )
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="the blank protocol's date")
    parser.add_argument("--place", metavar="PLACE", help="where the blank protocol is played")
    parser.add_argument("--pdf", metavar="FILE", required=True, help="the PDF file to write")
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="add each player's points given away, luck and hints used (Roller)",
    )
    parser.set_defaults(handler=run)


def blank(args: argparse.Namespace) -> int:
    """A blank protocol to print: one A4 page for up to eight players."""
    from datetime import date

    from roller_desktop.engine.errors import RulesError
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.engine.seats import check_seats
    from roller_desktop.store.errors import StoreError
    from roller_desktop.store.limits import clean_name, clean_place

    try:
        names = [clean_name(n) for n in (args.players or "").split(",") if n.strip()]
        check_seats(names, 0)
        RollerRules(rounds=args.rounds)
        place = clean_place(args.place)
        day = date.fromisoformat(args.date) if args.date else None
    except (RulesError, StoreError) as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        return 1
    except ValueError:
        print(f"roller-desktop: {args.date!r} is not a date (YYYY-MM-DD).", file=sys.stderr)
        return 1
    from roller_desktop.ui.printing import sheets as printing

    from ._output import page_language

    page_language(args)
    try:
        path = printing.write_pdf(
            printing.blank_protocol_sheet(names, args.rounds, day, place), args.pdf
        )
    except OSError as error:
        from ._output import not_written

        print(f"roller-desktop: {not_written(args.pdf, error)}", file=sys.stderr)
        return 1
    print(f"Wrote {path} (one A4 page, a blank protocol for {len(names)} players).")
    return 0


def run(args: argparse.Namespace) -> int:
    if args.blank:
        return blank(args)
    if args.players is not None:
        print("roller-desktop: --players goes with --blank.", file=sys.stderr)
        return 1
    from roller_desktop.store.errors import StoreError
    from roller_desktop.store.queries import stats

    from ._common import CommandFailed, open_league

    try:
        store = open_league(args, reading=True)  # with its warnings (no backup at start) said
    except CommandFailed as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        return 1
    try:
        match_id = args.match
        if args.last:
            match_id = last_finished(stats.match_history(store, limit=100)) or last_finished(
                stats.match_history(store)
            )
            if match_id is None:
                print("roller-desktop: no match has finished yet.", file=sys.stderr)
                return 1
        from roller_desktop.ui.printing import sheets as printing

        from ._output import page_language

        page_language(args)
        sheet = printing.sheet_for_match(store, match_id, analysis=args.analysis)
        path = printing.write_pdf(sheet, args.pdf)
    except OSError as error:
        from ._output import not_written

        print(f"roller-desktop: {not_written(args.pdf, error)}", file=sys.stderr)
        return 1
    except (StoreError, ValueError) as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        return 1
    finally:
        store.close()
    layout = "landscape" if sheet.landscape else "portrait"
    print(f"Wrote {path} (one A4 page, {layout}).")
    return 0


def last_finished(summaries: Sequence[MatchSummary]) -> str | None:
    finished = [
        (m.finished, m.id) for m in summaries if m.status == "finished" and m.finished is not None
    ]
    if not finished:
        return None
    return max(finished, key=lambda pair: pair[0])[1]  # the first of equal times, as listed
