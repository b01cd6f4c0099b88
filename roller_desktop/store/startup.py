"""Opening a league file for the first window quickly: without SQLAlchemy, without reading every
page.

`open_store` does everything before it returns: lock, integrity check of every page, backup,
migration, SQLAlchemy (about 0.5 s of imports; the check alone takes seconds on a league of
100,000 matches). The window needs only the unfinished matches for its start screen, so start-up
goes in two steps:

1. `open_quickly` (before the window): takes the lock, reads the header, the schema revision
   and the unfinished matches' rows with the standard `sqlite3` module on a read-only
   connection. Foreign, newer, unreadable or locked files are refused here, before any window,
   with the messages `open_store` gives. Nothing is written (the lock file aside, as ever).
   The rows are replayed into the start screen's list when it is first asked for (the window:
   after its first paint), so the engine is not imported before the window maps.
2. `QuickOpen.finish` (after the window is shown, in a worker thread): the integrity check of
   every page, the backup that is due, then the SQLAlchemy `Store`, which takes over the lock.
   Until it returns, nothing can write: the window hands out no store before then. A file
   that fails the check is refused with the same message, still never written to.

A file whose schema is older than this program's is not listed quickly: the window's start-up
runs `finish` at once (check, backup, migration) and only then shows the window.
"""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .access import make_folder, take_lock
from .backup_checks import record_damage
from .errors import DamagedDatabase, StoreError
from .lock import FileLock, in_use
from .migrate import SCHEMA_HEAD, Progress
from .opening import check_integrity, inspect_file, is_damage_error, is_locked_error, read_only
from .paths import is_url, resolve_location
from .unfinished_tables import UNFINISHED_TABLES_SQL, table_places

if TYPE_CHECKING:
    from .database import Store
    from .values import DamagedMatch, MatchSummary


# A NamedTuple and a plain class, not dataclasses: this module is on the way to the window's
# first paint, where a dataclass's class costs about 1.5 ms (its methods compiled from source).


class UnfinishedRows(NamedTuple):
    """One match in progress as the file holds it: the matches row, its seats and events."""

    match: tuple[Any, ...]  # pk, id, game, rules, starter, started
    seats: list[tuple[Any, ...]]  # player id, name, dice, kids, computer
    events: list[tuple[Any, ...]]  # kind, dice
    table: tuple[Any, ...] | None = None  # championship, round, table (UNFINISHED_TABLES_SQL)


