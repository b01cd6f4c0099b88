"""`roller-desktop --smoke-test`: the whole program on a given database, then exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "roller_desktop", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_smoke_test_opens_and_migrates_the_database(tmp_path: Path) -> None:
    database = tmp_path / "league.sqlite3"
    result = run("--smoke-test", "--database", str(database), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert database.exists()
    from roller_desktop.store.database import open_store

    store = open_store(str(database))
    try:
        assert store.players() == []
    finally:
        store.close()


def test_smoke_test_refuses_a_damaged_database(tmp_path: Path) -> None:
    database = tmp_path / "league.sqlite3"
    database.write_text("not a database", encoding="utf-8")
    result = run("--smoke-test", "--database", str(database), home=tmp_path)
    assert result.returncode == 1
    assert "not a league database" in result.stderr
    assert database.read_text(encoding="utf-8") == "not a database"


def test_the_smoke_test_finds_every_resource(qapp: object) -> None:
    from roller_desktop.ui.shell.launch import missing_resources

    assert missing_resources() == []


def test_the_smoke_test_names_missing_catalogues_and_help_pages(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop.ui.common import i18n
    from roller_desktop.ui.shell import help_dialog
    from roller_desktop.ui.shell.launch import missing_resources

    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path / "translations")
    monkeypatch.setattr(help_dialog, "HELP_FOLDER", tmp_path / "help")
    missing = missing_resources()
    assert {Path(what).name for what in missing} == {
        "roller_sv.qm",
        "roller_en.qm",
        "roller_nb.qm",
        "sv.html",
        "en.html",
        "nb.html",
    }
