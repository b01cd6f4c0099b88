"""105 as the children play it: three seats, the youngest with 3 dice in kids' mode, every
turn thrown with Space until the first is through (no playing on for places)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program

KIDS = ["Lisa", "Måns", "Olle"]  # Lisa, the youngest, has 3 dice and kids' mode


def race_with_a_kids_seat(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("5")  # the start screen's New 105 race
    person.wait_to_see("Extra throw when a number is done")
    person.press("Tab")  # the new player's name
    play.add_people(person, KIDS)
    play.set_number(person, lambda: play.seat_cell(0, "QSpinBox"), 3)
    person.click_widget(lambda: play.seat_cell(0, "QCheckBox"), play.check_box_indicator)
    person.wait_until(lambda: play.seat_cell(0, "QCheckBox").isChecked(), 5, "kids' mode on")
    places = "Play on for places after the winner"  # off: the race ends with its winner
    person.click_widget(lambda: play.widget("QCheckBox", places), play.check_box_indicator)
    person.wait_until(lambda: not play.widget("QCheckBox", places).isChecked(), 5, "off")
    person.choose("Who starts", "Lisa starts")
    # Three dice in kids' mode are through in at most 13 turns, five without it need 64 or more.
    chances = "Each child's chance to win"  # the setup's box, as a screen reader has it
    person.wait_until(  # the condition runs in the window's thread
        lambda: "Lisa > 99.9 %" in play.widget("QLabel", chances).accessibleDescription(),
        10,
        "Lisa's exact chance to win",
    )
    person.screenshot("setup")
    person.press("Ctrl+Enter")
    start = person.wait_until(lambda: play._race_ready(), 20, "the race begins")
    assert start.player == "Lisa", start
    lisa = next(card for card in start.cards if "Lisa" in card)
    assert "3 dice" in lisa and "kids' mode" in lisa, start.cards
    end, captions = play.play_race(person)
    person.screenshot("race-over")
    assert end.over, end
    # Kids' mode throws a miss again: Lisa's turns always set dice aside.
    assert captions and not any("Lisa: no hit" in c for c in captions), captions
    rows = person.sql(
        "SELECT p.name, s.dice, s.kids FROM seats s JOIN players p ON p.pk = s.player_pk "
        "ORDER BY s.seat"
    )
    assert rows == [("Lisa", 3, 1), ("Måns", 5, 0), ("Olle", 5, 0)], rows
    assert person.sql("SELECT status FROM matches") == [("finished",)]
    person.press("N")  # New race: the same table, Ctrl+Enter away
    person.wait_to_see("New 105 race: the same table")
    assert play.seated(person) == KIDS, play.seated(person)
    person.press("Ctrl+Enter")
    again = person.wait_until(lambda: play._race_ready(), 20, "the same table's race begins")
    assert again.player == "Lisa" and not again.over, again
    lisa = next(card for card in again.cards if "Lisa" in card)
    assert "3 dice" in lisa and "kids' mode" in lisa, again.cards
    assert len(person.sql("SELECT status FROM matches")) == 2


def test_a_105_race_with_a_kids_seat_of_three_dice(program: Program) -> None:
    program.run(race_with_a_kids_seat, timeout=300)
