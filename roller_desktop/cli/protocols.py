"""`roller-desktop import-protocols FILE.csv` and `export-protocols FILE.csv`: paper protocols
from a spreadsheet and back (docs/protocol-csv.md)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from . import _players
from ._common import (
    CommandFailed,
    ProgressLine,
    counted,
    imported_line,
    open_league,
    run_reporting,
)


def register(subparsers: Any) -> None:
    read = subparsers.add_parser(
        "import-protocols",
        help="bring paper protocols from a CSV file into the league",
        description="Reads one row per seat (docs/protocol-csv.md). The file is checked whole "
        "first, every match through the rules, then imported all or nothing; importing it "
        "again adds nothing. Rows whose match is the id of a match kept by hand correct it. "
        "A name here (or merged into a player here) is that player; a name only like one here "
        "(Ake, Åke) is a new player unless a players map says otherwise; the report lists "
        "them (docs/protocol-csv.md).",
    )
    read.add_argument("file", metavar="FILE.csv")
    _players.add_options(read, protocols=True)
    read.set_defaults(handler=lambda args: run_reporting(_import, args))
    write = subparsers.add_parser(
        "export-protocols",
        help="write every finished match as protocol rows to a CSV file",
        description="One row per seat, every finished match of people (paper or played), in "
        "the format import-protocols reads.",
    )
    write.add_argument("file", metavar="FILE.csv")
    write.add_argument(
        "--semicolon",
        action="store_true",
        help="separate the cells by ; (as a Swedish or Norwegian spreadsheet saves them)",
    )
    write.set_defaults(handler=lambda args: run_reporting(_export, args))


def _import(args: argparse.Namespace) -> int:
    from roller_desktop.store.protocol_csv import check_file, import_checked, plan_protocols

    with open_league(args) as store:
        checked = check_file(Path(args.file))
        chosen = _players.choices(args, plan_protocols(store, checked))
        summary = import_checked(
            store, checked, ProgressLine("Checking and importing protocols"), chosen
        )
    added, corrected = summary.matches_added, summary.matches_corrected
    players, already = summary.players_added, summary.matches_unchanged
    cells = counted(summary.cells_corrected, "cell", "cells")
    brought = [
        (added, counted(added, "new match", "new matches")),
        (corrected, f"{counted(corrected, 'match', 'matches')} corrected ({cells})"),
        (players, counted(players, "new player", "new players")),
    ]
    known = [(already, f"{counted(already, 'match was', 'matches were')} already here")]
    print(imported_line(brought, known))
    _players.report(summary.pairings, protocols=True)
    return 0


def _export(args: argparse.Namespace) -> int:
    from roller_desktop.store.protocol_csv import export_protocols

    target = Path(args.file)
    if not target.parent.is_dir():
        raise CommandFailed(f"There is no folder {target.parent} to write {target.name} into.")
    with open_league(args, reading=True) as store:
        count = export_protocols(
            store, target, ProgressLine("Exporting protocols"), ";" if args.semicolon else ","
        )
    print(f"{counted(count, 'match', 'matches')} exported to {target}.")
    return 0
