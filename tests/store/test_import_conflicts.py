"""Import of a match whose id the league has already: the file's match brings ours up to date
only when it is the same match (game, house rules, starter, seats) and its events continue
ours; anything else is a conflict that names the match and what differs, and changes nothing."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import Game, SeatSpec

from .helpers import play_out, players


def finished_and_begun(tmp_path: Path, game: Game = "roller") -> tuple[dict[str, Any], str]:
    """A league file with one finished match, and its id. Half of its events, as a match in
    progress, make the other laptop's beginning (see `beginning`)."""
    with open_store(tmp_path / "a.sqlite3") as a:
        ids = players(a, "Anna", "Bert")
        rules: dict[str, object] = {"rounds": 2} if game == "roller" else {}
        match_id = a.start_match(game, rules, [SeatSpec(i, dice=1) for i in ids], 0)
        play_out(MatchRecorder.open(a, match_id), seed=11)
        return export_league(a), match_id


def beginning(document: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The document with its match cut to half of its events, in progress, and `changes`."""
    begun = copy.deepcopy(document)
    match = begun["matches"][0]
    match["events"] = match["events"][: len(match["events"]) // 2]
    match["status"], match["finished"] = "in_progress", None
    match.update(changes)
    return begun


def league(path: Path, document: dict[str, Any]) -> str:
    with open_store(path) as store:
        import_text(store, json.dumps(document))
        return json.dumps(export_league(store), sort_keys=True)


def test_the_same_match_played_on_is_brought_up_to_date(tmp_path: Path) -> None:
    document, match_id = finished_and_begun(tmp_path)
    league(tmp_path / "b.sqlite3", beginning(document))
    with open_store(tmp_path / "b.sqlite3") as b:
        summary = import_text(b, json.dumps(document))
        assert summary.matches_extended == 1
        assert b.load_match(match_id).status == "finished"
        assert export_league(b)["matches"] == document["matches"]


def test_the_wrong_starter_is_refused_and_credits_nobody(tmp_path: Path) -> None:
    """Ours began with Bert starting; the file's (Anna starting) cannot continue it: before,
    our starter was kept with the file's throws, and the league gave the match to the wrong
    player."""
    document, match_id = finished_and_begun(tmp_path)
    path = tmp_path / "b.sqlite3"
    before = league(path, beginning(document, starter=1))
    with open_store(tmp_path / "a.sqlite3") as a:
        table = {row.name: row.wins for row in stats.roller_league(a)}
    with open_store(path) as b:
        with pytest.raises(ImportProblem, match=f"Match 1 \\({match_id}\\).*another starter"):
            import_text(b, json.dumps(document))
        assert json.dumps(export_league(b), sort_keys=True) == before
        assert b.load_match(match_id).starter == 1
        assert stats.roller_league(b) == [] or all(row.wins == 0 for row in stats.roller_league(b))
    assert sorted(table.values()) != [0, 0]  # the source league has a winner to get wrong


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"rules": {"rounds": 3}}, "other house rules"),
        ({"rules": {"rounds": 2, "forced_after_roller": False}}, "other house rules"),
        ("swap seats", "other seats"),
        ("computer seat", "other seats"),
    ],
)
def test_another_match_of_the_same_id_is_refused_whole(
    tmp_path: Path, change: Any, said: str
) -> None:
    document, match_id = finished_and_begun(tmp_path)
    ours = beginning(document)
    if change == "swap seats":
        ours["matches"][0]["seats"].reverse()
    elif change == "computer seat":
        ours["matches"][0]["seats"][1].update(player=None, computer="steady")
    else:
        ours["matches"][0].update(change)
    path = tmp_path / "b.sqlite3"
    before = league(path, ours)
    newcomer = copy.deepcopy(document)
    newcomer["players"].append(
        {
            "id": "0b7a3a52-4b8f-4f0e-9a43-3c4bd6a1b1d1",
            "name": "Cilla",
            "archived": False,
            "created": "2026-01-01T00:00:00Z",
        }
    )
    with open_store(path) as b:
        with pytest.raises(ImportProblem, match=f"Match 1 \\({match_id}\\).*{said}"):
            import_text(b, json.dumps(newcomer))
        assert json.dumps(export_league(b), sort_keys=True) == before
        assert b.load_match(match_id).status == "in_progress"


def test_the_same_events_under_other_rules_are_refused_too(tmp_path: Path) -> None:
    """Not only a match to bring up to date: one with all the same events is no other match's
    copy either when its house rules differ."""
    document, _ = finished_and_begun(tmp_path)
    ours = beginning(document)
    path = tmp_path / "b.sqlite3"
    before = league(path, ours)
    theirs = copy.deepcopy(ours)
    theirs["matches"][0]["rules"] = {"rounds": 2, "ww_threshold": 5000}
    with open_store(path) as b:
        with pytest.raises(ImportProblem, match="other house rules"):
            import_text(b, json.dumps(theirs))
        assert json.dumps(export_league(b), sort_keys=True) == before


def test_105_with_other_dice_at_a_seat_is_refused(tmp_path: Path) -> None:
    """Ours began with two dice a seat; the file's one-die throws would not be our race."""
    document, match_id = finished_and_begun(tmp_path, "105")
    ours = beginning(document, events=[])
    for seat in ours["matches"][0]["seats"]:
        seat["dice"] = 2
    path = tmp_path / "b.sqlite3"
    before = league(path, ours)
    with open_store(path) as b:
        with pytest.raises(ImportProblem, match=f"{match_id}.*other seats"):
            import_text(b, json.dumps(document))
        assert json.dumps(export_league(b), sort_keys=True) == before


def test_events_that_do_not_continue_ours_are_refused(tmp_path: Path) -> None:
    document, match_id = finished_and_begun(tmp_path)
    ours = beginning(document)
    ours["matches"][0]["events"] = ours["matches"][0]["events"][:-1]
    path = tmp_path / "b.sqlite3"
    league(path, ours)
    forked = copy.deepcopy(ours)
    forked["matches"][0]["events"] = document["matches"][0]["events"][:1]  # fewer: ours is ahead
    with open_store(path) as b:
        before = json.dumps(export_league(b), sort_keys=True)
        with pytest.raises(ImportProblem, match=f"{match_id}.*other events"):
            import_text(b, json.dumps(forked))
        assert json.dumps(export_league(b), sort_keys=True) == before
