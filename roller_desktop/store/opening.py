"""Checking a database file before anything opens it for writing.

A damaged or foreign file is never written to: the checks read it through a read-only
SQLite connection, and the store opens it for writing only when they pass.

Which check runs when: every opening reads the header, the schema and its version (quick,
whatever the size). The whole file is checked (`integrity_check`) only when that matters:
when damage is known (backup_checks.py: a backup copy failed its check, `check` or a query
found it) or the last program ended without closing the league (a crash, a power cut). Each
new backup copy is checked whole in the background instead; `check` checks everything.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .backup_checks import (
    clear_damage,
    ended_uncleanly,
    integrity_problem,
    known_damage,
    record_damage,
)
from .backups import good_backups
from .errors import DamagedDatabase, NewerSchema, NotARollerDatabase
from .lock import in_use
from .migrate import SCHEMA_REVISIONS

SQLITE_HEADER = b"SQLite format 3\x00"


def inspect_file(
    path: Path, full_check: bool | None = None, league: bool = True, check_backups: bool = True
) -> str | None:
    """The schema revision of an existing league file, None for a new or empty database.

    Raises DamagedDatabase, NotARollerDatabase or NewerSchema (with the newest good backups).
    The whole file is checked when `full_check` is True, never when it is False (the caller
    then runs `check_integrity` before anything writes: startup.py), and by default only when
    it matters (`needs_whole_check`: damage known, or an unclean end). Damage found is recorded
    for the next opening, unless the file is not the `league` itself (a backup to restore).
    `check_backups`: the backups offered are checked first (`good_backups`); else a copy not
    checked yet is offered as it is (the window checks it, with the refusal on the screen).
    """
    if not path.exists():
        return None
    name = path.name
    try:
        size = path.stat().st_size
        with open(path, "rb") as f:
            header = f.read(len(SQLITE_HEADER))
    except OSError as error:
        raise DamagedDatabase(
            f"The league {name} cannot be read: {error.strerror}.",
            code="file.unreadable",
            name=name,
            reason=str(error.strerror),
        ) from None
    if size == 0:
        raise _damaged(
            path,
            f"The league {name} is an empty file (0 bytes): it holds no league.",
            "file.empty",
            check_backups=check_backups,
        )
    if header == bytes(len(SQLITE_HEADER)):  # a first page blanked out: damage, not a foreign file
        if league:
            record_damage(path, "its first page is blank", "opening")
        raise _damaged(
            path,
            f"The league {name} is damaged (its first page is blank).",
            "file.damaged",
            check_backups=check_backups,
        )
    if header != SQLITE_HEADER:
        raise _damaged(
            path,
            f"{name} is not a league database: it is not an SQLite file "
            "(perhaps a text file or another program's file).",
            "file.not-sqlite",
            foreign=True,
            check_backups=check_backups,
        )
    if league and (full_check or (full_check is None and needs_whole_check(path))):
        check_integrity(path, force=True, check_backups=check_backups)
    elif full_check and (problem := integrity_problem(path)):
        raise _damaged(
            path,
            f"The league {name} is damaged ({problem}).",
            "file.damaged",
            check_backups=check_backups,
        )
    try:
        connection = read_only(path)
        try:
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if not tables:
                return None
            if "alembic_version" not in tables:
                raise _damaged(
                    path,
                    f"{name} is a database of another program, not a Roller league.",
                    "file.foreign",
                    foreign=True,
                    check_backups=check_backups,
                )
            rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
        finally:
            connection.close()
    except (sqlite3.Error, UnicodeError) as error:
        if is_locked_error(error):
            raise in_use(name) from None
        if league and is_damage_error(error):  # not a file that cannot be opened here
            record_damage(path, str(error), "opening")
        raise _damaged(
            path,
            f"The league {name} is damaged and cannot be read ({error}).",
            "file.damaged",
            check_backups=check_backups,
        ) from None
    if len(rows) != 1:
        raise _damaged(
            path,
            f"The league {name} has no clear schema version.",
            "file.damaged",
            check_backups=check_backups,
        )
    revision = str(rows[0][0])
    if revision not in SCHEMA_REVISIONS:
        raise NewerSchema(
            f"The league {name} was written by a newer version of Roller desktop "
            f"(schema {revision}; this version knows up to {SCHEMA_REVISIONS[-1]}). "
            "Install the newer version to open it; the file has been left untouched.",
            good_backups(path, check=check_backups),
            code="schema.newer",
            name=name,
            revision=revision,
        )
    return revision


def needs_whole_check(path: Path) -> bool:
    """Whether an opening must check the whole file: damage is known of it, or the program
    that last wrote it ended without closing it."""
    return known_damage(path) is not None or ended_uncleanly(path)


def check_integrity(path: Path, force: bool = False, check_backups: bool = True) -> None:
    """SQLite's integrity_check of every page, read-only, when it matters (`needs_whole_check`)
    or is `force`d: raises DamagedDatabase as inspect_file does, and records the damage. A
    pass clears damage recorded before (a backup put back by hand). The sqlite3 module lets
    go of the GIL meanwhile, so other threads run on."""
    if not path.exists() or not (force or needs_whole_check(path)):
        return
    known = known_damage(path)
    problem = integrity_problem(path)
    if problem and "is locked" in problem:
        raise in_use(path.name)
    if not problem:
        if known is not None:
            clear_damage(path)
        return
    by = "unclean-end" if known is None and ended_uncleanly(path) else "opening"
    if not _cannot_open(problem):  # damage; a file that cannot be opened here is none
        record_damage(path, problem, known.by if known is not None else by)
    found = ""
    if known is not None and known.by == "backup":
        found = f"; found {known.found:%Y-%m-%d %H:%M} by checking the backup taken then"
    elif by == "unclean-end":
        found = "; found by the check after the program ended without closing it"
    raise _damaged(
        path,
        f"The league {path.name} is damaged ({problem}{found}).",
        "file.damaged",
        check_backups=check_backups,
    )


def _cannot_open(problem: str) -> bool:
    """SQLite's words for a file it cannot open or read here (permissions, the disk), which
    say nothing of the file's content."""
    text = problem.lower()
    return any(
        words in text for words in ("unable to open", "disk i/o error", "readonly", "read-only")
    )


