"""The quick opening for the first window (store/startup.py): the same Resume list as the full
store, the same refusals with the same messages, the file untouched, the lock held throughout."""

from __future__ import annotations

import hashlib
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store import startup
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, DatabaseInUse, StoreError
from roller_desktop.store.migrate import SCHEMA_HEAD
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly

from .helpers import play_out, play_step, players, start
from .test_damage import (
    flip_page_headers,
    foreign_database,
    newer_schema,
    text_file,
    truncate,
    zero_length,
)

FIRST_REVISION = Path(__file__).parent / "data" / "first_revision.sqlite3"


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Finished matches and five unfinished ones: Roller and 105, an undone event, a match
    not begun, two started at the same moment."""
    path = tmp_path_factory.mktemp("league") / "league.sqlite3"
    rng = random.Random(5)
    with open_store(path) as store:
        ids = players(store, "Åke", "Kari", "Ola", "Per")
        play_out(MatchRecorder.open(store, start(store, "roller", ids[:2], {"rounds": 2})), 1)
        roller = MatchRecorder.open(store, start(store, "roller", ids[:3]))
        for _ in range(30):
            play_step(roller, rng)
        race = MatchRecorder.open(store, start(store, "105", ids[1:], dice=4))
        for _ in range(7):
            play_step(race, rng)
        undone = MatchRecorder.open(store, start(store, "roller", ids[2:]))
        for _ in range(6):
            play_step(undone, rng)
        undone.undo()
        start(store, "105", ids[:2])
        abandoned = start(store, "roller", ids[:2])
        store.abandon_match(abandoned)
        same_time = [start(store, "roller", ids[1:3]), start(store, "105", ids[2:])]
    connection = sqlite3.connect(path)
    for match_id in same_time:
        connection.execute(
            "UPDATE matches SET started = '2026-11-29 20:00:00.000000' WHERE id = ?", (match_id,)
        )
    connection.commit()
    connection.close()
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_quick_list_is_the_full_stores_list(league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    with open_store(path) as store:
        expected = store.unfinished_matches()
    assert len(expected) == 6 and {s.game for s in expected} == {"roller", "105"}
    assert any(s.events == 0 for s in expected)
    quick = open_quickly(path)
    assert quick is not None and quick.window_first and quick.revision == SCHEMA_HEAD
    assert quick.unfinished == expected
    store = quick.finish()
    try:
        assert store.unfinished_matches() == expected
    finally:
        store.close()


ORM_LATER = """
import sys
from roller_desktop.store.startup import open_quickly

quick = open_quickly(sys.argv[1])
before = set(sys.modules)
store = quick.finish()
later = ("sqlalchemy.orm", "roller_desktop.store.models", "roller_desktop.store.games",
         "roller_desktop.engine")
