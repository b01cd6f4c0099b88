"""Opening a league file for the first window quickly: without SQLAlchemy, without reading every
page.

`open_store` does everything before it returns: lock, integrity check of every page, backup,
migration, SQLAlchemy (about 0.5 s of imports; the check alone takes seconds on a league of
100,000 matches). The window needs only the unfinished matches for its start screen, so start-up
goes in two steps:

1. `open_quickly` (before the window): takes the lock, reads the header, the schema revision
   and the unfinished matches with the standard `sqlite3` module on a read-only connection.
   Foreign, newer, unreadable or locked files are refused here, before any window, with the
   messages `open_store` gives. Nothing is written (the lock file aside, as ever).
2. `QuickOpen.finish` (after the window is shown, in a worker thread): the integrity check of
   every page, the backup that is due, then the SQLAlchemy `Store`, which takes over the lock.
   Until it returns, nothing can write: the window hands out no store before then. A file
   that fails the check is refused with the same message, still never written to.

A file whose schema is older than this program's is not listed quickly: the window's start-up
runs `finish` at once (check, backup, migration) and only then shows the window.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import DamagedDatabase, StoreError
from .games import event_of, game_of, unfinished_summary
from .lock import FileLock
from .migrate import SCHEMA_HEAD, Progress
from .opening import check_integrity, inspect_file, read_only
from .paths import is_url, resolve_location
from .values import LoadedMatch, MatchSummary, SeatInfo

if TYPE_CHECKING:
    from .database import Store


@dataclass
class QuickOpen:
    """A locked league file with what the start screen shows; `finish` makes it a Store."""

    path: Path
    revision: str | None  # None: a new file (created by finish)
    unfinished: list[MatchSummary] | None  # None: not read (a migration is due, or a match
    lock: FileLock | None = field(repr=False)  # does not replay: the full store tells)
    _cancelled: threading.Event = field(default_factory=threading.Event, repr=False)

    @property
    def window_first(self) -> bool:
        """The window may show before `finish`: no migration is due, the list is read."""
        return self.unfinished is not None

    def finish(self, backup: bool = True, progress: Progress | None = None) -> Store:
        """Check every page, take the backup that is due, migrate (long work reports to
        `progress`, from this thread), build the Store.

        Raises DamagedDatabase (the file untouched) when the check fails; the lock is released
        on any failure. The check runs in a thread of its own while SQLAlchemy is imported here.
        """
        lock, self.lock = self.lock, None
        if lock is None:
            raise StoreError("The league has been closed already.")
        try:
            problems: list[StoreError] = []
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
            return open_locked(self.path, lock, self.revision, backup, progress)
        except BaseException:
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
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path)
    lock.acquire()
    try:
        revision = inspect_file(path, full_check=False)
        unfinished: list[MatchSummary] | None = None
        if revision is None:
            unfinished = []
        elif revision == SCHEMA_HEAD:
            unfinished = _read_unfinished(path)
        return QuickOpen(path, revision, unfinished, lock)
    except sqlite3.Error as error:
        lock.release()
        inspect_file(path)  # the full check names the damage as open_store would, and raises
        raise DamagedDatabase(
            f"The league {path.name} is damaged and cannot be read ({error}). "
            "The file has not been changed.",
            code="file.damaged",
            name=path.name,
        ) from None
    except BaseException:
        lock.release()
        raise


def _check_into(path: Path, problems: list[StoreError]) -> None:
    try:
        check_integrity(path)
    except StoreError as error:
        problems.append(error)


def _read_unfinished(path: Path) -> list[MatchSummary] | None:
    """The matches in progress, newest first, as Store.unfinished_matches lists them: the same
    rows, replayed by the same functions (games.py). None if one does not replay (the full
    store reports that as it always has). Raises sqlite3.Error on a damaged file."""
    connection = read_only(path)
    try:
        matches = connection.execute(
            "SELECT pk, id, game, rules, starter, started FROM matches"
            " WHERE status = 'in_progress' ORDER BY started DESC, pk DESC"
        ).fetchall()
        summaries = []
        for pk, match_id, game, rules, starter, started in matches:
            seats = connection.execute(
                "SELECT players.id, players.name, seats.dice, seats.kids, seats.computer"
                " FROM seats JOIN players ON seats.player_pk = players.pk"
                " WHERE seats.match_pk = ? ORDER BY seats.seat",
                (pk,),
            ).fetchall()
            events = connection.execute(
                "SELECT kind, dice FROM events WHERE match_pk = ? AND NOT undone ORDER BY seq",
                (pk,),
            ).fetchall()
            try:
                loaded = LoadedMatch(
                    id=match_id,
                    game=game_of(game),
                    rules=json.loads(rules),
                    seats=[SeatInfo(p, n, d, bool(k), c) for p, n, d, k, c in seats],
                    starter=starter,
                    events=[event_of(kind, dice) for kind, dice in events],
                    status="in_progress",
                    started=datetime.fromisoformat(started),
                    finished=None,
                    place=None,
                    note=None,
                )
                summaries.append(unfinished_summary(loaded))
            except (ValueError, TypeError):  # bad rules, a bad event: as the store reports it
                return None
        return summaries
    finally:
        connection.close()
