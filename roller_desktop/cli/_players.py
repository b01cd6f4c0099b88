"""What `import` and `import-protocols` share: the options that say who the file's players are
(`--same-name`, `--players-map`) and the report of every pairing (store/player_plan.py)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ._common import CommandFailed

if TYPE_CHECKING:
    from roller_desktop.store.player_plan import Choices, Pairing, PlayerPlan


def add_options(parser: argparse.ArgumentParser, protocols: bool) -> None:
    same = (
        "a name here (or merged into a player here) is that player (the default), or a new "
        "person for each such name of the file (new: called e.g. 'Anna (2)')"
    )
    if not protocols:
        same = "a player whose id is new here but whose name is here: " + same
    parser.add_argument("--same-name", choices=("same", "new"), default="same", help=same)
    parser.add_argument(
        "--players-map",
        metavar="MAP.csv",
        help="a CSV file with the columns in_file,here: each line names a player of the file "
        "and the player here they are (a name or id); 'here' empty = a new person. Overrides "
        "--same-name for the players it names; a bad line is refused with its number and "
        "nothing is imported",
    )


def choices(args: argparse.Namespace, plan: PlayerPlan) -> Choices:
    from roller_desktop.store.player_plan import Choices, read_players_map

    answers: dict[str, str | None] = {}
    if args.players_map:
        path = Path(args.players_map)
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            raise CommandFailed(f"The players map {path} is not UTF-8 text.") from None
        answers = read_players_map(text, plan)
    return Choices(answers, args.same_name)


def report(pairings: Sequence[Pairing], protocols: bool = False) -> None:
    """Every file player that was a question, and what became of them (a protocol's: those
    that are not simply a name here)."""
    from roller_desktop.store.player_plan import ALSO_KNOWN_AS, LOOSE, SAME_NAME

    if not pairings:
        return
    if protocols:
        print("Names of the file merged into a player here, like one here, or mapped:")
    else:
        print("Players of the file with a name here or like one:")
    for p in pairings:
        if p.here is not None:
            why = {
                SAME_NAME: "the same name",
                ALSO_KNOWN_AS: f"also known as {p.matched}",
                LOOSE: f"a name like {p.matched}",
            }.get(p.how, "")
            line = f"  {p.name}: the same player as {p.here.name} here"
        elif p.how == LOOSE:
            line = f"  {p.name}: a new player, {p.name_here}"
            why = f"like {p.matched} here; --players-map can make them one"
        elif p.how:
            line = f"  {p.name}: a new player, {p.name_here}"
            why = f"another person than {p.matched} here"
        else:
            line, why = f"  {p.name}: a new player, {p.name_here}", ""
        if p.answered:
            why = f"{why}, by the players map" if why else "by the players map"
        print(f"{line} ({why})" if why else line)