class QuickOpen:
    """A locked league file with what the start screen shows; `finish` makes it a Store."""

    def __init__(
        self,
        path: Path,
        revision: str | None,
        rows: list[UnfinishedRows] | None,
        lock: FileLock | None,
        looking_only: bool = False,
        whole_check: str = "",
    ) -> None:
        self.path = path
        self.revision = revision  # None: a new file (created by finish)
        self.rows = rows  # the matches in progress; None: not read (migration)
        self.lock = lock
        # No lock could be taken (a read-only folder or lock file): the league opens for looking.
        self.looking_only = looking_only
        # Why `finish` checks every page before the store is built ("" when it does not): the
        # program ended without closing the league ("unclean-end") or damage is known ("damage").
        self.whole_check = whole_check
        self._cancelled = threading.Event()
        self._finished = False
        self._listed: tuple[list[MatchSummary], list[DamagedMatch]] | None = None

    def __repr__(self) -> str:
        return f"QuickOpen({str(self.path)!r}, revision={self.revision!r})"

    @property
    def window_first(self) -> bool:
        """The window may show before `finish`: no migration is due, the list is read."""
        return self.rows is not None

    @property
    def replayed(self) -> bool:
        """The unfinished matches are listed (replayed), or there is nothing to replay."""
        return self._listed is not None or not self.rows

    @property
    def unfinished(self) -> list[MatchSummary] | None:
        """The matches in progress, newest first, as Store.unfinished_matches lists them
        (replayed when first asked for); None when a migration is due."""
        if self.rows is None:
            return None
        return self._list()[0]

    @property
    def damaged(self) -> list[DamagedMatch]:
        """The matches in progress whose events do not replay, as Store.damaged_matches."""
        return self._list()[1] if self.rows else []

    def _list(self) -> tuple[list[MatchSummary], list[DamagedMatch]]:
        if self._listed is None:
            self._listed = _replay_unfinished(self.rows or [])
        return self._listed

    def finish(self, backup: bool = True, progress: Progress | None = None) -> Store:
        """Check every page, take the backup that is due, migrate (long work reports to
        `progress`, from this thread), build the Store.

        Raises DamagedDatabase (the file untouched) when the check fails; the lock is released
        on any failure. The check runs in a thread of its own while SQLAlchemy is imported here.
        """
        lock, self.lock = self.lock, None
        if (lock is None and not self.looking_only) or self._finished:
            raise StoreError("The league has been closed already.")
        self._finished = True
        try:
            problems: list[Exception] = []
            checker = threading.Thread(
                target=_check_into, args=(self.path, problems), name="league-check"
            )
            checker.start()
            try:
                from .database import open_locked  # SQLAlchemy: meanwhile, on the other core
            finally:
                checker.join()
            if problems:
                raise problems[0]
            if self._cancelled.is_set():
                raise StoreError("The league was closed before it was opened.")
            return open_locked(self.path, lock, self.revision, backup, progress, backup_later=True)
        except BaseException:
            if lock is not None:
                lock.release()
            raise

    def cancel(self) -> None:
        """From another thread: make `finish` stop after the check (no backup, no store)."""
        self._cancelled.set()

    def release(self) -> None:
        """Give the file up without finishing (the window failed or was closed first)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def open_quickly(path_or_url: str | Path | None = None) -> QuickOpen | None:
    """Lock and read an SQLite league for the first window; None for a database server (the
    caller opens that with `open_store`). Raises the StoreErrors `open_store` raises."""
    location = resolve_location(str(path_or_url) if path_or_url is not None else None)
    if location.startswith("sqlite:///"):
        location = location[len("sqlite:///") :]
    if is_url(location):
        return None
    path = Path(location).expanduser()
    make_folder(path)
    lock = take_lock(path)
    try:
        # The backups offered with a refusal are not checked here, before any window: the
        # refusal's box checks a copy not checked yet, with a bar (damaged_file.py).
        revision = inspect_file(path, full_check=False, check_backups=False)
        rows: list[UnfinishedRows] | None = None
        if revision is None:
            rows = []
        elif revision == SCHEMA_HEAD:
            rows = _read_or_defer(path)
        return QuickOpen(
            path, revision, rows, lock, looking_only=lock is None, whole_check=_why_whole(path)
        )
    except sqlite3.Error as error:
        if lock is not None:
            lock.release()
        if is_locked_error(error):
            raise in_use(path.name) from None
        # names the damage as open_store would, and raises
        inspect_file(path, full_check=True, check_backups=False)
        raise DamagedDatabase(
            f"The league {path.name} is damaged and cannot be read ({error}). "
            "The file has not been changed.",
            code="file.damaged",
            name=path.name,
        ) from None
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def _read_or_defer(path: Path) -> list[UnfinishedRows]:
    """The unfinished matches' rows; none when a damaged page is met on the way to them (the
    pages of a match being played when the power went): the damage is recorded, so the window
    shows and `finish` checks every page in its worker, then refuses the league (the check of a
    large league takes seconds: here, before any window, nothing would be on the screen)."""
    try:
        return _read_unfinished(path)
    except sqlite3.Error as error:
        if not is_damage_error(error):
            raise
        record_damage(path, str(error), "opening")
        return []


def _why_whole(path: Path) -> str:
    """Why the opening checks every page of the file ("" when it does not)."""
    from .backup_checks import ended_uncleanly, known_damage

    if known_damage(path) is not None:
        return "damage"
    return "unclean-end" if ended_uncleanly(path) else ""


def _check_into(path: Path, problems: list[Exception]) -> None:
    try:
        check_integrity(path, check_backups=False)  # the refusal's box checks the copies
    except Exception as error:  # a check that could not run is no pass: nothing is opened
        problems.append(error)


def _read_unfinished(path: Path) -> list[UnfinishedRows]:
    """The rows of the matches in progress, newest first, as Store.unfinished_matches reads
    them. Raises sqlite3.Error on a damaged file."""
    connection = read_only(path)
    try:
        matches = connection.execute(
            "SELECT pk, id, game, rules, starter, started FROM matches"
            " WHERE status = 'in_progress' ORDER BY started DESC, pk DESC"
        ).fetchall()
        tables = {row[0]: row for row in connection.execute(UNFINISHED_TABLES_SQL).fetchall()}
        found = []
        for match in matches:
            seats = connection.execute(
                "SELECT players.id, players.name, seats.dice, seats.kids, seats.computer"
                " FROM seats LEFT JOIN players ON seats.player_pk = players.pk"
                " WHERE seats.match_pk = ? ORDER BY seats.seat",
                (match[0],),
            ).fetchall()
            events = connection.execute(
                "SELECT kind, dice FROM events WHERE match_pk = ? AND NOT undone ORDER BY seq",
                (match[0],),
            ).fetchall()
            found.append(UnfinishedRows(match, seats, events, tables.get(match[1])))
        return found
    finally:
        connection.close()


def _replay_unfinished(
    rows: list[UnfinishedRows],
) -> tuple[list[MatchSummary], list[DamagedMatch]]:
    """The start screen's list from the rows: the matches in progress, newest first, and those
    whose events do not replay, as Store.unfinished_matches and Store.damaged_matches list
    them (the same functions of games.py replay them)."""
    if not rows:
        return [], []
    # The engine replays them: imported only when there is a match to resume (start-up).
    import json
    from dataclasses import replace

    from .games import event_of, game_of, unfinished_summary
    from .values import DamagedMatch, LoadedMatch, SeatInfo, seat_names

    summaries: list[MatchSummary] = []
    damaged: list[DamagedMatch] = []
    for row in rows:
        _, match_id, game, rules, starter, started = row.match
        seats = row.seats
        when = datetime.fromisoformat(started)
        try:
            loaded = LoadedMatch(
                id=match_id,
                game=game_of(game),
                rules=json.loads(rules),
                seats=[
                    SeatInfo(p, name, d, bool(k), c)
                    for (p, _, d, k, c), name in zip(
                        seats,
                        seat_names([(n if p is not None else None, c) for p, n, _, _, c in seats]),
                        strict=True,
                    )
                ],
                starter=starter,
                events=[event_of(kind, dice) for kind, dice in row.events],
                status="in_progress",
                started=when,
                finished=None,
                place=None,
                note=None,
            )
            summary = unfinished_summary(loaded)
            tables = table_places([row.table]) if row.table is not None else {}
            summaries.append(replace(summary, table=tables.get(match_id)))
        except (ValueError, TypeError, KeyError) as error:  # as the store reports it
            names = tuple(name for _, name, *_ in seats)
            damaged.append(DamagedMatch(match_id, game_of(game), when, names, str(error)))
    return summaries, damaged
