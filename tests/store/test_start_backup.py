"""The start-up backup of the window's opening is copied after the store is ready, in a thread
of its own (store/start_backup.py; issue 28): the store is handed out before the copy
ends, the copy is the league as it was, the next opening finds nothing new to back up, and a
copy that meets damage or fails says so the way the opening would have."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from roller_desktop.store import backup_checks, backups
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly

from .helpers import play_out, players, start


def league(path: Path) -> Path:
    with open_store(path, backup=False) as store:
        ids = players(store, "Åke", "Kari")
        play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2})), 3)
    return path


def matches(path: Path) -> int:
    connection = sqlite3.connect(path)
    try:
        return int(connection.execute("SELECT count(*) FROM matches").fetchone()[0])
    finally:
        connection.close()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """make_backup waits until the test lets it go (set the event)."""
    go = threading.Event()
    real = backups.make_backup

    def waiting(*args: object, **kwargs: object) -> Path:
        assert go.wait(30)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(backups, "make_backup", waiting)
    yield go
    go.set()


def test_the_store_is_ready_before_the_copy_ends(tmp_path: Path, held: threading.Event) -> None:
    path = league(tmp_path / "league.sqlite3")
    quick = open_quickly(path)
    assert quick is not None
    store = quick.finish()  # returns while the copy waits
    try:
        assert store.start_backup is not None and not store.start_backup.done.is_set()
        assert backups.list_backups(path) == []
        assert {p.name for p in store.players()} == {"Kari", "Åke"}
    finally:
        held.set()
        store.close()  # waits for the copy
    assert store.start_backup.done.is_set() and store.start_backup.failure is None
    (copy,) = backups.list_backups(path)
    assert matches(copy) == matches(path) == 1
    backup_checks.wait_for_checks()
    verdict = backup_checks.verdict(copy)
    assert verdict is not None and verdict.ok
    # The fingerprint kept is the file's before the opening: nothing new for the next one.
    assert not backups.changed_since_last_backup(path)
    quick = open_quickly(path)
    assert quick is not None
    with quick.finish() as again:
        assert again.start_backup is None


def test_a_copy_that_meets_damage_records_it_and_tells_the_listeners(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = league(tmp_path / "league.sqlite3")

    def damaged(*_args: object, **_kwargs: object) -> Path:
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(backups, "make_backup", damaged)
    heard: list[tuple[Path, backup_checks.Damage]] = []
    stop = backup_checks.on_damage(lambda where, damage: heard.append((where, damage)))
    try:
        quick = open_quickly(path)
        assert quick is not None
        with quick.finish() as store:
            assert store.start_backup is not None
            store.start_backup.wait()
    finally:
        stop()
    assert [(where, damage.by) for where, damage in heard] == [(path, "backup")]
    known = backup_checks.known_damage(path)
    assert known is not None and "malformed" in known.detail
    assert store.start_backup.failure is None  # damage is said by the damage watch


def test_a_copy_that_cannot_be_written_leaves_its_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = league(tmp_path / "league.sqlite3")

    def full(*_args: object, **_kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(backups, "make_backup", full)
    quick = open_quickly(path)
    assert quick is not None
    told: list[BaseException | None] = []
    with quick.finish() as store:
        assert store.start_backup is not None
        store.start_backup.then(lambda copy: told.append(copy.failure))
        store.start_backup.wait()
    assert len(told) == 1 and isinstance(told[0], OSError)
    assert backup_checks.known_damage(path) is None
    assert store.warnings == []  # said when the copy ends (launch.tell_about_store)


def test_open_store_still_copies_before_it_returns(tmp_path: Path) -> None:
    """The command line and the other callers of open_store are unchanged."""
    path = league(tmp_path / "league.sqlite3")
    with open_store(path) as store:
        assert store.start_backup is None
        assert len(backups.list_backups(path)) == 1
