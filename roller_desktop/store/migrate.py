"""Running the shipped Alembic migrations on an open connection.

Alembic itself is imported only when a migration is due: start-up compares the database's
revision with SCHEMA_REVISIONS (a test keeps that list equal to the migration scripts).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Connection

# Every revision this program knows, oldest first; the last is the schema of models.py.
SCHEMA_REVISIONS: tuple[str, ...] = (
    "0001",
    "0002",
    "0003",
    "0004",
    "0005",
    "0006",
    "0007",
    "0008",
    "0009",
    "0010",
    "0011",
    "0012",
    "0013",
    "0014",
    "0015",
    "0016",
    "0017",
    "0018",
    "0019",
)
SCHEMA_HEAD = SCHEMA_REVISIONS[-1]

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


# A migration with long work (0008 reads every match's events) reports (what, done, total).
Progress = Callable[[str, int, int], None]


def upgrade(
    connection: Connection, revision: str = "head", progress: Progress | None = None
) -> None:
    """Bring the schema up to `revision`; long work reports to `progress`, or else as a line on
    stderr when it is long enough to wait for."""
    from alembic import command

    config = alembic_config(connection)
    config.attributes["progress"] = progress or ProgressLine()
    command.upgrade(config, revision)


class ProgressLine:
    """Progress of a long migration on stderr, at most every few seconds (quiet for small
    leagues: a few thousand matches take a moment)."""

    def __init__(self, interval: float = 2.0, least: int = 5000) -> None:
        self.interval = interval
        self.least = least
        self._last = 0.0

    def __call__(self, what: str, done: int, total: int) -> None:
        import sys
        import time

        now = time.monotonic()
        if total < self.least or (done < total and now - self._last < self.interval):
            return
        self._last = now
        print(
            f"Updating the league, {what}: {done:,} of {total:,} matches",
            file=sys.stderr,
            flush=True,
        )


def downgrade(connection: Connection, revision: str) -> None:
    from alembic import command

    command.downgrade(alembic_config(connection), revision)


def script_revisions() -> list[str]:
    """The revisions of the shipped scripts, oldest first (for tests and checks)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return [r.revision for r in reversed(list(script.walk_revisions()))]
