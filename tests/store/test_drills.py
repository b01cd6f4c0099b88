"""Drills in the league: mining is incremental and the schedule moves with the grade."""

from __future__ import annotations

from datetime import timedelta

import pytest

from roller_desktop.play.drill_mining import mine_new, situation
from roller_desktop.store import drills as kept
from roller_desktop.store.database import Store
from roller_desktop.store.errors import StoreError
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.strategy.drills import Choice

from .helpers import players, start


def costly_match(store: Store, ids: list[str], computer: bool = False) -> str:
    """Two rounds; the first seat banks 700 with five dice left (throwing on was far better)."""
    if computer:
        seats = [SeatSpec(ids[0]), SeatSpec(None, computer="steady")]
        match_id = store.start_match("roller", {"rounds": 2}, seats, 0)
    else:
        match_id = start(store, "roller", ids, {"rounds": 2})
    rec = MatchRecorder.open(store, match_id)
    rec.throw([2, 2, 2, 4, 4, 4])
    rec.keep([2, 2, 2, 4, 4, 4])
    rec.throw([1, 2, 3, 4, 6, 6])
    rec.keep([1])
    rec.bank()
    for _ in range(3):
        rec.throw([2, 3, 4, 6, 2, 3])
    assert rec.game.is_over
    return match_id


def test_mining_finds_the_costly_decision_once(store: Store) -> None:
    ids = players(store, "Åke", "Kari")
    match_id = costly_match(store, ids)
    assert [m.id for m in kept.to_mine(store)] == [match_id]
    mined = mine_new(store)
    assert mined.matches == 1 and mined.drills >= 1
    drills = kept.player_drills(store, ids[0])
    costly = [d for d in drills if not d.close]
    assert [(d.match_id, d.seat, d.event) for d in costly] == [(match_id, 0, 2)]
    assert kept.drill_counts(store, ids[0])[0] == len(drills)  # new ones are due at once
    assert kept.due_counts(store)[ids[0]] == len(drills)
    # incremental: nothing more to look through, nothing doubled
    assert kept.to_mine(store) == []
    again = mine_new(store)
    assert (again.matches, again.drills) == (0, 0)
    assert len(kept.player_drills(store, ids[0])) == len(drills)
    s = situation(store, costly[0])
    assert s.chosen == Choice((1,), True) and s.best.choice == Choice((1,), False)


def test_no_drills_for_a_computer_seat_and_none_from_unfinished(store: Store) -> None:
    (anna,) = players(store, "Anna")
    costly_match(store, [anna], computer=True)
    unfinished = MatchRecorder.open(store, start(store, "roller", players(store, "Bo", "Cy")))
    unfinished.throw([1, 2, 3, 4, 6, 6])
    assert len(kept.to_mine(store)) == 1
    mine_new(store)
    assert any(d.seat == 0 for d in kept.player_drills(store, anna))
    assert all(d.seat == 0 for d in kept.player_drills(store, anna))


def test_the_schedule_moves_with_the_grade(store: Store) -> None:
    ids = players(store, "Åke", "Kari")
    match_id = costly_match(store, ids)
    mine_new(store)
    (drill,) = [d for d in kept.player_drills(store, ids[0]) if not d.close]
    now = drill.due
    wrong = kept.reviewed(kept.new_card(now), "wrong", now)
    right = kept.reviewed(kept.new_card(now), "right", now)
    close = kept.reviewed(kept.new_card(now), "close", now)
    assert kept.card_due(wrong) < kept.card_due(close) < kept.card_due(right)
    after = kept.review(store, match_id, 0, drill.event, "right", now)
    assert after.due == kept.card_due(right) and after.due > now
    assert (after.reviews, after.last_grade) == (1, "right")
    assert kept.drill_counts(store, ids[0], now)[0] == kept.drill_counts(store, ids[0], now)[1] - 1
    # due again later: a day on, the right answer's card is due
    later = now + timedelta(days=30)
    assert any(d.event == drill.event for d in kept.player_drills(store, ids[0], later))
    with pytest.raises(StoreError):
        kept.review(store, match_id, 0, drill.event, "maybe", now)
    with pytest.raises(StoreError):
        kept.review(store, match_id, 1, 999, "right", now)
