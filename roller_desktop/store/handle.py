"""The handle of the league: its engine (SQLite's PRAGMAs on every connection, failures in
plain words), its sessions, the lookups of a match or player row, and the clock (UTC for
storing, the local calendar for league days). Imports no feature module of the store: every
one of them may import this.

SQLAlchemy Core only until a session is first asked for: the ORM and the models (about 150 ms of
imports and class building) come with the first session, so that the window's store is ready
without them (issue 28; see Handle.session).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from sqlalchemy import Engine, create_engine, event, select

from .errors import (
    LeagueReadOnly,
    ServerUnavailable,
    StoreError,
    UnknownMatch,
    UnknownPlayer,
    WriteFailed,
)
from .lock import FileLock, in_use
from .opening import damage_met, is_damage_error, is_locked_error, read_only_uri
from .wal_checkpoint import checkpoint_in_background, end_checkpoints

if TYPE_CHECKING:
    from sqlalchemy.orm import Session, sessionmaker

    from .models import MatchRow, PlayerRow

BUSY_TIMEOUT_MS = 5000


# ---- the clock ----------------------------------------------------------------------------


def utc_now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def local_day(finished_utc: datetime) -> date:
    """The date on this computer's calendar when the match finished (seasons are local)."""
    return finished_utc.replace(tzinfo=UTC).astimezone().date()


def utc_bounds(start: date | None, end: date | None) -> tuple[datetime | None, datetime | None]:
    """Local dates to naive UTC instants: [start 00:00, the day after end 00:00)."""
    low = local_midnight_utc(start) if start else None
    high = local_midnight_utc(end + timedelta(days=1)) if end else None
    return low, high


def in_days(query: Any, day: Any, start: date | None, end: date | None) -> Any:
    """`query` kept to rows whose league day (the column `day`: stored when a match finished,
    never moved by a later time zone) is in the range, both ends included."""
    if start is not None:
        query = query.where(day >= start)
    if end is not None:
        query = query.where(day <= end)
    return query


def local_midnight_utc(day: date) -> datetime:
    return datetime.combine(day, time()).astimezone(UTC).replace(tzinfo=None)


# ---- the engine ---------------------------------------------------------------------------


def sqlite_engine(path: Path, read_only: bool = False, refusal: str | None = None) -> Engine:
    """The SQLAlchemy engine of a league file. `read_only`: a connection that cannot write
    (immutable when no write-ahead log is beside the file, so nothing is made beside it)."""
    if read_only:
        wal = path.with_name(path.name + "-wal")
        options = "mode=ro" if wal.exists() and wal.stat().st_size > 0 else "mode=ro&immutable=1"
        engine = create_engine(f"sqlite:///{path.resolve().as_uri()}?{options}&uri=true")
    else:
        engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: object) -> None:
        # Transactions are begun explicitly (below), so DDL in migrations is atomic as well.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if not read_only:
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    @event.listens_for(engine, "handle_error")
    def _locked(context: Any) -> None:
        # Another program writes to the file outside our lock (an older version, a tool)
        # and kept it for longer than the busy timeout: the same refusal as our lock's.
        if is_locked_error(context.original_exception):
            raise in_use(path.name) from None

    if not read_only:
        checkpoint_in_background(engine, path)
    plain_errors(engine, path, refusal)
    return engine


class _OneReading(sqlite3.Connection):
    """A reading command's one connection: SQLAlchemy's commits and rollbacks (one per
    session) leave its read transaction open, so every query sees the league as it was at the
    first one, whatever a writer beside it commits meanwhile. Closing it ends the reading."""

    def commit(self) -> None:
        pass

    def rollback(self) -> None:
        pass


