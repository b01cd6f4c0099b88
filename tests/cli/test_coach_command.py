"""`odds roller --win` and `coach MATCH_ID`: the contract for outside checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.strategy import coach, win_table


def test_odds_win_gives_the_starters_chance(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "roller", "--win", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["starter_win_chance"] == win_table.shipped(True).start_chance(15)
    assert main(["odds", "roller", "--win", "--json", "--no-forced-throw", "--rounds", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["starter_win_chance"] == win_table.shipped(False).start_chance(3)


def test_odds_win_at_a_turn_and_lead(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "roller", "--win", "--turn", "29", "--lead", "-500", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["win_chance"] == win_table.shipped(True).chance(1, -500)
    assert main(["odds", "roller", "--win", "--turn", "0", "--lead", "1000"]) == 0
    assert "the player to move wins" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--lead", "75"], "multiple of 50"),
        (["--turn", "30"], "turns 0 to 29"),
        (["--turn", "-1"], "turns 0 to 29"),
    ],
)
def test_odds_win_refuses_bad_moments(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", "roller", "--win", "--json", *args]) == 2
    out, err = capsys.readouterr()
    assert said in err and out == ""


def test_coach_prints_a_stored_matchs_books(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from tests.store.helpers import play_out

    league = tmp_path / "league.sqlite3"
    with open_store(league) as store:
        ids = [store.add_player(name).id for name in ("Åke", "Kari")]
        played = store.start_match("roller", {"rounds": 2}, [SeatSpec(i) for i in ids], 1)
        play_out(MatchRecorder.open(store, played), seed=3)
        three = [*ids, store.add_player("Bo").id]
        hundred = store.start_match("105", {}, [SeatSpec(i) for i in three], 0)
    assert main(["--database", str(league), "coach", played, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["name"] for s in data["seats"]] == ["Kari", "Åke"]  # from the starter
    for seat in data["seats"]:
        assert set(seat) == {"name", "start_chance", "result", "luck", "given_away"}
    first, second = data["seats"]
    for me, other in ((first, second), (second, first)):
        books = me["luck"] - me["given_away"] + other["given_away"]
        assert me["result"] - me["start_chance"] == pytest.approx(books, abs=coach.TOLERANCE)
    assert [(t["turn"], t["seat"]) for t in data["turns"]] == [(0, 0), (1, 1), (2, 0), (3, 1)]
    assert data["turns"][0]["lead"] == 0
    assert main(["--database", str(league), "coach", played]) == 0
    assert "Kari" in capsys.readouterr().out
    assert main(["--database", str(league), "coach", hundred]) == 1
    assert "Roller matches only" in capsys.readouterr().err


def test_coach_replay_gives_a_seats_other_choices(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.strategy import other_choices
    from tests.store.helpers import play_out

    league = tmp_path / "league.sqlite3"
    with open_store(league) as store:
        ids = [store.add_player(name).id for name in ("Åke", "Kari")]
        played = store.start_match("roller", {"rounds": 3}, [SeatSpec(i) for i in ids], 1)
        play_out(MatchRecorder.open(store, played), seed=5)
        loaded = store.load_match(played)
    names = [s.name for s in loaded.seats]
    totals = RollerMatch.replay(names, RollerRules(rounds=3), loaded.events, 1).protocol().totals
    expected = other_choices.other_choices(
        names, RollerRules(rounds=3), loaded.events, loaded.starter, 0, 0
    )
    db = ["--database", str(league)]
    assert main([*db, "coach", played, "--replay", "åke", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["name"] == "Åke" and data["total"] == expected.total
    assert data["actual_total"] == totals[0]
    assert data["others"] == [{"name": "Kari", "total": totals[1]}]
    assert len(data["rounds"]) == 3
    # by position from the starter (Kari starts): 0 is Kari; from her second turn on
    assert main([*db, "coach", played, "--replay", "0", "--from", "2"]) == 0
    out = capsys.readouterr().out
    assert "Kari's own dice" in out and "from turn 2" in out
    assert main([*db, "coach", played, "--replay", "Bo"]) == 1
    assert "no seat 'Bo'" in capsys.readouterr().err
    assert main([*db, "coach", played, "--replay", "Kari", "--from", "6"]) == 1
    assert "0 (the start) to 5" in capsys.readouterr().err


def test_coach_reads_while_the_window_has_the_league_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The coach only reads: it works beside the window (the league's writer), as `history`
    does, rather than saying the league is open in another window."""
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from tests.store.helpers import play_out

    league = tmp_path / "league.sqlite3"
    with open_store(league) as store:
        ids = [store.add_player(name).id for name in ("Åke", "Kari")]
        played = store.start_match("roller", {"rounds": 2}, [SeatSpec(i) for i in ids], 1)
        play_out(MatchRecorder.open(store, played), seed=3)
    with open_store(league, backup=False):  # the window
        assert main(["--database", str(league), "coach", played, "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["seats"][0]["name"] == "Kari"
        assert main(["--database", str(league), "coach", played, "--replay", "Åke"]) == 0
        assert "Åke" in capsys.readouterr().out
