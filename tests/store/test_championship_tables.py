"""A championship table played with the program's dice (issue 16, item 6), on SQLite and
PostgreSQL: the store says which table a match is (table_of_match), a table's match is started
and linked in one transaction (start_table_match), and two tables of one qualifying round of
a duplicate-dice championship, given the same decisions by their seats, throw the same faces,
through the play layer (PlaySession over MatchRecorder), resumed or taken anew from the store
too. An ordinary match and a championship without duplicate dice are not touched."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import event, func, select

from roller_desktop.championship.dice import DuplicateDice, throw_faces
from roller_desktop.engine.events import Keep, Throw
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.play.session import PlaySession
from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store
from roller_desktop.store.errors import ChampionshipRefused, MatchMovedOn
from roller_desktop.store.games import replay
from roller_desktop.store.models import ChampionshipMatchRow, MatchRow
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

NAMES = ["Åke", "Örjan", "Kari", "Lisa", "Bo", "Cia", "Dan", "Eva"]
Key = tuple[int, int, int]  # (rond, position, throw), all from 1


def make(store: Store, duplicate: bool = True, name: str = "EM i Roller") -> ch.Championship:
    return ch.create_championship(
        store,
        name,
        [(n, None) for n in NAMES],
        rounds=2,
        table_size=(4, 4),
        rules={"rounds": 3},
        duplicate_dice=duplicate,
    )


def session_of(store: Store, match_id: str) -> PlaySession:
    """The play layer as the window builds it: a duplicate-dice table's dice read the
    recorder's match at every throw."""
    recorder = MatchRecorder.open(store, match_id)
    table = ch.table_of_match(store, match_id)
    assert table is not None and table.duplicate
    return PlaySession(
        recorder, dice=DuplicateDice(table.championship_id, table.round, lambda: recorder.game)
    )


def key_of(game: RollerMatch) -> Key:
    assert game.current_round is not None and game.current_seat is not None
    return (
        game.current_round + 1,
        game.order.index(game.current_seat) + 1,
        game.throws_this_turn + 1,
    )


def decide(session: PlaySession) -> None:
    """One action of the seat to play, the same rule at every table: throw at a turn's start;
    keep the best selection, and bank it when fewer than three dice would be left, else keep
    and throw the rest in one action."""
    game = session.game
    assert isinstance(game, RollerMatch)
    if not game.must_keep:
        session.throw()
        return
    best = game.selections()[0].dice
    if rule_throws_on(game):
        session.keep_and_throw(best)
    else:
        session.keep_and_bank(best)


def rule_throws_on(game: RollerMatch) -> bool:
    """After keeping the best selection: throw on while three dice or more are left (a ROLLER
    gives six) or banking is not allowed (dice owed after a ROLLER by Stege or Alla lika)."""
    game.push(Keep(game.selections()[0].dice))  # tried and taken back
    try:
        return game.dice_to_throw >= 3 or not game.can_bank
    finally:
        game.pop()


def play_on(session: PlaySession, actions: int | None = None) -> None:
    done = 0
    while not session.game.is_over and (actions is None or done < actions):
        decide(session)
        done += 1


def stored_throws(store: Store, match_id: str) -> dict[Key, tuple[int, ...]]:
    """Each throw of the stored match by (rond, position, throw): replayed from the store."""
    game = replay(store.load_match(match_id))
    assert isinstance(game, RollerMatch)
    events = list(game.events)
    while game.events:
        game.pop()
    thrown: dict[Key, tuple[int, ...]] = {}
    for item in events:
        if isinstance(item, Throw):
            thrown[key_of(game)] = item.dice
        game.push(item)
    return thrown


def count_statements(store: Store, call: Callable[[], object]) -> int:
    seen: list[str] = []

    def note(*args: Any) -> None:
        seen.append(str(args[2]))

    event.listen(store.engine, "before_cursor_execute", note)
    try:
        call()
    finally:
        event.remove(store.engine, "before_cursor_execute", note)
    return len([s for s in seen if s.lstrip().upper().startswith("SELECT")])


