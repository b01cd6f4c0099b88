"""The write-ahead log copied back into the league file from a thread of its own.

SQLite's automatic checkpoint runs inside whichever commit passes 1,000 pages of log: on the
window's thread, a few milliseconds of copying and a wait for the disk in the key that
happened to commit then (issue 28). A league file's writing connections turn it off
(`wal_autocheckpoint = 0`); after each commit the log's size is looked at (one stat), and past
`CHECKPOINT_AT` bytes a short thread opens a connection of its own and runs a PASSIVE
checkpoint, which never holds a writer or a reader up. Durability is the same: a commit is
whole in the log once it returns (synchronous=FULL); a checkpoint only copies pages back, and
SQLite's recovery reads the log after a kill wherever a checkpoint stopped. When the log has
been copied back whole, the next write starts it again from its beginning and cuts the file to
`LOG_KEPT` bytes (`journal_size_limit`), so it stays bounded. The last connection to close
checkpoints and deletes the log, as before.

A league opened only for reading never checkpoints: it cannot write the file, and it need not.
A command reading beside the window (database.open_reader: one read transaction) holds the
window's checkpoints back to its snapshot while it reads, so the log grows by what the window
commits meanwhile; nothing is lost (every commit is whole in the log), and the window's next
commit after the reading ends copies the log back and starts it again (a test shows both).
A league read-only here (its file or folder) has no writer to grow its log, and its log, if
an unclean end left one, is read as it is and kept for the next program that can write.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy import Engine, event

CHECKPOINT_AT = 4 * 1024 * 1024  # bytes of log: about SQLite's own 1,000 pages
LOG_KEPT = 1024 * 1024  # the log file is cut to this when it starts again
BUSY_TIMEOUT_S = 5.0

_of_engine: WeakKeyDictionary[Engine, Checkpoints] = WeakKeyDictionary()


class Checkpoints:
    """The checkpoints of one league file, each in a short thread of its own."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.log = path.with_name(path.name + "-wal")
        self._thread: threading.Thread | None = None
        self._guard = threading.Lock()  # the window and a worker thread may both commit
        self._running = False
        self._again = False
        self.done = 0  # checkpoints run (tests and benchmarks read it)
        self.committed = False  # a connection committed since it was taken from the pool

    def committing(self) -> None:
        """After a commit, on the writer's thread: a checkpoint begun when the log has grown
        past CHECKPOINT_AT; while one runs, it runs once more when it ends (it may have begun
        before this commit ended, and the log starts again only once all of it is copied)."""
        with self._guard:
            if self._running:
                self._again = True
                return
            try:
                size = os.stat(self.log).st_size
            except OSError:
                return
            if size < CHECKPOINT_AT:
                return
            self._running = True
            self._thread = threading.Thread(target=self._checkpoints, name="wal-checkpoint")
            self._thread.daemon = True
            self._thread.start()

    def _checkpoints(self) -> None:
        while True:
            self._checkpoint()
            with self._guard:
                if not self._again:
                    self._running = False
                    return
                self._again = False

    def _checkpoint(self) -> None:
        try:
            connection = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error:
            return
        try:  # synchronous=FULL: the file is synced before the log may start again
            connection.execute("PRAGMA synchronous = FULL")
            connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            self.done += 1
        except sqlite3.Error:
            pass  # busy or failing: the next commit asks again; the log keeps every page
        finally:
            connection.close()

    def wait(self) -> None:
        """Until the checkpoint running (if any) has ended."""
        with self._guard:
            thread, self._thread = self._thread, None
        if thread is not None:
            thread.join()


def checkpoint_in_background(engine: Engine, path: Path) -> Checkpoints:
    """Set `engine` (a league file's writing engine) to leave checkpoints to Checkpoints."""
    checkpoints = Checkpoints(path)
    _of_engine[engine] = checkpoints

    @event.listens_for(engine, "connect")
    def _no_automatic(dbapi_connection: Any, _record: object) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA wal_autocheckpoint = 0")
        cursor.execute(f"PRAGMA journal_size_limit = {LOG_KEPT}")
        cursor.close()

    # When a connection that committed goes back to the pool: after its commit, so that the
    # checkpoint can copy that commit too and the next write starts the log afresh ("commit"
    # comes before the commit; reads do not start one, which would race the write after them).
    @event.listens_for(engine, "commit")
    def _committing(_connection: Any) -> None:
        checkpoints.committed = True

    @event.listens_for(engine, "checkin")
    def _returned(_dbapi_connection: Any, _record: object) -> None:
        if checkpoints.committed:
            checkpoints.committed = False
            checkpoints.committing()

    return checkpoints


def checkpoints_of(engine: Engine) -> Checkpoints | None:
    return _of_engine.get(engine)


def end_checkpoints(engine: Engine) -> None:
    """Wait for the engine's running checkpoint, before its connections close and the lock is
    let go (the last connection's close then checkpoints what is left, as SQLite does)."""
    checkpoints = _of_engine.get(engine)
    if checkpoints is not None:
        checkpoints.wait()
