"""`roller-desktop export FILE`: the whole league as a JSON file (docs/league-file-format.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ._common import CommandFailed, ProgressLine, Subcommands, counted, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("export", help="write the league to a JSON file")
    parser.add_argument("file", metavar="FILE")
    parser.set_defaults(handler=lambda args: run_reporting(_export, args))


def _export(args: argparse.Namespace) -> int:
    from roller_desktop.store.exchange import export_file

    target = Path(args.file)
    if not target.parent.is_dir():
        raise CommandFailed(f"There is no folder {target.parent} to write {target.name} into.")
    with open_league(args) as store:
        count = export_file(store, target, ProgressLine("Exporting matches"))
    print(f"{counted(count, 'match', 'matches')} exported to {target}.")
    return 0