def test_the_store_says_which_championship_table_a_match_is(store: Store) -> None:
    made = make(store)
    ordinary = store.start_match(
        "roller",
        {},
        [SeatSpec(store.add_player("Gun").id), SeatSpec(store.add_player("Per").id)],
        0,
    )
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 2, 2)
    assert ch.table_of_match(store, ordinary) is None
    assert ch.table_of_match(store, "no such match") is None
    found = ch.table_of_match(store, first)
    assert found == ch.MatchTable(made.id, made.name, 1, 1, True) and found.duplicate
    assert ch.table_of_match(store, second) == ch.MatchTable(made.id, made.name, 2, 2, True)
    # one statement (after the connection's first use)
    assert count_statements(store, lambda: ch.table_of_match(store, first)) == 1
    plain = make(store, duplicate=False, name="Sommarspelen")
    other = ch.start_table_match(store, plain.name, 1, 2)
    table = ch.table_of_match(store, other)
    assert table is not None and table.championship_id == plain.id and not table.duplicate


def test_the_final_throws_ordinary_dice() -> None:
    assert not ch.MatchTable("id", "EM", ch.FINAL, 1, True).duplicate
    assert ch.MatchTable("id", "EM", 1, 1, True).duplicate


def test_a_table_starts_linked_with_the_draws_seats_and_the_house_rules(store: Store) -> None:
    made = make(store)
    seats = ch.stored_round(store, made.name, 1).tables[1].seats
    match_id = ch.start_table_match(store, made.name, 1, 2, real_dice=True)
    loaded = store.load_match(match_id)
    assert [s.name for s in loaded.seats] == list(seats)
    assert loaded.starter == 0 and loaded.real_dice and not loaded.by_hand
    assert loaded.rules == made.rules and loaded.rules["rounds"] == 3
    assert [(m.match_id, m.round, m.table) for m in ch.table_matches(store, made.name)] == [
        (match_id, 1, 2)
    ]
    kept = store.load_match(ch.start_table_match(store, made.name, 2, 1, by_hand=True))
    assert kept.by_hand and not kept.real_dice


def matches(store: Store) -> tuple[int, int]:
    with store.session() as s:
        return (
            int(s.scalar(select(func.count()).select_from(MatchRow)) or 0),
            int(s.scalar(select(func.count()).select_from(ChampionshipMatchRow)) or 0),
        )


def test_a_refused_table_leaves_no_match_behind(store: Store) -> None:
    made = make(store)
    with pytest.raises(ChampionshipRefused) as refused:
        ch.start_table_match(store, made.name, 1, 9)
    assert refused.value.code == "championship.no-table"
    with pytest.raises(ChampionshipRefused) as refused:
        ch.start_table_match(store, "Inget mästerskap", 1, 1)
    assert refused.value.code == "championship.unknown"
    assert matches(store) == (0, 0)
    playing = ch.start_table_match(store, made.name, 1, 1)
    with pytest.raises(ChampionshipRefused) as refused:
        ch.start_table_match(store, made.name, 1, 1)  # its match is in play: resume that one
    assert refused.value.code == "championship.table-playing"
    assert matches(store) == (1, 1)
    play_on(session_of(store, playing))
    # the link is refused after the match is made (the table has its finished match): the
    # match goes with it, in the same transaction
    with pytest.raises(ChampionshipRefused) as refused:
        ch.start_table_match(store, made.name, 1, 1)
    assert refused.value.code == "championship.table-played"
    assert matches(store) == (1, 1)


