"""`roller-desktop backups`: the league's backups with their checks; `--restore NAME` puts one
back (a damaged league is kept beside it under a new name; a sound one is backed up first)."""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from pathlib import Path

from ._common import CommandFailed, Subcommands, run_reporting


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "backups",
        help="the league's backups, newest first, with their checks and matches; --restore NAME "
        "puts one back",
    )
    parser.add_argument("--json", action="store_true", help="as JSON")
    parser.add_argument(
        "--restore",
        metavar="NAME",
        help="put this backup back in place of the league ('newest': the newest good one)",
    )
    parser.set_defaults(handler=lambda args: run_reporting(_backups, args))


def _league_path(args: argparse.Namespace) -> Path:
    from roller_desktop.store.paths import is_url, resolve_location

    location = resolve_location(args.database).removeprefix("sqlite:///")
    if is_url(location):
        raise CommandFailed("A league on a database server is backed up by the server's own tools.")
    return Path(location).expanduser()


def _backups(args: argparse.Namespace) -> int:
    path = _league_path(args)
    if args.restore:
        return _restore(path, args.restore)
    rows = _rows(path)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    from roller_desktop.store.backup_checks import known_damage

    damage = known_damage(path)
    if damage is not None:
        print(f"The league {path.name} is known to be damaged ({damage.detail}).")
    if not rows:
        print(f"There are no backups of {path} (they are kept in {path.stem}-backups/ beside it).")
    for row in rows:
        held = ""
        if row["matches"] is not None:
            held = f"  ({row['matches']} finished matches"
            held += f", newest {row['newest']})" if row["newest"] else ")"
        print(f"{row['taken']}  {row['name']}  {row['check']}{held}")
    return 0


def _rows(path: Path) -> list[dict[str, object]]:
    """Each copy: its name, when it was taken, its check, and (read from the copy, as the
    window's Restore shows them) its finished matches and the newest one's time and players;
    None for a copy that failed its check or cannot be read."""
    from roller_desktop.store.backup_checks import FAILED_SUFFIX, verdict
    from roller_desktop.store.backup_contents import read_contents
    from roller_desktop.store.backups import backup_folder, list_backups, taken

    found = list_backups(path)
    folder = backup_folder(path)
    failed = sorted(folder.glob(f"*{FAILED_SUFFIX}")) if folder.is_dir() else []
    rows: list[dict[str, object]] = []

    def when_taken(backup: Path) -> datetime | None:
        return taken(backup.with_name(backup.name.removesuffix(FAILED_SUFFIX)))

    for backup in sorted(found + failed, key=lambda p: when_taken(p) or datetime.min, reverse=True):
        seen = verdict(backup)
        if backup in failed:
            check = f"failed its check ({seen.detail if seen else 'damaged'}): not a backup"
        elif seen is None:
            check = "not checked yet"
        elif seen.ok:
            check = f"check passed {seen.checked:%Y-%m-%d %H:%M}"
        else:
            check = f"failed its check ({seen.detail})"
        when = when_taken(backup)
        held = None if backup in failed else read_contents(backup)
        readable = held is not None and not held.problem
        newest = held.newest if held is not None and readable else None
        rows.append(
            {
                "name": backup.name,
                "taken": f"{when:%Y-%m-%d %H:%M:%S}" if when else "?",
                "check": check,
                "matches": held.matches if held is not None and readable else None,
                "newest": f"{newest.finished:%Y-%m-%d %H:%M}" if newest else None,
                "players": list(newest.players) if newest else None,
            }
        )
    return rows


def _restore(path: Path, name: str) -> int:
    from roller_desktop.store.backups import backup_folder, good_backups, list_backups
    from roller_desktop.store.database import open_store
    from roller_desktop.store.errors import DamagedDatabase
    from roller_desktop.store.restore import restore_backup, restore_over_damaged

    if name == "newest":
        good = good_backups(path, wanted=1)
        if not good:
            raise CommandFailed(f"No good backup of {path.name} was found.")
        backup = good[0]
    else:
        backup = backup_folder(path) / Path(name).name
        if backup not in list_backups(path):
            raise CommandFailed(
                f"There is no backup {name} of {path.name}; `roller-desktop backups` lists them."
            )
    try:
        store = open_store(path, backup=False)
    except DamagedDatabase:
        kept = restore_over_damaged(path, backup)
        print(f"Restored {backup.name}; the damaged league is kept as {kept}.")
        return 0
    with store:
        saved = restore_backup(store, backup)
    print(f"Restored {backup.name}; the league as it was is backed up as {saved.name}.")
    return 0
