"""Two tables on one match (two laptops on one PostgreSQL league, or two recorders of one
program): an action is taken only against the match as it is stored; the stale table is told
the match moved on and holds it as it is now. Nothing is stored of the refused action."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from roller_desktop.engine.events import Event
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import MatchMovedOn
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, play_step, players, start


@pytest.fixture
def two_tables(location: str) -> Iterator[tuple[Store, Store]]:
    """Two handles on one league: two programs on a server; one program's store on SQLite
    (a second program on the file is refused by the lock, see test_lock)."""
    first = open_store(location)
    second = open_store(location) if first.dialect == "postgresql" else first
    try:
        yield first, second
    finally:
        if second is not first:
            second.close()
        first.close()


def stored_events(store: Store, match_id: str) -> list[Event]:
    return list(MatchRecorder.open(store, match_id).game.events)  # replays, or raises


def begun(store: Store) -> str:
    match_id = start(store, "roller", players(store, "Anna", "Bert"), {"rounds": 2})
    rec = MatchRecorder.open(store, match_id)
    rec.throw([1, 2, 3, 3, 4, 6])
    rec.keep([1])
    return match_id


def test_a_stale_undo_is_refused_and_marks_nothing(two_tables: tuple[Store, Store]) -> None:
    """Before: A's undo after B played on was taken, marking a middle event undone; the match
    no longer replayed and every window on the league crashed at start."""
    a_store, b_store = two_tables
    match_id = begun(a_store)
    a = MatchRecorder.open(a_store, match_id)
    b = MatchRecorder.open(b_store, match_id)
    b.throw([5, 2, 2, 3, 4])
    b.keep([5])
    played = stored_events(b_store, match_id)
    with pytest.raises(MatchMovedOn, match="moved on at another table"):
        a.undo()
    assert stored_events(a_store, match_id) == played
    assert list(a.game.events) == played  # A holds the match as it is now
    a.bank()  # and plays on from there
    assert stored_events(b_store, match_id) == [*played, a.game.events[-1]]


@pytest.mark.parametrize("what", ["throw", "undo"])
def test_a_stale_action_after_the_other_table_took_a_move_back(
    two_tables: tuple[Store, Store], what: str
) -> None:
    a_store, b_store = two_tables
    match_id = begun(a_store)
    a = MatchRecorder.open(a_store, match_id)
    b = MatchRecorder.open(b_store, match_id)
    b.undo()  # the keep of 1 taken back: the same number of events stored, one live fewer
    after_undo = stored_events(b_store, match_id)
    with pytest.raises(MatchMovedOn):
        if what == "throw":
            a.throw([1, 1, 1, 2, 3])  # not the state it was played on: refused
        else:
            a.undo()
    assert stored_events(a_store, match_id) == after_undo == list(a.game.events)


def test_a_match_finished_at_the_other_table(two_tables: tuple[Store, Store]) -> None:
    a_store, b_store = two_tables
    match_id = begun(a_store)
    a = MatchRecorder.open(a_store, match_id)
    b = MatchRecorder.open(b_store, match_id)
    play_out(b, seed=4)
    with pytest.raises(MatchMovedOn):
        a.bank()
    assert a.status == "finished" and a.game.is_over
    assert a.game.events == b.game.events == tuple(stored_events(a_store, match_id))


def test_tables_racing_on_one_match_never_break_it(two_tables: tuple[Store, Store]) -> None:
    """Two threads (two laptops) play the same match as fast as they can, each reloading when
    told: every action is taken once or refused, the stored match always replays."""
    a_store = two_tables[0]
    match_id = begun(a_store)
    refused = [0, 0]
    taken = [0, 0]
    problems: list[BaseException] = []

    def table(index: int, store: Store) -> None:
        rec = MatchRecorder.open(store, match_id)
        rng = random.Random(index)
        try:
            while not rec.game.is_over and sum(taken) < 150:
                try:
                    if rng.random() < 0.2 and rec.game.events:
                        rec.undo()
                    else:
                        play_step(rec, rng)
                    taken[index] += 1
                except MatchMovedOn:
                    refused[index] += 1
                except ValueError:  # an undo the rules do not allow here
                    pass
        except BaseException as error:  # reported by the test
            problems.append(error)

    threads = [threading.Thread(target=table, args=(i, s)) for i, s in enumerate(two_tables)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not problems, problems
    assert sum(taken) > 0
    print(f"taken {taken}, refused {refused}")  # the figures for the report (pytest -s)
    stored_events(a_store, match_id)  # replays


def test_a_match_opened_while_the_other_table_takes_a_move_back(
    two_tables: tuple[Store, Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: opening read the events and their numbers in two statements; a move taken
    back at another table between them left the recorder replaying the taken-back keep with
    the numbers of the match without it, and its next throw broke the stored match."""
    a_store, b_store = two_tables
    match_id = begun(a_store)
    b = MatchRecorder.open(b_store, match_id)
    load_match = a_store.load_match

    def load_then_the_other_table_undoes(mid: str) -> Any:
        loaded = load_match(mid)
        b.undo()  # the keep of 1 taken back between the two reads
        return loaded

    monkeypatch.setattr(a_store, "load_match", load_then_the_other_table_undoes)
    a = MatchRecorder.open(a_store, match_id)
    monkeypatch.undo()
    assert list(a.game.events) == stored_events(a_store, match_id)
    assert a.game.must_keep  # the throw is there again to keep from
    a.keep([1])
    assert stored_events(b_store, match_id) == list(a.game.events)
