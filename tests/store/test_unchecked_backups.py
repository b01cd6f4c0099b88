"""A league refused before the window whose newest backup was never checked (the program ended
before the background check did): the refusal comes at once, offering the copy as not checked
yet (before: the copy was checked whole first, 28 s at 688 MB with nothing on the screen), and
a restore checks it whole before anything is replaced, refusing a damaged one unchanged."""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from roller_desktop.store import backup_checks, backups, restore
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase
from roller_desktop.store.opening import damaged_message
from roller_desktop.store.restore import restore_over_damaged
from roller_desktop.store.startup import open_quickly
from tests.store.test_damage import flip_page_headers


def league_and_copy(tmp_path: Path) -> tuple[Path, Path]:
    """A league of Anna with a backup not checked yet, Bo added after it, then the league's
    first page blanked (a refusal before any window)."""
    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        store.add_player("Anna")
    copy = backups.make_backup(path, check=False)
    with open_store(path, backup=False) as store:
        store.add_player("Bo")
    with open(path, "r+b") as f:
        f.write(bytes(16))
    return path, copy


def test_the_refusal_at_start_offers_the_copy_without_checking_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, copy = league_and_copy(tmp_path)
    checked: list[Path] = []
    monkeypatch.setattr(backup_checks, "integrity_problem", lambda p: checked.append(p) or "")
    with pytest.raises(DamagedDatabase) as refused:
        open_quickly(path)
    assert refused.value.backups == [copy]
    assert checked == [] and backup_checks.verdict(copy) is None  # left for the box
    assert "not checked yet" in str(refused.value)


def newer_damaged_copy(path: Path, copy: Path) -> Path:
    """A copy taken a minute after `copy`, damaged on the disk, not checked yet."""
    when = backups.taken(copy)
    assert when is not None
    newer = copy.with_name(
        f"{path.stem}-{(when + timedelta(minutes=1)).strftime(backups.STAMP)}.sqlite3"
    )
    shutil.copy(copy, newer)
    flip_page_headers(newer)
    return newer


def test_a_copy_that_failed_is_never_offered(tmp_path: Path) -> None:
    path, older = league_and_copy(tmp_path)
    newer = newer_damaged_copy(path, older)
    assert backups.good_backups(path, check=False) == [newer, older]  # offered unchecked
    assert "The newest backup is" in damaged_message(path, "Damaged.", [newer])
    assert backup_checks.check_backup(path, newer).ok is False  # set aside
    assert backups.good_backups(path, check=False) == [older]


def test_a_restore_checks_an_unchecked_copy_and_refuses_a_damaged_one(tmp_path: Path) -> None:
    path, copy = league_and_copy(tmp_path)
    flip_page_headers(copy)
    before = path.read_bytes()
    beside = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DamagedDatabase) as refused:
        restore_over_damaged(path, copy)
    assert refused.value.code == "restore.damaged" and copy.name in str(refused.value)
    assert path.read_bytes() == before  # nothing replaced, nothing left beside it
    assert sorted(p.name for p in tmp_path.iterdir()) == beside
    assert not copy.exists() and copy.with_name(copy.name + ".failed").exists()
    assert backups.good_backups(path, check=False) == []  # never offered again


def test_a_restore_checks_an_unchecked_copy_and_puts_a_sound_one_back(tmp_path: Path) -> None:
    path, copy = league_and_copy(tmp_path)
    restore_over_damaged(path, copy)
    found = backup_checks.verdict(copy)
    assert found is not None and found.ok  # checked on its way back, and the verdict kept
    with open_store(path, backup=False) as store:
        assert [p.name for p in store.players()] == ["Anna"]


def test_a_restore_checks_again_a_copy_that_passed_long_ago(tmp_path: Path) -> None:
    """A copy may go bad on the disk after its check: only a check of the last minutes (the
    refusal's box's, while the person read it) is not run again."""
    path, copy = league_and_copy(tmp_path)
    backup_checks.check_backup(path, copy)
    sidecar = copy.with_name(copy.name + backup_checks.CHECK_SUFFIX)
    long_ago = (datetime.now() - restore.FRESH - timedelta(minutes=1)).isoformat()
    sidecar.write_text(json.dumps({"ok": True, "detail": "", "at": long_ago}), encoding="utf-8")
    flip_page_headers(copy)
    before = path.read_bytes()
    with pytest.raises(DamagedDatabase) as refused:
        restore_over_damaged(path, copy)
    assert refused.value.code == "restore.damaged"  # its whole check, not only its header
    assert path.read_bytes() == before
