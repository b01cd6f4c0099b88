"""Opening the league and the operations on players and matches.

`open_store` checks the file (read-only), takes the lock, backs up, migrates, and returns a
Store. Every write is one short transaction; SQLite runs with WAL, synchronous=FULL, foreign
keys on and a busy timeout, set on every new connection.
"""

from __future__ import annotations

import unicodedata
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
from .errors import InvalidName, MatchClosed, StoreError, UnknownMatch, UnknownPlayer
from .games import (
    event_dice,
    event_of,
    game_of,
    new_game,
    progress_text,
    replay,
    unfinished_summary,
)
from .lock import FileLock
from .migrate import SCHEMA_HEAD, Progress, upgrade
from .models import EventRow, MatchRow, PlayerRow, SeatRow
from .opening import inspect_file
from .paths import default_database_path, is_url, resolve_location
from .values import (
    GAMES,
    MAX_NAME_LENGTH,
    Game,
    LoadedMatch,
    MatchSummary,
    Player,
    SeatInfo,
    SeatSpec,
    Status,
)

if TYPE_CHECKING:
    from .hint_records import HintRecord

__all__ = [
    "Store",
    "default_database_path",
    "event_dice",
    "event_of",
    "new_game",
    "open_store",
    "progress_text",
    "replay",
    "utc_now",
]

BUSY_TIMEOUT_MS = 5000


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
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path)
    lock.acquire()
    try:
        revision = inspect_file(path)  # read-only; raises on a damaged or newer file
        return open_locked(path, lock, revision, backup)
    except BaseException:
        lock.release()
        raise


def open_locked(
    path: Path,
    lock: FileLock,
    revision: str | None,
    backup: bool,
    progress: Progress | None = None,
) -> Store:
    """The rest of opening a file that is locked and checked (`revision` from inspect_file):
    the backup that is due, the migration (long work reports to `progress`), the Store (which
    then holds the lock)."""
    if revision is not None and revision != SCHEMA_HEAD:  # always, backup or not
        backups.make_backup(path, reason=f"before-migration-from-{revision}")
    elif revision is not None and backup and backups.changed_since_last_backup(path):
        backups.make_backup(path)
        backups.thin(path)
    engine = sqlite_engine(path)
    if revision != SCHEMA_HEAD:
        with engine.begin() as connection:
            upgrade(connection, progress=progress)
    return Store(engine, path, lock)


def _open_server(url: str) -> Store:
    engine = create_engine(url, pool_pre_ping=True)
    from sqlalchemy import inspect

    with engine.begin() as connection:
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
    return Store(engine, None, None)


def sqlite_engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: object) -> None:
        # Transactions are begun explicitly (below), so DDL in migrations is atomic as well.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def clean_name(name: str) -> str:
    if not isinstance(name, str):
        raise InvalidName("A player's name must be text.", "name.empty")
    cleaned = " ".join(name.split())
    if has_control_characters(cleaned):
        raise InvalidName(
            "A name cannot hold invisible or special characters: type it again by hand.",
            "name.control",
        )
    if not cleaned:
        raise InvalidName("A player needs a name.", "name.empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidName(
            f"A name has at most {MAX_NAME_LENGTH} characters.",
            "name.too-long",
            most=MAX_NAME_LENGTH,
            count=len(cleaned),
        )
    return cleaned


def has_control_characters(text: str, allow: str = "") -> bool:
    """Control characters, lone surrogates and the like: no place in a name or a note."""
    return any(unicodedata.category(c).startswith("C") and c not in allow for c in text)


def name_key(name: str) -> str:
    return name.casefold()


