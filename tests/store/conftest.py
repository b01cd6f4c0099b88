"""The store's tests run on SQLite always, and on PostgreSQL too when ROLLER_TEST_POSTGRES_URL
names a server (`.ci/run` starts one on loopback). Under pytest-xdist (tools/test runs a worker per
core) each worker has a database of its own on that server, so that emptying it between tests
never pulls the tables from under the other worker's test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from roller_desktop.store.database import Store, open_store


def worker_database(url: str | None) -> str | None:
    """The URL's database for a run in one process; under xdist the worker's own one beside it
    (roller_test_gw0, roller_test_gw1, ...), made on the server when it is missing."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if url is None or not worker:
        return url
    from sqlalchemy import create_engine, make_url, text

    server = make_url(url)
    name = f"{server.database}_{worker}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            found = connection.execute(
                text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name}
            ).first()
            if found is None:
                connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    finally:
        admin.dispose()
    return server.set(database=name).render_as_string(hide_password=False)


POSTGRES_URL = worker_database(os.environ.get("ROLLER_TEST_POSTGRES_URL"))

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
