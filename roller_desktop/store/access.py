"""May this program write the league file here? The folder made, the lock taken, or the league
opened for looking only (a read-only file, folder or lock file). Standard library only: the
window's quick start uses it before SQLAlchemy is imported."""

from __future__ import annotations

import os
from pathlib import Path

from .errors import StoreError, os_values, plain_os_error
from .lock import FileLock


def make_folder(path: Path) -> None:
    """The league's folder, made if missing; StoreError in plain words if it cannot be."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(
            f"The folder {path.parent} for the league cannot be made: {plain_os_error(error)}",
            "folder.make",
            folder=str(path.parent),
            **os_values(error),
        ) from None


def take_lock(path: Path) -> FileLock | None:
    """The league's lock; None where the lock file cannot be made or opened for writing (a
    read-only folder or lock file): the league can then only be looked at (see writable)."""
    lock = FileLock(path)
    try:
        lock.acquire()
    except OSError as error:
        if not path.exists():
            raise StoreError(
                f"A league cannot be made in {path.parent}: {plain_os_error(error)}",
                "folder.lock",
                folder=str(path.parent),
                **os_values(error),
            ) from None
        return None
    return lock


def writable(path: Path, lock: FileLock | None) -> bool:
    """Whether this program may write the league: the file, its folder (for the write-ahead
    log beside it) and the lock. Otherwise it opens for looking only."""
    if lock is None:
        return False
    if path.exists() and not os.access(path, os.W_OK):
        return False
    return os.access(path.parent, os.W_OK | os.X_OK)
