"""A command that only reads makes no league where there is none (a mistyped --database):
it says so in `check`'s words, naming the default league when there is one."""

from __future__ import annotations

from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store

READERS = [
    ["league", "--json"],
    ["history"],
    ["players"],
    ["log"],
    ["export", "out.json"],
    ["export-protocols", "out.csv"],
    ["protocol", "--last", "--pdf", "out.pdf"],
    ["league", "--pdf", "out.pdf"],
    ["check"],
]


@pytest.mark.parametrize("command", READERS, ids=[" ".join(c[:2]) for c in READERS])
def test_a_reader_refuses_a_path_with_no_league(
    command: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    default = tmp_path / "data" / "league.sqlite3"
    default.parent.mkdir()
    open_store(default).close()
    monkeypatch.setattr("roller_desktop.store.database.default_database_path", lambda: default)
    monkeypatch.chdir(tmp_path)
    typo = tmp_path / "legaue.sqlite3"
    assert main(["--database", str(typo), *command]) == 1
    err = capsys.readouterr().err
    assert f"There is no league at {typo}." in err
    assert f"The default league is at {default}." in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]  # nothing made


def test_a_writer_still_makes_a_new_league(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    assert main(["--database", str(path), "demo", "--matches", "1", "--seed", "1"]) == 0
    assert path.exists()
