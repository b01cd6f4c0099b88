"""Restoring a backup into the open league: the old content comes back, nothing is lost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from roller_desktop.store import backups
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, NewerSchema, StoreError
from roller_desktop.store.migrate import SCHEMA_HEAD
from roller_desktop.store.restore import restore_backup


def names(store: object) -> list[str]:
    return [p.name for p in store.players()]  # type: ignore[attr-defined]


def test_a_backup_comes_back_and_the_replaced_league_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Anna")
        backup = backups.make_backup(path, reason="test")
        store.add_player("Bo")
        saved = restore_backup(store, backup)
        assert names(store) == ["Anna"]
        store.add_player("Cecilia")  # the restored league takes writes as usual
        assert names(store) == ["Anna", "Cecilia"]
    with open_store(saved, backup=False) as before:
        assert names(before) == ["Anna", "Bo"]
    with open_store(path, backup=False) as again:
        assert names(again) == ["Anna", "Cecilia"]
        with again.engine.connect() as connection:
            mode = connection.exec_driver_sql("PRAGMA journal_mode").scalar()
        assert mode == "wal"


def test_a_backup_of_an_older_schema_is_migrated(tmp_path: Path) -> None:
    first_revision = Path(__file__).parent / "data" / "first_revision.sqlite3"
    old = tmp_path / "old-backup.sqlite3"
    old.write_bytes(first_revision.read_bytes())
    old_players = [row[0] for row in sqlite3.connect(old).execute("SELECT name FROM players")]
    assert old_players
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Somebody new")
        restore_backup(store, old)
        assert sorted(names(store)) == sorted(old_players)
        with store.engine.connect() as connection:
            head = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    assert head == SCHEMA_HEAD


@pytest.mark.parametrize(
    ("content", "error"),
    [(b"", DamagedDatabase), (b"players: Anna, Bo\n", DamagedDatabase)],
    ids=["empty", "text"],
)
def test_a_bad_backup_is_refused_and_changes_nothing(
    tmp_path: Path, content: bytes, error: type[Exception]
) -> None:
    path = tmp_path / "league.sqlite3"
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(content)
    with open_store(path) as store:
        store.add_player("Anna")
        before = backups.list_backups(path)
        with pytest.raises(error):
            restore_backup(store, bad)
        assert names(store) == ["Anna"]
        assert backups.list_backups(path) == before


def test_a_backup_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Anna")
        newer = backups.make_backup(path, reason="newer")
        connection = sqlite3.connect(newer)
        connection.execute("UPDATE alembic_version SET version_num = '9999'")
        connection.commit()
        connection.close()
        store.add_player("Bo")
        with pytest.raises(NewerSchema):
            restore_backup(store, newer)
        assert names(store) == ["Anna", "Bo"]


def test_the_league_itself_is_not_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store, pytest.raises(StoreError, match="league itself"):
        restore_backup(store, path)


def test_a_restore_leaves_nothing_beside_the_copy(tmp_path: Path) -> None:
    """The copy is read as it is: no -wal or -shm left in the backups folder (no thinning
    removes those)."""
    from roller_desktop.store.backup_checks import wait_for_checks
    from roller_desktop.store.restore import restore_over_damaged

    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Cilla")
    backup = backups.make_backup(path, check=False)
    with open_store(path, backup=False) as store:
        store.add_player("Dag")
        restore_backup(store, backup)
    restore_over_damaged(path, backup)
    wait_for_checks()
    beside = [backup.with_name(backup.name + suffix) for suffix in ("-wal", "-shm")]
    assert [p.name for p in beside if p.exists()] == []
