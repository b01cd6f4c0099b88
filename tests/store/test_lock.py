"""A second program on the same league file gets a clear message and changes nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DatabaseInUse


def test_second_open_is_refused_until_the_first_closes(sqlite_path: Path) -> None:
    first = open_store(sqlite_path)
    first.add_player("Ola")
    with pytest.raises(DatabaseInUse, match="another"):
        open_store(sqlite_path)
    assert [p.name for p in first.players()] == ["Ola"]
    first.close()
    with open_store(sqlite_path) as again:
        assert [p.name for p in again.players()] == ["Ola"]


def test_another_process_is_refused(sqlite_path: Path) -> None:
    with open_store(sqlite_path) as store:
        store.add_player("Kari")
        code = (
            "import sys\n"
            "from roller_desktop.store.database import open_store\n"
            "from roller_desktop.store.errors import DatabaseInUse\n"
            "try:\n"
            f"    open_store({str(sqlite_path)!r})\n"
            "except DatabaseInUse as e:\n"
            "    print(e); sys.exit(3)\n"
        )
        result = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 3, result.stderr
        assert "open in another" in result.stdout
        assert [p.name for p in store.players()] == ["Kari"]


OPEN_IN_CHILD = (
    "import sys\n"
    "from roller_desktop.store.database import open_store\n"
    "from roller_desktop.store.errors import DatabaseInUse\n"
    "try:\n"
    "    store = open_store(sys.argv[1])\n"
    "except DatabaseInUse as e:\n"
    "    print(e); sys.exit(3)\n"
    "store.add_player('Intruder'); store.close()\n"
)


def open_in_child(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", OPEN_IN_CHILD, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def links(sqlite_path: Path) -> dict[str, Path]:
    """Other names of the league: a symbolic link to it, to its folder, and a hard link."""
    elsewhere = sqlite_path.parent / "elsewhere"
    elsewhere.mkdir()
    symlink = elsewhere / "by-symlink.sqlite3"
    symlink.symlink_to(sqlite_path)
    folder = sqlite_path.parent / "folder-link"
    folder.symlink_to(sqlite_path.parent, target_is_directory=True)
    hard = elsewhere / "by-hard-link.sqlite3"
    hard.hardlink_to(sqlite_path)
    return {"symlink": symlink, "folder": folder / sqlite_path.name, "hard link": hard}


@pytest.mark.parametrize("name", ["symlink", "folder", "hard link"])
def test_another_name_of_the_open_league_is_refused(sqlite_path: Path, name: str) -> None:
    """The lock follows the file: before, a symbolic link found no lock, and through a hard
    link two writers ran and left 'database disk image is malformed'."""
    with open_store(sqlite_path) as store:
        store.add_player("Kari")
        other = links(sqlite_path)[name]
        with pytest.raises(DatabaseInUse, match="open in another"):
            open_store(other)  # the same process: refused before any descriptor is opened
        result = open_in_child(other)
        assert result.returncode == 3, result.stderr
        assert "open in another" in result.stdout
        store.add_player("Lisa")  # our own SQLite locks are still ours
        assert [p.name for p in store.players()] == ["Kari", "Lisa"]
    with open_store(other) as again:  # once closed, any name opens it
        assert [p.name for p in again.players()] == ["Kari", "Lisa"]


def test_a_new_league_is_locked_under_every_name_once_made(sqlite_path: Path) -> None:
    with open_store(sqlite_path) as store:  # made now: no file to lock before
        hard = sqlite_path.with_name("hard.sqlite3")
        hard.hardlink_to(sqlite_path)
        result = open_in_child(hard)
        assert result.returncode == 3, result.stderr
        assert store.players() == []


def test_quick_start_refuses_a_hard_link_too(sqlite_path: Path) -> None:
    from roller_desktop.store.startup import open_quickly

    open_store(sqlite_path).close()
    hard = sqlite_path.with_name("hard.sqlite3")
    hard.hardlink_to(sqlite_path)
    quick = open_quickly(sqlite_path)
    assert quick is not None
    try:
        with pytest.raises(DatabaseInUse):
            open_quickly(hard)
        assert open_in_child(hard).returncode == 3
        store = quick.finish()
        try:
            assert open_in_child(hard).returncode == 3  # the store took the lock over
        finally:
            store.close()
    finally:
        quick.release()
    assert open_in_child(hard).returncode == 0


def test_sqlites_own_lock_is_the_same_refusal(
    sqlite_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A program outside our lock (an older version, the sqlite3 shell) holding a write: the
    busy timeout runs out and the refusal says so, never a traceback of 'database is
    locked'. Nothing is written."""
    import sqlite3

    from roller_desktop.store import handle

    monkeypatch.setattr(handle, "BUSY_TIMEOUT_MS", 50)
    with open_store(sqlite_path) as store:
        store.add_player("Ola")
        other = sqlite3.connect(sqlite_path, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            with pytest.raises(DatabaseInUse, match="open in another"):
                store.add_player("Kari")
            other.execute("ROLLBACK")
        finally:
            other.close()
        assert [p.name for p in store.players()] == ["Ola"]


def test_an_exclusive_hold_on_the_file_is_no_damage(
    sqlite_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file another program holds in exclusive locking mode cannot be read: 'in use', not
    'damaged' (before: "The league ... is damaged and cannot be read (database is locked)")."""
    import sqlite3

    from roller_desktop.store import backups, handle
    from roller_desktop.store.startup import open_quickly

    monkeypatch.setattr(handle, "BUSY_TIMEOUT_MS", 50)
    monkeypatch.setattr(backups, "BUSY_SECONDS", 0.2)  # the backup waited for ever before
    with open_store(sqlite_path) as store:
        store.add_player("Ola")
    other = sqlite3.connect(sqlite_path, isolation_level=None)
    try:
        other.execute("PRAGMA locking_mode = EXCLUSIVE")
        other.execute("BEGIN EXCLUSIVE")
        other.execute("UPDATE players SET archived = archived")
        other.execute("COMMIT")
        with pytest.raises(DatabaseInUse, match="open in another"):
            open_store(sqlite_path)
        quick = open_quickly(sqlite_path)  # reading may work; the store's writes cannot
        assert quick is not None
        with pytest.raises(DatabaseInUse, match="open in another"):
            quick.finish()
    finally:
        other.close()
    with open_store(sqlite_path) as store:
        assert [p.name for p in store.players()] == ["Ola"]
