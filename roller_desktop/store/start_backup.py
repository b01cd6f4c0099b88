"""The start-up backup of the window's opening, copied after the store is ready."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from . import backups
from .opening import damage_met, is_damage_error


class StartBackup:
    """The backup that is due when the window opens a league, copied in a thread of its own
    once the store is ready, so that a large league is ready to play at once (a copy of
    100,000 matches takes seconds). The copy is SQLite's backup of one moment of the file,
    whatever is written meanwhile, and is checked whole in the background like every copy.

    A copy that meets a damaged page records the damage (backup_checks.record_damage): the
    window's DamageWatch hears of it and stops using the league, as if the opening had found
    it. Any other failure (a full disk, a protected folder) is kept in `failure` for the
    window to say; the league stays open. The store's `close` waits for the copy."""

    def __init__(self, database: Path, before: list[int]) -> None:
        self.database = database
        self.before = before
        self.failure: BaseException | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="start-backup")
        self._then: list[Callable[[StartBackup], None]] = []
        self._guard = threading.Lock()

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            backups.make_backup(self.database, before=self.before)
            backups.thin(self.database)
        except (OSError, sqlite3.Error) as error:
            if is_damage_error(error):  # the copy met a damaged page: the league is damaged
                damage_met(self.database, error, "backup")
            else:
                self.failure = error
        finally:
            with self._guard:
                self.done.set()
                then, self._then = self._then, []
            for callback in then:
                callback(self)

    def then(self, callback: Callable[[StartBackup], None]) -> None:
        """Call `callback` when the copy is done (at once when it is; else from its thread)."""
        with self._guard:
            if not self.done.is_set():
                self._then.append(callback)
                return
        callback(self)

    def wait(self) -> None:
        if self._thread.is_alive():
            self._thread.join()
