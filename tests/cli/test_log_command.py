"""`roller-desktop log [--json]` and `roller-desktop undo LOG-ID` (issue 15, item 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store import demo
from roller_desktop.store.database import open_store
from roller_desktop.store.queries import stats


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        demo.demo_player_ids(store)
        demo.fill_bulk(store, 8, seed=1, days=30)
    return path


def run(league: Path, *args: str) -> int:
    return main(["--database", str(league), *args])


def logged(league: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    assert run(league, "log", "--json") == 0
    rows: list[dict[str, object]] = json.loads(capsys.readouterr().out)
    return rows


def counted(league: Path) -> int:
    with open_store(league) as store:
        return sum(1 for m in stats.match_history(store) if m.status == "finished")


def test_void_then_log_then_undo_brings_the_match_back(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(league, "log") == 0
    assert "empty" in capsys.readouterr().out
    assert logged(league, capsys) == []
    with open_store(league) as store:
        match = stats.match_history(store)[0].id
    before = counted(league)
    assert run(league, "match", "void", match, "--reason", "a test") == 0
    capsys.readouterr()
    assert counted(league) == before - 1
    assert run(league, "log") == 0
    line = capsys.readouterr().out.strip()
    [entry] = logged(league, capsys)
    assert entry["kind"] == "void" and entry["undone"] is None and entry["undoable"] is True
    assert line.startswith(f"{entry['id']}  ") and "void: a test" in line
    assert run(league, "undo", str(entry["id"])) == 0
    assert "Undone:" in capsys.readouterr().out
    assert counted(league) == before
    rows = logged(league, capsys)
    assert [r["kind"] for r in rows] == ["restore", "void"]
    assert rows[1]["undone"] is not None and rows[0]["undoes"] == entry["id"]
    assert run(league, "log") == 0
    assert "[undone " in capsys.readouterr().out
    assert run(league, "check") == 0


def test_a_refused_undo_says_why_and_changes_nothing(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(league) as store:
        match = stats.match_history(store)[0].id
    assert run(league, "match", "void", match, "--reason", "a test") == 0
    capsys.readouterr()
    [entry] = logged(league, capsys)
    assert run(league, "undo", str(entry["id"])) == 0
    capsys.readouterr()
    rows = logged(league, capsys)
    assert run(league, "undo", str(entry["id"])) == 1
    assert "undone already" in capsys.readouterr().err
    assert run(league, "undo", "nonsense") == 1
    assert "no change with the id nonsense" in capsys.readouterr().err
    assert logged(league, capsys) == rows


def test_an_import_is_logged_and_undone_from_the_command_line(
    league: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other.sqlite3"
    with open_store(other) as store:
        ids = [store.add_player(name).id for name in ("Dag", "Eva")]
        demo.fill_bulk(store, 4, seed=3, days=10, players=ids)
    exported = tmp_path / "stugan.json"
    assert main(["--database", str(other), "export", str(exported)]) == 0
    before = counted(league)
    assert run(league, "import", str(exported)) == 0
    capsys.readouterr()
    assert counted(league) == before + 4
    [entry] = logged(league, capsys)
    # Named by its file and its line count (the keeper's log tells the truth, issue 26).
    lines = len(exported.read_text(encoding="utf-8").splitlines())
    assert entry["kind"] == "import" and entry["what"] == (
        f"import of a league file stugan.json ({lines} lines): 4 matches and 2 players added"
    )
    assert run(league, "undo", str(entry["id"])) == 0
    assert "Undone: import of a league file stugan.json" in capsys.readouterr().out
    assert counted(league) == before
    assert run(league, "players", "--json") == 0
    assert "Dag" not in capsys.readouterr().out
    assert [r["kind"] for r in logged(league, capsys)] == ["undo", "import"]
    assert run(league, "check") == 0
