"""Opening the league and the operations on players and matches.

`open_store` checks the file (read-only), takes the lock, backs up, migrates, and returns a
Store. Every write is one short transaction; SQLite runs with WAL, synchronous=FULL, foreign
keys on and a busy timeout, set on every new connection.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, select, text
from sqlalchemy.exc import IntegrityError

from . import backups
from .access import make_folder, take_lock, writable
from .backup_checks import known_damage
from .errors import (
    InvalidName,
    LeagueReadOnly,
    MatchClosed,
    Notice,
    StoreError,
    WriteFailed,
)
from .handle import (
    DISK_FULL,
    NO_ROOM,
    Handle,
    local_day,
    match_row,
    plain_errors,
    player_row,
    snapshot_engine,
    sqlite_engine,
    utc_now,
)
from .limits import (
    MAX_COMPUTER,
    MAX_OPENING,
    check_json_value,
    clean_name,
    clean_note,
    clean_place,
    has_control_characters,
    name_key,
)
from .lock import FileLock
from .migrate import SCHEMA_HEAD, Progress, upgrade
from .opening import damage_met, has_writer, inspect_file, is_damage_error
from .paths import default_database_path, is_url, resolve_location
from .start_backup import StartBackup
from .unfinished_tables import UNFINISHED_TABLES_SQL, table_places
from .values import (
    GAMES,
    DamagedMatch,
    Game,
    LoadedMatch,
    MatchSummary,
    Player,
    SeatInfo,
    SeatSpec,
    Status,
    seat_names,
)

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from .hint_records import HintRecord
    from .models import MatchRow, PlayerRow

__all__ = [
    "DISK_FULL",
    "Store",
    "clean_name",
    "default_database_path",
    "has_control_characters",
    "name_key",
    "open_store",
    "plain_errors",
    "sqlite_engine",
    "utc_now",
]

# The reasons a match is set aside (in values.py, which check's worker processes import alone).
from .values import ABANDONED as ABANDONED
from .values import DAMAGED as DAMAGED
from .values import VOID as VOID


def open_store(path_or_url: str | Path | None = None, *, backup: bool = True) -> Store:
    """Open the league: an explicit path or URL, else ROLLER_DATABASE_URL, else the default."""
    location = resolve_location(str(path_or_url) if path_or_url is not None else None)
    if location.startswith("sqlite:///"):
        location = location[len("sqlite:///") :]
    if is_url(location):
        return _open_server(location)
    return _open_file(Path(location).expanduser(), backup)


def open_reader(path_or_url: str | Path | None = None) -> Store:
    """The league for a command that only reads, beside the window or another writer: a file
    is checked as open_store checks it, then read without its lock, through one read
    transaction (handle.snapshot_engine), with no backup; a league that a writer must first
    make or update opens as open_store opens it. A server's league opens as always."""
    location = resolve_location(str(path_or_url) if path_or_url is not None else None)
    if location.startswith("sqlite:///"):
        location = location[len("sqlite:///") :]
    if is_url(location):
        return _open_server(location)
    path = Path(location).expanduser()
    if not path.exists():  # a mistyped --database: reading makes no league
        raise no_league(path)
    # read-only; raises on damage. The whole check only where damage is known: a -wal with
    # changes is the live writer's here, not the trace of an unclean end (no lock is taken).
    whole = None if known_damage(path) is not None else False
    revision = inspect_file(path, full_check=whole) if path.exists() else None
    if revision is None or revision != SCHEMA_HEAD:
        return _open_file(path, backup=True)
    from .schema_check import check_schema

    check_schema(path)
    store = Store(snapshot_engine(path), path, None, read_only=True)
    try:
        store.warnings.extend(store.name_notices())  # the first read: the snapshot begins
    except WriteFailed:
        store.close()
        if has_writer(path):
            raise
        # No room for SQLite's shared-memory file (a full disk): no writer can have the
        # league open either, so the file is read as it is.
        store = Store(snapshot_engine(path, immutable=True), path, None, read_only=True)
        store.warnings.extend(store.name_notices())
    return store


