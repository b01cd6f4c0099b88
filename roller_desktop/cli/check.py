"""`roller-desktop check`: is the league file sound? Exit status 1 with a message if not."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from ._common import CommandFailed, Subcommands, run_reporting

NOT_CHECKED = 3  # the exit status when the league could not be read (1: it is damaged)


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "check", help="check the league file (read only; exit status 1 when it is damaged)"
    )
    parser.set_defaults(handler=lambda args: run_reporting(_check, args))


def _check(args: argparse.Namespace) -> int:
    from roller_desktop.store.paths import is_url, resolve_location
    from roller_desktop.store.verify import verify_file

    location = resolve_location(args.database)
    if location.startswith("sqlite:///"):
        location = location[len("sqlite:///") :]
    if is_url(location):  # what a program can check of a server's league (verify_server)
        from roller_desktop.store.errors import StoreError
        from roller_desktop.store.verify_server import verify_server

        try:
            report = verify_server(location, progress=_progress())
        except StoreError as error:  # not read at all: no damage found, none ruled out
            print(f"roller-desktop: {error} The league was not checked.", file=sys.stderr)
            return NOT_CHECKED
        for line in report.lines:
            print(line)
        if not report.ok:
            print(report.problem, file=sys.stderr)
            return 1
        return 0
    path = Path(location).expanduser()
    if not path.exists():
        from roller_desktop.store.database import no_league

        raise CommandFailed(str(no_league(path)))
    report = verify_file(path, progress=_progress())
    for line in report.lines:
        print(line)
    if not report.ok:
        print(report.problem, file=sys.stderr)
        return 1
    return 0


def _progress() -> Callable[[int, int], None]:
    """A progress line for a big league's replay (on a terminal; elsewhere every few seconds,
    and nothing for a check that is quickly done)."""
    from ._progress import ProgressLine

    line: list[ProgressLine] = []

    def report(done: int, total: int) -> None:
        if not line:
            line.append(ProgressLine("Replaying matches", total))
        line[0].update(done)

    return report
