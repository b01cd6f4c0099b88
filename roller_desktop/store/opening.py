"""Checking a database file before anything opens it for writing.

A damaged or foreign file is never written to: the checks read it through a read-only
SQLite connection, and the store opens it for writing only when they pass.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .backups import good_backups
from .errors import DamagedDatabase, NewerSchema, NotARollerDatabase
from .lock import in_use
from .migrate import SCHEMA_REVISIONS

SQLITE_HEADER = b"SQLite format 3\x00"


def inspect_file(path: Path, full_check: bool = True) -> str | None:
    """The schema revision of an existing league file, None for a new or empty database.

    Raises DamagedDatabase, NotARollerDatabase or NewerSchema (with the newest good backups).
    Without `full_check` the integrity check of every page (seconds on a large league) is left
    to `check_integrity`, which the caller must run before anything writes (startup.py).
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
            path, f"The league {name} is an empty file (0 bytes): it holds no league.", "file.empty"
        )
    if header != SQLITE_HEADER:
        raise _damaged(
            path,
            f"{name} is not a league database: it is not an SQLite file "
            "(perhaps a text file or another program's file).",
            "file.not-sqlite",
            foreign=True,
        )
    try:
        connection = read_only(path)
        try:
            if full_check:
                _quick_check(connection, path)
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
                )
            rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
        finally:
            connection.close()
    except sqlite3.Error as error:
        if is_locked_error(error):
            raise in_use(name) from None
        raise _damaged(
            path, f"The league {name} is damaged and cannot be read ({error}).", "file.damaged"
        ) from None
    if len(rows) != 1:
        raise _damaged(path, f"The league {name} has no clear schema version.", "file.damaged")
    revision = str(rows[0][0])
    if revision not in SCHEMA_REVISIONS:
        raise NewerSchema(
            f"The league {name} was written by a newer version of Roller desktop "
            f"(schema {revision}; this version knows up to {SCHEMA_REVISIONS[-1]}). "
            "Install the newer version to open it; the file has been left untouched.",
            good_backups(path),
            code="schema.newer",
            name=name,
            revision=revision,
        )
    return revision


def check_integrity(path: Path) -> None:
    """SQLite's quick_check of every page, read-only: raises DamagedDatabase as inspect_file
    does. The sqlite3 module lets go of the GIL meanwhile, so other threads run on."""
    if not path.exists():
        return
    try:
        connection = read_only(path)
        try:
            _quick_check(connection, path)
        finally:
            connection.close()
    except sqlite3.Error as error:
        if is_locked_error(error):
            raise in_use(path.name) from None
        raise _damaged(
            path, f"The league {path.name} is damaged and cannot be read ({error}).", "file.damaged"
        ) from None


def is_locked_error(error: BaseException) -> bool:
    """SQLite's "database is locked" (or "... table is locked"): another program holds the
    file, which is no damage."""
    return isinstance(error, sqlite3.OperationalError) and "is locked" in str(error)


def _quick_check(connection: sqlite3.Connection, path: Path) -> None:
    check = connection.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        first = check[0][0] if check else "no answer"
        raise _damaged(path, f"The league {path.name} is damaged ({first}).", "file.damaged")


def read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write (the checks before an opening, `check`)."""
    return sqlite3.connect(read_only_uri(path), uri=True)


def read_only_uri(path: Path, reader: bool = False) -> str:
    """The URI of a connection that cannot write. A program writing the league (the window)
    keeps SQLite's shared-memory file (-shm) beside it, and a log not yet written back
    (a non-empty -wal) holds changes: then the write-ahead log is read as
    SQLite reads it, never as `immutable`, which would read pages a checkpoint is changing.
    Without either, the file is read as immutable, so that not even an empty -wal or -shm file
    appears next to it (a damaged file is left as it was). A `reader` (a command that only
    reads, which a writer may start beside at any moment) is immutable only where no -shm
    can be made (a read-only folder, where nothing writes either)."""
    logged = _has_bytes(path.with_name(path.name + "-wal"))  # changes not yet in the file
    live = has_writer(path) or logged or (reader and os.access(path.parent, os.W_OK | os.X_OK))
    options = "mode=ro" if live else "mode=ro&immutable=1"
    return f"{path.resolve().as_uri()}?{options}"


def has_writer(path: Path) -> bool:
    """Whether a program may have the league open for writing: SQLite's shared memory is
    beside it, made in regions of 32 KiB as soon as one opens it (a smaller one is a leftover
    of a reader that found no room on the disk)."""
    return _has_bytes(path.with_name(path.name + "-shm"), 32 * 1024)


def _has_bytes(path: Path, least: int = 1) -> bool:
    try:
        return path.stat().st_size >= least
    except OSError:
        return False


def _damaged(path: Path, message: str, code: str, foreign: bool = False) -> DamagedDatabase:
    backups = good_backups(path)
    if backups:
        message += f" The newest good backup is {backups[0]}."
    else:
        message += " No good backup was found beside it."
    message += " The file has not been changed."
    kind = NotARollerDatabase if foreign else DamagedDatabase
    return kind(message, backups, code, name=path.name)
