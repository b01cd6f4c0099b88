"""Export, import and merge: round trips, idempotence, all or nothing, named problems."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import VERSION, export_league, import_text
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder

from .helpers import broken, play_out, play_step, players, start


def small_league(store: Store) -> list[str]:
    ids = players(store, "Ola", "Kari", "Per")
    for n, seats in enumerate([[0, 1], [1, 2, 0]]):
        rec = MatchRecorder.open(
            store, start(store, "roller", [ids[i] for i in seats], {"rounds": 2})
        )
        play_out(rec, seed=n)
    race = MatchRecorder.open(store, start(store, "105", ids[:2], dice=1))
    play_out(race, seed=5)
    return ids


def dump(store: Store) -> str:
    return json.dumps(export_league(store), sort_keys=True)


def test_round_trip_is_exact_and_idempotent(location: str, tmp_path: Path) -> None:
    with open_store(location) as source:
        small_league(source)
        unfinished = MatchRecorder.open(source, start(source, "roller", players(source, "Lisa")))
        unfinished.throw([1, 1, 1, 2, 3, 4])
        document = export_league(source)
        table = stats.roller_league(source)
    text = json.dumps(document)
    with open_store(tmp_path / "other.sqlite3") as target:
        first = import_text(target, text)
        assert (first.matches_added, first.players_added) == (4, 4)
        again = import_text(target, text)
        assert (again.matches_added, again.matches_unchanged, again.players_added) == (0, 4, 0)
        assert export_league(target) == document
        assert stats.roller_league(target) == table
        rec = MatchRecorder.open(target, document["matches"][-1]["id"])
        assert rec.game.events == unfinished.game.events


def test_two_laptops_merge(tmp_path: Path) -> None:
    with open_store(tmp_path / "a.sqlite3") as a, open_store(tmp_path / "b.sqlite3") as b:
        small_league(a)
        small_league(b)  # the same names, added separately: other ids
        shared = start(a, "roller", [p.id for p in a.players()[:2]], {"rounds": 1})
        rec = MatchRecorder.open(a, shared)
        rec.throw([1, 2, 2, 3, 3, 4])
        import_text(b, json.dumps(export_league(a)))  # b now has the unfinished match
        rec.keep([1])
        play_out(rec, seed=3)  # finished on a
        summary = import_text(b, json.dumps(export_league(a)))
        assert summary.matches_extended == 1 and summary.players_added == 0
        assert len(b.players()) == 3
        merged = {s.name: s.matches for s in stats.roller_league(b)}
        assert merged == {"Ola": 5, "Kari": 5, "Per": 2}
        assert b.load_match(shared).status == "finished"
        import_text(a, json.dumps(export_league(b)))
        ids_a = {m["id"] for m in export_league(a)["matches"]}
        assert ids_a == {m["id"] for m in export_league(b)["matches"]} and len(ids_a) == 7
        assert stats.roller_league(a) != [] and len(a.players()) == 3


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A small league's file, made once for the tests that break it."""
    with open_store(tmp_path_factory.mktemp("base") / "base.sqlite3") as source:
        small_league(source)
        return export_league(source)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["version"], VERSION + 1, "newer program"),
        (["format"], "something", "not a Roller desktop league"),
        (["players", 0, "name"], " ", "Player 1: A player needs a name"),
        (["players", 1, "name"], "OLA", "Two players in the file are called"),
        (["players", 0, "id"], "not-a-uuid", "not an id"),
        (["matches", 1, "events", 0, "dice"], [1, 2, 3, 4, 5, 7], "Match 2, event 1"),
        (["matches", 0, "events", 1, "dice"], [2, 2], "Match 1, event 2"),
        (["matches", 0, "status"], "in_progress", "Match 1 is marked in progress"),
        (["matches", 2, "seats", 0, "dice"], 9, "Match 3"),
        (["matches", 0, "seats", 0, "player"], "8c0e8f27-2d36-4c36-8d4a-0e4a6f0e8d55", "not in"),
        (["matches", 0, "note"], KeyError, "Match 1 lacks note"),
        (["matches", 0, "rules"], {"rounds": 99, "colour": "red"}, "Unknown house rules"),
    ],
)
def test_a_bad_file_imports_nothing_and_names_the_problem(
    tmp_path: Path, base: dict[str, Any], path: list[Any], value: Any, message: str
) -> None:
    text = broken(base, path, value)
    with open_store(tmp_path / "target.sqlite3") as target:
        target.add_player("Lisa")
        before = dump(target)
        with pytest.raises(ImportProblem, match=message):
            import_text(target, text)
        assert dump(target) == before


def test_conflicting_match_stops_everything(tmp_path: Path, base: dict[str, Any]) -> None:
    document = copy.deepcopy(base)
    with open_store(tmp_path / "target.sqlite3") as target:
        import_text(target, json.dumps(document))
        before = dump(target)
        document["players"].append(
            {
                "id": "0b7a3a52-4b8f-4f0e-9a43-3c4bd6a1b1d1",
                "name": "Ny",
                "archived": False,
                "created": "2026-01-01T00:00:00Z",
            }
        )
        events = document["matches"][2]["events"]
        other = copy.deepcopy(document["matches"][2])
        other["events"] = events[:-1]
        other["status"] = "in_progress"
        other["finished"] = None
        document["matches"][2] = other  # the same id, fewer events: a different story
        with pytest.raises(ImportProblem, match="already in the league with other events"):
            import_text(target, json.dumps(document))
        assert dump(target) == before


def test_import_keeps_playing_possible(store: Store, tmp_path: Path) -> None:
    with open_store(tmp_path / "src.sqlite3") as source:
        match_id = start(source, "105", players(source, "Ola", "Kari"), dice=1)
        rec = MatchRecorder.open(source, match_id)
        import random

        rng = random.Random(2)
        for _ in range(5):
            play_step(rec, rng)
        text = json.dumps(export_league(source))
    import_text(store, text)
    resumed = MatchRecorder.open(store, match_id)
    assert resumed.game.events == rec.game.events
    play_out(resumed, seed=8)
    assert store.load_match(match_id).status == "finished"


def test_a_handicap_travels_with_its_match_and_counts_in_the_totals(
    location: str, tmp_path: Path
) -> None:
    with open_store(location) as source:
        ids = players(source, "Ola", "Kari")
        match_id = start(source, "roller", ids, {"rounds": 2, "handicap": [0, 300]})
        play_out(MatchRecorder.open(source, match_id), seed=2)
        document = export_league(source)
        totals = MatchRecorder.open(source, match_id).game.protocol().totals
    assert document["matches"][0]["rules"]["handicap"] == [0, 300]
    with open_store(tmp_path / "other.sqlite3") as target:
        assert import_text(target, json.dumps(document)).matches_added == 1
        assert export_league(target) == document
        game = MatchRecorder.open(target, match_id).game
        assert game.rules.handicap == (0, 300)
        assert game.protocol().totals == totals
        cells = game.protocol().cells[1]
        assert totals[1] == 300 + sum(c.points for c in cells if c is not None)
