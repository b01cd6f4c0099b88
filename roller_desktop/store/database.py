"""Opening the league and the operations on players and matches.

`open_store` checks the file (read-only), takes the lock, backs up, migrates, and returns a
Store. Every write is one short transaction; SQLite runs with WAL, synchronous=FULL, foreign
keys on and a busy timeout, set on every new connection.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from . import backups
from .access import make_folder, take_lock, writable
from .errors import (
    InvalidName,
    LeagueReadOnly,
    MatchClosed,
    Notice,
    ServerUnavailable,
    StoreError,
    UnknownMatch,
    UnknownPlayer,
    WriteFailed,
)
from .games import (
    event_dice,
    event_of,
    game_of,
    new_game,
    progress_text,
    replay,
    unfinished_summary,
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
from .lock import FileLock, in_use
from .migrate import SCHEMA_HEAD, Progress, upgrade
from .models import EventRow, MatchRow, PlayerRow, SeatRow
from .opening import inspect_file, is_locked_error
from .paths import default_database_path, is_url, resolve_location
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
    from .hint_records import HintRecord

__all__ = [
    "Store",
    "clean_name",
    "default_database_path",
    "event_dice",
    "event_of",
    "has_control_characters",
    "name_key",
    "new_game",
    "open_store",
    "progress_text",
    "replay",
    "utc_now",
]

BUSY_TIMEOUT_MS = 5000
DAMAGED = "damaged"  # the reason of a match set aside because its events do not replay


def utc_now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def open_store(path_or_url: str | Path | None = None, *, backup: bool = True) -> Store:
    """Open the league: an explicit path or URL, else ROLLER_DATABASE_URL, else the default."""
    location = resolve_location(str(path_or_url) if path_or_url is not None else None)
    if location.startswith("sqlite:///"):
        location = location[len("sqlite:///") :]
    if is_url(location):
        return _open_server(location)
    return _open_file(Path(location).expanduser(), backup)


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
) -> Store:
    """The rest of opening a file that is locked and checked (`revision` from inspect_file):
    the backup that is due, the migration (long work reports to `progress`), the Store (which
    then holds the lock).

    A league that cannot be written here (a read-only file, folder or lock file) opens for
    looking only, with no backup and no migration. A start-up backup that fails (a full disk,
    a protected backups folder) leaves a warning on the Store and the league opens all the same;
    the backup before a migration is never skipped: without it nothing is changed."""
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
    elif revision is not None and backup and backups.changed_since_last_backup(path):
        try:
            backups.make_backup(path)
            backups.thin(path)
        except (OSError, sqlite3.Error) as error:
            warnings.append(
                Notice(
                    f"No backup of the league was taken at start: {backups.why_not(error, path)} "
                    "The league is open; what cannot be saved will be said.",
                    "notice.no-backup",
                    why=backups.why_code(error, path),
                    detail=str(error).rstrip("."),
                )
            )
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
    return store


def _opens(engine: Engine) -> bool:
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql("SELECT count(*) FROM alembic_version").scalar()
    except WriteFailed:
        return False
    return True


def _open_server(url: str) -> Store:
    try:
        engine = create_engine(url, pool_pre_ping=True)
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


def _prepare_server(connection: Any, inspect: Any) -> None:
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

    plain_errors(engine, path, refusal)
    return engine


def plain_errors(engine: Engine, path: Path | None = None, refusal: str | None = None) -> None:
    """The database's own failures as StoreErrors in plain words (a full disk, a league
    that turned read-only, a server gone away), instead of SQLAlchemy's text. `refusal`: what
    a write to a read-only connection means (the disk is full, where that is why)."""

    @event.listens_for(engine, "handle_error")
    def _plain(context: Any) -> None:
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
    if disconnected or (server and type(error).__name__ == "OperationalError"):
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


class Store:
    """The league database. Hand out plain values; never a Session."""

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
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    def close(self) -> None:
        self.engine.dispose()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed at the end of the block, rolled back on an error."""
        with self._sessions() as session, session.begin():
            yield session

    # ---- players ----------------------------------------------------------------------------

    def name_notices(self) -> list[str]:
        """A notice for players whose names are one name written in two ways (NFC, NFD)."""
        from .limits import twin_names, twins_message

        with self.session() as s:
            twins = twin_names(list(s.scalars(select(PlayerRow.name))))
        return [twins_message(twins)] if twins else []

    def players(self, include_archived: bool = False) -> list[Player]:
        query = select(PlayerRow).order_by(PlayerRow.name_key)
        if not include_archived:
            query = query.where(PlayerRow.archived.is_(False))
        with self.session() as s:
            return [_player(row) for row in s.scalars(query)]

    def player(self, player_id: str) -> Player:
        with self.session() as s:
            return _player(self._player_row(s, player_id))

    def add_player(self, name: str) -> Player:
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

    def rename_player(self, player_id: str, name: str) -> Player:
        cleaned = clean_name(name)
        try:
            with self.session() as s:
                row = self._player_row(s, player_id)
                self._check_name_free(s, cleaned, row.pk)
                row.name = cleaned
                row.name_key = name_key(cleaned)
        except IntegrityError:
            raise InvalidName(
                f"There is already a player called {cleaned}.", "name.taken", name=cleaned
            ) from None
        return _player(row)

    def archive_player(self, player_id: str, archived: bool = True) -> Player:
        with self.session() as s:
            row = self._player_row(s, player_id)
            row.archived = archived
        return _player(row)

    def _check_name_free(self, s: Session, name: str, own_pk: int | None) -> None:
        key = name_key(name)
        taken = s.scalar(select(PlayerRow).where(PlayerRow.name_key == key))
        if taken is None:  # a key kept before names were composed (NFC) may be written apart
            taken = next(
                (row for row in s.scalars(select(PlayerRow)) if name_key(row.name_key) == key),
                None,
            )
        if taken is not None and taken.pk != own_pk:
            raise InvalidName(
                f"There is already a player called {taken.name}.", "name.taken", name=taken.name
            )

    def _seat_player(self, s: Session, spec: SeatSpec) -> PlayerRow | None:
        """A person's seat: their player; a computer seat: None (it has a level, no player)."""
        if spec.player_id is None:
            level = spec.computer
            if not isinstance(level, str) or not level or len(level) > MAX_COMPUTER:
                raise StoreError("A seat needs a player, or a computer with its level.")
            return None
        if spec.computer is not None:
            raise StoreError("A computer seat has a level, not a player.")
        return self._player_row(s, spec.player_id)

    def _player_row(self, s: Session, player_id: str) -> PlayerRow:
        row = s.scalar(select(PlayerRow).where(PlayerRow.id == player_id))
        if row is None:
            raise UnknownPlayer(f"There is no player with the id {player_id}.")
        return row

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
    ) -> str:
        """Record a new match (validated by building it in the engine); return its id.

        `real_dice`: the table throws its own dice and types the faces.
        """
        if game not in GAMES:
            raise StoreError(f"Unknown game {game!r}: Roller or 105.")
        place = clean_place(place)  # the limits import has: never store what it would refuse
        if opening is not None:
            check_json_value(opening, "The opening throws", MAX_OPENING)
        match_id = str(uuid.uuid4())
        with self.session() as s:
            rows = [self._seat_player(s, spec) for spec in seats]
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
                id=match_id,
                game=game,
                rules=dict(rules),
                starter=starter,
                opening=opening,
                status="in_progress",
                started=utc_now(),
                place=place,
                real_dice=real_dice,
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
        return match_id

    def load_match(self, match_id: str) -> LoadedMatch:
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
        )

    def unfinished_matches(self) -> list[MatchSummary]:
        """The matches in progress that can be resumed, newest first (startup.py lists them
        alike without us); those that do not replay are `damaged_matches`."""
        return self._unfinished()[0]

    def damaged_matches(self) -> list[DamagedMatch]:
        """The matches in progress whose events do not replay, newest first."""
        return self._unfinished()[1]

    def _unfinished(self) -> tuple[list[MatchSummary], list[DamagedMatch]]:
        with self.session() as s:
            rows = s.execute(
                select(MatchRow.id, MatchRow.game, MatchRow.started)
                .where(MatchRow.status == "in_progress")
                .order_by(MatchRow.started.desc(), MatchRow.pk.desc())
            ).all()
        summaries: list[MatchSummary] = []
        damaged: list[DamagedMatch] = []
        for match_id, game, started in rows:
            try:
                summaries.append(unfinished_summary(self.load_match(match_id)))
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
            match.status_reason = reason

    def set_aside_damaged(self, match_id: str) -> None:
        """A match in progress that does not replay: abandoned, for the reason "damaged"; its
        rows stay as they are (a backup or the keeper's tools may mend it)."""
        self.abandon_match(match_id, DAMAGED)

    def move_match(
        self, match_id: str, finished: datetime, started: datetime | None = None
    ) -> None:
        """Set when a finished match was played (naive UTC), keeping the league in step.

        For tests and corrections: the recorder stamps the real time when a match ends.
        """
        from sqlalchemy import update

        from . import round_tallies
        from .league_days import local_day, rebuild_days
        from .models import SeatResultRow
        from .season_ratings import ALL_TIME, rebuild

        played = replay(self.load_match(match_id))  # its rounds move with it
        with self.session() as s:
            match = self._match_row(s, match_id)
            if match.status != "finished" or match.finished is None:
                raise MatchClosed("Only a finished match has a time to move.")
            game, old = match.game, match.finished
            old_day = s.scalar(
                select(SeatResultRow.day).where(SeatResultRow.match_pk == match.pk).limit(1)
            ) or local_day(old)
            day = local_day(finished)
            match.finished = finished
            if started is not None:
                match.started = started
            s.execute(
                update(SeatResultRow)
                .where(SeatResultRow.match_pk == match.pk)
                .values(finished=finished, day=day)
            )
            s.flush()
            rebuild_days(s.connection(), {(game, old_day), (game, day)})
            seated = list(
                s.scalars(
                    select(SeatRow.player_pk)
                    .where(SeatRow.match_pk == match.pk)
                    .order_by(SeatRow.seat)
                )
            )
            round_tallies.move_match(s.connection(), played, seated, old, finished, old_day)
            rebuild(s.connection(), game, {ALL_TIME, old_day.year, day.year})

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
        row = s.scalar(select(MatchRow).where(MatchRow.id == match_id))
        if row is None:
            raise UnknownMatch(f"There is no match with the id {match_id}.")
        return row


def _player(row: PlayerRow) -> Player:
    return Player(row.id, row.name, row.archived, row.created)


def _status(value: str) -> Status:
    if value == "finished":
        return "finished"
    if value == "abandoned":
        return "abandoned"
    return "in_progress"
