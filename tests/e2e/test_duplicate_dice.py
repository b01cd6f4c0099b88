"""Duplicate dice at two tables (issue 16, item 6), by keys and mouse: a director makes a
championship with duplicate dice, plays table 1 and then table 2 of round 1 on this laptop with
the program's dice, each seat keeping the best of every throw and banking as soon as it may;
the screen says the table throws duplicate dice, and table 2's analysis at the end of its
match says that two tables threw the same dice. Every throw stored for the same (rond,
position, throw) is the same at both tables, and the championship's faces."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window

if TYPE_CHECKING:
    from tests.e2e.harness import Program

NAME = "EM i Roller 2028"
PLAYERS = ["Ake", "Orjan", "Kari", "Lisa", "Bo", "Cia", "Dan", "Eva"]
NOTE = "the same dice at every table of the round"


def rows(query: str, *params: object) -> list[tuple[object, ...]]:
    database = Path(os.environ["E2E_HOME"]) / "league.sqlite3"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return list(connection.execute(query, params))


def seats_of(table: int) -> list[str]:
    return [
        str(name)
        for (name,) in rows(
            "SELECT players.name FROM championship_seats JOIN players ON players.pk = player_pk"
            " WHERE round = 1 AND table_number = ? ORDER BY seat",
            table,
        )
    ]


def play_table(person: Person, table: int) -> None:
    """From the director's view with table `table` current: Enter, the program's dice, every
    seat's turn (one rond a match), back to the director's view."""
    seats = seats_of(table)
    person.press("Enter")
    person.wait_until(lambda: "championship table" in front_window().windowTitle(), 10, "ask")
    person.wait_to_see(f"Qualifying round 1, table {table}: {', '.join(seats)}")
    person.click("The program's dice")
    person.wait_until(lambda: play.read_roller().player == seats[0], 20, "seat 1 starts")
    person.wait_to_see(f"{NAME}: qualifying round 1, table {table} · {NOTE}")
    if table == 1:
        person.screenshot("duplicate-dice-table-1")
    for name in seats:
        play.play_human_turn(person, name)
    person.wait_until(lambda: play.read_roller().over, 20, "the match is over")
    if table == 2:  # the analysis compares it with table 1, on the same dice
        person.scroll_to_see("The same dice at 2 tables of the round", 20)
        person.screenshot("duplicate-dice-table-2-over")
    person.press("Ctrl+Shift+C")
    person.wait_until(
        lambda: main_window().windowTitle() == "Championship — Roller", 10, "the director"
    )


def director(person: Person) -> None:
    play.close_first_run_help(person)
    person.press("Ctrl+Shift+C")
    person.wait_until(
        lambda: main_window().windowTitle() == "Championship — Roller", 10, "the director"
    )
    person.wait_to_see("No championship yet")
    person.press("Ctrl+Shift+N")
    person.wait_until(lambda: front_window().windowTitle() == "New championship", 10, "dialog")
    person.type(NAME)
    person.press("Tab")
    person.press("Tab")  # no place
    for line in PLAYERS:
        person.type(line)
        person.press("Enter")
    play.set_number(person, lambda: play.widget("QSpinBox", "Rounds a match"), 1)
    person.click("Duplicate dice")
    person.click("Make and draw")
    person.wait_until(
        lambda: front_window().windowTitle() == "Championship — Roller", 10, "the dialog shut"
    )
    person.wait_to_see(", ".join(seats_of(1)))
    play_table(person, 1)  # the first table has the focus
    person.wait_to_see("played")
    person.press("Down")
    person.wait_until(lambda: current_table() == 2, 5, "table 2 current")
    play_table(person, 2)


def current_table() -> int:
    """In the GUI thread: the table the director's keyboard is on."""
    from PySide6.QtWidgets import QApplication, QTableWidget

    tables = QApplication.focusWidget()
    assert isinstance(tables, QTableWidget)
    return tables.currentRow() + 1


def test_two_tables_of_a_round_throw_the_same_dice(program: Program) -> None:
    database = program.home / "league.sqlite3"
    program.run(director, "--database", str(database), timeout=240)
    from roller_desktop.championship.dice import throw_faces
    from roller_desktop.engine.events import Throw
    from roller_desktop.engine.roller import RollerMatch
    from roller_desktop.store import championships
    from roller_desktop.store.database import open_store
    from roller_desktop.store.games import replay

    with open_store(database, backup=False) as store:
        made = championships.championship(store, NAME)
        played = championships.table_matches(store, NAME)
        assert made.duplicate_dice
        assert [(m.round, m.table, m.status) for m in played] == [
            (1, 1, "finished"),
            (1, 2, "finished"),
        ]
        keyed: list[dict[tuple[int, int, int], tuple[int, ...]]] = []
        for match in played:
            game = replay(store.load_match(match.match_id))
            assert isinstance(game, RollerMatch)
            events = list(game.events)
            while game.events:
                game.pop()
            found: dict[tuple[int, int, int], tuple[int, ...]] = {}
            for item in events:
                if isinstance(item, Throw):
                    assert game.current_round is not None and game.current_seat is not None
                    key = (
                        game.current_round + 1,
                        game.order.index(game.current_seat) + 1,
                        game.throws_this_turn + 1,
                    )
                    found[key] = item.dice
                game.push(item)
            keyed.append(found)
    first, second = keyed
    assert {position for _, position, _ in first} == {1, 2, 3, 4}
    shared = set(first) & set(second)
    assert {(1, p, 1) for p in (1, 2, 3, 4)} <= shared
    for key in shared:
        assert first[key] == second[key] == throw_faces(made.id, 1, *key, len(first[key]))
