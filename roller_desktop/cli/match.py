"""`roller-desktop match void ID --reason TEXT`: a finished match leaves the league (kept in the
history, marked void); `match restore ID` brings it back."""

from __future__ import annotations

import argparse

from ._common import Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("match", help="void a finished match, or restore it")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    void = actions.add_parser(
        "void", help="take a finished match out of the league (kept in the history)"
    )
    void.add_argument("match_id", metavar="ID", help="the match's id (see: roller-desktop history)")
    void.add_argument("--reason", required=True, help="why (kept with the match)")
    restore = actions.add_parser("restore", help="bring a void match back into the league")
    restore.add_argument("match_id", metavar="ID")
    parser.set_defaults(handler=lambda args: run_reporting(_match, args))


def _match(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper

    with open_league(args) as store:
        if args.action == "void":
            keeper.void_match(store, args.match_id, args.reason)
            print(f"Match {args.match_id} is void: out of the league, kept in the history.")
        else:
            keeper.restore_match(store, args.match_id)
            print(f"Match {args.match_id} is back in the league.")
    return 0
