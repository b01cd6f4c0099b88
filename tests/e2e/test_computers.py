"""Computers play whenever it is their turn: a table of computers only plays a Roller match
and a 105 race to the end with nobody touching a key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def seat_computers(person: Person, levels: int, race: bool = False) -> None:
    """In setup, from the league list: the first `levels` computer levels, one seat each. In
    105 there is no level to choose (a computer only throws): `levels` computers."""
    person.press("Tab")  # the new player's name
    person.press("Tab")  # Add player
    if race:
        person.press("Tab")  # Seat a computer
        for n in range(levels):
            person.press("Space")
            person.wait_until(lambda n=n: len(play._seated()) == n + 1, 5, "a computer seated")
        return
    person.press("Tab")  # the computer's level
    for n in range(levels):
        if n:
            person.press("Shift+Tab")  # back from Seat a computer to the level
            person.press("Down")  # the next level
        person.press("Tab")
        person.press("Space")  # Seat a computer
        person.wait_until(lambda n=n: len(play._seated()) == n + 1, 5, "a computer seated")


def computers_only(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    seat_computers(person, 2)
    play.set_number(person, lambda: play.widget("QSpinBox", "Rounds"), 2)
    person.click("Start")
    person.wait_to_see("starts!", 30)  # the computers threw for it
    person.press("Enter")  # Play
    end = person.wait_until(
        lambda: play.read_roller() if play.read_roller().over else None, 120, "the match ends"
    )
    person.screenshot("roller-over")
    assert len(play.protocol_cells(person)) == 2
    assert all(all(row) for row in play.protocol_cells(person)), play.protocol_cells(person)
    del end
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    person.press("5")
    person.wait_to_see("Extra throw when a number is done")
    assert not person.sees("Careful: keeps the most points")  # no Roller words in 105
    seat_computers(person, 2, race=True)
    for row in range(2):  # a short race: one die each, in kids' mode (no throw misses)
        play.set_number(person, lambda row=row: play.seat_cell(row, "QSpinBox"), 1)
        person.click_widget(
            lambda row=row: play.seat_cell(row, "QCheckBox"), play.check_box_indicator
        )
    person.click("Start")
    person.wait_to_see("starts!", 30)
    person.press("Enter")
    person.wait_until(lambda: play.read_race().over, 180, "the race ends")
    person.screenshot("race-over")
    assert person.sql("SELECT game, status FROM matches ORDER BY started") == [
        ("roller", "finished"),
        ("105", "finished"),
    ]


def test_a_table_of_computers_only_plays_to_the_end(program: Program) -> None:
    program.run(computers_only, timeout=280)
