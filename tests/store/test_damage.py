"""Damaged and foreign files: a clear message, the newest good backup offered, never written."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.backups import is_good_database, list_backups
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, NewerSchema, NotARollerDatabase
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start


@pytest.fixture(scope="module")
def good_league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("good") / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        for seed in range(3):
            play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 3})), seed)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def flip_page_headers(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for start_of_page in range(page, len(data), page):
        data[start_of_page] ^= 0xFF  # the b-tree page type: no longer a valid kind of page
    path.write_bytes(bytes(data))


def text_file(path: Path) -> None:
    path.write_text("Åke 350\nIngemar RT\n", encoding="utf-8")


def zero_length(path: Path) -> None:
    path.write_bytes(b"")


def newer_schema(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    connection.commit()
    connection.close()


def foreign_database(path: Path) -> None:
    path.unlink()
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE notes (body TEXT)")
    connection.execute("INSERT INTO notes VALUES ('shopping')")
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    ("spoil", "error", "message"),
    [
        (truncate, DamagedDatabase, "damaged"),
        (flip_page_headers, DamagedDatabase, "damaged"),
        (text_file, NotARollerDatabase, "not an SQLite file"),
        (zero_length, DamagedDatabase, "empty file"),
        (newer_schema, NewerSchema, "newer version"),
        (foreign_database, NotARollerDatabase, "another program"),
    ],
    ids=["truncated", "flipped", "text", "zero", "newer", "foreign"],
)
def test_spoiled_file_is_refused_untouched_with_a_backup_offered(
    good_league: Path,
    tmp_path: Path,
    spoil: Callable[[Path], None],
    error: type[Exception],
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(good_league, path)
    open_store(path).close()  # takes the start-up backup of the good league
    [backup] = list_backups(path)
    spoil(path)
    before = digest(path)
    beside = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(error, match=message) as raised:
        open_store(path)
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == beside
    offered = getattr(raised.value, "backups", [])
    assert offered == [backup] and is_good_database(offered[0])
    assert str(backup) in str(raised.value) or error is NewerSchema
    assert main(["--database", str(path), "check"]) == 1
    assert message in capsys.readouterr().err
    assert digest(path) == before


def test_check_passes_a_good_league(good_league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--database", str(good_league), "check"]) == 0
    out = capsys.readouterr().out
    assert "integrity ok" in out and "Every match replays" in out
    seen: list[tuple[int, int]] = []  # a big league's check reports its progress
    assert verify_file(good_league, progress=lambda done, total: seen.append((done, total))).ok
    assert seen[-1] == (3, 3)


def test_check_finds_a_match_that_does_not_replay(good_league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(good_league, path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE events SET dice = '22' WHERE seq = 2 AND kind = 'keep'")
    connection.commit()
    connection.close()
    assert main(["--database", str(path), "check"]) == 1


def test_check_finds_league_figures_that_do_not_add_up(good_league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(good_league, path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE league_days SET wins = wins + 1")
    connection.commit()
    connection.close()
    assert main(["--database", str(path), "check"]) == 1


def test_check_finds_ratings_that_are_not_the_matches(good_league: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(good_league, path)
    connection = sqlite3.connect(path)
    assert connection.execute("SELECT count(*) FROM league_ratings").fetchone()[0] > 0
    connection.execute("UPDATE league_ratings SET rating = rating + 0.001 WHERE season = 0")
    connection.commit()
    connection.close()
    assert main(["--database", str(path), "check"]) == 1
