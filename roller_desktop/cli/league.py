"""`roller-desktop league`: the league table of a season, as text, JSON or CSV."""

from __future__ import annotations

import argparse
import csv
import dataclasses
import io
import json
import sys
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from ._common import CommandFailed, Subcommands, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.store.league_store import LeagueHandle
    from roller_desktop.store.queries.stats import RaceStanding, RollerStanding

    Row = RollerStanding | RaceStanding


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("league", help="the league table of a season")
    parser.add_argument("--game", choices=("roller", "105"), default="roller")
    parser.add_argument(
        "--season",
        type=int,
        metavar="YEAR",
        help="a calendar year (default: this year); 0 for every season",
    )
    parser.add_argument(
        "--practice",
        action="store_true",
        help="count the matches with computer seats too (practice; each computer a row, marked)",
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print JSON")
    output.add_argument("--csv", action="store_true", help="print CSV")
    output.add_argument(
        "--pdf", metavar="FILE", help="write the table, rated and explained, as one A4 page"
    )
    parser.set_defaults(handler=lambda args: run_reporting(_league, args))


def league_rows(
    store: LeagueHandle, game: str, season: int | None, practice: bool = False
) -> list[tuple[Row, float]]:
    """The standings with their ratings, in the window's default order (rating first): by
    win rate alone the command ranked players otherwise than the window's table."""
    from roller_desktop.store.queries import stats
    from roller_desktop.store.queries.league_table import Period, load_table

    start, end = (None, None) if season == 0 else stats.season(season or date.today().year)
    table = load_table(store, "roller" if game == "roller" else "105", Period(start, end, practice))
    return [(row.standing, float(row.rating)) for row in table.rows]


def as_dict(row: Row, rating: float) -> dict[str, object]:
    return {**dataclasses.asdict(row), "rating": round(rating, 1)}


def to_csv(rows: Sequence[tuple[Row, float]]) -> str:
    """The league table as CSV, one row per player, with a header row."""
    buffer = io.StringIO()
    if rows:
        names = [*(f.name for f in dataclasses.fields(rows[0][0])), "rating"]
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(names)
        for row, rating in rows:
            writer.writerow([_cell(value) for value in as_dict(row, rating).values()])
    return buffer.getvalue()


def _cell(value: object) -> object:
    from roller_desktop.store.limits import csv_text

    if value is None:
        return ""  # not recorded, or no match to count it over: never 0
    return f"{value:.3f}" if isinstance(value, float) else csv_text(value)


def _league(args: argparse.Namespace) -> int:
    if args.pdf:
        from roller_desktop.ui.league.league_model import write_league_pdf

        from ._output import page_language

        page_language(args)
        with open_league(args, reading=True) as store:
            try:
                path = write_league_pdf(store, args.game, args.season, args.pdf, args.practice)
            except OSError as error:
                from ._output import not_written

                raise CommandFailed(not_written(args.pdf, error)) from None
        print(f"Wrote {path} (one A4 page).")
        return 0
    with open_league(args, reading=True) as store:
        rows = league_rows(store, args.game, args.season, args.practice)
    if args.json:
        print(json.dumps([as_dict(*r) for r in rows], ensure_ascii=False, indent=1))
    elif args.csv:
        sys.stdout.write(to_csv(rows))
    else:
        print(render(rows, args.game))
    return 0


def _name(row: Row) -> str:
    return f"{row.name} (practice)" if row.computer else str(row.name)


def render(rated: Sequence[tuple[Row, float]], game: str) -> str:
    from roller_desktop.store.queries.stats import RaceStanding, RollerStanding

    if not rated:
        return "No finished matches in this season."
    rows = [row for row, _ in rated]
    if game == "roller":
        header = f"{'':3} {'Player':<20} {'M':>5} {'W':>4} {'WW':>4} {'sur':>4} {'plump':>5} "
        header += (
            f"{'tjock':>6} {'RT':>4} {'ROLLER':>6} {'avg':>7} {'best':>6} {'round':>6} "
            f"{'win%':>5} {'rating':>6}"
        )
        lines = [header]
        for i, (r, rating) in enumerate(rated, 1):
            assert isinstance(r, RollerStanding)  # the rows of a Roller table
            average = "-" if r.average_total is None else f"{r.average_total:.0f}"
            lines.append(
                f"{i:>3} {_name(r):<20} {r.matches:>5} {r.w:>4} {r.ww:>4} {r.sur_mun:>4} "
                f"{r.plump:>5} {r.tjock:>6} {r.rt:>4} {_rollers(r):>6} {average:>7} "
                f"{r.best_total or '-':>6} {r.best_round:>6} {100 * r.win_rate:>5.1f} "
                f"{rating:>6.0f}"
            )
        roller = [r for r in rows if isinstance(r, RollerStanding)]
        if any(r.recorded != r.matches for r in roller):
            lines.append(
                "ROLLER n/m: counted over the m matches played with dice (paper ones have none)."
            )
        if any(r.usual != r.matches for r in roller):
            lines.append("avg and best: the matches of 15 rounds only.")
        return "\n".join(lines)
    lines = [
        f"{'':3} {'Player':<20} {'races':>6} {'wins':>5} {'place':>6} {'turns':>6} {'win%':>5} "
        f"{'rating':>6}"
    ]
    for i, (r, rating) in enumerate(rated, 1):
        assert isinstance(r, RaceStanding)  # the rows of a 105 table
        place = "-" if r.average_place is None else f"{r.average_place:.2f}"
        turns = "-" if r.average_turns is None else f"{r.average_turns:.1f}"
        lines.append(
            f"{i:>3} {_name(r):<20} {r.races:>6} {r.wins:>5} {place:>6} {turns:>6} "
            f"{100 * r.win_rate:>5.1f} {rating:>6.0f}"
        )
    return "\n".join(lines)


def _rollers(row: RollerStanding) -> str:
    """ROLLER, and over how many matches when not all of them (paper ones have no throws)."""
    return str(row.rollers) if row.recorded == row.matches else f"{row.rollers}/{row.recorded}"
