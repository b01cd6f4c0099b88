"""Online backups of the league file with SQLite's backup API, thinned over time.

A backup is taken at start-up when the file changed since the last backup, and always before
a migration. Backups live beside the database in `<name>-backups/`; the newest few are kept,
then one per day for a week, one per week for two months, one per month for two years and one
per year after that, and always the newest whose whole check passed (backup_checks.py: each
new copy is checked in the background; one that fails is no backup).

The copy of the league taken before a restore may alone hold the matches the restore set
aside (the restore's question says it brings them back): it is kept for MONTHS months whatever
the policy, the newest KEEP_ASIDE of them. An older one is kept as long only while it has a
match that the league has not (a copy of a large league is hundreds of megabytes, and
a league restored often kept gigabytes of copies it no longer needed); the backups then never
lose a match that is nowhere else.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from pathlib import Path

from .backup_checks import STAMP as STAMP
from .backup_checks import backup_folder as backup_folder
from .backup_checks import list_backups as list_backups
from .backup_checks import taken as taken

STATE_FILE = "last-backup.json"
KEEP_NEWEST = 5
BEFORE_RESTORE = "before-restore"  # the reason in the name of the copy taken before a restore
DAYS, WEEKS, MONTHS = 7, 8, 24
KEEP_ASIDE = 3  # the copies taken before a restore kept MONTHS months whatever they hold


def is_good_database(path: Path) -> bool:
    """A readable SQLite file whose whole check (integrity_check) passes."""
    from .backup_checks import integrity_problem

    return not integrity_problem(path)


def good_backups(database: Path, wanted: int = 3, check: bool = True) -> list[Path]:
    """The newest backups whose whole check passed, newest first. A copy not checked yet is
    checked here (this is asked when the league is refused, never on the way to opening),
    or, unless `check`, offered as it is: the window's refusal comes up at once and checks it
    there, with a bar (28 s at a league of 688 MB, with nothing on the screen, before);
    a restore checks its copy whole before anything is replaced, whatever is known of it."""
    from .backup_checks import check_backup, verdict

    good: list[Path] = []
    for path in list_backups(database):
        found = verdict(path)
        if found is None and check:
            found = check_backup(database, path)
        if (found is None or found.ok) and path.exists():
            good.append(path)
            if len(good) == wanted:
                break
    return good


def fingerprint(database: Path) -> list[int]:
    """Size and modification time of the file and its write-ahead log: changes when data does."""
    values: list[int] = []
    for path in (database, database.with_name(database.name + "-wal")):
        try:
            st = path.stat()
        except FileNotFoundError:
            values += [0, 0]
        else:
            values += [st.st_size, st.st_mtime_ns]
    return values


def changed_since_last_backup(database: Path) -> bool:
    state = backup_folder(database) / STATE_FILE
    try:
        text = state.read_text(encoding="utf-8")
        import json  # not at the module's import: the window's start-up (issue 28)

        recorded = json.loads(text)
    except (OSError, ValueError):
        return True
    return bool(recorded != fingerprint(database)) or not list_backups(database)


def make_backup(
    database: Path,
    reason: str = "",
    now: datetime | None = None,
    check: bool = True,
    before: list[int] | None = None,
) -> Path:
    """Copy the database with the backup API (consistent even while it is open); the copy is
    then checked whole in the background (`check`; backup_checks.py). `before`: the file's
    fingerprint to remember for `changed_since_last_backup`, when it was taken before the
    league was opened (opening adds an empty write-ahead log); by default, as it is now."""
    folder = backup_folder(database)
    folder.mkdir(parents=True, exist_ok=True)
    when = now or datetime.now()
    if before is None:
        before = fingerprint(database)
    suffix = f"-{reason}" if reason else ""
    target = folder / f"{database.stem}-{when.strftime(STAMP)}{suffix}.sqlite3"
    partial = target.with_suffix(".partial")
    try:
        source = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
        try:
            copy = sqlite3.connect(partial)
            try:
                source.backup(copy, progress=_patience(database.name))
            finally:
                copy.close()
        finally:
            source.close()
        os.replace(partial, target)
    except BaseException:
        with contextlib.suppress(OSError):  # no half-written backup is left behind
            partial.unlink(missing_ok=True)
        raise
    import json

    (folder / STATE_FILE).write_text(json.dumps(before), encoding="utf-8")
    if check:
        from .backup_checks import check_in_background

        check_in_background(database)
    return target


BUSY_SECONDS = 5.0  # as long as the store waits for a write lock (database.BUSY_TIMEOUT_MS)
_BUSY_OR_LOCKED = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED


def _patience(name: str) -> Callable[[int, int, int], None]:
    """A backup's progress callback: SQLite's backup waits for ever while another program
    holds the file; give up after BUSY_SECONDS with the refusal of a league in use."""
    since: list[float] = []

    def progress(status: int, _remaining: int, _total: int) -> None:
        if status not in _BUSY_OR_LOCKED:
            since.clear()
        elif not since:
            since.append(time.monotonic())
        elif time.monotonic() - since[0] > BUSY_SECONDS:
            from .lock import in_use

            raise in_use(name)

    return progress


def why_not(error: BaseException, database: Path | None = None) -> str:
    """Why a backup or another copy of the league failed, in plain words."""
    from .errors import OS_REASONS, plain_os_error

    if isinstance(error, OSError):
        return plain_os_error(error)
    why = why_code(error, database)
    return f"{OS_REASONS[why]}." if why else f"{error}."


def why_code(error: BaseException, database: Path | None = None) -> str:
    """Why a backup or another copy failed, as a code of errors.OS_REASONS; "" for a reason
    without one (then only the error's own words tell it)."""
    import shutil

    from .errors import os_reason

    if isinstance(error, OSError):
        return os_reason(error)
    text = str(error).lower()
    try:
        no_room = database is not None and shutil.disk_usage(database.parent).free < 256 * 1024
    except OSError:
        no_room = False
    if "full" in text or no_room:
        return "disk-full"
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return "folder-protected"
    return ""


def thin(database: Path, now: datetime | None = None) -> list[Path]:
    """Delete the backups the policy no longer keeps; return them."""
    from .backup_checks import CHECK_SUFFIX, verdict

    backups = list_backups(database)
    when = now or datetime.now()
    sound = next((p for p in backups if (v := verdict(p)) is not None and v.ok), None)
    keep = set(backups_to_keep(backups, when, sound))
    # The older copies taken before a restore: kept while they hold a match found nowhere else.
    keep.update(p for p in older_set_aside(backups, when, keep) if lacks(database, p))
    removed = [p for p in backups if p not in keep]
    for path in removed:
        path.unlink(missing_ok=True)
        path.with_name(path.name + CHECK_SUFFIX).unlink(missing_ok=True)
    return removed


def backups_to_keep(
    backups: Iterable[Path], now: datetime, sound: Path | None = None
) -> list[Path]:
    """The backups the policy keeps, and always `sound`: the newest whose check passed (the
    newer ones may not have been checked yet, or may be copies of a damaged league)."""
    dated = sorted(
        ((t, p) for p in backups if (t := taken(p)) is not None),
        key=lambda tp: tp[0],
        reverse=True,
    )
    keep: list[Path] = [p for _, p in dated[:KEEP_NEWEST]]
    seen: set[tuple[str, object]] = set()
    for when, path in dated:  # newest first: the newest of each period is kept
        age = now - when
        if age <= timedelta(days=DAYS):
            key: tuple[str, object] = ("day", when.date())
        elif age <= timedelta(weeks=WEEKS):
            key = ("week", when.isocalendar()[:2])
        elif age <= timedelta(days=31 * MONTHS):
            key = ("month", (when.year, when.month))
        else:
            key = ("year", when.year)
        if key not in seen:
            seen.add(key)
            if path not in keep:
                keep.append(path)
    # What a restore set aside, kept long whatever came after: the newest few (the older ones
    # while they hold a match the league has not: `thin`).
    for path in _set_aside(dated, now)[:KEEP_ASIDE]:
        if path not in keep:
            keep.append(path)
    if sound is not None and sound not in keep:
        keep.append(sound)
    return keep


def _set_aside(dated: list[tuple[datetime, Path]], now: datetime) -> list[Path]:
    """The copies taken before a restore in the last MONTHS months, newest first."""
    return [
        path
        for when, path in dated
        if path.stem.endswith(f"-{BEFORE_RESTORE}") and now - when <= timedelta(days=31 * MONTHS)
    ]


def older_set_aside(backups: Iterable[Path], now: datetime, keep: set[Path]) -> list[Path]:
    """The copies taken before a restore in the last MONTHS months past the newest KEEP_ASIDE
    that the policy does not keep otherwise."""
    dated = sorted(
        ((t, p) for p in backups if (t := taken(p)) is not None),
        key=lambda tp: tp[0],
        reverse=True,
    )
    return [p for p in _set_aside(dated, now)[KEEP_ASIDE:] if p not in keep]


def lacks(database: Path, backup: Path) -> int:
    """How many matches `backup` holds that the league has not: not at all, or not as far (in
    play there, finished in the copy). A match voided since is the league's (by the matches'
    ids). -1 when either cannot be read: then the copy is kept, nothing is dropped on a guess."""
    try:  # read-only beside the window that may be writing (its log read as SQLite reads it)
        connection = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
        try:
            connection.execute(
                "ATTACH DATABASE ? AS copy", (f"{backup.resolve().as_uri()}?mode=ro&immutable=1",)
            )
            (count,) = connection.execute(
                "SELECT count(*) FROM copy.matches c WHERE c.status <> 'abandoned' AND NOT EXISTS"
                " (SELECT 1 FROM main.matches m WHERE m.id = c.id"
                " AND (m.status <> 'in_progress' OR c.status = 'in_progress'))"
            ).fetchone()
        finally:
            connection.close()
    except (sqlite3.Error, OSError, ValueError):
        return -1
    return int(count)
