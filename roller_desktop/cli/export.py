"""`roller-desktop export FILE`: the whole league as a JSON file (docs/league-file-format.md);
with `--championship NAME [--round K] [--table T]` only that championship's matches (of the
round, of the table) and their players: a table's file."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from ._common import CommandFailed, ProgressLine, Subcommands, counted, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.store.exchange import Selection
    from roller_desktop.store.league_store import LeagueStore


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("export", help="write the league to a JSON file")
    parser.add_argument("file", metavar="FILE")
    parser.add_argument(
        "--championship", metavar="NAME", help="only this championship's matches and players"
    )
    parser.add_argument("--round", metavar="K|final", help="with --championship: one round")
    parser.add_argument(
        "--table", type=int, metavar="T", help="with --championship and --round: one table"
    )
    parser.set_defaults(handler=lambda args: run_reporting(_export, args))


def _export(args: argparse.Namespace) -> int:
    from roller_desktop.store.exchange import export_file

    target = Path(args.file)
    if not target.parent.is_dir():
        raise CommandFailed(f"There is no folder {target.parent} to write {target.name} into.")
    if args.championship is None and (args.round is not None or args.table is not None):
        raise CommandFailed("--round and --table go with --championship.")
    with open_league(args, reading=True) as store:
        selection = None if args.championship is None else _selection(store, args)
        count = export_file(store, target, ProgressLine("Exporting matches"), selection)
    players = f" and {counted(len(selection.players), 'player', 'players')}" if selection else ""
    print(f"{counted(count, 'match', 'matches')}{players} exported to {target}.")
    return 0


def _selection(store: LeagueStore, args: argparse.Namespace) -> Selection:
    from roller_desktop.store.championships import FINAL, export_selection
    from roller_desktop.store.exchange import Selection

    round_: int | None = None
    if args.round is not None:
        text = args.round.strip()
        if text.casefold() == "final":
            round_ = FINAL
        elif text.isascii() and text.isdigit() and int(text) > 0:
            round_ = int(text)
        else:
            raise CommandFailed(f"--round takes a round's number or final, not {args.round!r}.")
    matches, players, championship = export_selection(store, args.championship, round_, args.table)
    return Selection(matches, players, frozenset({championship}))
