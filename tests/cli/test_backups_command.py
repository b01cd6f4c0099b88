"""`backups` lists the backups with their checks and puts one back; a damaged league's every
command says so, names the newest good backup, and exits 1."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.backup_checks import known_damage, wait_for_checks
from roller_desktop.store.backups import list_backups
from roller_desktop.store.database import open_store
from tests.store.helpers import players


def spoil_an_index_page(path: Path) -> None:
    import sqlite3

    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    [page] = connection.execute(
        "SELECT pageno FROM dbstat WHERE name = 'sqlite_autoindex_players_1'"
    ).fetchone()
    size = connection.execute("PRAGMA page_size").fetchone()[0]
    connection.close()
    data = bytearray(path.read_bytes())
    data[(page - 1) * size + 1] ^= 0xFF  # the page's first free block: integrity_check sees it
    path.write_bytes(bytes(data))


def test_backups_lists_checks_and_restores_over_a_damaged_league(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        players(store, "Ola", "Kari")
    open_store(path).close()  # a writer's opening backs the league up
    wait_for_checks()
    [good] = list_backups(path)
    assert main(["--database", str(path), "backups"]) == 0
    assert f"{good.name}  check passed" in capsys.readouterr().out
    spoil_an_index_page(path)
    # A writing command gets in (no whole check at opening); the check of its backup, or the
    # damaged page it meets, stops it with the newest good backup named.
    assert main(["--database", str(path), "demo", "--matches", "1", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert "damaged" in err and good.name in err and "backups --restore" in err
    wait_for_checks()
    assert known_damage(path) is not None and list_backups(path) == [good]
    kept = tmp_path / "spoiled.sqlite3"
    shutil.copy(path, kept)
    assert main(["--database", str(path), "history"]) == 1  # refused now, untouched
    assert good.name in capsys.readouterr().err
    assert path.read_bytes() == kept.read_bytes()
    assert main(["--database", str(path), "backups"]) == 0
    out = capsys.readouterr().out
    assert "known to be damaged" in out and "failed its check" in out
    assert main(["--database", str(path), "backups", "--restore", good.name]) == 0
    assert "damaged league is kept as" in capsys.readouterr().out
    assert known_damage(path) is None
    assert main(["--database", str(path), "check"]) == 0
    assert [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def test_restoring_an_unknown_backup_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    open_store(path).close()
    assert main(["--database", str(path), "backups", "--restore", "nothing.sqlite3"]) == 1
    assert "no backup nothing.sqlite3" in capsys.readouterr().err


def test_backups_says_what_each_copy_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from roller_desktop.store import backups, demo

    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        demo.fill_bulk(store, 7, seed=2, days=5)
    made = backups.make_backup(path, check=False)
    assert main(["--database", str(path), "backups"]) == 0
    out = capsys.readouterr().out
    assert f"{made.name}  not checked yet  (7 finished matches, newest 20" in out, out
    assert main(["--database", str(path), "backups", "--json"]) == 0
    [row] = json.loads(capsys.readouterr().out)
    assert row["matches"] == 7 and row["newest"] and len(row["players"]) >= 2
