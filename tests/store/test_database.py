"""Players and matches: names, seats, events committed and replayed, undo, finishing."""

from __future__ import annotations

import pytest

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import InvalidName, MatchClosed, StoreError, UnknownPlayer
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import play_out, players, start


def test_players_are_unique_regardless_of_case(store: Store) -> None:
    ake = store.add_player("  Åke ")
    assert ake.name == "Åke" and not ake.archived
    with pytest.raises(InvalidName, match="already"):
        store.add_player("åKE")
    with pytest.raises(InvalidName):
        store.add_player("   ")
    with pytest.raises(InvalidName, match="40"):
        store.add_player("x" * 41)
    assert [p.name for p in store.players()] == ["Åke"]


def test_rename_and_archive(store: Store) -> None:
    a, b = store.add_player("Ola"), store.add_player("Kari")
    with pytest.raises(InvalidName):
        store.rename_player(a.id, "KARI")
    assert store.rename_player(a.id, "ola").name == "ola"  # a new case of its own name
    store.archive_player(b.id)
    assert [p.name for p in store.players()] == ["ola"]
    assert [p.name for p in store.players(include_archived=True)] == ["Kari", "ola"]
    with pytest.raises(UnknownPlayer):
        store.archive_player("no-such-id")


def test_a_computer_seat_is_a_level_not_a_player(store: Store) -> None:
    (anna,) = players(store, "Anna")
    seats = [SeatSpec(anna), SeatSpec.of_computer("steady"), SeatSpec.of_computer("steady")]
    match_id = store.start_match("roller", {}, seats, 1)
    loaded = store.load_match(match_id)
    assert [(s.player_id, s.name, s.computer) for s in loaded.seats] == [
        (anna, "Anna", None),
        (None, "Computer (steady)", "steady"),
        (None, "Computer (steady) 2", "steady"),  # the engine's seats have names of their own
    ]
    assert [p.name for p in store.players(include_archived=True)] == ["Anna"]
    with pytest.raises(StoreError, match="level, not a player"):
        store.start_match("roller", {}, [SeatSpec(anna, computer="sharp")], 0)
    with pytest.raises(StoreError, match="a player, or a computer"):
        store.start_match("roller", {}, [SeatSpec(None)], 0)


def test_start_match_validates_through_the_engine(store: Store) -> None:
    ids = players(store, "Ola", "Kari")
    with pytest.raises(RulesError):
        store.start_match("roller", {"rounds": 0}, [SeatSpec(i) for i in ids], 0)
    with pytest.raises(RulesError):
        store.start_match("roller", {}, [SeatSpec(ids[0]), SeatSpec(ids[0])], 0)
    with pytest.raises(UnknownPlayer):
        store.start_match("105", {}, [SeatSpec("nobody")], 0)
    assert store.unfinished_matches() == []


def test_every_event_is_stored_and_replayed(location: str) -> None:
    with open_store(location) as store:
        ids = players(store, "Åke", "Ingemar")
        match_id = start(store, "roller", ids, {"rounds": 2})
        rec = MatchRecorder.open(store, match_id)
        rec.throw([1, 2, 3, 4, 5, 6])
        rec.keep([1, 2, 3, 4, 5, 6])
        rec.throw([1, 2, 2, 3, 3, 4])
        with pytest.raises(RulesError):
            rec.keep([2])  # refused by the engine: nothing stored
        rec.keep([1])
    with open_store(location) as store:
        loaded = store.load_match(match_id)
        assert loaded.events == [
            Throw((1, 2, 3, 4, 5, 6)),
            Keep((1, 2, 3, 4, 5, 6)),
            Throw((1, 2, 2, 3, 3, 4)),
            Keep((1,)),
        ]
        rec = MatchRecorder.open(store, match_id)
        assert isinstance(rec.game, RollerMatch)
        assert rec.game.turn_points == 2100 and rec.game.dice_owed == 1
        [summary] = store.unfinished_matches()
        assert summary.seat_names == ("Åke", "Ingemar") and summary.progress == "round 1 of 2"
        assert (summary.round, summary.rounds, summary.throws) == (1, 2, None)
        assert summary.to_play == "Åke"  # the window words it in its language


def test_undo_marks_and_replay_skips(store: Store) -> None:
    ids = players(store, "Ola")
    match_id = start(store, "roller", ids)
    rec = MatchRecorder.open(store, match_id)
    rec.throw([1, 1, 2, 3, 4, 6])
    rec.keep([1])
    rec.undo()
    rec.keep([1, 1])
    rec.bank()
    assert store.load_match(match_id).events == [Throw((1, 1, 2, 3, 4, 6)), Keep((1, 1)), Bank()]
    again = MatchRecorder.open(store, match_id)
    assert isinstance(again.game, RollerMatch)
    assert again.game.protocol().cell_text(0, 0) == "200"
    again.undo()
    again.undo()
    again.undo()
    with pytest.raises(RulesError):
        again.undo()
    assert store.load_match(match_id).events == []


def test_finishing_event_writes_results_and_status(store: Store) -> None:
    from sqlalchemy import select

    from roller_desktop.store.models import SeatResultRow

    ids = players(store, "Ola", "Kari", "Per")
    match_id = start(store, "roller", ids, {"rounds": 3})
    rec = MatchRecorder.open(store, match_id)
    play_out(rec, seed=4)
    assert isinstance(rec.game, RollerMatch)
    protocol = rec.game.protocol()
    loaded = store.load_match(match_id)
    assert loaded.status == "finished" and loaded.finished is not None
    with store.session() as s:
        rows = s.scalars(select(SeatResultRow).order_by(SeatResultRow.seat)).all()
        assert [r.total for r in rows] == protocol.totals
        assert [r.tjock for r in rows] == protocol.tjock_counts
        assert [r.rt for r in rows] == protocol.rt_counts
        assert [r.best_round for r in rows] == protocol.best_rounds
        assert [r.rollers for r in rows] == list(protocol.roller_counts)
        assert sum(r.won for r in rows) >= 1
    with pytest.raises(MatchClosed):
        rec.undo()
    store.set_place_and_note(match_id, "Stugan", "Regn hela dagen")
    assert store.load_match(match_id).place == "Stugan"
    assert store.unfinished_matches() == []


def test_a_race_records_places_and_turns(store: Store) -> None:
    from sqlalchemy import select

    from roller_desktop.engine.hundredfive import Race
    from roller_desktop.store.models import SeatResultRow

    ids = players(store, "Ola", "Kari")
    match_id = store.start_match("105", {}, [SeatSpec(ids[0], dice=2), SeatSpec(ids[1])], 1)
    rec = MatchRecorder.open(store, match_id)
    play_out(rec, seed=1)
    assert isinstance(rec.game, Race)
    with store.session() as s:
        rows = s.scalars(select(SeatResultRow).order_by(SeatResultRow.seat)).all()
        assert [r.place for r in rows] == [rec.game.place(0), rec.game.place(1)]
        assert [r.turns for r in rows] == [rec.game.turns(0), rec.game.turns(1)]
    assert store.load_match(match_id).seats[0].dice == 2


def test_abandoned_match_cannot_be_played(store: Store) -> None:
    match_id = start(store, "105", players(store, "Ola"))
    rec = MatchRecorder.open(store, match_id)
    store.abandon_match(match_id)
    with pytest.raises(MatchClosed):
        MatchRecorder.open(store, match_id).throw([1, 1, 1, 1, 1])
    assert store.load_match(match_id).status == "abandoned"
    assert rec.game.events == ()