def test_two_tables_of_a_round_throw_the_same_dice(store: Store) -> None:
    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    play_on(session_of(store, first))
    play_on(session_of(store, second))
    one, two = stored_throws(store, first), stored_throws(store, second)
    # the same decisions on the same dice: the same throws, every one the championship's
    assert one == two and len(one) >= 12
    assert {position for _, position, _ in one} == {1, 2, 3, 4}
    assert any(throw > 1 for _, _, throw in one)
    for (rond, position, throw), faces in one.items():
        assert faces == throw_faces(made.id, 1, rond, position, throw, len(faces))
    # round 2 throws other dice
    third = ch.start_table_match(store, made.name, 2, 1)
    play_on(session_of(store, third))
    assert stored_throws(store, third) != one


def test_a_resumed_table_throws_the_same_dice(store: Store) -> None:
    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    play_on(session_of(store, first))
    # table 2 stops part way (the program closed, or crashed), mid-turn after a keep, and is
    # opened again: a new recorder, its match replayed from the store
    session = session_of(store, second)
    play_on(session, 6)
    game = session.game
    assert isinstance(game, RollerMatch)
    while not (game.must_keep and rule_throws_on(game)):
        decide(session)
    session.keep(game.selections()[0].dice)  # the keep of a keep-and-throw; then it stops
    play_on(session_of(store, second))
    assert stored_throws(store, second) == stored_throws(store, first)


def test_a_recorder_that_takes_the_match_anew_throws_the_same_dice(store: Store) -> None:
    """Two programs at one table (a shared league): the one behind is told the match moved
    on and takes it anew from the store; its dice read the new match object."""
    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    play_on(session_of(store, first))
    behind, ahead = session_of(store, second), session_of(store, second)
    play_on(ahead, 5)
    old = behind.game
    with pytest.raises(MatchMovedOn):
        decide(behind)
    assert behind.game is not old
    play_on(behind)
    assert stored_throws(store, second) == stored_throws(store, first)


def test_an_undone_keep_throws_the_same_dice_again(store: Store) -> None:
    made = make(store)
    match_id = ch.start_table_match(store, made.name, 1, 1)
    session = session_of(store, match_id)
    session.throw()
    game = session.game
    assert isinstance(game, RollerMatch)
    while not game.must_keep:  # an RT: the next seat
        session.throw()
    key = key_of(game)
    best = game.selections()[0].dice
    session.keep(best)
    after = key_of(game)
    session.undo()
    session.keep_and_throw(best)
    thrown = game.events[-1]
    assert isinstance(thrown, Throw) and key == after  # the throw due: a keep is not one
    assert thrown.dice == throw_faces(made.id, 1, *after, len(thrown.dice))


def test_tables_on_laptops_of_their_own_throw_the_same_dice(store: Store, tmp_path: Any) -> None:
    """By files: each table's laptop imports the director's table file (the championship
    comes by its id, with its setting), plays its table with the program's dice, and its file
    goes back to the director; both matches there threw the same dice."""
    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import Selection, export_file, import_file

    made = make(store)
    for table in (1, 2):
        matches, players, key = ch.export_selection(store, made.name, 1, table)
        out = tmp_path / f"table{table}.json"
        export_file(store, out, selection=Selection(matches, players, frozenset({key})))
        laptop = open_store(str(tmp_path / f"laptop{table}.sqlite3"))
        try:
            import_file(laptop, out)
            there = ch.championship(laptop, made.name)
            assert there.id == made.id and there.duplicate_dice
            play_on(session_of(laptop, ch.start_table_match(laptop, made.name, 1, table)))
            export_file(laptop, tmp_path / f"back{table}.json")
        finally:
            laptop.close()
        import_file(store, tmp_path / f"back{table}.json")
    played = {m.table: m.match_id for m in ch.table_matches(store, made.name)}
    assert sorted(played) == [1, 2]
    one, two = stored_throws(store, played[1]), stored_throws(store, played[2])
    assert one == two and len(one) >= 12
    for (rond, position, throw), faces in one.items():
        assert faces == throw_faces(made.id, 1, rond, position, throw, len(faces))
