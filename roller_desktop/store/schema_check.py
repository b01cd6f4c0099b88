"""Does a league file at the newest schema hold every table and column of it? A file that
lacks one (a table dropped by hand, a copy cut short by a tool) would open and then fail at
some later write, leaving an unfinishable match; it is refused on opening instead, untouched.

Read through a read-only SQLite connection; the expected tables and columns are the models',
kept in schema_columns.py so that the opening imports neither the ORM nor the models.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .errors import DamagedDatabase
from .opening import _damaged, read_only
from .schema_columns import TABLES


def missing_part(connection: sqlite3.Connection) -> str | None:
    """The first table or column of the schema the database lacks, in words; None if none."""
    tables = {
        row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
    }
    for name, expected in sorted(TABLES.items()):
        if name not in tables:
            return f"the table {name}"
        columns = {row[1] for row in connection.execute(f'PRAGMA table_info("{name}")')}
        for column in expected:
            if column not in columns:
                return f"the column {column} of the table {name}"
    return None


def check_schema(path: Path) -> None:
    """Raise DamagedDatabase (with the newest good backups) if the file lacks part of the
    schema; the file is only read."""
    try:
        connection = read_only(path)
        try:
            missing = missing_part(connection)
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise _damaged(
            path, f"The league {path.name} is damaged and cannot be read ({error}).", "file.damaged"
        ) from None
    if missing is not None:
        raise _damaged(
            path,
            f"The league {path.name} is damaged: it lacks {missing}, which a league of this "
            "version always has.",
            "file.damaged",
        )


__all__ = ["DamagedDatabase", "check_schema", "missing_part"]
