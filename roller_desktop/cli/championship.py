"""`roller-desktop championship ...`: a championship from the command line (issue 16).

For now one command that needs no league: `draw-preview`, the fair draw of a list of players,
as text or in the JSON shape of `championship draw --json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ._common import Subcommands


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "championship",
        help="a championship: its draw (more to come)",
        description="A championship of Roller: tables, rounds, standings.",
    )
    commands = parser.add_subparsers(dest="championship_command", metavar="COMMAND")
    commands.required = True
    preview = commands.add_parser(
        "draw-preview",
        help="the fair draw of a list of players, without a league",
        description="Draw the qualifying rounds for a list of players: every player once a "
        "round, tables as even as the range allows, pairs kept apart, as few repeated "
        "meetings as can be, who sits first rotating. The same input gives the same draw.",
    )
    preview.add_argument(
        "--players",
        required=True,
        metavar="FILE",
        help="one player a line, UTF-8: name, or name;home town",
    )
    preview.add_argument("--rounds", type=int, default=4, help="qualifying rounds (default 4)")
    preview.add_argument(
        "--table-size", default="3-5", metavar="N|A-B", help="players a table (default 3-5)"
    )
    preview.add_argument(
        "--apart",
        action="append",
        default=[],
        metavar="A,B",
        help="two players never at one table (may be given again)",
    )
    preview.add_argument("--seed", default="0", help="the draw's seed (default 0)")
    preview.add_argument("--round", type=int, metavar="K", help="only round K")
    preview.add_argument("--json", action="store_true", help="print JSON")
    preview.set_defaults(handler=run_preview)


class _Refused(Exception):
    pass


def read_players(path: str) -> list[str]:
    """The names of a players file (`name` or `name;home town` a line; blank lines skipped)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise _Refused(f"there is no such file: {path}") from None
    except UnicodeDecodeError:
        raise _Refused(f"{path} is not UTF-8 text") from None
    except OSError as error:
        raise _Refused(f"{path} cannot be read ({error.strerror})") from None
    names: list[str] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        name = line.split(";", 1)[0].strip()
        if not name:
            if line.strip():
                raise _Refused(f"line {number} of {path} has no name before the ';'")
            continue
        key = name.casefold()
        if key in seen:
            raise _Refused(f"{name} is on lines {seen[key]} and {number} of {path}")
        seen[key] = number
        names.append(name)
    if not names:
        raise _Refused(f"{path} names no players")
    return names


def read_pair(text: str, names: list[str]) -> tuple[str, str]:
    parts = [part.strip() for part in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise _Refused(f"--apart takes two names with a comma between them, not “{text}”")
    by_key = {name.casefold(): name for name in names}
    found = []
    for part in parts:
        if part.casefold() not in by_key:
            raise _Refused(f"{part} (in --apart) is not in the players file")
        found.append(by_key[part.casefold()])
    return found[0], found[1]


def run_preview(args: argparse.Namespace) -> int:
    from roller_desktop.championship.draw import draw, parse_table_size
    from roller_desktop.championship.errors import ChampionshipError

    try:
        names = read_players(args.players)
        apart = [read_pair(text, names) for text in args.apart]
        size = parse_table_size(args.table_size)
        result = draw(names, args.rounds, table_size=size, apart=apart, seed=args.seed)
        if args.round is not None and not 1 <= args.round <= args.rounds:
            raise _Refused(f"there is no round {args.round}: the draw has {args.rounds}")
    except (_Refused, ChampionshipError) as error:
        print(f"roller-desktop championship draw-preview: {error}", file=sys.stderr)
        return 1
    rounds = [r for r in result.rounds if args.round in (None, r.number)]
    if args.json:
        if args.round is not None:
            print(json.dumps(rounds[0].to_json(), ensure_ascii=False, indent=2))
        else:
            print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
        return 0
    for round_ in rounds:
        print(f"Round {round_.number}")
        for table in round_.tables:
            print(f"  Table {table.number}: {', '.join(table.seats)}")
    repeats = "repeated meeting" if result.repeats == 1 else "repeated meetings"
    note = (
        "none can be had with fewer"
        if result.fewest_possible
        else f"no draw can have fewer than {result.fewest}"
    )
    print(f"{result.repeats} {repeats} ({note})")
    return 0
