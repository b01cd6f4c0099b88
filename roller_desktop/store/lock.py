"""One program per league file: exclusive locks held while the store is open.

A league is one file however it is named, so the lock follows the file, not the name:

1. `<file>.lock` beside the file the name leads to, with symbolic links resolved (a link to
   the league, or to its folder, finds the same lock file; older versions of the program
   use this lock too);
2. on Linux and macOS, a `flock` on the database file itself, which every name of the file
   shares, hard links included. SQLite's own locks are POSIX record locks, which `flock`
   does not touch. A file that does not exist yet gets this lock once it has been made
   (`cover`).

Within one process a second lock on a file already held is refused from a table of held
files (device and inode, from `stat`) before any descriptor of it is opened: closing a
descriptor drops every POSIX lock the process holds on the file, SQLite's for the open league
among them.

The operating system drops the locks when the process ends, however it ends, so a crash never
leaves the league locked.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

from .errors import DatabaseInUse

_held: set[tuple[int, int]] = set()  # (device, inode) of the files this process has locked
_held_guard = threading.Lock()
_kept: list[int] = []


class FileLock:
    def __init__(self, database: Path) -> None:
        self.name = database.name
        self.database = Path(os.path.realpath(database))
        self.path = self.database.with_name(self.database.name + ".lock")
        self._fd: int | None = None
        self._file_fd: int | None = None
        self._identity: tuple[int, int] | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            raise in_use(self.name) from None
        self._fd = fd
        try:
            self.cover()
        except BaseException:
            self.release()
            raise

    def cover(self) -> None:
        """Lock the database file itself (every name of it), if it exists and is not locked by
        us yet. Raises DatabaseInUse when another program holds it under another name."""
        if self._file_fd is not None or sys.platform == "win32":
            return
        try:
            status = os.stat(self.database)
        except OSError:
            return  # a new league (covered once it is made), or unreadable: opening says so
        with _held_guard:
            if (status.st_dev, status.st_ino) in _held:  # another name of a file open here
                raise in_use(self.name)
            try:
                fd = os.open(self.database, os.O_RDONLY)
            except OSError:
                return
            identity = _identity(fd)
            if identity in _held:  # the name was moved meanwhile onto a file open here:
                _kept.append(fd)  # never closed, for closing would drop that league's locks
                raise in_use(self.name)
            try:
                _lock(fd)
            except OSError:
                os.close(fd)  # no league of this process has this file open: see above
                raise in_use(self.name) from None
            _held.add(identity)
        self._file_fd, self._identity = fd, identity

    def release(self) -> None:
        if self._file_fd is not None:
            with _held_guard:
                _unlock(self._file_fd)
                os.close(self._file_fd)
                if self._identity is not None:
                    _held.discard(self._identity)
            self._file_fd = self._identity = None
        if self._fd is not None:
            _unlock(self._fd)
            os.close(self._fd)
            self._fd = None


def in_use(name: str) -> DatabaseInUse:
    return DatabaseInUse(
        f"The league {name} is open in another Roller window or program. "
        "Close that one first, then try again.",
        "lock.in-use",
        name=name,
    )


def _identity(fd: int) -> tuple[int, int]:
    status = os.fstat(fd)
    return status.st_dev, status.st_ino


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