def no_league(path: Path) -> StoreError:
    """The refusal of a command that only reads, where no league exists: `check`'s words,
    and the default league when there is one (a mistyped --database, most likely)."""
    message = f"There is no league at {path}."
    default = default_database_path()
    if default.exists() and default.resolve() != path.resolve():
        message += f" The default league is at {default}."
    return StoreError(message + " Nothing was made.", "league.missing", path=str(path))


def _open_file(path: Path, backup: bool) -> Store:
    make_folder(path)
    lock = take_lock(path)
    try:
        revision = inspect_file(path)  # read-only; raises on a damaged or newer file
        return open_locked(path, lock, revision, backup)
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def open_locked(
    path: Path,
    lock: FileLock | None,
    revision: str | None,
    backup: bool,
    progress: Progress | None = None,
    backup_later: bool = False,
) -> Store:
    """The rest of opening a file that is locked and checked (`revision` from inspect_file):
    the backup that is due, the migration (long work reports to `progress`), the Store (which
    then holds the lock).

    A league that cannot be written here (a read-only file, folder or lock file) opens for
    looking only, with no backup and no migration. A start-up backup that fails (a full disk,
    a protected backups folder) leaves a warning on the Store and the league opens all the same;
    the backup before a migration is never skipped: without it nothing is changed.
    `backup_later` (the window): the start-up backup is copied after the store is made, in a
    thread of its own (`Store.start_backup`, StartBackup), not on the way to it."""
    if revision == SCHEMA_HEAD:  # every table and column there, or refused untouched
        from .schema_check import check_schema

        check_schema(path)
    if not writable(path, lock):
        if revision != SCHEMA_HEAD:
            raise LeagueReadOnly(
                f"The league {path.name} is read-only here, and it must be updated to this "
                "version of Roller desktop before it can be opened. Open it where it can be "
                "written, or copy it to a folder of your own; nothing was changed.",
                "league.old-read-only",
                name=path.name,
            )
        return Store(sqlite_engine(path, read_only=True), path, lock, read_only=True)
    warnings: list[str] = []
    if revision is not None and revision != SCHEMA_HEAD:  # always, backup or not
        try:
            backups.make_backup(path, reason=f"before-migration-from-{revision}")
        except (OSError, sqlite3.Error) as error:
            raise WriteFailed(
                f"The league {path.name} must be updated to this version, and a backup is "
                f"always taken first; it could not be: {backups.why_not(error, path)} "
                "Nothing was changed.",
                "backup.before-migration",
                name=path.name,
                why=backups.why_code(error, path),
                detail=str(error).rstrip("."),
            ) from None
    later: StartBackup | None = None
    due = revision == SCHEMA_HEAD and backup and backups.changed_since_last_backup(path)
    if due and backup_later:  # the file's fingerprint before this opening touches it
        later = StartBackup(path, backups.fingerprint(path))
    elif due:
        try:
            backups.make_backup(path)
            backups.thin(path)
        except (OSError, sqlite3.Error) as error:
            if is_damage_error(error):  # the copy met a damaged page: the league is damaged
                raise damage_met(path, error, "backup") from None
            warnings.append(no_backup_notice(path, error))
    engine = sqlite_engine(path)
    if revision == SCHEMA_HEAD and not _opens(engine):
        # A disk so full that SQLite cannot make its shared-memory file beside the league:
        # it opens for looking, and every write says the disk is full.
        engine.dispose()
        store = Store(sqlite_engine(path, read_only=True, refusal=DISK_FULL), path, lock)
        store.warnings.extend([*warnings, Notice(NO_ROOM, "notice.no-room")])
        return store
    if revision != SCHEMA_HEAD:
        with engine.begin() as connection:
            upgrade(connection, progress=progress)
    if lock is not None:
        lock.cover()  # a new league's file exists now: lock it under every name
    store = Store(engine, path, lock)
    store.warnings.extend(warnings)
    store.warnings.extend(store.name_notices())
    if later is not None:
        store.start_backup = later
        later.start()
    return store


