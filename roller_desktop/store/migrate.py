"""Running the shipped Alembic migrations on an open connection.

Alembic itself is imported only when a migration is due: start-up compares the database's
revision with SCHEMA_REVISIONS (a test keeps that list equal to the migration scripts).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Connection

# Every revision this program knows, oldest first; the last is the schema of models.py.
SCHEMA_REVISIONS: tuple[str, ...] = ("0001", "0002", "0003", "0004", "0005", "0006", "0007")
SCHEMA_HEAD = SCHEMA_REVISIONS[-1]

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection, revision: str = "head") -> None:
    from alembic import command

    command.upgrade(alembic_config(connection), revision)


def downgrade(connection: Connection, revision: str) -> None:
    from alembic import command

    command.downgrade(alembic_config(connection), revision)


def script_revisions() -> list[str]:
    """The revisions of the shipped scripts, oldest first (for tests and checks)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return [r.revision for r in reversed(list(script.walk_revisions()))]
