"""What a backup copy holds (the restore chooser's rows) and what a restore would set aside."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from roller_desktop.store import backups
from roller_desktop.store.backup_checks import check_backup
from roller_desktop.store.backup_contents import read_contents, set_aside
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start


def finish(store: Store, ids: list[str], seed: int) -> str:
    match_id = start(store, "roller", ids, {"rounds": 1})
    play_out(MatchRecorder.open(store, match_id), seed)
    return match_id


def test_a_copy_says_its_matches_newest_match_and_check(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        anna, bo, cecilia = players(store, "Anna", "Bo", "Cecilia")
        finish(store, [anna, bo], 1)
        finish(store, [cecilia, anna], 2)
        start(store, "roller", [bo, cecilia])  # in play: not counted
        copy = backups.make_backup(path, check=False)
        unchecked = read_contents(copy)
        check_backup(path, copy)
        checked = read_contents(copy)
    assert unchecked.matches == 2 and unchecked.check is None and not unchecked.problem
    assert unchecked.newest is not None and unchecked.newest.players == ("Cecilia", "Anna")
    assert unchecked.newest.game == "roller"
    assert checked.check is not None and checked.check.ok


def test_a_copy_of_the_first_revision_is_read(tmp_path: Path) -> None:
    old = Path(__file__).parent / "data" / "first_revision.sqlite3"
    (finished,) = (
        sqlite3.connect(old)
        .execute("SELECT count(*) FROM matches WHERE status = 'finished'")
        .fetchone()
    )
    found = read_contents(old)
    assert not found.problem and found.matches == finished > 0 and found.newest is not None


def test_a_copy_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "league-20261206-120000-000000.sqlite3"
    bad.write_bytes(b"players: Anna, Bo\n" * 100)
    found = read_contents(bad)
    assert found.problem and found.matches == 0 and found.newest is None


def test_a_restore_sets_aside_what_the_copy_lacks(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        anna, bo = players(store, "Anna", "Bo")
        finish(store, [anna, bo], 1)
        old = backups.make_backup(path, check=False)
        assert not set_aside(path, old).anything
        finish(store, [bo, anna], 2)
        finish(store, [anna, bo], 3)
        start(store, "roller", [bo, anna])
        aside = set_aside(path, old)  # beside the open league, as the window asks
    assert (aside.finished, aside.unfinished) == (2, 1)
    assert aside.newest is not None and aside.newest.players == ("Anna", "Bo")
