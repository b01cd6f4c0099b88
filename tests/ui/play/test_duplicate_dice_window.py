"""Duplicate dice in the window (issue 16, item 6): MainWindow.open_match gives a qualifying
table of a duplicate-dice championship the championship's dice (the window's own dice source
is not asked), two tables driven through their controllers with the same decisions throw the
same faces, the match opened again goes on with them, real dice switched on and off mid-match
leave them right, and the screen says which table it is and that its dice are duplicate. The
final, a championship without the setting and an ordinary match throw the window's dice."""

from __future__ import annotations

from typing import Any

from roller_desktop.championship.dice import DuplicateDice, throw_faces
from roller_desktop.engine.events import Keep, Throw
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store import championships as ch
from roller_desktop.store.database import replay
from roller_desktop.store.values import SeatSpec

NAMES = ["Åke", "Örjan", "Kari", "Lisa", "Bo", "Cia", "Dan", "Eva"]


def make(store: Any, duplicate: bool = True, name: str = "EM i Roller") -> ch.Championship:
    return ch.create_championship(
        store,
        name,
        [(n, None) for n in NAMES],
        rounds=2,
        table_size=(4, 4),
        rules={"rounds": 2},
        duplicate_dice=duplicate,
    )


def key_of(game: RollerMatch) -> tuple[int, int, int]:
    assert game.current_round is not None and game.current_seat is not None
    return (
        game.current_round + 1,
        game.order.index(game.current_seat) + 1,
        game.throws_this_turn + 1,
    )


def play_through(controller: Any, actions: int | None = None) -> None:
    """The seats' decisions, as buttons give them: throw; keep the best and throw on while
    three dice or more would be left (a ROLLER leaves six) or banking is not allowed, else
    keep it and bank."""
    done = 0
    game = controller.game
    while not game.is_over and (actions is None or done < actions):
        if not game.must_keep:
            assert controller.throw()
        else:
            best = game.selections()[0].dice
            game.push(Keep(best))  # tried and taken back: what keeping it leaves
            throw_on = game.dice_to_throw >= 3 or not game.can_bank
            game.pop()
            if throw_on:
                assert controller.throw(best)
            else:
                assert controller.bank(best)
        done += 1


def keyed_throws(store: Any, match_id: str) -> dict[tuple[int, int, int], tuple[int, ...]]:
    """The stored match's throws by (rond, position, throw), replayed from the store."""
    game = replay(store.load_match(match_id))
    events = list(game.events)
    while game.events:
        game.pop()
    found = {}
    for item in events:
        if isinstance(item, Throw):
            found[key_of(game)] = item.dice
        game.push(item)
    return found


def throws(store: Any, match_id: str) -> list[tuple[int, ...]]:
    return [e.dice for e in store.load_match(match_id).events if isinstance(e, Throw)]


def test_two_tables_throw_the_same_dice_and_the_screen_says_so(
    make_window: Any, store: Any, dice: Any
) -> None:
    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    window = make_window()  # the window's dice (a script) are empty: asked, the test fails
    window.open_match(first)
    controller = window.roller.controller
    assert isinstance(controller.dice, DuplicateDice)
    note = window.roller.table_note
    assert note.isVisible()
    assert note.text() == (
        "EM i Roller: round 1, table 1 · the same dice at every table of the round"
    )
    play_through(controller)
    for (rond, position, throw), faces in keyed_throws(store, first).items():
        assert faces == throw_faces(made.id, 1, rond, position, throw, len(faces))
    window.open_match(second)
    assert window.roller.table_note.text().startswith("EM i Roller: round 1, table 2 · ")
    play_through(window.roller.controller)
    assert throws(store, first) == throws(store, second) and len(throws(store, first)) >= 8


def test_resumed_and_real_dice_on_and_off_keep_the_championships_dice(
    make_window: Any, store: Any, dice: Any
) -> None:
    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    window = make_window()
    window.open_match(first)
    play_through(window.roller.controller)
    window.open_match(second)
    play_through(window.roller.controller, 5)
    window.show_start()
    window.open_match(second)  # resumed: a new recorder and controller
    controller = window.roller.controller
    game = controller.game
    while game.must_keep:
        play_through(controller, 1)
    # real dice for one throw (the table's own), then the program's again
    window.real_dice_action.trigger()
    assert controller.real_dice and "only with the program" in window.roller.table_note.text()
    typed = throw_faces(made.id, 1, *key_of(game), game.dice_to_throw)
    assert controller.enter_faces("".join(str(f) for f in typed))
    window.real_dice_action.trigger()
    assert (
        not controller.real_dice and "only with the program" not in window.roller.table_note.text()
    )
    play_through(controller)
    assert throws(store, second) == throws(store, first)


def test_the_final_an_ordinary_championship_and_a_match_throw_the_windows_dice(
    make_window: Any, store: Any, dice: Any
) -> None:
    made = make(store)
    plain = make(store, duplicate=False, name="Sommarspelen")
    ordinary = store.start_match(
        "roller", {"rounds": 1}, [SeatSpec(p.id) for p in store.players()[:2]], 0
    )
    other = ch.start_table_match(store, plain.name, 1, 1)
    window = make_window()
    for match_id, note in ((ordinary, None), (other, "Sommarspelen: round 1, table 1")):
        window.open_match(match_id)
        controller = window.roller.controller
        assert controller.dice is dice
        assert window.roller.table_note.isVisible() == (note is not None)
        if note is not None:
            assert window.roller.table_note.text() == note
        dice.add([1, 1, 1, 3, 3, 4])
        assert controller.throw()
        assert throws(store, match_id) == [(1, 1, 1, 3, 3, 4)]
    # the final: every qualifying table played (by hand, quickly), the final seated
    for round_, table in ch.tables_to_play(store, made.name):
        match_id = ch.start_table_match(store, made.name, round_, table, by_hand=True)
        window.open_match(match_id)
        controller = window.roller.controller
        assert isinstance(controller.dice, DuplicateDice)  # unused: protocol only
        assert "duplicate" not in window.roller.table_note.text()
        while not controller.game.is_over:
            assert controller.enter_result("50")
    ch.seat_final(store, made.name)
    final = ch.start_table_match(store, made.name, ch.FINAL, 1)
    window.open_match(final)
    assert window.roller.controller.dice is dice
    assert window.roller.table_note.text() == "EM i Roller: the final"
