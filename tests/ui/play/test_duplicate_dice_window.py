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
from roller_desktop.store.games import replay
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
        "EM i Roller: qualifying round 1, table 1 · the same dice at every table of the round"
    )
    play_through(controller)
    for (rond, position, throw), faces in keyed_throws(store, first).items():
        assert faces == throw_faces(made.id, 1, rond, position, throw, len(faces))
    window.open_match(second)
    assert window.roller.table_note.text().startswith("EM i Roller: qualifying round 1, table 2 · ")
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
    for match_id, note in ((ordinary, None), (other, "Sommarspelen: qualifying round 1, table 1")):
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


def test_the_analysis_compares_each_position_with_the_other_tables(
    make_window: Any, store: Any, qtbot: Any
) -> None:
    from roller_desktop.ui.play.match_analysis import for_match

    made = make(store)
    first = ch.start_table_match(store, made.name, 1, 1)
    second = ch.start_table_match(store, made.name, 1, 2)
    window = make_window()
    window.open_match(first)
    play_through(window.roller.controller)
    alone = for_match(store, first)
    assert alone is not None and alone.same is None  # no other table has finished yet
    window.open_match(second)
    play_through(window.roller.controller)
    # at the end of the match: the panel under the protocol, when its thread is done
    panel = window.roller.analysis_panel
    qtbot.waitUntil(lambda: panel.analysis is not None, timeout=10000)
    same = panel.analysis.same
    assert same is not None and (same.championship, same.round, same.table) == (made.name, 1, 2)
    assert same.tables == 2
    everyone = [*_played_of(store, first), *_played_of(store, second)]
    assert sorted(same.players, key=lambda p: (p.table, p.position)) == sorted(
        everyone, key=lambda p: (p.table, p.position)
    )
    theirs = {p.position: p for p in _played_of(store, first)}
    for position in (1, 2, 3, 4):
        assert same.best_other(position) == theirs[position]  # one other table: its seat
    assert "The same dice at 2 tables of the round" in panel.text()
    assert "Compare the players" in panel.text()
    # the link opens the comparison: every player, position by position, best first
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.play.same_dice import SameDiceDialog

    seen: list[list[str]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SameDiceDialog)
        table = dialog.table
        seen.extend(
            [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())
        )
        dialog.reject()

    QTimer.singleShot(0, look)
    panel.linkActivated.emit("same-dice")
    assert len(seen) == 8
    assert [row[0] for row in seen] == ["1", "", "2", "", "3", "", "4", ""]
    for upper, lower in zip(seen[::2], seen[1::2], strict=True):
        assert int(upper[3]) >= int(lower[3]) and {upper[2], lower[2]} == {"1", "2"}
    # the history's protocol reads the same from the store, for either table
    stored = for_match(store, first)
    assert stored is not None and stored.same is not None and stored.same.table == 1
    assert set(stored.same.players) == set(same.players)


def _played_of(store: Any, match_id: str) -> list[Any]:
    """Each seat's position (playing order), total and decisions given away, from the
    analysis of the stored match."""
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.strategy.analysis import analyse
    from roller_desktop.ui.play.match_analysis import Played

    loaded = store.load_match(match_id)
    table = ch.table_of_match(store, match_id)
    assert table is not None
    names = [s.name for s in loaded.seats]
    rules = RollerRules.from_dict(dict(loaded.rules))
    order = RollerMatch(names, rules, loaded.starter).order
    return [
        Played(table.table, order.index(a.seat) + 1, a.name, a.points, a.given_away, a.luck)
        for a in analyse(names, rules, loaded.events, loaded.starter)
    ]


def test_the_best_at_another_table_is_the_highest_total_at_that_position() -> None:
    from roller_desktop.ui.play.match_analysis import Played, same_dice

    players = [
        Played(1, 2, "Bo", 900, 40.0, 3.0),
        Played(1, 1, "Åke", 1200, 10.0, -2.0),
        Played(2, 1, "Kari", 1500, 30.0, 1.0),
        Played(3, 1, "Lisa", 1500, 5.0, 0.0),  # as many points, less given away: the better
        Played(2, 2, "Dan", 300, 90.0, 4.0),
        Played(3, 2, "Eva", 700, 60.0, -8.0),
    ]
    found = same_dice("EM", 2, 1, players)
    assert found.tables == 3 and found.round == 2
    assert [p.name for p in found.players] == ["Lisa", "Kari", "Åke", "Bo", "Eva", "Dan"]
    assert found.best_other(1) == players[3] and found.best_other(2) == players[5]
    alone = same_dice("EM", 2, 1, players[:2])
    assert alone.best_other(1) is None and alone.tables == 1


def test_enter_on_a_table_starts_it_linked_and_on_a_table_in_play_resumes_it(
    make_window: Any, store: Any, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    made = make(store)
    seats = ch.stored_round(store, made.name, 1).tables[0].seats
    asked: list[str] = []

    def the_programs_dice(box: QMessageBox) -> int:  # the person clicks the first answer
        asked.append(box.text())
        chosen = next(b for b in box.buttons() if b.text() == "The program's dice")
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", the_programs_dice)
    window = make_window()
    window.play_championship_table(made.name, 1, 1, list(seats))
    assert asked == [f"Qualifying round 1, table 1: {', '.join(seats)}.\nHow does the table throw?"]
    (match,) = ch.table_matches(store, made.name)
    assert (match.round, match.table, match.status) == (1, 1, "in_progress")
    assert window.match_id == match.match_id
    assert isinstance(window.roller.controller.dice, DuplicateDice)
    assert not store.load_match(match.match_id).real_dice
    window.show_start()
    questions: list[str] = []

    def yes(_parent: Any, _title: str, text: str, *_args: Any) -> QMessageBox.StandardButton:
        questions.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    window.play_championship_table(made.name, 1, 1, list(seats))
    assert questions == [
        "Table 1 of qualifying round 1 has a match in play. Resume it on this laptop?"
    ]
    assert len(asked) == 1  # not asked how it throws: no second match
    assert window.match_id == match.match_id and len(ch.table_matches(store, made.name)) == 1
