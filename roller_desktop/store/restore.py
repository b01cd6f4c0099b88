"""Putting a backup back into the open league (File → Restore from backup…), or in place of a
league file that cannot be opened (the start-up's offer). No Qt here.

The backup is checked whole first (readable, sound, a league, not from a newer version: a
copy offered before it was ever checked is checked here, in the restore's worker); then the
league as it is now is itself backed up, so a restore never loses anything; then SQLite's
backup API copies the chosen backup into the open file in one step, and an older schema is
migrated.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

from . import backups
from .backup_checks import FAILED_SUFFIX, backup_folder, check_backup, clear_damage, verdict
from .errors import DamagedDatabase, NotARollerDatabase, StoreError
from .league_store import LeagueStore
from .lock import FileLock
from .migrate import SCHEMA_HEAD, upgrade
from .opening import inspect_file


def restore_backup(store: LeagueStore, backup: Path) -> Path:
    """Replace the open league's content by `backup`; return the backup of what it replaced.

    Raises a StoreError (DamagedDatabase, NotARollerDatabase, NewerSchema) with a message for
    people when the backup cannot be used; the league is then unchanged.
    """
    if store.path is None:
        raise StoreError(
            "A league on a database server is restored with the server's own tools.",
            "restore.server",
        )
    if backup.resolve() == store.path.resolve():
        raise StoreError("That is the league itself, not a backup of it.", "restore.itself")
    revision = checked_copy(store.path, backup)  # damaged, foreign, newer: refused
    if revision is None:
        raise NotARollerDatabase(
            f"{backup.name} holds no league: nothing to restore.",
            code="restore.empty",
            name=backup.name,
        )
    saved = backups.make_backup(store.path, reason=backups.BEFORE_RESTORE)
    source = sqlite3.connect(copy_uri(backup), uri=True)
    try:
        with store.engine.connect() as connection:
            target = connection.connection.driver_connection
            assert isinstance(target, sqlite3.Connection)
            source.backup(target)
    finally:
        source.close()
    if revision != SCHEMA_HEAD:
        with store.engine.begin() as connection:
            upgrade(connection)
    store.engine.dispose()  # no pooled connection keeps a view of the old content
    clear_damage(store.path)
    return saved


FRESH = timedelta(minutes=10)  # a copy's check this recent is not run again (the refusal's)


def checked_copy(database: Path, backup: Path) -> str | None:
    """The schema revision of `backup`, checked whole before it is put back (a copy may go bad
    on the disk, and one may be offered before it was ever checked): a restore never puts
    back a copy worse than the league. Only a check passed in the last minutes (by the
    refusal's box, while the person read it) is not run again. A copy of the league's own
    backups that fails keeps its verdict and is set aside as `….failed`, never offered again.
    Raises DamagedDatabase (restore.damaged), NotARollerDatabase or NewerSchema; nothing is
    changed then."""
    if backup.parent.resolve() != backup_folder(database).resolve():  # a file given by hand
        return inspect_file(backup, full_check=True, league=False)
    known = verdict(backup)
    if known is not None and known.ok and datetime.now() - known.checked < FRESH:
        return inspect_file(backup, full_check=False, league=False)
    found = check_backup(database, backup, blame_league=False)
    if not found.ok:
        raise DamagedDatabase(
            f"The backup {backup.name} is damaged too ({found.detail}), so it was not "
            f"restored; it is set aside as {backup.name}{FAILED_SUFFIX}. Nothing was changed.",
            code="restore.damaged",
            name=backup.name,
            detail=found.detail,
        )
    return inspect_file(backup, full_check=False, league=False)


STEP_PAGES = 2048  # pages copied between two reports of a restore's progress (8 MiB)


def restore_over_damaged(
    database: Path, backup: Path, report: Callable[[int, int], None] | None = None
) -> Path:
    """Put `backup` in place of a league file that cannot be opened (damaged or foreign);
    return where the file it replaced is kept. `report(done, total)`: the pages copied, from
    this thread (a league of 100,000 matches is 700 MB: over a second).

    Nothing is lost: the damaged file, with its write-ahead log and shared memory files, is
    kept as `<name>.damaged-<time>` beside it, never deleted. The backup is checked first
    and copied through a temporary file, so the league is either the old file or the whole
    backup. The league must not be open (the lock is taken here, DatabaseInUse otherwise); an
    older schema is migrated when the league is next opened, with its usual backup first.
    """
    lock = FileLock(database)
    lock.acquire()
    try:
        revision = checked_copy(database, backup)  # raises when damaged, foreign or newer
        if revision is None:
            raise NotARollerDatabase(
                f"{backup.name} holds no league: nothing to restore.",
                code="restore.empty",
                name=backup.name,
            )
        partial = database.with_name(database.name + ".restoring")
        try:
            source = sqlite3.connect(copy_uri(backup), uri=True)
            try:
                copy = sqlite3.connect(partial)
                try:
                    source.backup(copy, pages=STEP_PAGES, progress=_pages(report))
                finally:
                    copy.close()
            finally:
                source.close()
            kept = database.with_name(f"{database.name}.damaged-{datetime.now():%Y%m%d-%H%M%S}")
            try:  # the damaged file keeps its name until the backup takes its place
                os.link(database, kept)
            except OSError:
                shutil.copy2(database, kept)
            for suffix in ("-wal", "-shm"):  # its log must never be applied to the backup
                part = database.with_name(database.name + suffix)
                if part.exists():
                    os.replace(part, kept.with_name(kept.name + suffix))
            os.replace(partial, database)
            clear_damage(database)
        finally:
            partial.unlink(missing_ok=True)
        return kept
    finally:
        lock.release()


def copy_uri(backup: Path) -> str:
    """How a backup copy is read to be put back: as the file it is, never written (read-only
    alone made SQLite leave a -wal and a -shm beside the copy in the backups folder, which no
    thinning removes); with its write-ahead log where one holds changes (a copy put there by
    hand beside its log)."""
    wal = backup.with_name(backup.name + "-wal")
    logged = wal.exists() and wal.stat().st_size > 0
    return f"{backup.resolve().as_uri()}?{'mode=ro' if logged else 'mode=ro&immutable=1'}"


def _pages(report: Callable[[int, int], None] | None) -> Callable[[int, int, int], None] | None:
    """SQLite's backup progress (status, pages left, pages in all) as (done, total)."""
    if report is None:
        return None
    return lambda _status, left, total: report(total - left, total)