def no_backup_notice(path: Path, error: BaseException) -> Notice:
    """The notice of a start-up backup that could not be taken (the league opens all the same)."""
    return Notice(
        f"No backup of the league was taken at start: {backups.why_not(error, path)} "
        "The league is open; what cannot be saved will be said.",
        "notice.no-backup",
        why=backups.why_code(error, path),
        detail=str(error).rstrip("."),
    )


def _opens(engine: Engine) -> bool:
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql("SELECT count(*) FROM alembic_version").scalar()
    except WriteFailed:
        return False
    return True


# A table's laptop reaches the league over the room's network: when the director's laptop
# sleeps or leaves it, a connection attempt gives up after seconds (not TCP's two minutes),
# and so does a connection whose other end has gone silent (not TCP's quarter of an hour),
# so that the window says the server cannot be reached instead of hanging. A URL's own
# values win.
SERVER_TIMEOUTS = {
    "postgresql": {
        "connect_timeout": 5,
        "tcp_user_timeout": 10000,  # milliseconds
        "keepalives_idle": 10,
        "keepalives_interval": 5,
        "keepalives_count": 3,
    }
}


def server_engine(url: str) -> Engine:
    """The engine of a league on a database server: connections checked before use (a
    restarted server's are replaced), with the timeouts above; on PostgreSQL the server's own
    limits of a statement and of a transaction left open, and every call timed by the
    program (store/server_wait.py: a server that stops answering is given up after seconds,
    and the window hears of the wait)."""
    from sqlalchemy import event
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    timeouts = SERVER_TIMEOUTS.get(parsed.get_backend_name(), {})
    connect_args: dict[str, Any] = {k: v for k, v in timeouts.items() if k not in parsed.query}
    if parsed.get_backend_name() != "postgresql":
        return create_engine(url, pool_pre_ping=True, connect_args=connect_args)
    from . import server_wait

    if "options" not in parsed.query:
        connect_args["options"] = (
            f"-c statement_timeout={server_wait.SERVER_STATEMENT_LIMIT_MS} "
            f"-c idle_in_transaction_session_timeout={server_wait.SERVER_IDLE_LIMIT_MS}"
        )
    engine = create_engine(url, pool_pre_ping=True, connect_args=connect_args)
    if parsed.get_driver_name() == "psycopg":
        watched = server_wait.watched_connection_class()

        @event.listens_for(engine, "do_connect")
        def _connect(_dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
            return watched.connect(*cargs, **cparams)

    return engine


def _open_server(url: str) -> Store:
    try:
        engine = server_engine(url)
    except ModuleNotFoundError as error:  # the driver of the URL is not installed
        raise StoreError(
            f"The database driver {error.name} for {url.split(':', 1)[0]} is not installed with "
            "this program. For PostgreSQL install Roller desktop with its driver "
            "(pip install roller-desktop, which brings psycopg).",
            "server.driver",
            driver=str(error.name),
            scheme=url.split(":", 1)[0],
        ) from None
    plain_errors(engine)
    from sqlalchemy import inspect
    from sqlalchemy.exc import DBAPIError

    try:
        with engine.begin() as connection:
            _prepare_server(connection, inspect)
    except DBAPIError as error:  # not one plain_errors knows: still no SQLAlchemy text
        raise StoreError(
            f"The league's database server refused the opening: {error.orig}",
            "server.refused",
            detail=str(error.orig).strip(),
        ) from None
    return Store(engine, None, None)


OPENING_LOCK = 0x526F6C6C  # "Roll": PostgreSQL's advisory lock of a league being opened


def _prepare_server(connection: Any, inspect: Any) -> None:
    """The schema checked and, on a new or older league, made or migrated. Several laptops
    open one shared league, often at the same moment: on PostgreSQL the check and the
    migration run under a lock of the transaction, so that the first program makes the
    tables and the others wait for it, then find them made (no lock file on a server)."""
    if connection.dialect.name == "postgresql":
        # Waiting for another program's migration is no statement of ours to cut short.
        connection.exec_driver_sql("SET LOCAL statement_timeout = 0")
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({OPENING_LOCK})")
    tables = set(inspect(connection).get_table_names())
    if tables and "alembic_version" not in tables:
        from .errors import NotARollerDatabase

        raise NotARollerDatabase(
            "This database holds tables of another program, not a Roller league.",
            code="file.foreign-server",
        )
    current = None
    if "alembic_version" in tables:
        current = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    from .migrate import SCHEMA_REVISIONS

    if current is not None and current not in SCHEMA_REVISIONS:
        from .errors import NewerSchema

        raise NewerSchema(
            f"The league was written by a newer version of Roller desktop (schema {current})."
            " Install the newer version to open it; the database has been left untouched.",
            code="schema.newer-server",
            revision=str(current),
        )
    if current != SCHEMA_HEAD:
        from .server_wait import patient

        with patient():  # a big league's migration takes its time
            upgrade(connection)
    elif tables:
        from .errors import DamagedDatabase
        from .models import Base

        missing = sorted(set(Base.metadata.tables) - tables)
        if missing:
            raise DamagedDatabase(
                f"The league's database lacks the table {missing[0]}, which a league of this "
                "version always has: it is damaged. Nothing was changed.",
                code="file.missing-table",
                table=missing[0],
            )


class Store(Handle):
    """The league database: opening, players and matches. Hand out plain values; never a
    Session. The handle (engine, sessions, closing) is store/handle.py's."""

    # The start-up backup being copied after the opening (open_locked's backup_later).
    start_backup: StartBackup | None = None

    def close(self) -> None:
        if self.start_backup is not None:  # the copy finishes under the lock it began with
            self.start_backup.wait()
        super().close()

    # ---- players ----------------------------------------------------------------------------

    def name_notices(self) -> list[str]:
        """A notice for players whose names are one name written in two ways (NFC, NFD).

        Read through Core, as every step of the opening (no session: see handle.py)."""
        from .limits import twin_names, twins_message

        with self.engine.begin() as connection:
            names = connection.exec_driver_sql("SELECT name FROM players").scalars().all()
        twins = twin_names(list(names))
        return [twins_message(twins)] if twins else []

    def players(self, include_archived: bool = False) -> list[Player]:
        from .models import PlayerRow

        # A player merged into another is that player now ("also known as"): not listed.
        query = (
            select(PlayerRow).where(PlayerRow.merged_into.is_(None)).order_by(PlayerRow.name_key)
        )
        if not include_archived:
            query = query.where(PlayerRow.archived.is_(False))
        with self.session() as s:
            return [_player(row) for row in s.scalars(query)]

    def player(self, player_id: str) -> Player:
        with self.session() as s:
            return _player(self._player_row(s, player_id))

    def add_player(self, name: str) -> Player:
        from .models import PlayerRow

        cleaned = clean_name(name)
        row = PlayerRow(
            id=str(uuid.uuid4()),
            name=cleaned,
            name_key=name_key(cleaned),
            created=utc_now(),
            archived=False,
        )
        try:
            with self.session() as s:
                self._check_name_free(s, cleaned, None)
                s.add(row)
        except IntegrityError:
            raise InvalidName(
                f"There is already a player called {cleaned}.", "name.taken", name=cleaned
            ) from None
        return _player(row)

    def rename_player(self, player_id: str, name: str, undoes: str | None = None) -> Player:
        """A new name, kept in the keeper's log with the old one (`undoes`: the rename this
        one takes back)."""
        from .keeper_record import record_change

        cleaned = clean_name(name)
        try:
            with self.session() as s:
                row = self._player_row(s, player_id)
                self._check_name_free(s, cleaned, row.pk)
                old = row.name
                row.name = cleaned
                row.name_key = name_key(cleaned)
                if old != cleaned:
                    s.flush()
                    record_change(
                        s.connection(),
                        "rename",
                        {"old": old, "new": cleaned},
                        player_pk=row.pk,
                        undoes=undoes,
                    )
        except IntegrityError:
            raise InvalidName(
                f"There is already a player called {cleaned}.", "name.taken", name=cleaned
            ) from None
        return _player(row)

    def archive_player(
        self, player_id: str, archived: bool = True, undoes: str | None = None
    ) -> Player:
        """Archived (or back from the archive), kept in the keeper's log."""
        from .keeper_record import record_change

        with self.session() as s:
            row = self._player_row(s, player_id)
            old = bool(row.archived)
            row.archived = archived
            if old != archived:
                s.flush()
                record_change(
                    s.connection(),
                    "archive",
                    {"old": old, "new": archived, "name": row.name},
                    player_pk=row.pk,
                    undoes=undoes,
                )
        return _player(row)

    def _check_name_free(self, s: Session, name: str, own_pk: int | None) -> None:
        from .models import PlayerRow

        key = name_key(name)
        taken = s.scalar(select(PlayerRow).where(PlayerRow.name_key == key))
        if taken is None:  # a key kept before names were composed (NFC) may be written apart
            taken = next(
                (row for row in s.scalars(select(PlayerRow)) if name_key(row.name_key) == key),
                None,
            )
        if taken is not None and taken.pk != own_pk and taken.merged_into is not None:
            into = s.get(PlayerRow, taken.merged_into)
            other = into.name if into is not None else taken.name
            raise InvalidName(
                f"{taken.name} is also known as {other}: the two were merged into one player.",
                "name.merged",
                name=taken.name,
                other=other,
                player_id=into.id if into is not None else taken.id,
            )
        if taken is not None and taken.pk != own_pk:
            # The one who has the name, for a window that offers to pick them instead.
            raise InvalidName(
                f"There is already a player called {taken.name}.",
                "name.taken",
                name=taken.name,
                player_id=taken.id,
            )

    def _player_row(self, s: Session, player_id: str) -> PlayerRow:
        return player_row(s, player_id)

    # ---- matches ----------------------------------------------------------------------------

    def start_match(
        self,
        game: Game,
        rules: dict[str, Any],
        seats: Sequence[SeatSpec],
        starter: int,
        place: str | None = None,
        opening: list[Any] | None = None,
        real_dice: bool = False,
        by_hand: bool = False,
    ) -> str:
        """Record a new match (validated by building it in the engine); return its id.

        `real_dice`: the table throws its own dice and types the faces. `by_hand`: the table
        throws its own dice and the keeper types only each turn's result (protocol only).
        """
        with self.session() as s:
            return insert_match(
                s, game, rules, seats, starter, place, opening, real_dice, by_hand
            ).id

    def load_match(self, match_id: str) -> LoadedMatch:
        from .games import event_of, game_of
        from .models import EventRow, PlayerRow, SeatRow

        with self.session() as s:
            match = self._match_row(s, match_id)
            seats = s.execute(
                select(SeatRow, PlayerRow)
                .outerjoin(PlayerRow, SeatRow.player_pk == PlayerRow.pk)
                .where(SeatRow.match_pk == match.pk)
                .order_by(SeatRow.seat)
            ).all()
            events = s.execute(
                select(EventRow.kind, EventRow.dice)
                .where(EventRow.match_pk == match.pk, EventRow.undone.is_(False))
                .order_by(EventRow.seq)
            ).all()
        names = seat_names(
            [(None if player is None else player.name, seat.computer) for seat, player in seats]
        )
        return LoadedMatch(
            id=match.id,
            game=game_of(match.game),
            rules=dict(match.rules),
            seats=[
                SeatInfo(
                    None if player is None else player.id,
                    name,
                    seat.dice,
                    seat.kids,
                    seat.computer,
                )
                for (seat, player), name in zip(seats, names, strict=True)
            ],
            starter=match.starter,
            events=[event_of(kind, dice) for kind, dice in events],
            status=_status(match.status),
            started=match.started,
            finished=match.finished,
            place=match.place,
            note=match.note,
            opening=match.opening,
            real_dice=match.real_dice,
            by_hand=match.by_hand,
        )

    def unfinished_matches(self) -> list[MatchSummary]:
        """The matches in progress that can be resumed, newest first (startup.py lists them
        alike without us); those that do not replay are `damaged_matches`."""
        return self._unfinished()[0]

    def damaged_matches(self) -> list[DamagedMatch]:
        """The matches in progress whose events do not replay, newest first."""
        return self._unfinished()[1]

    def _unfinished(self) -> tuple[list[MatchSummary], list[DamagedMatch]]:
        from .games import game_of, unfinished_summary
        from .models import MatchRow, PlayerRow, SeatRow

        with self.session() as s:
            rows = s.execute(
                select(MatchRow.id, MatchRow.game, MatchRow.started)
                .where(MatchRow.status == "in_progress")
                .order_by(MatchRow.started.desc(), MatchRow.pk.desc())
            ).all()
            # a championship's match named by its table (the start screen's list)
            tables = table_places(s.execute(text(UNFINISHED_TABLES_SQL)).all())
        summaries: list[MatchSummary] = []
        damaged: list[DamagedMatch] = []
        for match_id, game, started in rows:
            try:
                summary = unfinished_summary(self.load_match(match_id))
                summaries.append(replace(summary, table=tables.get(match_id)))
            except (ValueError, TypeError, KeyError) as error:
                with self.session() as s:
                    names = s.scalars(
                        select(PlayerRow.name)
                        .join(SeatRow, SeatRow.player_pk == PlayerRow.pk)
                        .join(MatchRow, SeatRow.match_pk == MatchRow.pk)
                        .where(MatchRow.id == match_id)
                        .order_by(SeatRow.seat)
                    ).all()
                damaged.append(
                    DamagedMatch(match_id, game_of(game), started, tuple(names), str(error))
                )
        return summaries, damaged

    def set_place_and_note(self, match_id: str, place: str | None, note: str | None) -> None:
        place, note = clean_place(place), clean_note(note)
        with self.session() as s:
            match = self._match_row(s, match_id)
            match.place = place
            match.note = note

    def set_real_dice(self, match_id: str, on: bool) -> None:
        """Switch a match between real dice typed in and dice the program throws."""
        with self.session() as s:
            self._match_row(s, match_id).real_dice = on

    def abandon_match(self, match_id: str, reason: str | None = None) -> None:
        """The match leaves the unfinished ones, kept with its events; `reason` says why when
        it is not the table's choice ("damaged": its events do not replay)."""
        with self.session() as s:
            match = self._match_row(s, match_id)
            if match.status != "in_progress":
                raise MatchClosed("Only a match in progress can be abandoned.", "match.not-open")
            match.status = "abandoned"
            match.status_reason = reason or ABANDONED
            match.status_at = utc_now()

    def set_aside_damaged(self, match_id: str) -> None:
        """A match in progress that does not replay: abandoned, for the reason "damaged"; its
        rows stay as they are (a backup or the keeper's tools may mend it)."""
        self.abandon_match(match_id, DAMAGED)

    def move_match(
        self, match_id: str, finished: datetime, started: datetime | None = None
    ) -> None:
        """Set when a finished match was played (naive UTC), keeping the league in step.

        For tests and corrections: the recorder stamps the real time when a match ends. Its
        results stay as they are: they move to the local day of `finished` where they are
        (derived/in_place.py), as if it had finished then.
        """
        from .derived.in_place import move_in_time

        with self.session() as s:
            match = self._match_row(s, match_id)
            if match.status != "finished" or match.finished is None:
                raise MatchClosed("Only a finished match has a time to move.")
            match.finished = finished
            if started is not None:
                match.started = started
            s.flush()
            move_in_time(s.connection(), match.pk, finished, local_day(finished))

    def record_hint(self, match_id: str, seat: int, event_count: int, data: dict[str, Any]) -> None:
        """Keep a hint (H) with its match (see hint_records)."""
        from .hint_records import record_hint

        record_hint(self, match_id, seat, event_count, data)

    def hints(self, match_id: str) -> list[HintRecord]:
        from .hint_records import hints

        return hints(self, match_id)

    def match_pk(self, match_id: str) -> int:
        with self.session() as s:
            return self._match_row(s, match_id).pk

    def _match_row(self, s: Session, match_id: str) -> MatchRow:
        return match_row(s, match_id)


def _player(row: PlayerRow) -> Player:
    return Player(row.id, row.name, row.archived, row.created)


def _status(value: str) -> Status:
    if value == "finished":
        return "finished"
    if value == "abandoned":
        return "abandoned"
    return "in_progress"


def _seat_player(s: Session, spec: SeatSpec) -> PlayerRow | None:
    """A person's seat: their player; a computer seat: None (it has a level, no player)."""
    if spec.player_id is None:
        level = spec.computer
        if not isinstance(level, str) or not level or len(level) > MAX_COMPUTER:
            raise StoreError("A seat needs a player, or a computer with its level.")
        return None
    if spec.computer is not None:
        raise StoreError("A computer seat has a level, not a player.")
    return player_row(s, spec.player_id)


def insert_match(
    s: Session,
    game: Game,
    rules: dict[str, Any],
    seats: Sequence[SeatSpec],
    starter: int,
    place: str | None = None,
    opening: list[Any] | None = None,
    real_dice: bool = False,
    by_hand: bool = False,
) -> MatchRow:
    """Store.start_match in the caller's transaction (a championship table's match is started
    and linked in one): validated by building it in the engine; the new match's row."""
    from .games import new_game
    from .models import MatchRow, SeatRow

    if by_hand and real_dice:
        raise StoreError("A match kept by hand has no dice typed in.")
    if game not in GAMES:
        raise StoreError(f"Unknown game {game!r}: Roller or 105.")
    place = clean_place(place)  # the limits import has: never store what it would refuse
    if opening is not None:
        check_json_value(opening, "The opening throws", MAX_OPENING)
    rows = [_seat_player(s, spec) for spec in seats]
    names = seat_names(
        [
            (row.name if row is not None else None, spec.computer)
            for spec, row in zip(seats, rows, strict=True)
        ]
    )
    new_game(
        game,
        rules,
        names,
        starter,
        [spec.dice for spec in seats],
        [spec.kids for spec in seats],
    )  # raises the engine's RulesError on bad rules, seats or starter
    match = MatchRow(
        id=str(uuid.uuid4()),
        game=game,
        rules=dict(rules),
        starter=starter,
        opening=opening,
        status="in_progress",
        started=utc_now(),
        place=place,
        real_dice=real_dice,
        by_hand=by_hand,
    )
    s.add(match)
    s.flush()
    for index, (spec, row) in enumerate(zip(seats, rows, strict=True)):
        s.add(
            SeatRow(
                match_pk=match.pk,
                seat=index,
                player_pk=row.pk if row is not None else None,
                dice=spec.dice if game == "105" else 6,
                kids=spec.kids if game == "105" else False,
                computer=spec.computer,
            )
        )
    s.flush()
    return match
