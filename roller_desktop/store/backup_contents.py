"""What a backup copy holds, for the person choosing one to restore. No Qt here.

A copy is read with SQLite alone, read-only and immutable (a copy is never written once made):
how many finished matches it has and which is the newest, with its players. A copy may be of
any older schema (one taken before a migration): only tables and columns every revision has
are read (matches, seats, players). Before a restore, `set_aside` compares the copy with the
league as it is now: the matches the league has that the copy does not, which the restore
sets aside (they stay in the copy of the league taken just before it, restore.py).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .backup_checks import Verdict, verdict


@dataclass(frozen=True)
class NewestMatch:
    """A copy's (or the league's) newest finished match: when it finished, its game and its
    players in seat order (None for a computer's seat)."""

    finished: datetime
    game: str
    players: tuple[str | None, ...]


@dataclass(frozen=True)
class Contents:
    """What a backup copy holds, and the verdict of its whole check (None: not checked yet).
    `problem`: why the copy could not be read ("" when it was)."""

    matches: int = 0
    newest: NewestMatch | None = None
    check: Verdict | None = None
    problem: str = ""


@dataclass(frozen=True)
class SetAside:
    """What the league has now that a copy does not: finished matches (the newest of them
    named) and matches still in play. A restore of the copy sets them aside."""

    finished: int
    unfinished: int
    newest: NewestMatch | None

    @property
    def anything(self) -> bool:
        return bool(self.finished or self.unfinished)


def _connect(path: Path, immutable: bool) -> sqlite3.Connection:
    options = "mode=ro&immutable=1" if immutable else "mode=ro"
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True)
    # A name in a damaged page may not be UTF-8: shown, never a decoding error.
    connection.text_factory = lambda raw: raw.decode("utf-8", "replace")
    return connection


def read_contents(backup: Path) -> Contents:
    """How many finished matches the copy has, its newest, and its check's verdict."""
    check = verdict(backup)
    try:
        connection = _connect(backup, immutable=True)
        try:
            (count,) = connection.execute(
                "SELECT count(*) FROM matches WHERE status = 'finished'"
            ).fetchone()
            newest = _newest(connection, "main", "")
        finally:
            connection.close()
    except (sqlite3.Error, OSError, ValueError) as error:
        return Contents(check=check, problem=str(error) or type(error).__name__)
    return Contents(int(count), newest, check)


def _newest(connection: sqlite3.Connection, schema: str, condition: str) -> NewestMatch | None:
    row = connection.execute(
        f"SELECT m.pk, m.finished, m.game FROM {schema}.matches m "
        f"WHERE m.status = 'finished' {condition} ORDER BY m.finished DESC, m.pk DESC LIMIT 1"
    ).fetchone()
    if row is None:
        return None
    pk, finished, game = row
    names = connection.execute(
        f"SELECT p.name FROM {schema}.seats s LEFT JOIN {schema}.players p "
        "ON p.pk = s.player_pk WHERE s.match_pk = ? ORDER BY s.seat",
        (pk,),
    ).fetchall()
    return NewestMatch(_when(finished), str(game), tuple(name for (name,) in names))


def _when(value: object) -> datetime:
    """A stored time (SQLAlchemy writes ISO text in SQLite)."""
    if isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value))


_MISSING = (
    "AND NOT EXISTS (SELECT 1 FROM copy.matches c WHERE c.id = m.id AND c.status = 'finished')"
)


def set_aside(database: Path, backup: Path) -> SetAside:
    """The matches of the league (a file) that a restore of `backup` would set aside: finished
    here but not in the copy, and in play here but not in the copy at all. Read without the
    league's lock, beside the window that has it open, in one read transaction."""
    from .opening import read_only_uri

    connection = sqlite3.connect(read_only_uri(database, reader=True), uri=True)
    connection.text_factory = lambda raw: raw.decode("utf-8", "replace")
    try:
        connection.execute(
            "ATTACH DATABASE ? AS copy", (f"{backup.resolve().as_uri()}?mode=ro&immutable=1",)
        )
        connection.execute("BEGIN")
        (finished,) = connection.execute(
            f"SELECT count(*) FROM main.matches m WHERE m.status = 'finished' {_MISSING}"
        ).fetchone()
        (unfinished,) = connection.execute(
            "SELECT count(*) FROM main.matches m WHERE m.status = 'in_progress' "
            "AND NOT EXISTS (SELECT 1 FROM copy.matches c WHERE c.id = m.id)"
        ).fetchone()
        newest = _newest(connection, "main", _MISSING) if finished else None
        connection.execute("COMMIT")
    finally:
        connection.close()
    return SetAside(int(finished), int(unfinished), newest)
