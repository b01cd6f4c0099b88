"""Hints (H) travel with their matches in the league file (format version 2); version 1 files,
which have none, still import; a league that has the match already does not get them twice."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import VERSION, export_league, import_text
from roller_desktop.store.hint_records import hint_counts
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.strategy.hints import hint
from roller_desktop.ui.play.match_analysis import for_match

from .helpers import as_current_version, broken, play_out, play_step, players, start

V1_FILE = Path(__file__).resolve().parent / "data" / "league_v1.json"


def ask(store: Store, rec: MatchRecorder) -> None:
    """Record the hint the window would show now (the strategy's own figures)."""
    game = rec.game
    assert isinstance(game, RollerMatch) and game.current_seat is not None
    store.record_hint(rec.match_id, game.current_seat, len(game.events), hint(game).to_dict())


def play_with_hints(store: Store, rec: MatchRecorder, seed: int, every: int) -> None:
    """Play on, asking for a hint before every `every`-th action."""
    rng = random.Random(seed)
    step = 0
    while not rec.game.is_over:
        if step % every == 0:
            ask(store, rec)
        play_step(rec, rng)
        step += 1


def league_with_hints(store: Store) -> tuple[str, str]:
    """A finished Roller match with hints from both seats and one in progress with a hint."""
    ids = players(store, "Ola", "Kari", "Per")
    finished = MatchRecorder.open(store, start(store, "roller", ids[:2], {"rounds": 2}))
    play_with_hints(store, finished, seed=4, every=3)
    play_out(MatchRecorder.open(store, start(store, "105", ids[1:], dice=1)), seed=2)
    going = MatchRecorder.open(store, start(store, "roller", [ids[2], ids[0]]))
    ask(store, going)
    going.throw([1, 1, 5, 2, 3, 4])
    return finished.match_id, going.match_id


def test_hints_survive_the_round_trip_with_their_analysis(location: str, tmp_path: Path) -> None:
    with open_store(location) as source:
        finished, going = league_with_hints(source)
        document = export_league(source)
        hints_before = {m: source.hints(m) for m in (finished, going)}
        analysis_before = for_match(source, finished)
    assert document["version"] == VERSION == 8
    assert {len(set(r.seat for r in hints_before[finished]))} == {2}
    with open_store(tmp_path / "moved.sqlite3") as target:
        summary = import_text(target, json.dumps(document))
        assert summary.hints_added == sum(len(r) for r in hints_before.values())
        for match_id, records in hints_before.items():
            assert target.hints(match_id) == records
            assert hint_counts(target.hints(match_id), 2) == hint_counts(records, 2)
        assert for_match(target, finished) == analysis_before
        assert analysis_before is not None and analysis_before.hints is not None
        assert sum(analysis_before.hints) > 0
        assert export_league(target) == document
        again = import_text(target, json.dumps(document))
        assert again.hints_added == 0 and again.matches_unchanged == 3
        assert export_league(target) == document


def test_merging_a_match_played_further_adds_only_the_new_hints(tmp_path: Path) -> None:
    with open_store(tmp_path / "a.sqlite3") as a, open_store(tmp_path / "b.sqlite3") as b:
        _, going = league_with_hints(a)
        import_text(b, json.dumps(export_league(a)))
        assert len(b.hints(going)) == 1
        rec = MatchRecorder.open(a, going)
        rec.keep([1, 1])
        ask(a, rec)  # a second hint, on laptop a only
        summary = import_text(b, json.dumps(export_league(a)))
        assert (summary.matches_extended, summary.hints_added) == (1, 1)
        assert b.hints(going) == a.hints(going) and len(a.hints(going)) == 2
        # And back: a gets nothing twice.
        assert import_text(a, json.dumps(export_league(b))).hints_added == 0
        assert len(a.hints(going)) == 2


def test_a_version_1_file_still_imports(location: str) -> None:
    """league_v1.json was written by the version 1 exporter (before hints were exported)."""
    text = V1_FILE.read_text(encoding="utf-8")
    old = json.loads(text)
    assert old["version"] == 1
    with open_store(location) as target:
        summary = import_text(target, text)
        assert (summary.matches_added, summary.players_added, summary.hints_added) == (3, 3, 0)
        now = export_league(target)
        assert import_text(target, text).matches_unchanged == 3
        assert export_league(target) == now
    assert now == as_current_version(old)
    statuses = sorted(m["status"] for m in now["matches"])
    assert statuses == ["finished", "finished", "in_progress"]


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    with open_store(tmp_path_factory.mktemp("hints") / "base.sqlite3") as source:
        league_with_hints(source)
        return export_league(source)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["version"], 9, "newer program.*versions 1 to 8"),
        (["version"], 3, "version 3 has one record per line"),
        (["version"], 1, "Match 1 has unknown fields: by_hand, hints"),
        (["matches", 0, "hints"], KeyError, "Match 1 lacks hints"),
        (["matches", 0, "hints"], {}, "Match 1 has no list of hints"),
        (["matches", 0, "hints", 0, "seat"], 2, "Match 1, hint 1: the match has no seat 2"),
        (["matches", 0, "hints", 0, "seat"], True, "seat must be a whole number"),
        (["matches", 0, "hints", 1, "event_count"], -1, "Match 1, hint 2: the event count"),
        (["matches", 0, "hints", 1, "event_count"], 2**40, "out of range"),
        (["matches", 0, "hints", 0, "data"], [1], "must be an object"),
        (["matches", 0, "hints", 0, "data", "best"], "\x00", "control characters"),
        (["matches", 0, "hints", 0, "data", "big"], "x" * 30_000, "longer than"),
        (["matches", 0, "hints", 0, "asked"], "yesterday", "not a time"),
        (["matches", 0, "hints", 0, "extra"], 1, "unknown fields: extra"),
        (["matches", 2, "hints", 0], None, "Match 3, hint 1 is not an object"),
    ],
)
def test_a_bad_hint_imports_nothing(
    tmp_path: Path, base: dict[str, Any], path: list[Any], value: Any, message: str
) -> None:
    if path == ["version"] and value < 8:  # the document as those versions had it
        base = {
            key: item
            for key, item in base.items()
            if (value >= 7 or key != "championships") and (value >= 6 or key != "changes")
        }
        dropped = ("drills",) if value >= 7 else ("championship", "drills")
        base["matches"] = [
            {k: v for k, v in m.items() if k not in dropped} for m in base["matches"]
        ]
    text = broken(base, path, value)
    with open_store(tmp_path / "target.sqlite3") as target:
        target.add_player("Lisa")
        before = export_league(target)
        with pytest.raises(ImportProblem, match=message):
            import_text(target, text)
        assert export_league(target) == before


def test_infinite_numbers_in_a_hint_are_refused(tmp_path: Path, base: dict[str, Any]) -> None:
    text = broken(base, ["matches", 0, "hints", 0, "data", "bank_value"], 1.5)
    text = text.replace('"bank_value": 1.5', '"bank_value": Infinity', 1)
    with open_store(tmp_path / "target.sqlite3") as target:
        with pytest.raises(ImportProblem, match="numbers JSON cannot carry"):
            import_text(target, text)
        assert export_league(target)["matches"] == []
