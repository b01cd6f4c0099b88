"""The play session without Qt: actions in, committed events and Changes out, over a real store.

Each test plays through a MatchRecorder on a fresh SQLite league and reads back what the store
holds: an action is stored whole or not at all, undo follows the table's rules, computer seats
choose through their bots, and the Changes say what the engine reported.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from roller_desktop.engine.dice import ScriptedDice
from roller_desktop.engine.errors import IllegalAction, InvalidSelection, RulesError
from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.protocol import Outcome
from roller_desktop.play.session import PlaySession
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import StoreError
from roller_desktop.store.models import EventRow, SeatResultRow
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(str(tmp_path / "league.sqlite3"))
    try:
        yield opened
    finally:
        opened.close()


def start(store: Store, game: str = "roller", rules: dict[str, Any] | None = None) -> str:
    ids = [store.add_player(name).id for name in ("Åke", "Kari")]
    return store.start_match(game, rules or {}, [SeatSpec(p) for p in ids], 0)  # type: ignore[arg-type]


def session_for(
    store: Store, match_id: str, throws: list[tuple[int, ...]], **kwargs: Any
) -> PlaySession:
    return PlaySession(MatchRecorder.open(store, match_id), dice=ScriptedDice(throws), **kwargs)


def stored(store: Store, match_id: str) -> list[tuple[str, bool]]:
    with store.session() as s:
        pk = store.match_pk(match_id)
        rows = s.execute(
            select(EventRow.kind, EventRow.undone)
            .where(EventRow.match_pk == pk)
            .order_by(EventRow.seq)
        ).all()
    return [(kind, bool(undone)) for kind, undone in rows]


def test_keep_and_bank_is_one_action_stored_whole(store: Store) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [(1, 5, 2, 3, 3, 4)])
    changes = session.throw()
    assert changes.thrown and changes.events == (Throw((1, 5, 2, 3, 3, 4)),)
    assert session.bank_value([1, 5]) == 150 and session.bank_value([1]) == 100
    assert session.bank_value([2]) is None and session.game.must_keep  # tried, taken back
    changes = session.keep_and_bank([1, 5])
    assert changes.events == (Keep((1, 5)), Bank())
    end = changes.turn_end
    assert end is not None and end.result.outcome is Outcome.BANKED and end.result.points == 150
    assert changes.turn_ended and not changes.match_finished and not changes.league_changed
    assert stored(store, match_id) == [("throw", False), ("keep", False), ("bank", False)]
    assert session.game.current_seat == 1


def test_keep_and_throw_is_one_action_stored_whole(store: Store) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [(1, 5, 2, 3, 3, 4), (1, 2, 2, 3)])
    session.throw()
    changes = session.keep_and_throw([1, 5])
    assert changes.thrown and changes.events == (Keep((1, 5)), Throw((1, 2, 2, 3)))
    assert stored(store, match_id) == [("throw", False), ("keep", False), ("throw", False)]
    assert session.game.last_throw == (1, 2, 2, 3) and session.game.turn_points == 150


def test_a_refused_keep_and_throw_changes_nothing_and_rolls_nothing(store: Store) -> None:
    match_id = start(store)
    dice = ScriptedDice([(1, 5, 2, 3, 3, 4), (6, 6, 4, 3, 2)])
    session = PlaySession(MatchRecorder.open(store, match_id), dice=dice)
    session.throw()
    before = session.game.events
    with pytest.raises(InvalidSelection):
        session.keep_and_throw([2])
    assert session.game.events == before and session.game.must_keep
    assert stored(store, match_id) == [("throw", False)]
    assert session.keep_and_throw([1]).events[-1] == Throw((6, 6, 4, 3, 2))


def test_a_refused_bank_takes_the_keep_back_too(store: Store) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [(1, 2, 3, 4, 5, 6)])
    session.throw()
    before = session.game.events
    with pytest.raises(IllegalAction, match="must be kept before banking"):
        session.keep_and_bank([1, 2, 3, 4, 5, 6])  # a Stege: ROLLER with a forced throw
    assert session.game.events == before and session.game.must_keep
    assert stored(store, match_id) == [("throw", False)]
    with pytest.raises(InvalidSelection):
        session.keep_and_bank([2])
    assert stored(store, match_id) == [("throw", False)]


def test_a_failed_commit_stores_nothing_and_changes_nothing(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [(1, 5, 2, 3, 3, 4)])
    session.throw()
    recorder = session.recorder
    assert isinstance(recorder, MatchRecorder)

    def full_disk(*args: Any) -> None:
        raise StoreError("The disk is full.", "save.failed")

    monkeypatch.setattr(recorder, "_write", full_disk)
    with pytest.raises(StoreError, match="disk is full"):
        session.keep_and_bank([1, 5])
    assert session.game.events == (Throw((1, 5, 2, 3, 3, 4)),) and session.game.must_keep
    monkeypatch.undo()
    assert session.keep_and_bank([1, 5]).turn_end is not None
    assert stored(store, match_id) == [("throw", False), ("keep", False), ("bank", False)]


def test_announcements_come_from_what_the_engine_reported(store: Store) -> None:
    match_id = start(store, rules={"rounds": 1})
    throws = [(1, 2, 3, 4, 5, 6), (2, 2, 3, 3, 4, 6), (2, 2, 3, 3, 4, 6)]
    session = session_for(store, match_id, throws)
    session.throw()
    changes = session.keep([1, 2, 3, 4, 5, 6])
    roller = changes.roller
    assert roller is not None and roller.forced and roller.owed == 2 and roller.points == 2000
    changes = session.throw()  # nothing: Tjock, the 2000 lost
    assert changes.turn_end is not None and changes.turn_end.result.outcome is Outcome.TJOCK
    assert changes.lost == 2000 and changes.roller is None
    changes = session.throw()  # nothing on a first throw: RT, and the one round is over
    assert changes.turn_end is not None and changes.turn_end.result.outcome is Outcome.RT
    assert changes.match_finished and changes.league_changed
    with store.session() as s:
        results = s.scalars(select(SeatResultRow.total)).all()
    assert sorted(results) == [0, 0]  # the finish path ran in the finishing action


def test_virtual_dice_undo_takes_back_a_selection_never_a_throw(store: Store) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [(1, 5, 2, 3, 3, 4)])
    assert session.undo_refusal() == "nothing" and not session.can_undo()
    session.throw()
    assert session.undo_refusal() == "throw"
    with pytest.raises(IllegalAction):
        session.undo()
    session.keep([1])
    assert session.can_undo() and session.undo_steps() == 1
    changes = session.undo()
    assert changes.undone == (Keep((1,)),) and not changes.steps
    assert session.game.must_keep and session.game.turn_points == 0
    assert stored(store, match_id) == [("throw", False), ("keep", True)]


class KeepOneBot:
    """Keeps the smallest selection, banks whenever it may."""

    def choose(self, match: Any) -> Any:
        if match.must_keep:
            return Keep(match.selections()[-1].dice)
        return Bank() if match.can_bank else Throw()


def test_real_dice_undo_takes_the_computers_moves_with_the_tables_entry(store: Store) -> None:
    match_id = start(store)
    session = session_for(store, match_id, [], computers={1: KeepOneBot()}, real_dice=True)
    session.throw([1, 2, 3, 3, 4, 6])  # the person's turn, typed faces
    session.keep_and_bank([1])
    assert session.current_is_computer()
    session.throw([5, 2, 3, 3, 4, 6])  # the table throws the computer's dice
    move = session.computer_move()
    assert move == Keep((5,))
    session.keep([5])
    assert session.computer_move() == Bank()
    session.bank()
    assert not session.current_is_computer()
    # the computer's keep and bank go with the faces the table typed for it
    assert session.undo_steps() == 3
    events = session.game.events
    changes = session.undo()
    assert changes.undone == (Bank(), Keep((5,)), Throw((5, 2, 3, 3, 4, 6)))
    assert session.game.events == events[:-3] and session.current_is_computer()
    assert [undone for _, undone in stored(store, match_id)] == [False] * 3 + [True] * 3
    session.real_dice = False  # the person's own bank before the computer's throw
    assert session.game.events[-1] == Bank() and session.undo_refusal() is None


def test_a_race_throws_and_refuses_keeping(store: Store) -> None:
    match_id = start(store, game="105")
    session = session_for(store, match_id, [(1, 1, 2, 3, 4)], computers={1: KeepOneBot()})
    changes = session.throw()
    outcome = changes.race_outcome
    assert outcome is not None and outcome.hits == 2 and changes.turn_ended
    assert session.current_is_computer() and session.computer_move() == Throw()
    assert session.bank_value([1]) is None
    with pytest.raises(RulesError, match="set aside by themselves"):
        session.keep([1])
    with pytest.raises(RulesError, match="no banking"):
        session.keep_and_bank([1])


def test_the_play_layer_runs_without_qt() -> None:
    code = (
        "import sys, roller_desktop.play.session\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'roller_desktop.ui'))]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
