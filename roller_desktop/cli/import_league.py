"""`roller-desktop import FILE`: merge a league file into this league, all or nothing."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from . import _players
from ._common import (
    ProgressLine,
    Subcommands,
    counted,
    imported_line,
    open_league,
    run_reporting,
)

if TYPE_CHECKING:
    from roller_desktop.store.exchange import ImportSummary


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
    print(summary_line(summary))
    _players.report(summary.pairings)
    for line in keeper_lines(summary):
        print(line)
    for note in summary.championship_notes:  # championships and tables (version 7)
        print(note.text)
    return 0


def summary_line(summary: ImportSummary) -> str:
    """ "Imported 1 new match and 2 new players; 3 matches were already here.": in the right
    number, and only what there is ("0 new players" read oddly)."""
    added, extended = summary.matches_added, summary.matches_extended
    players, unchanged = summary.players_added, summary.matches_unchanged
    brought = [
        (added, counted(added, "new match", "new matches")),
        (extended, f"{counted(extended, 'match', 'matches')} brought up to date"),
        (players, counted(players, "new player", "new players")),
        (summary.hints_added, counted(summary.hints_added, "hint", "hints")),
    ]
    known = [
        (unchanged, f"{counted(unchanged, 'match was', 'matches were')} already here"),
        (
            summary.players_matched,
            f"{counted(summary.players_matched, 'player', 'players')} already known",
        ),
    ]
    return imported_line(brought, known)


def keeper_lines(summary: ImportSummary) -> list[str]:
    """What the file's keeper's changes did to this league: counts of matches, then each
    player renamed, archived or merged (or not, and why)."""
    changes = [
        (summary.matches_voided, "voided"),
        (summary.matches_restored, "restored"),
        (summary.matches_mended, "given their date, time or place anew"),
    ]
    lines = [
        f"{count} match{'es' if count != 1 else ''} {what}." for count, what in changes if count
    ]
    return lines + [note.text.rstrip(".") + "." for note in summary.notes]
