"""`championship coach NAME [--json] [--pdf FILE]`: the luck-and-skill report on the command
line, the same figures as the window's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from roller_desktop.app import main
from roller_desktop.play.championship_books import report
from roller_desktop.store.database import open_store
from tests.play.championship_sample import played_championship

NAMES = ["Åke", "Kari", "Bo", "Lisa"]


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        played_championship(store, "EM i Roller", NAMES, rounds=2, seed=8, by_hand={(2, 2)})
    return path


def test_json_is_the_reports(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--database", str(league), "championship", "coach", "EM i Roller", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    with open_store(league) as store:
        expected = report(store, "EM i Roller").to_json()
    assert data == json.loads(json.dumps(expected))
    assert [p["best_rank"] for p in data["players"]] == [1, 2, 3, 4]
    assert sum(p["by_hand"] for p in data["players"]) == 2  # one table of two kept by hand
    assert data["played_best"] == data["players"][0]["name"]


def test_the_table_and_the_pdf(
    league: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "luck.pdf"
    args = ["--database", str(league), "championship", "coach", "EM i Roller", "--pdf", str(target)]
    assert main(args) == 0
    out = capsys.readouterr().out
    with open_store(league) as store:
        books = report(store, "EM i Roller")
    assert books.played_best is not None and books.luckiest is not None
    assert f"Played best: {books.played_best.name}" in out
    assert f"Luckiest: {books.luckiest.name}" in out
    assert "4 finished matches" in out
    reader = PdfReader(target)
    assert len(reader.pages) == 1
    assert all(name in reader.pages[0].extract_text() for name in NAMES)


def test_an_unknown_championship_is_refused(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--database", str(league), "championship", "coach", "VM", "--json"]) != 0
    out, err = capsys.readouterr()
    assert out == "" and "VM" in err
