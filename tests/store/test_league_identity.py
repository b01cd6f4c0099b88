"""The league's own id (revision 0014): made once with the database, kept, different for every
league; the new kinds of keeper's change are accepted and the old schema gets rid of them."""

from __future__ import annotations

import uuid
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, insert, select
from sqlalchemy.exc import IntegrityError

from roller_desktop.store import migrate
from roller_desktop.store.database import open_store
from roller_desktop.store.league_identity import league_id
from roller_desktop.store.models import KeeperChangeRow


def test_a_league_keeps_its_id_and_another_league_has_another(
    location: str, tmp_path: Path
) -> None:
    with open_store(location) as store:
        first = league_id(store)
    with open_store(location) as store:
        assert league_id(store) == first
    with open_store(tmp_path / "other.sqlite3") as other:
        assert league_id(other) != first
    assert str(uuid.UUID(first)) == first


def _change(kind: str) -> dict[str, object]:
    return {"id": str(uuid.uuid4()), "kind": kind, "at": datetime(2026, 12, 1), "data": {}}


def test_the_new_kinds_are_taken_and_an_unknown_kind_refused(location: str) -> None:
    with open_store(location) as store:
        with store.session() as s:
            for kind in ["import", "undo", "rename", "archive", "correct", "merge"]:
                s.execute(insert(KeeperChangeRow).values(**_change(kind)))
            kinds = sorted(s.execute(select(KeeperChangeRow.kind)).scalars())
        assert kinds == ["archive", "correct", "import", "merge", "rename", "undo"]
        with store.session() as s, pytest.raises(IntegrityError):
            s.execute(insert(KeeperChangeRow).values(**_change("shuffle")))


def test_downgrade_to_0013_drops_only_the_changes_of_the_new_kinds(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store, store.session() as s:
        for kind in ["merge", "import", "rename"]:
            s.execute(insert(KeeperChangeRow).values(**_change(kind)))
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        migrate.downgrade(connection, "0013")
    with engine.connect() as connection:
        kinds = connection.exec_driver_sql("SELECT kind FROM keeper_changes").scalars().all()
        tables = connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'table'"
        ).scalars()
        assert kinds == ["merge"]
        assert "league_info" not in set(tables)
    engine.dispose()