def snapshot_engine(path: Path, immutable: bool = False) -> Engine:
    """The engine of a command that only reads a league file while the window (or another
    writer) may have it open: no lock, a connection that cannot write (never `immutable`
    where a writer may start, see opening.read_only_uri, unless told: SQLite's shared-memory
    file could not be made), and one read transaction in WAL mode from its first query to its
    close, on the one connection every session shares."""
    from sqlalchemy.pool import StaticPool

    uri = (
        f"{path.resolve().as_uri()}?mode=ro&immutable=1" if immutable else read_only_uri(path, True)
    )
    engine = create_engine(
        f"sqlite:///{uri}&uri=true",
        poolclass=StaticPool,
        connect_args={"factory": _OneReading, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: object) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        if not connection.connection.dbapi_connection.in_transaction:
            connection.exec_driver_sql("BEGIN")

    plain_errors(engine, path)
    return engine


def plain_errors(engine: Engine, path: Path | None = None, refusal: str | None = None) -> None:
    """The database's own failures as StoreErrors in plain words (a full disk, a league
    that turned read-only, a server gone away), instead of SQLAlchemy's text. `refusal`: what
    a write to a read-only connection means (the disk is full, where that is why)."""

    @event.listens_for(engine, "handle_error")
    def _plain(context: Any) -> None:
        if context.is_pre_ping:  # a pooled connection the server has closed (it restarted,
            return  # the laptop slept): the pool drops it and connects afresh
        problem = plain_database_error(
            context.original_exception, context.is_disconnect, path, refusal
        )
        if problem is not None:
            raise problem from None


def plain_database_error(
    error: BaseException,
    disconnected: bool = False,
    path: Path | None = None,
    refusal: str | None = None,
) -> StoreError | None:
    """A StoreError in plain words for a database failure a person can understand; None for
    the rest (programming errors stay as they are)."""
    text = str(error).lower()
    if path is not None and is_damage_error(error):  # a damaged page met by a query
        return damage_met(path, error)
    if "database or disk is full" in text or "no space left" in text:
        return WriteFailed(DISK_FULL, "write.disk-full")
    if "readonly database" in text or ("read-only" in text and "database" in text):
        if refusal:
            return WriteFailed(refusal, "write.disk-full" if refusal == DISK_FULL else "")
        return LeagueReadOnly(READ_ONLY, "league.read-only")
    if ("disk i/o error" in text or "unable to open" in text) and path and disk_full(path):
        return WriteFailed(DISK_FULL, "write.disk-full")
    if "disk i/o error" in text:
        return WriteFailed(
            "The league could not be read or written: the disk reported an error. Nothing of "
            "this change was saved.",
            "write.disk-error",
        )
    server = type(error).__module__.startswith("psycopg")
    if server and "authentication failed" in text:
        return StoreError(
            "The league's database server did not accept the user name or password of the "
            "address. Nothing was changed.",
            "server.login",
        )
    unreachable = type(error).__name__ in ("OperationalError", "ConnectionTimeout")
    if disconnected or (server and unreachable):
        return ServerUnavailable(SERVER_DOWN, "server.unavailable")
    return None


def disk_full(path: Path) -> bool:
    """Whether the disk of the league has no room left (SQLite then says "disk I/O error")."""
    import shutil

    try:
        return shutil.disk_usage(path.parent).free < 256 * 1024
    except OSError:
        return False


NO_ROOM = (
    "The disk is full: the league can be looked at, but nothing can be saved until there is "
    "room on the disk."
)
DISK_FULL = (
    "The league could not be saved: the disk is full. Nothing of this change was saved; make "
    "room on the disk and try again."
)
READ_ONLY = "The league is read-only here: you can look, not play. Nothing was changed."
SERVER_DOWN = (
    "The league's database server cannot be reached just now. Nothing of this change was "
    "saved; try again when the server is back."
)


# ---- the handle ---------------------------------------------------------------------------


class Handle:
    """The league's engine and sessions, and closing it (the lock with it). The players and
    matches are database.Store's, a Handle too; everything else takes a Handle."""

    def __init__(
        self,
        engine: Engine,
        path: Path | None,
        lock: FileLock | None,
        read_only: bool = False,
    ) -> None:
        self.engine = engine
        self.path = path
        self._lock = lock
        # Looking only: the league cannot be written here (see open_locked).
        self.read_only = read_only
        # What the person should know about the opening (a start-up backup that failed).
        self.warnings: list[str] = []
        self._sessions: sessionmaker[Session] | None = None  # made with the first session

    def close(self) -> None:
        end_checkpoints(self.engine)
        self.engine.dispose()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed at the end of the block, rolled back on an error.

        The first one imports the ORM and the models (opening needs neither: Core only)."""
        with self.prepare_sessions()() as session, session.begin():
            yield session

    def prepare_sessions(self) -> sessionmaker[Session]:
        """The ORM's sessions, made (the ORM and the models imported) if not yet: the window's
        store does it in its worker right after it is ready, before the first click needs it."""
        sessions = self._sessions
        if sessions is None:  # two threads at once make two alike: no harm
            sessions = self._sessions = orm_sessions(self.engine)
        return sessions


def orm_sessions(engine: Engine) -> sessionmaker[Session]:
    """The ORM's sessions of `engine`, the mapped classes imported first (a session's query
    may name a table through another's relationship or foreign key)."""
    from sqlalchemy.orm import sessionmaker

    from . import models  # noqa: F401

    return sessionmaker(engine, expire_on_commit=False)


def match_row(s: Session, match_id: str) -> MatchRow:
    """The row of a match by its id; UnknownMatch when the league has none."""
    from .models import MatchRow

    row = s.scalar(select(MatchRow).where(MatchRow.id == match_id))
    if row is None:
        raise UnknownMatch(f"There is no match with the id {match_id}.")
    return row


def player_row(s: Session, player_id: str) -> PlayerRow:
    """The row of a player by its id; UnknownPlayer when the league has none."""
    from .models import PlayerRow

    row = s.scalar(select(PlayerRow).where(PlayerRow.id == player_id))
    if row is None:
        raise UnknownPlayer(f"There is no player with the id {player_id}.")
    return row
