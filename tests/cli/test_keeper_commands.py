"""The keeper's commands: players (list, merge, split, twins), history, match void/restore."""

from __future__ import annotations

import json
import time
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
        ids = demo.demo_player_ids(store)
        ake = store.add_player("Ake").id
        demo.fill_bulk(store, 10, seed=1, days=30)
        demo.fill_bulk(store, 5, seed=2, days=30, players=[ake, *ids[1:4]])
    return path


def run(league: Path, *args: str) -> int:
    return main(["--database", str(league), *args])


def listed(league: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, dict[str, object]]:
    assert run(league, "players", "--json") == 0
    return {row["name"]: row for row in json.loads(capsys.readouterr().out)}


def test_merge_by_name_and_split_back(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = listed(league, capsys)
    assert run(league, "players", "twins") == 0
    assert "Ake" in capsys.readouterr().out
    assert run(league, "players", "merge", "ake", "ÅKE") == 0
    out = capsys.readouterr().out
    assert f"Merged Ake into Åke: {before['Ake']['matches']} matches moved." in out
    after = listed(league, capsys)
    assert "Ake" not in after
    assert after["Åke"]["also_known_as"] == ["Ake"]
    assert after["Åke"]["matches"] == before["Åke"]["matches"] + before["Ake"]["matches"]
    assert run(league, "players") == 0
    assert "also known as Ake" in capsys.readouterr().out
    assert run(league, "check") == 0
    capsys.readouterr()
    assert run(league, "players", "split", "Ake") == 0
    assert "Split Ake from Åke" in capsys.readouterr().out
    assert listed(league, capsys) == before


def test_refusals_say_why_and_change_nothing(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = listed(league, capsys)
    assert run(league, "players", "merge", "Kari", "Ingemar") == 1
    assert "sat at the same table" in capsys.readouterr().err
    assert run(league, "players", "merge", "Nobody", "Kari") == 1
    assert "no player called Nobody" in capsys.readouterr().err
    assert run(league, "players", "split", "Ola") == 1
    assert "No merge" in capsys.readouterr().err
    assert listed(league, capsys) == before


def test_an_ambiguous_name_lists_the_candidates(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Names are unique regardless of case; a merged name is the other player's: two players
    # answer to "Ake" only when a merged Ake and a player of that name meet, which cannot
    # happen; so two players are made to share the name in the file itself.
    import sqlite3

    with open_store(league) as store:
        store.add_player("Twin")
    connection = sqlite3.connect(league)
    with connection:
        connection.execute(
            "INSERT INTO players (id, name, name_key, created, archived) "
            "VALUES ('00000000-0000-4000-8000-000000000001', 'Twin', 'twin ', "
            "'2026-01-01 00:00:00', 0)"
        )
    connection.close()
    assert run(league, "players", "merge", "Twin", "Kari") == 1
    err = capsys.readouterr().err
    assert "More than one player goes by Twin" in err
    assert "00000000-0000-4000-8000-000000000001" in err


def test_history_void_and_restore(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(league, "league", "--season", "0", "--json") == 0
    table = capsys.readouterr().out
    assert run(league, "history", "--json") == 0
    matches = json.loads(capsys.readouterr().out)
    assert len(matches) == 15 and all(m["status"] == "finished" for m in matches)
    target = matches[3]["id"]
    assert run(league, "match", "void", target, "--reason", "entered twice") == 0
    assert "void" in capsys.readouterr().out
    assert run(league, "history") == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith(target))
    assert line.endswith("void (entered twice)")
    assert run(league, "history", "--json") == 0
    voided = next(m for m in json.loads(capsys.readouterr().out) if m["id"] == target)
    assert (voided["status"], voided["note"]) == ("void", "entered twice")
    assert voided["set_aside"] is not None
    assert run(league, "league", "--season", "0", "--json") == 0
    assert capsys.readouterr().out != table
    assert run(league, "check") == 0
    assert run(league, "match", "void", target, "--reason", "again") == 1
    assert "void already (entered twice)" in capsys.readouterr().err
    assert run(league, "match", "restore", target) == 0
    capsys.readouterr()
    assert run(league, "league", "--season", "0", "--json") == 0
    assert capsys.readouterr().out == table
    with open_store(league) as store:
        assert len(stats.match_history(store)) == 15
    assert run(league, "match", "void", target, "--reason", " ") == 1
    assert "Say why" in capsys.readouterr().err


def test_mend_the_date_and_place_and_undo(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(league, "league", "--season", "0", "--json") == 0
    table = capsys.readouterr().out
    assert run(league, "history", "--json") == 0
    target = json.loads(capsys.readouterr().out)[0]["id"]
    assert run(league, "match", "mend", target) == 1
    assert "Say what to mend" in capsys.readouterr().err
    assert run(league, "match", "mend", target, "--date", "2025-06-01", "--place", "Husum") == 0
    out = capsys.readouterr().out
    assert "-> 2025-06-01 " in out and "place - -> Husum" in out
    assert run(league, "league", "--season", "2025", "--json") == 0
    assert json.loads(capsys.readouterr().out)  # the match is in the 2025 season now
    assert run(league, "check") == 0
    capsys.readouterr()
    assert run(league, "match", "mends", target) == 0
    mend_id = capsys.readouterr().out.split()[0]
    assert run(league, "match", "unmend", mend_id) == 0
    capsys.readouterr()
    assert run(league, "league", "--season", "0", "--json") == 0
    assert capsys.readouterr().out == table
    assert run(league, "match", "unmend", mend_id) == 1
    assert "undone already" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # argparse's own refusal, exit status 2
        run(league, "match", "mend", target, "--date", "2025-13-01")
    assert "not a date YYYY-MM-DD" in capsys.readouterr().err


def test_history_says_the_moment_a_keeper_mends(
    league: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # `match mend --time` takes the local time of the finish (as the window's Date and
    # place… does); `history` must say the same moment, not the start in UTC.
    monkeypatch.setenv("TZ", "Europe/Stockholm")
    time.tzset()
    try:
        assert run(league, "history", "--json") == 0
        target = json.loads(capsys.readouterr().out)[0]["id"]
        assert run(league, "match", "mend", target, "--date", "2025-06-01", "--time", "19:30") == 0
        capsys.readouterr()
        assert run(league, "history") == 0
        line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith(target))
        assert f"{target}  2025-06-01 19:30  " in line
    finally:
        monkeypatch.undo()
        time.tzset()