class Store:
    """The league database. Hand out plain values; never a Session."""

    def __init__(self, engine: Engine, path: Path | None, lock: FileLock | None) -> None:
        self.engine = engine
        self.path = path
        self._lock = lock
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

    def players(self, include_archived: bool = False) -> list[Player]:
        query = select(PlayerRow).order_by(PlayerRow.name_key)
        if not include_archived:
            query = query.where(PlayerRow.archived.is_(False))
        with self.session() as s:
            return [_player(row) for row in s.scalars(query)]

    def player(self, player_id: str) -> Player:
        with self.session() as s:
            return _player(self._player_row(s, player_id))

    def computer_player(self, level: str) -> Player | None:
        """The player who has sat at computer seats of this level (the first made, if a league
        has several), whatever the name says: one identity per level in every language."""
        query = (
            select(PlayerRow)
            .join(SeatRow, SeatRow.player_pk == PlayerRow.pk)
            .where(SeatRow.computer == level)
            .order_by(PlayerRow.created, PlayerRow.pk)
            .limit(1)
        )
        with self.session() as s:
            row = s.scalar(query)
            return _player(row) if row is not None else None

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
        taken = s.scalar(select(PlayerRow).where(PlayerRow.name_key == name_key(name)))
        if taken is not None and taken.pk != own_pk:
            raise InvalidName(
                f"There is already a player called {taken.name}.", "name.taken", name=taken.name
            )

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
        match_id = str(uuid.uuid4())
        with self.session() as s:
            rows = [self._player_row(s, spec.player_id) for spec in seats]
            names = [row.name for row in rows]
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
                        player_pk=row.pk,
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
                .join(PlayerRow, SeatRow.player_pk == PlayerRow.pk)
                .where(SeatRow.match_pk == match.pk)
                .order_by(SeatRow.seat)
            ).all()
            events = s.execute(
                select(EventRow.kind, EventRow.dice)
                .where(EventRow.match_pk == match.pk, EventRow.undone.is_(False))
                .order_by(EventRow.seq)
            ).all()
        return LoadedMatch(
            id=match.id,
            game=game_of(match.game),
            rules=dict(match.rules),
            seats=[
                SeatInfo(player.id, player.name, seat.dice, seat.kids, seat.computer)
                for seat, player in seats
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
        """The matches in progress, newest first (startup.py lists them alike without us)."""
        with self.session() as s:
            ids = list(
                s.scalars(
                    select(MatchRow.id)
                    .where(MatchRow.status == "in_progress")
                    .order_by(MatchRow.started.desc(), MatchRow.pk.desc())
                )
            )
        return [unfinished_summary(self.load_match(match_id)) for match_id in ids]

    def set_place_and_note(self, match_id: str, place: str | None, note: str | None) -> None:
        with self.session() as s:
            match = self._match_row(s, match_id)
            match.place = place or None
            match.note = note or None

    def set_real_dice(self, match_id: str, on: bool) -> None:
        """Switch a match between real dice typed in and dice the program throws."""
        with self.session() as s:
            self._match_row(s, match_id).real_dice = on

    def abandon_match(self, match_id: str) -> None:
        with self.session() as s:
            match = self._match_row(s, match_id)
            if match.status != "in_progress":
                raise MatchClosed("Only a match in progress can be abandoned.", "match.not-open")
            match.status = "abandoned"

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
        from .season_ratings import ALL_TIME, rebuild, season_of

        played = replay(self.load_match(match_id))  # its rounds move with it
        with self.session() as s:
            match = self._match_row(s, match_id)
            if match.status != "finished" or match.finished is None:
                raise MatchClosed("Only a finished match has a time to move.")
            game, old = match.game, match.finished
            match.finished = finished
            if started is not None:
                match.started = started
            s.execute(
                update(SeatResultRow)
                .where(SeatResultRow.match_pk == match.pk)
                .values(finished=finished)
            )
            s.flush()
            rebuild_days(s.connection(), {(game, local_day(old)), (game, local_day(finished))})
            seated = list(
                s.scalars(
                    select(SeatRow.player_pk)
                    .where(SeatRow.match_pk == match.pk)
                    .order_by(SeatRow.seat)
                )
            )
            round_tallies.move_match(s.connection(), played, seated, old, finished)
            rebuild(s.connection(), game, {ALL_TIME, season_of(old), season_of(finished)})

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
