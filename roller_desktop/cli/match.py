"""`roller-desktop match void ID --reason TEXT`: a finished match leaves the league (kept in the
history, marked void); `match restore ID` brings it back. `match mend ID --date YYYY-MM-DD
[--time HH:MM] [--place TEXT]` mends when and where it was played (a recorded change; the events
never change, the season and the ratings follow); `match mends ID` lists them, `match unmend
MEND-ID` undoes one."""

from __future__ import annotations

import argparse
from datetime import UTC, date, datetime, time
from typing import TYPE_CHECKING, Any

from ._common import CommandFailed, Subcommands, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.store.database import Store


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
    mend = actions.add_parser("mend", help="mend when and where a match was played")
    mend.add_argument("match_id", metavar="ID")
    mend.add_argument("--date", type=_date, help="the day it finished, YYYY-MM-DD (local)")
    mend.add_argument("--time", type=_time, help="the time it finished, HH:MM (local)")
    place = mend.add_mutually_exclusive_group()
    place.add_argument("--place", help="where it was played")
    place.add_argument("--no-place", action="store_true", help="no place")
    mends = actions.add_parser("mends", help="a match's mends, newest first, with their ids")
    mends.add_argument("match_id", metavar="ID")
    unmend = actions.add_parser("unmend", help="undo a mend (its id: see match mends)")
    unmend.add_argument("mend_id", metavar="MEND-ID")
    parser.set_defaults(handler=lambda args: run_reporting(_match, args))


def _match(args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper

    # `mends` only reads: it works beside the window, as the other reading commands do.
    with open_league(args, reading=args.action == "mends") as store:
        if args.action == "mend":
            return _mend(store, args)
        if args.action == "mends":
            for m in keeper.mends(store, args.match_id):
                print(
                    f"{m.id}  {_when(m.old_finished)} -> {_when(m.new_finished)}  "
                    f"place {m.old_place or '-'} -> {m.new_place or '-'}"
                )
            return 0
        if args.action == "unmend":
            done = keeper.undo_mend(store, args.mend_id)
            print(
                f"Match {done.match_id}: {_when(done.new_finished)}, "
                f"{done.new_place or 'no place'}."
            )
            return 0
        if args.action == "void":
            keeper.void_match(store, args.match_id, args.reason)
            print(f"Match {args.match_id} is void: out of the league, kept in the history.")
        else:
            keeper.restore_match(store, args.match_id)
            print(f"Match {args.match_id} is back in the league.")
    return 0


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date YYYY-MM-DD: {text!r}") from None


def _time(text: str) -> time:
    try:
        return time.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a time HH:MM: {text!r}") from None


def _when(value: datetime | None) -> str:
    """A stored time (naive UTC) as this computer's local time."""
    if value is None:
        return "-"
    return f"{value.replace(tzinfo=UTC).astimezone():%Y-%m-%d %H:%M}"


def _mend(store: Store, args: argparse.Namespace) -> int:
    from roller_desktop.store import keeper

    finished = None
    if args.date is not None or args.time is not None:
        loaded = store.load_match(args.match_id)
        if loaded.finished is None:
            raise CommandFailed("Only a finished match has a date and time to mend.")
        local = loaded.finished.replace(tzinfo=UTC).astimezone()
        day = args.date or local.date()
        hour = args.time or local.time().replace(tzinfo=None)
        finished = datetime.combine(day, hour).astimezone().astimezone(UTC).replace(tzinfo=None)
    place: Any = keeper.UNCHANGED
    if args.no_place:
        place = None
    elif args.place is not None:
        place = args.place
    if finished is None and place is keeper.UNCHANGED:
        raise CommandFailed("Say what to mend: --date, --time, --place or --no-place.")
    done = keeper.mend_match(store, args.match_id, finished, place)
    print(
        f"Match {done.match_id} mended: {_when(done.old_finished)} -> {_when(done.new_finished)}, "
        f"place {done.old_place or '-'} -> {done.new_place or '-'} (undo: roller-desktop match "
        f"unmend {done.id})."
    )
    return 0
