"""`roller-desktop demo`: fill a league with simulated matches among demo players."""

from __future__ import annotations

import argparse

from ._common import CommandFailed, ProgressLine, Subcommands, open_league, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "demo",
        help="fill a league with simulated matches (needs an explicit --database)",
        description="Simulated matches among demo players, played event by event through the "
        "same path as the window. Refuses to touch a league unless --database names it.",
    )
    parser.add_argument("--matches", type=int, default=20, metavar="N")
    parser.add_argument("--seed", type=int, default=1, metavar="S")
    parser.add_argument(
        "--bulk",
        action="store_true",
        help="write finished matches in large transactions, spread over three years "
        "(for benchmarks)",
    )
    parser.set_defaults(handler=lambda args: run_reporting(_demo, args))


def _demo(args: argparse.Namespace) -> int:
    if not args.database:
        raise CommandFailed(
            "demo writes simulated matches; name the league to fill with --database PATH "
            "(it never fills the default league by itself)."
        )
    if args.matches < 1:
        raise CommandFailed("--matches must be at least 1.")
    from roller_desktop.store import demo

    progress = ProgressLine("Demo matches")
    with open_league(args) as store:
        if args.bulk:
            demo.fill_bulk(store, args.matches, args.seed, progress)
        else:
            demo.fill(store, args.matches, args.seed, progress)
    noun = "match" if args.matches == 1 else "matches"
    print(f"{args.matches} demo {noun} written to {args.database}.")
    return 0
