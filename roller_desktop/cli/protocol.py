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
    parser.add_argument("--pdf", metavar="FILE", required=True, help="the PDF file to write")
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="add each player's points given away, luck and hints used (Roller)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from roller_desktop.store.errors import StoreError
    from roller_desktop.store.queries import stats

    from ._common import CommandFailed, open_league

    try:
        store = open_league(args)  # with its warnings (no backup at start) said
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

        sheet = printing.sheet_for_match(store, match_id, analysis=args.analysis)
        path = printing.write_pdf(sheet, args.pdf)
    except (StoreError, OSError, ValueError) as error:
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
