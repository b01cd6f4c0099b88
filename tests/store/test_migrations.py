"""Migrations: every revision up and down, models agree with the scripts, old files upgrade."""

from __future__ import annotations

import ast
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Engine, create_engine, inspect, select

from roller_desktop.store import migrate
from roller_desktop.store.database import open_store, sqlite_engine
from roller_desktop.store.derived.league_days import RESULT_COLUMNS, day_rows
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


VERSIONS = Path(migrate.__file__).resolve().parent / "migrations" / "versions"
DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize("script", sorted(VERSIONS.glob("0*.py")), ids=lambda p: p.name)
def test_migrations_depend_only_on_sqlalchemy_and_alembic(script: Path) -> None:
    """A migration that imported live code would change when that code changes."""
    tree = ast.parse(script.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0 and node.module is not None, f"{script.name}: relative import"
            modules = [node.module]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        else:
            continue
        for module in modules:
            top = module.split(".")[0]
            assert top in sys.stdlib_module_names | {"__future__", "sqlalchemy", "alembic"}, (
                f"{script.name} imports {module}"
            )


def test_frozen_recount_sums_the_first_revision_league_as_the_live_code_does(
    tmp_path: Path,
) -> None:
    """0003 counted league_days first; 0012 counts them anew (like with like): at the head,
    they are what the live code sums from the migrated seat results."""
    path = tmp_path / "league.sqlite3"
    shutil.copy(DATA / "first_revision.sqlite3", path)
    engine = sqlite_engine(path)
    try:
        with engine.begin() as connection:
            migrate.upgrade(connection)
        results = Base.metadata.tables["seat_results"]
        days = Base.metadata.tables["league_days"]
        with engine.connect() as connection:
            live = day_rows(
                dict(row._mapping)
                for row in connection.execute(select(*(results.c[n] for n in RESULT_COLUMNS)))
            )
            assert live, "the fixture has finished matches of two or more players"
            columns = [days.c[name] for name in live[0]]
            migrated = [dict(row._mapping) for row in connection.execute(select(*columns))]
    finally:
        engine.dispose()

    def ordered(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return sorted(rows, key=lambda r: (r["game"], r["day"], r["player_pk"]))

    assert ordered(migrated) == ordered(live)
