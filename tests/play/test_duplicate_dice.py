"""Duplicate dice plugged into a play session over a real store (issue 16, item 6): the
session's own way of getting dice (`PlaySession(dice=...)`, `throw()` without faces) throws
the championship's faces, and a match opened again goes on with the same ones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from roller_desktop.championship.dice import DuplicateDice, throw_faces
from roller_desktop.engine.events import Throw
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.play.session import PlaySession
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(str(tmp_path / "league.sqlite3"))
    try:
        yield opened
    finally:
        opened.close()


def duplicate_session(store: Store, match_id: str) -> PlaySession:
    recorder = MatchRecorder.open(store, match_id)
    game = recorder.game
    assert isinstance(game, RollerMatch)
    return PlaySession(recorder, dice=DuplicateDice("EM 2026", 2, game))


def test_a_session_throws_the_championships_faces(store: Store) -> None:
    ids = [store.add_player(name).id for name in ("Åke", "Kari", "Bo")]
    match_id = store.start_match("roller", {}, [SeatSpec(p) for p in ids], 1)
    session = duplicate_session(store, match_id)
    thrown: list[tuple[int, int, int, tuple[int, ...]]] = []
    while len(thrown) < 12:
        game = session.game
        assert isinstance(game, RollerMatch)
        assert game.current_round is not None and game.current_seat is not None
        key = (
            game.current_round + 1,
            game.order.index(game.current_seat) + 1,
            game.throws_this_turn + 1,
        )
        changes = session.throw()
        (event,) = changes.events
        assert isinstance(event, Throw)
        thrown.append((*key, event.dice))
        if game.must_keep:
            best = game.selections()[0].dice
            if game.dice_to_throw - len(best) >= 3 and not game.dice_owed:
                session.keep_and_bank(best)
            else:
                session.keep(best)
    for rond, position, throw, faces in thrown:
        assert faces == throw_faces("EM 2026", 2, rond, position, throw, len(faces))
    assert {position for _, position, _, _ in thrown} == {1, 2, 3}
    # the match opened again (a new recorder, its own match object replayed from the store)
    # throws what the session throws next
    game = session.game
    assert isinstance(game, RollerMatch)
    if game.must_keep:
        session.keep(game.selections()[0].dice)
    resumed = MatchRecorder.open(store, match_id).game
    assert isinstance(resumed, RollerMatch) and resumed is not game
    expected = DuplicateDice("EM 2026", 2, resumed).roll(resumed.dice_to_throw)
    (event,) = session.throw().events
    assert isinstance(event, Throw)
    assert event.dice == expected
