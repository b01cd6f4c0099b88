"""One program per league file: an exclusive lock on `<file>.lock`, held while the store is open.

The operating system drops the lock when the process ends, however it ends, so a crash never
leaves the league locked.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import DatabaseInUse


class FileLock:
    def __init__(self, database: Path) -> None:
        self.path = database.with_name(database.name + ".lock")
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            raise DatabaseInUse(
                f"The league {self.path.with_suffix('').name} is open in another Roller window "
                "or program. Close that one first, then try again.",
                "lock.in-use",
                name=self.path.with_suffix("").name,
            ) from None
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            _unlock(self._fd)
            os.close(self._fd)
            self._fd = None


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
