"""`roller-desktop import FILE`: merge a league file into this league, all or nothing."""

from __future__ import annotations

import argparse
from pathlib import Path

from . import _players
from ._common import ProgressLine, Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "import",
        help="merge a league file (from export) into this league",
        description="Checks the whole file first, every match replayed through the rules, then "
        "imports everything or nothing. Importing the same file twice changes nothing. A "
        "player of the file whose id is known here is that player; one whose id is new but "
        "whose name is a name here is the same person unless --same-name new or a players "
        "map says otherwise; the report lists every such pairing (docs/league-file-format.md).",
    )
    parser.add_argument("file", metavar="FILE")
    _players.add_options(parser, protocols=False)
    parser.set_defaults(handler=lambda args: run_reporting(_import, args))


def _import(args: argparse.Namespace) -> int:
    from roller_desktop.store.exchange import import_file, plan_file

    with open_league(args) as store:
        chosen = _players.choices(args, plan_file(store, Path(args.file)))
        progress = ProgressLine("Checking and importing matches")
        summary = import_file(store, Path(args.file), progress, chosen)
    print(
        f"Imported {summary.matches_added} new matches, brought {summary.matches_extended} "
        f"up to date, {summary.matches_unchanged} were already here; "
        f"{summary.players_added} new players, {summary.players_matched} already known; "
        f"{summary.hints_added} hints added."
    )
    _players.report(summary.pairings)
    return 0
