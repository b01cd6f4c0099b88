"""The store's tests run on SQLite always, and on PostgreSQL too when ROLLER_TEST_POSTGRES_URL
names a server (`.ci/run` starts one on loopback)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from roller_desktop.store.database import Store, open_store

POSTGRES_URL = os.environ.get("ROLLER_TEST_POSTGRES_URL")

BACKENDS = ["sqlite"] + (["postgres"] if POSTGRES_URL else [])


def empty_postgres(url: str) -> None:
    from sqlalchemy import create_engine

    engine = create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql("DROP SCHEMA public CASCADE")
        connection.exec_driver_sql("CREATE SCHEMA public")
    engine.dispose()


@pytest.fixture(params=BACKENDS)
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a fresh league lives: a new SQLite file, or an emptied PostgreSQL database."""
    if request.param == "postgres":
        assert POSTGRES_URL is not None
        empty_postgres(POSTGRES_URL)
        return POSTGRES_URL
    return str(tmp_path / "league.sqlite3")


@pytest.fixture
def store(location: str) -> Iterator[Store]:
    opened = open_store(location)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def sqlite_path(tmp_path: Path) -> Path:
    return tmp_path / "league.sqlite3"
