"""`roller-desktop players`: the league's players; `players merge FROM INTO` makes two players
one person (every match of FROM becomes INTO's), `players split FROM` undoes that merge."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ._common import CommandFailed, Subcommands, counted, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.store.database import Store
    from roller_desktop.store.keeper import Progress


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "players", help="list the players; merge two into one person, or split them again"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    merge = actions.add_parser(
        "merge", help="every match of FROM becomes INTO's; FROM's name is kept as also known as"
    )
    merge.add_argument("source", metavar="FROM", help="a name unique in the league, or an id")
    merge.add_argument("target", metavar="INTO", help="a name unique in the league, or an id")
    split = actions.add_parser("split", help="undo the merge of FROM: its matches back to it")
    split.add_argument("source", metavar="FROM", help="the merged name, or its id")
    actions.add_parser("twins", help="pairs of players that are likely one person")
    parser.set_defaults(handler=lambda args: run_reporting(_players, args))


def _players(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper

    with open_league(args, reading=args.action not in ("merge", "split")) as store:
        if args.action == "merge":
            return _merge(store, args.source, args.target)
        if args.action == "split":
            return _split(store, args.source)
        if args.action == "twins":
            pairs = keeper.likely_twins(store)
            if args.json:
                print(json.dumps([{"merge": a.id, "into": b.id} for a, b in pairs], indent=2))
            for a, b in [] if args.json else pairs:
                print(f"{a.name} ({a.id}) may be {b.name} ({b.id})")
            return 0
        entries = keeper.player_entries(store)
        if args.json:
            print(
                json.dumps(
                    [
                        {
                            "id": e.id,
                            "name": e.name,
                            "archived": e.archived,
                            "matches": e.matches,
                            "also_known_as": list(e.also_known_as),
                        }
                        for e in entries
                    ],
                    ensure_ascii=False,
                    indent=2,
                )
            )
            return 0
        for e in entries:
            extra = f", also known as {', '.join(e.also_known_as)}" if e.also_known_as else ""
            archived = ", archived" if e.archived else ""
            print(f"{e.id}  {e.name} ({counted(e.matches, 'match', 'matches')}{archived}{extra})")
        return 0


def _find(store: Store, text: str) -> tuple[str, str]:
    from roller_desktop.store import keeper

    try:
        return keeper.find_player(store, text)
    except keeper.AmbiguousPlayer as error:
        lines = [f"More than one player goes by {text}; give one of these ids:"]
        lines += [f"  {pid}  {name}" for pid, name in error.candidates]
        raise CommandFailed("\n".join(lines)) from None


def _progress() -> Progress:
    from ._progress import ProgressLine

    lines: dict[str, ProgressLine] = {}

    def report(what: str, done: int, total: int) -> None:
        line = lines.get(what)
        if line is None:
            line = lines[what] = ProgressLine(what.capitalize(), total)
        line.update(done)

    return report


def _merge(store: Store, source: str, target: str) -> int:
    from roller_desktop.store import keeper

    from_id, _ = _find(store, source)
    into_id, _ = _find(store, target)
    done = keeper.merge_players(store, from_id, into_id, _progress())
    print(
        f"Merged {done.from_name} into {done.into_name}: "
        f"{counted(done.matches, 'match', 'matches')} moved. "
        f"Undo with: roller-desktop players split {done.from_id}"
    )
    return 0


def _split(store: Store, source: str) -> int:
    from roller_desktop.store import keeper

    wanted = source.strip()
    found = [
        m
        for m in keeper.merges(store)
        if m.undone is None and (m.from_id == wanted or m.from_name.casefold() == wanted.casefold())
    ]
    if not found:
        raise CommandFailed(f"No merge of a player called {wanted} (nor with that id) to undo.")
    if len({m.from_id for m in found}) > 1:
        ids = ", ".join(m.from_id for m in found)
        raise CommandFailed(f"More than one merged player goes by {wanted}; give the id: {ids}")
    done = keeper.split_merge(store, found[0].id, _progress())
    print(
        f"Split {done.from_name} from {done.into_name}: "
        f"{counted(done.matches, 'match', 'matches')} back."
    )
    return 0