def is_damage_error(error: BaseException) -> bool:
    """SQLite's words for a damaged file (met while reading or copying it), or text in it
    that is not what SQLite wrote."""
    text = str(error).lower()
    return isinstance(error, UnicodeError) or (
        isinstance(error, sqlite3.DatabaseError)
        and ("malformed" in text or "not a database" in text or "could not decode" in text)
    )


def damage_met(path: Path, error: BaseException, by: str = "reading") -> DamagedDatabase:
    """The refusal when damage is met on the way (a query, a backup copy): recorded for every
    later opening, said with the newest good backup."""
    record_damage(path, str(error), by)
    return _damaged(
        path, f"The league {path.name} is damaged and cannot be read ({error}).", "file.damaged"
    )


def is_locked_error(error: BaseException) -> bool:
    """SQLite's "database is locked" (or "... table is locked"): another program holds the
    file, which is no damage."""
    return isinstance(error, sqlite3.OperationalError) and "is locked" in str(error)


def read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write (the checks before an opening, `check`)."""
    return sqlite3.connect(read_only_uri(path), uri=True)


def read_only_uri(path: Path, reader: bool = False, alone: bool = False) -> str:
    """The URI of a connection that cannot write. A program writing the league (the window)
    keeps SQLite's shared-memory file (-shm) beside it, and a log not yet written back
    (a non-empty -wal) holds changes: then the write-ahead log is read as
    SQLite reads it, never as `immutable`, which would read pages a checkpoint is changing.
    Without either, the file is read as immutable, so that not even an empty -wal or -shm file
    appears next to it (a damaged file is left as it was). A `reader` (a command that only
    reads, which a writer may start beside at any moment) is immutable only where no -shm
    can be made (a read-only folder, where nothing writes either). A caller `alone` (a
    process with no connection to the league: `check`) also reads a -shm that no program
    holds as the leftover it is (see `shm_held`)."""
    logged = _has_bytes(path.with_name(path.name + "-wal"))  # changes not yet in the file
    writer = has_writer(path) and not (alone and shm_held(path) is False)
    live = writer or logged or (reader and os.access(path.parent, os.W_OK | os.X_OK))
    options = "mode=ro" if live else "mode=ro&immutable=1"
    return f"{path.resolve().as_uri()}?{options}"


def has_writer(path: Path) -> bool:
    """Whether a program may have the league open for writing: SQLite's shared memory is
    beside it, made in regions of 32 KiB as soon as one opens it (a smaller one is a leftover
    of a reader that found no room on the disk)."""
    return _has_bytes(path.with_name(path.name + "-shm"), 32 * 1024)


_SHM_DMS = 128  # the byte of the -shm a connection read-locks while open (SQLite's unix VFS)
_FLOCK = "hhqqi4x"  # Linux's struct flock on 64 bits: type, whence, start, length, pid


def shm_held(path: Path) -> bool | None:
    """Whether any connection, in any process, has the league's shared memory (-shm) open:
    each holds a read lock on its byte 128 (SQLite's "dead man switch") until it closes, so
    a -shm left by programs that have ended (every opening that is not immutable leaves
    one) has none. None where that cannot be asked: not 64-bit Linux, no -shm, or the
    asking fails. F_OFD_GETLK only asks (it takes no lock, and sees this process's own
    SQLite locks too); but closing the descriptor it asks through drops every lock this
    process holds on the -shm, so only a process with no connection to the league asks."""
    import struct
    import sys

    if sys.platform != "linux" or struct.calcsize("P") != 8:
        return None
    import fcntl

    query = getattr(fcntl, "F_OFD_GETLK", None)
    if query is None:
        return None
    try:
        fd = os.open(path.with_name(path.name + "-shm"), os.O_RDONLY)
    except OSError:
        return None
    try:
        asked = struct.pack(_FLOCK, fcntl.F_WRLCK, os.SEEK_SET, _SHM_DMS, 1, 0)
        answer = fcntl.fcntl(fd, query, asked)
    except OSError:
        return None
    finally:
        os.close(fd)
    return bool(struct.unpack(_FLOCK, answer)[0] != fcntl.F_UNLCK)


def _has_bytes(path: Path, least: int = 1) -> bool:
    try:
        return path.stat().st_size >= least
    except OSError:
        return False


def _damaged(
    path: Path, message: str, code: str, foreign: bool = False, check_backups: bool = True
) -> DamagedDatabase:
    backups = good_backups(path, check=check_backups)
    kind = NotARollerDatabase if foreign else DamagedDatabase
    return kind(damaged_message(path, message, backups), backups, code, name=path.name)


def damaged_message(path: Path, message: str, backups: list[Path] | None = None) -> str:
    """`message`, then the newest good backup by name and date and how to put it back."""
    if backups is None:
        backups = good_backups(path)
    from .backup_checks import verdict

    if backups and verdict(backups[0]) is None:  # offered unchecked (`good_backups`)
        message += (
            f" The newest backup is {backups[0]}, taken {backup_time(backups[0])}, not checked "
            f"yet; `roller-desktop backups --restore {backups[0].name}` checks it whole and "
            "puts it back if it passes (the damaged file is kept beside it)."
        )
    elif backups:
        message += (
            f" The newest good backup is {backups[0]}, taken {backup_time(backups[0])}; "
            f"`roller-desktop backups --restore {backups[0].name}` puts it back (the damaged "
            "file is kept beside it)."
        )
    else:
        message += " No good backup was found beside it."
    return message + " The file has not been changed."


def backup_time(backup: Path) -> str:
    """When a backup was taken, from its name: "2026-12-05 21:03"."""
    from .backups import taken

    when = taken(backup)
    return f"{when:%Y-%m-%d %H:%M}" if when is not None else "at an unknown time"
