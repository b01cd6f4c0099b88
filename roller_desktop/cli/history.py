"""`roller-desktop history`: the league's matches, newest first, with their ids (what `match
void ID` and `match restore ID` take)."""

from __future__ import annotations

import argparse
import json
from datetime import UTC

from ._common import Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("history", help="the matches, newest first, with their ids")
    parser.add_argument("--game", choices=("roller", "105"), default=None)
    parser.add_argument("--player", metavar="NAME", help="only this player's matches")
    parser.add_argument("--limit", type=int, default=None, help="at most this many matches")
    parser.add_argument("--championship", metavar="NAME", help="only this championship's matches")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=lambda args: run_reporting(_history, args))


def _history(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper
    from roller_desktop.store.queries import stats

    with open_league(args, reading=True) as store:
        player = keeper.find_player(store, args.player)[0] if args.player else None
        championship = None
        if args.championship is not None:
            from roller_desktop.store.championships import championship as find

            championship = find(store, args.championship).id
        matches = stats.match_history(
            store, player_id=player, game=args.game, championship_id=championship
        )
        if args.limit is not None:
            matches = matches[: max(args.limit, 0)]
        aside = keeper.set_aside(store, [m.id for m in matches])
        rows = []
        for m in matches:
            why = aside.get(m.id)
            rows.append(
                {
                    "id": m.id,
                    "game": m.game,
                    "started": m.started.isoformat(timespec="seconds"),
                    "finished": None
                    if m.finished is None
                    else m.finished.isoformat(timespec="seconds"),
                    "status": "void" if why is not None and why.reason == "void" else m.status,
                    "reason": None if why is None else why.reason,
                    "note": None if why is None else why.note,
                    "set_aside": None
                    if why is None or why.at is None
                    else why.at.isoformat(timespec="seconds"),
                    "players": list(m.seat_names),
                    "result": m.progress,
                    "by_hand": m.by_hand,
                }
            )
            if not args.json:
                # The window's moment: when it finished (else began), in local time, as a
                # keeper mends it (`match mend --time`); the store keeps UTC.
                moment = (m.finished or m.started).replace(tzinfo=UTC).astimezone()
                when = f"{moment:%Y-%m-%d %H:%M}"
                names = ", ".join(m.seat_names)
                line = f"{m.id}  {when}  {m.game:6}  {names}: "
                if why is not None and why.reason == "void":
                    line += f"void ({why.note or ''})"
                elif why is not None and why.reason == "damaged":
                    line += "set aside as damaged"
                else:
                    line += m.progress
                print(line)
        if args.json:
            print(json.dumps(rows, ensure_ascii=False, indent=2))
    return 0
