"""Putting a backup back into the open league (File → Restore from backup…). No Qt here.

The backup is checked first (readable, a league, not from a newer version); then the league as
it is now is itself backed up, so a restore never loses anything; then SQLite's backup API
copies the chosen backup into the open file in one step, and an older schema is migrated.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from . import backups
from .database import Store
from .errors import NotARollerDatabase, StoreError
from .migrate import SCHEMA_HEAD, upgrade
from .opening import inspect_file


def restore_backup(store: Store, backup: Path) -> Path:
    """Replace the open league's content by `backup`; return the backup of what it replaced.

    Raises a StoreError (DamagedDatabase, NotARollerDatabase, NewerSchema) with a message for
    people when the backup cannot be used; the league is then unchanged.
    """
    if store.path is None:
        raise StoreError(
            "A league on a database server is restored with the server's own tools.",
            "restore.server",
        )
    if backup.resolve() == store.path.resolve():
        raise StoreError("That is the league itself, not a backup of it.", "restore.itself")
    revision = inspect_file(backup)  # raises when damaged, foreign or newer
    if revision is None:
        raise NotARollerDatabase(
            f"{backup.name} holds no league: nothing to restore.",
            code="restore.empty",
            name=backup.name,
        )
    saved = backups.make_backup(store.path, reason="before-restore")
    source = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)
    try:
        with store.engine.connect() as connection:
            target = connection.connection.driver_connection
            assert isinstance(target, sqlite3.Connection)
            source.backup(target)
    finally:
        source.close()
    if revision != SCHEMA_HEAD:
        with store.engine.begin() as connection:
            upgrade(connection)
    store.engine.dispose()  # no pooled connection keeps a view of the old content
    return saved
