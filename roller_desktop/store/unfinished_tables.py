"""The championship tables of the matches in progress, for the start screen's list: plain SQL,
so that start-up's sqlite3 reading (startup.py, before the window's first paint: no engine,
no SQLAlchemy) and the store (SQLite or PostgreSQL) name them alike."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # values.py's dataclasses: after the window's first paint (issue 28)
    from .values import TablePlace

UNFINISHED_TABLES_SQL = (
    "SELECT matches.id, championships.name, championship_matches.round,"
    " championship_matches.table_number FROM championship_matches"
    " JOIN matches ON matches.pk = championship_matches.match_pk"
    " JOIN championships ON championships.pk = championship_matches.championship_pk"
    " WHERE matches.status = 'in_progress'"
)


def table_places(rows: Iterable[Sequence[Any]]) -> dict[str, TablePlace]:
    """The rows of UNFINISHED_TABLES_SQL as each match's table, by the match's id."""
    from .values import TablePlace

    return {str(m): TablePlace(str(name), int(r), int(t)) for m, name, r, t in rows}
