"""Hints asked for during a match are kept with it, survive reopening, and bad input is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import MatchClosed, StoreError, UnknownMatch
from roller_desktop.store.hint_records import hint_counts
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

HINT = {"selections": [], "bank_value": 350.0, "throw_value": 401.5, "best": {"type": "throw"}}


def test_hints_are_recorded_in_order_and_survive_reopening(sqlite_path: Path) -> None:
    with open_store(sqlite_path) as store:
        match_id = start(store, "roller", players(store, "Anna", "Bo"))
        other = start(store, "roller", players(store, "Cilla"))
        store.record_hint(match_id, 0, 0, HINT)
        store.record_hint(match_id, 1, 7, {"selections": [{"dice": [1], "points": 100}]})
        store.record_hint(other, 0, 3, HINT)
    with open_store(sqlite_path) as store:
        records = store.hints(match_id)
        assert [(r.seat, r.event_count) for r in records] == [(0, 0), (1, 7)]
        assert records[0].data == HINT
        assert records[1].data["selections"][0]["dice"] == [1]
        assert [r.event_count for r in store.hints(other)] == [3]


def test_bad_hints_are_refused_and_nothing_is_written(store: Store) -> None:
    match_id = start(store, "roller", players(store, "Anna", "Bo"))
    with pytest.raises(StoreError, match="no seat 2"):
        store.record_hint(match_id, 2, 0, HINT)
    with pytest.raises(StoreError, match="event count"):
        store.record_hint(match_id, 0, -1, HINT)
    with pytest.raises(StoreError, match="numbers JSON cannot carry"):
        store.record_hint(match_id, 0, 0, {"value": float("nan")})
    with pytest.raises(UnknownMatch):
        store.record_hint("no-such-match", 0, 0, HINT)
    assert store.hints(match_id) == []


def test_a_finished_match_takes_no_more_hints(store: Store) -> None:
    match_id = start(store, "roller", players(store, "Anna"), {"rounds": 1})
    store.record_hint(match_id, 0, 0, HINT)
    play_out(MatchRecorder.open(store, match_id), seed=3)
    with pytest.raises(MatchClosed):
        store.record_hint(match_id, 0, 5, HINT)
    assert len(store.hints(match_id)) == 1


def test_hint_counts_count_each_position_once(store: Store) -> None:
    match_id = start(store, "roller", players(store, "Anna", "Bo", "Cilla"))
    for seat, events in [(0, 0), (0, 0), (0, 4), (2, 9)]:
        store.record_hint(match_id, seat, events, HINT)
    assert hint_counts(store.hints(match_id), 3) == [2, 0, 1]