found = sorted(m for m in set(sys.modules) - before if m.startswith(later))
print("imported by the opening:", found)
print("players:", sorted(p.name for p in store.players()))
print("ORM now:", "sqlalchemy.orm" in sys.modules and "roller_desktop.store.models" in sys.modules)
store.close()
"""


def test_the_store_opens_on_core_and_its_first_session_brings_the_orm(
    league: Path, tmp_path: Path
) -> None:
    """The window's store is ready without the ORM, the models and the engine (issue 28: about
    170 ms of imports); the first read through a session imports them and answers as ever.
    In a fresh interpreter: this one has them all."""
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    result = subprocess.run(
        [sys.executable, "-c", ORM_LATER, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "imported by the opening: []", result.stdout
    assert lines[1] == "players: ['Kari', 'Ola', 'Per', 'Åke']", result.stdout
    assert lines[2] == "ORM now: True", result.stdout


def test_the_quick_opening_reads_without_writing(league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    (tmp_path / "league.sqlite3.lock").touch()
    before, beside = digest(path), sorted(p.name for p in tmp_path.iterdir())
    quick = open_quickly(path)
    assert quick is not None
    quick.release()
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == beside


def test_the_lock_is_held_from_the_quick_opening_to_the_store(league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    quick = open_quickly(path)
    assert quick is not None
    with pytest.raises(DatabaseInUse, match="open in another"):
        open_store(path)
    with pytest.raises(DatabaseInUse, match="open in another"):
        open_quickly(path)
    store = quick.finish()
    with pytest.raises(DatabaseInUse):
        open_quickly(path)
    store.close()
    open_store(path).close()  # free again


def test_a_new_file_shows_an_empty_list_and_is_made_by_finish(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    quick = open_quickly(path)
    assert quick is not None and quick.window_first and quick.unfinished == []
    assert not path.exists()
    with quick.finish() as store:
        assert store.players() == [] and store.unfinished_matches() == []


def test_an_old_schema_is_migrated_by_finish_before_the_window(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(FIRST_REVISION, path)
    quick = open_quickly(path)
    assert quick is not None and quick.revision == "0001" and not quick.window_first
    with quick.finish() as store:
        assert store.players()  # migrated and readable
    assert any("before-migration" in p.name for p in (tmp_path / "league-backups").iterdir())


def test_a_database_server_takes_the_usual_way() -> None:
    assert open_quickly("postgresql://nobody@localhost/league") is None


@pytest.mark.parametrize(
    "spoil",
    [truncate, flip_page_headers, text_file, zero_length, newer_schema, foreign_database],
    ids=["truncated", "flipped", "text", "zero", "newer", "foreign"],
)
def test_a_spoiled_file_is_refused_with_open_stores_message_and_untouched(
    league: Path, tmp_path: Path, spoil: Callable[[Path], None]
) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    open_store(path).close()  # the start-up backup of the good league, offered when refused
    spoil(path)
    with pytest.raises(StoreError) as full:
        open_store(path)
    before, beside = digest(path), sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(type(full.value)) as quick_error:
        quick = open_quickly(path)  # refused here, or else by the check before the store
        assert quick is not None
        quick.finish()
    assert str(quick_error.value) == str(full.value)
    assert getattr(quick_error.value, "backups", None) == getattr(full.value, "backups", None)
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == beside
    with pytest.raises(type(full.value)):  # refused again: the lock was given back
        open_store(path)


def test_damage_found_by_the_check_is_refused_before_any_write(
    league: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Damage that only the page-by-page check finds: finish refuses it, writing nothing."""
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    quick = open_quickly(path)
    assert quick is not None and quick.unfinished
    before, beside = digest(path), sorted(p.name for p in tmp_path.iterdir())

    def damaged(checked: Path, **_: Any) -> None:
        raise DamagedDatabase(f"The league {checked.name} is damaged (page 7 is broken).")

    monkeypatch.setattr(startup, "check_integrity", damaged)
    with pytest.raises(DamagedDatabase, match="page 7"):
        quick.finish()
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == beside  # no backup, no -wal
    open_store(path).close()  # the lock was released


def test_a_check_that_breaks_down_opens_nothing(
    league: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page check failing in an unforeseen way (not a refusal) is no pass: the league
    was opened unchecked before (the check's thread died, its error printed and lost)."""
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    quick = open_quickly(path)
    assert quick is not None

    def broken(checked: Path, **_: Any) -> None:
        raise RuntimeError("the check broke down")

    monkeypatch.setattr(startup, "check_integrity", broken)
    with pytest.raises(RuntimeError, match="broke down"):
        quick.finish()
    open_store(path).close()  # the lock was released


def test_damage_met_reading_the_matches_in_play_is_checked_after_the_window(
    league: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged page on the way to the matches in play (the pages being written when the
    power went) was checked whole at once, before any window: 25 s at 100,000 matches with
    nothing on the screen. Now the window shows (with no match listed) and `finish` checks
    every page in its worker, refusing the league or, sound after all, opening it."""
    from roller_desktop.store import opening
    from roller_desktop.store.backup_checks import known_damage

    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)

    def malformed(_path: Path) -> list[startup.UnfinishedRows]:
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(startup, "_read_unfinished", malformed)
    checked: list[Path] = []
    whole = opening.integrity_problem
    monkeypatch.setattr(opening, "integrity_problem", lambda p: checked.append(p) or whole(p))
    quick = open_quickly(path)
    assert quick is not None and quick.window_first and quick.unfinished == []
    assert checked == [] and quick.whole_check == "damage"  # nothing checked before the window
    assert known_damage(path) is not None
    with quick.finish(backup=False) as store:  # the check, then the store: sound after all
        assert checked == [path] and store.unfinished_matches()
    assert known_damage(path) is None
