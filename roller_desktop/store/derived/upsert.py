"""The derived tables' upserts (insert, or add to the row there), each built once per dialect.

Building an upsert statement (its `excluded` columns, the expressions of its update) took
longer than running it: a few milliseconds of every finished match's commit. A statement is
a value that any connection of its dialect runs, so each is built on first use and kept.
Only the dialect in use is imported (PostgreSQL's took half a second at the first finish).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection

_BUILT: dict[tuple[str, str], Any] = {}


def upsert(connection: Connection, name: str, build: Callable[[Any], Any]) -> Any:
    """The statement `name` for this connection's dialect: `build(insert)` with the dialect's
    `insert` (the one with on_conflict_do_update), made the first time only."""
    dialect = connection.dialect.name
    statement = _BUILT.get((name, dialect))
    if statement is None:
        insert: Any
        if dialect == "postgresql":
            from sqlalchemy.dialects import postgresql

            insert = postgresql.insert
        else:
            from sqlalchemy.dialects import sqlite

            insert = sqlite.insert
        statement = _BUILT[(name, dialect)] = build(insert)
    return statement
