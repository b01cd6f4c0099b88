"""A league at the newest schema with a table or a column missing is refused on opening,
untouched, by the window's start, the command line, check and demo (issue #12, item 7)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start


@pytest.fixture(scope="module")
def sound(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("sound") / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2})), 1)
        MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2})).throw([1] * 6)
    return path


def spoiled(sound: Path, tmp_path: Path, sql: str) -> Path:
    path = tmp_path / "league.sqlite3"
    shutil.copy(sound, path)
    connection = sqlite3.connect(path)
    connection.execute(sql)
    connection.commit()
    connection.execute("PRAGMA journal_mode = DELETE")  # one file, nothing beside it
    connection.close()
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize(
    ("sql", "missing"),
    [
        ("DROP TABLE round_tallies", "the table round_tallies"),
        ("DROP TABLE league_ratings", "the table league_ratings"),
        ("ALTER TABLE matches DROP COLUMN real_dice", "the column real_dice of the table matches"),
    ],
)
def test_a_league_lacking_part_of_its_schema_is_refused_untouched(
    sound: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    sql: str,
    missing: str,
) -> None:
    path = spoiled(sound, tmp_path, sql)
    before = digest(path)
    with pytest.raises(DamagedDatabase, match=f"lacks {missing}"):
        open_store(path)
    quick = open_quickly(path)  # the window's start screen may list, but never opens it
    assert quick is not None
    with pytest.raises(DamagedDatabase, match=f"lacks {missing}"):
        quick.finish()
    report = verify_file(path)
    assert not report.ok and f"lacks {missing}" in report.problem
    target = str(tmp_path / "x.json")
    for command in (["check"], ["demo", "--matches", "1"], ["league"], ["export", target]):
        assert main(["--database", str(path), *command]) == 1
        assert f"lacks {missing}" in capsys.readouterr().err
    assert digest(path) == before
    assert not list(tmp_path.glob("*.partial")) and not (tmp_path / "x.json").exists()


def test_the_opening_expects_the_tables_and_columns_of_the_models() -> None:
    """schema_columns.TABLES (the opening's check, without the ORM) is the models' schema: a
    migration that adds a column to the models must add it there too (the value to paste is in
    the message)."""
    from roller_desktop.store.models import Base
    from roller_desktop.store.schema_columns import TABLES

    models = {
        name: tuple(column.name for column in table.columns)
        for name, table in sorted(Base.metadata.tables.items())
    }
    assert models == TABLES, f"schema_columns.TABLES should be {models!r}"
