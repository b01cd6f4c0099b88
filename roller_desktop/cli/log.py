"""`roller-desktop log [--json]`: the keeper's log, every change to the league newest first, each
with its LOG-ID; `roller-desktop undo LOG-ID` takes one back (refused with the reason when
later changes depend on it: nothing changes then)."""

from __future__ import annotations

import argparse
import json

from ._common import Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "log", help="the keeper's log: every change to the league, newest first"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--limit", type=int, default=None, help="at most this many changes")
    parser.set_defaults(handler=lambda args: run_reporting(_log, args))
    undo = subparsers.add_parser("undo", help="undo a change of the keeper's log by its LOG-ID")
    undo.add_argument(
        "change_id", metavar="LOG-ID", help="the change's id (see: roller-desktop log)"
    )
    undo.set_defaults(handler=lambda args: run_reporting(_undo, args))


def _log(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper_log

    with open_league(args, reading=True) as store:
        entries = keeper_log.log(store, args.limit)
        if args.json:
            print(json.dumps(keeper_log.as_json(entries), ensure_ascii=False, indent=2))
            return 0
        if not entries:
            print("The keeper's log is empty: no change to the league yet.")
        for e in entries:
            state = f"  [undone {keeper_log.local(e.undone.isoformat())}]" if e.undone else ""
            print(
                f"{e.id}  {keeper_log.local(e.at.isoformat())}  {e.kind:8}  "
                f"{keeper_log.describe(e)}{state}"
            )
    return 0


def _undo(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper_log

    with open_league(args) as store:
        done = keeper_log.undo(store, args.change_id, None)
        print(f"Undone: {keeper_log.describe(done)}.")
    return 0
