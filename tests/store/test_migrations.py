"""Migrations: every revision up and down, models agree with the scripts, old files upgrade."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Engine, create_engine, inspect

from roller_desktop.store import migrate
from roller_desktop.store.database import open_store, sqlite_engine
from roller_desktop.store.models import Base

from .conftest import POSTGRES_URL, empty_postgres


def test_the_known_revisions_are_the_shipped_scripts() -> None:
    assert migrate.script_revisions() == list(migrate.SCHEMA_REVISIONS)


@pytest.fixture
def bare_engine(location: str) -> Iterator[Engine]:
    engine = create_engine(location) if location == POSTGRES_URL else sqlite_engine(Path(location))
    yield engine
    engine.dispose()


def differences(engine: Engine) -> list[object]:
    with engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "render_as_batch": True}
        )
        return list(compare_metadata(context, Base.metadata))


def test_models_and_migrations_agree(bare_engine: Engine) -> None:
    with bare_engine.begin() as connection:
        migrate.upgrade(connection)
    assert differences(bare_engine) == []


def test_stairway_up_and_down_every_revision(bare_engine: Engine) -> None:
    revisions = migrate.SCHEMA_REVISIONS
    for index, revision in enumerate(revisions):
        with bare_engine.begin() as connection:
            migrate.upgrade(connection, revision)
        below = revisions[index - 1] if index else "base"
        with bare_engine.begin() as connection:
            migrate.downgrade(connection, below)
        with bare_engine.begin() as connection:
            migrate.upgrade(connection, revision)
    assert differences(bare_engine) == []
    with bare_engine.begin() as connection:
        migrate.downgrade(connection, "base")
    assert set(inspect(bare_engine).get_table_names()) <= {"alembic_version"}


def test_open_store_migrates_a_new_database(location: str) -> None:
    with open_store(location) as store, store.engine.connect() as connection:
        assert MigrationContext.configure(connection).get_current_revision() == (
            migrate.SCHEMA_HEAD
        )
    if location == POSTGRES_URL:
        empty_postgres(location)
