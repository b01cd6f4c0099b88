"""The write-ahead log is copied back by a thread of its own, never inside a commit on the
window's thread, and stays bounded over many commits (store/wal_checkpoint.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from roller_desktop.store import backups, wal_checkpoint
from roller_desktop.store.database import open_store


@pytest.fixture
def small_log(monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(wal_checkpoint, "CHECKPOINT_AT", 64 * 1024)
    monkeypatch.setattr(wal_checkpoint, "LOG_KEPT", 16 * 1024)
    return 64 * 1024


def test_the_writing_connection_never_checkpoints_by_itself(tmp_path: Path) -> None:
    with open_store(tmp_path / "league.sqlite3") as store:
        with store.engine.connect() as connection:
            automatic = connection.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar()
        assert automatic == 0
        assert wal_checkpoint.checkpoints_of(store.engine) is not None


def test_the_log_stays_bounded_over_many_commits(tmp_path: Path, small_log: int) -> None:
    database = tmp_path / "league.sqlite3"
    log = database.with_name(database.name + "-wal")
    largest = 0
    with open_store(database) as store:
        checkpoints = wal_checkpoint.checkpoints_of(store.engine)
        assert checkpoints is not None
        for n in range(400):
            store.add_player(f"Player {n:03} " + "x" * 28)
            checkpoints.wait()  # the thread's checkpoint ended before the next commit
            if n:  # the first commit finds the new league's tables in the log
                largest = max(largest, log.stat().st_size)
        assert checkpoints.done >= 2
        # Without the checkpoints the log would hold every commit's pages (about 2 MB).
        assert largest < 2 * small_log, largest
        copy = backups.make_backup(database)
        names = {p.name for p in store.players()}
    assert len(names) == 400
    with sqlite3.connect(copy) as backup:  # the backup holds every commit
        assert backup.execute("SELECT count(*) FROM players").fetchone()[0] == 400
    assert not log.exists()  # the last connection's close copied the rest and removed it
    with open_store(database) as store:
        assert {p.name for p in store.players()} == names


def test_a_reader_beside_the_window_holds_the_log_back_only_while_it_reads(
    tmp_path: Path, small_log: int
) -> None:
    """A command that only reads never checkpoints (it cannot write) and keeps one read
    transaction: while it reads, the window's checkpoints cannot copy past its snapshot and the
    log grows; once it ends, the window's next commit copies the log back and it starts again,
    bounded, and every commit is kept throughout."""
    from roller_desktop.store.database import open_reader

    database = tmp_path / "league.sqlite3"
    log = database.with_name(database.name + "-wal")
    with open_store(database) as store:
        checkpoints = wal_checkpoint.checkpoints_of(store.engine)
        assert checkpoints is not None
        store.add_player("First")
        reader = open_reader(database)
        assert [p.name for p in reader.players()] == ["First"]  # its snapshot begins
        for n in range(150):
            store.add_player(f"Player {n:03} " + "x" * 28)
            checkpoints.wait()
        held = log.stat().st_size
        assert held > 4 * small_log  # held back by the snapshot, not lost
        assert [p.name for p in reader.players()] == ["First"]  # as it was when it began
        reader.close()
        for n in range(3):
            store.add_player(f"After {n}")
            checkpoints.wait()
        assert log.stat().st_size < 2 * small_log < held
        assert len(store.players()) == 154
    with open_store(database, backup=False) as again:
        assert len(again.players()) == 154
