"""The store's subcommands: demo, league, export, import, and where the league lives."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.paths import DATABASE_URL_VARIABLE, resolve_location


def test_demo_refuses_without_an_explicit_database(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(DATABASE_URL_VARIABLE, str(tmp_path / "env.sqlite3"))
    assert main(["demo", "--matches", "1"]) == 1
    assert "--database" in capsys.readouterr().err
    assert not (tmp_path / "env.sqlite3").exists()


def test_demo_league_export_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    league = tmp_path / "league.sqlite3"
    assert main(["--database", str(league), "demo", "--matches", "1", "--seed", "5"]) == 0
    out, err = capsys.readouterr()
    assert "1/1 (100%)" in err and "1 demo match written" in out
    assert (
        main(["--database", str(league), "demo", "--matches", "40", "--seed", "6", "--bulk"]) == 0
    )
    capsys.readouterr()

    assert main(["--database", str(league), "league", "--season", "0", "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert table and {"name", "w", "ww", "sur_mun", "plump", "win_rate", "rating"} <= set(table[0])
    with open_store(league) as store:
        from roller_desktop.store.queries import stats
        from roller_desktop.store.queries.league_table import Period, load_table

        # The window's table in its default order (rating first), the ratings beside.
        shown = load_table(store, "roller", Period.all_time()).rows
        assert [(row["name"], row["rating"]) for row in table] == [
            (r.name, round(r.rating, 1)) for r in shown
        ]
        assert [r.name for r in shown] != [  # the league is one where the two orders differ
            s.name for s in sorted(stats.roller_league(store), key=lambda s: -s.win_rate)
        ]
        finished = len(stats.match_history(store))
    assert finished == 41

    assert (
        main(["--database", str(league), "league", "--game", "105", "--season", "0", "--csv"]) == 0
    )
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert rows and set(rows[0]) >= {"name", "races", "wins", "average_place"}

    assert main(["--database", str(league), "league", "--season", "1990"]) == 0
    assert "No finished matches" in capsys.readouterr().out

    exported = tmp_path / "league.json"
    assert main(["--database", str(league), "export", str(exported)]) == 0
    other = tmp_path / "other.sqlite3"
    for _ in range(2):
        assert main(["--database", str(other), "import", str(exported)]) == 0
    out, err = capsys.readouterr()
    assert "Checking and importing matches: 41/41 (100%)" in err
    assert out.splitlines()[-1].startswith("Nothing new; 41 matches were already here")
    assert main(["--database", str(other), "check"]) == 0


def test_import_of_a_bad_file_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["--database", str(tmp_path / "l.sqlite3"), "import", str(bad)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


def test_the_environment_overrides_the_default_location(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "from-env.sqlite3"
    monkeypatch.setenv(DATABASE_URL_VARIABLE, f"sqlite:///{target}")
    assert resolve_location(None) == f"sqlite:///{target}"
    assert resolve_location("given.sqlite3") == "given.sqlite3"
    assert main(["league"]) == 1  # reading makes no league: the path is the environment's
    assert f"There is no league at {target}." in capsys.readouterr().err
    open_store(None).close()  # a writer's opening (the window's) makes it, there
    assert target.exists()
    assert main(["league"]) == 0
    monkeypatch.delenv(DATABASE_URL_VARIABLE)
    assert resolve_location(None).endswith("league.sqlite3")


def test_export_and_import_carry_hints_and_refuse_a_newer_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store.exchange import export_league
    from roller_desktop.store.values import SeatSpec

    league, other = tmp_path / "league.sqlite3", tmp_path / "other.sqlite3"
    with open_store(league) as store:
        ids = [store.add_player(name).id for name in ("Ola", "Kari")]
        match_id = store.start_match("roller", {}, [SeatSpec(pid) for pid in ids], 0)
        for seat, events in [(0, 0), (1, 0)]:
            store.record_hint(match_id, seat, events, {"best": {"type": "throw"}})
    exported = tmp_path / "league.json"
    assert main(["--database", str(league), "export", str(exported)]) == 0
    assert main(["--database", str(other), "import", str(exported)]) == 0
    assert "Imported 1 new match, 2 new players and 2 hints." in capsys.readouterr().out
    assert main(["--database", str(other), "import", str(exported)]) == 0
    assert "hint" not in capsys.readouterr().out  # none this time, and no "0 hints"
    with open_store(other) as store:
        assert [(h.seat, h.data) for h in store.hints(match_id)] == [
            (0, {"best": {"type": "throw"}}),
            (1, {"best": {"type": "throw"}}),
        ]
    header, *records = exported.read_text(encoding="utf-8").splitlines()  # one per line
    newer = json.loads(header)
    assert newer["version"] == 8
    counted = ("players", "changes", "championships", "matches")
    assert len(records) == sum(newer[key] for key in counted)
    newer["version"] = 99
    exported.write_text("\n".join([json.dumps(newer), *records]) + "\n", encoding="utf-8")
    with open_store(other) as store:
        before = export_league(store)
    assert main(["--database", str(tmp_path / "third.sqlite3"), "import", str(exported)]) == 1
    assert "newer program (format version 99)" in capsys.readouterr().err
    assert main(["--database", str(other), "import", str(exported)]) == 1
    with open_store(other) as store:
        assert export_league(store) == before


def test_league_csv_escapes_a_name_that_looks_like_a_formula(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from tests.store.helpers import play_out

    league = tmp_path / "league.sqlite3"
    with open_store(league) as store:
        names = ['=HYPERLINK("http://example.com","x")', "@Bo", "Anna"]
        ids = [store.add_player(name).id for name in names]
        match_id = store.start_match("roller", {"rounds": 1}, [SeatSpec(i) for i in ids], 0)
        play_out(MatchRecorder.open(store, match_id), seed=4)
    assert main(["--database", str(league), "league", "--season", "0", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert sorted(row["name"] for row in rows) == [
        '\'=HYPERLINK("http://example.com","x")',
        "'@Bo",
        "Anna",
    ]


def test_league_practice_counts_matches_with_computers_only_when_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from tests.store.helpers import play_out

    league = tmp_path / "league.sqlite3"
    with open_store(league) as store:
        anna = store.add_player("Anna").id
        seats = [SeatSpec(anna), SeatSpec.of_computer("steady")]
        play_out(MatchRecorder.open(store, store.start_match("roller", {"rounds": 2}, seats, 0)), 3)
    assert main(["--database", str(league), "league", "--season", "0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert main(["--database", str(league), "league", "--season", "0", "--practice", "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert sorted((r["name"], r["computer"], r["matches"]) for r in table) == [
        ("Anna", None, 1),
        ("Computer (steady)", "steady", 1),
    ]
    assert main(["--database", str(league), "league", "--season", "0", "--practice"]) == 0
    assert "Computer (steady) (practice)" in capsys.readouterr().out


def test_import_says_what_the_keepers_changes_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store import demo, keeper
    from roller_desktop.store.queries import stats

    here, there = tmp_path / "here.sqlite3", tmp_path / "there.sqlite3"
    with open_store(here) as store:
        ids = demo.demo_player_ids(store)
        ake = store.add_player("Ake").id
        demo.fill_bulk(store, 6, seed=1, days=10, players=[ids[1], ids[2], ake])
    exported = tmp_path / "league.jsonl"
    assert main(["--database", str(here), "export", str(exported)]) == 0
    assert main(["--database", str(there), "import", str(exported)]) == 0
    with open_store(here) as store:
        keeper.merge_players(store, ake, ids[0])
        finished = [m.id for m in stats.match_history(store) if m.status == "finished"]
        for match_id in finished[:2]:
            keeper.void_match(store, match_id, "test")
    assert main(["--database", str(here), "export", str(exported)]) == 0
    capsys.readouterr()
    assert main(["--database", str(there), "import", str(exported)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2:] == ["2 matches voided.", "Ake merged into Åke."]
    assert main(["--database", str(there), "import", str(exported)]) == 0
    assert "voided" not in capsys.readouterr().out  # the second time: nothing changes


def test_progress_in_a_log_file_is_one_line_per_job(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # stderr here is no terminal (as in `export … 2>>export.log` at night): every step
    # written with a carriage return made one line of a hundred joined steps.
    league = tmp_path / "league.sqlite3"
    assert main(["--database", str(league), "demo", "--matches", "30", "--bulk"]) == 0
    capsys.readouterr()
    assert main(["--database", str(league), "export", str(tmp_path / "league.json")]) == 0
    err = capsys.readouterr().err
    assert "\r" not in err
    assert err.splitlines() == ["Exporting matches: 30/30 (100%)"]


def test_import_counts_in_the_right_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One match, two players, no hint: "Imported 1 new match" (it read "1 new matches"), and
    nothing of what there is none of (it read "0 new players")."""
    from roller_desktop.store.values import SeatSpec

    league, other = tmp_path / "league.sqlite3", tmp_path / "other.sqlite3"
    with open_store(league) as store:
        ids = [store.add_player(name).id for name in ("Ola", "Kari")]
        store.start_match("roller", {}, [SeatSpec(pid) for pid in ids], 0)
    exported = tmp_path / "league.json"
    assert main(["--database", str(league), "export", str(exported)]) == 0
    capsys.readouterr()
    assert main(["--database", str(other), "import", str(exported)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == "Imported 1 new match and 2 new players."
    assert main(["--database", str(other), "import", str(exported)]) == 0
    again = capsys.readouterr().out.splitlines()[0]
    assert again == "Nothing new; 1 match was already here, 2 players already known."
