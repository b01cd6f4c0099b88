"""105: the race through the numbers (RULES.md, "105", and the Norwegian rules text, seed 001)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import product

import pytest

from roller_desktop.engine import hundredfive
from roller_desktop.engine.dice import RandomDice, ScriptedDice
from roller_desktop.engine.errors import (
    IllegalAction,
    InvalidThrow,
    MatchOver,
    OutOfRange,
    RulesError,
)
from roller_desktop.engine.events import Throw

from .support import assert_refused, race_state

Race = hundredfive.Race
Rules = hundredfive.HundredFiveRules


def refused(race: hundredfive.Race, values: Sequence[int], error: type[RulesError]) -> str:
    return str(assert_refused(lambda: race_state(race), lambda: race.throw(values), error))


def miss(race: hundredfive.Race) -> None:
    """Throw the current seat's dice with no hit."""
    seat = race.current_seat
    assert seat is not None
    other = 6 if race.chasing(seat) != 6 else 5
    race.throw([other] * race.dice_to_throw)


def finish_in_one_turn(race: hundredfive.Race) -> None:
    """With the extra throw on: every die hits, number after number, through the sixes."""
    seat = race.current_seat
    assert seat is not None
    while race.current_seat == seat and race.chasing(seat) < 7:
        race.throw([race.chasing(seat)] * race.dice_to_throw)


def assert_replays(race: hundredfive.Race) -> None:
    again = Race.replay(race.seats, race.rules, race.events, race.starter, race.dice, race.kids)
    assert race_state(again) == race_state(race)


# ---- one turn --------------------------------------------------------------------------------


def test_hits_are_set_aside_and_the_rest_thrown_next_turn() -> None:
    race = Race(["Ola", "Kari"])
    assert race.current_seat == 0 and race.chasing(0) == 1 and race.dice_to_throw == 5
    out = race.throw([2, 1, 6, 1, 4])  # the rules text's example: two 1s go aside
    assert (out.seat, out.chased, out.hits, out.completed) == (0, 1, 2, False)
    assert not out.extra_throw_next and not out.rethrow_next
    assert race.set_aside(0) == 2 and race.current_seat == 1  # one throw is the whole turn
    miss(race)
    assert race.current_seat == 0 and race.dice_to_throw == 3
    assert_replays(race)


def test_a_miss_only_costs_the_turn() -> None:
    race = Race(["Ola", "Kari"])
    out = race.throw([2, 3, 4, 5, 6])
    assert out.hits == 0 and race.set_aside(0) == 0 and race.chasing(0) == 1
    assert race.current_seat == 1


def test_the_last_die_gives_an_extra_throw_with_all_dice() -> None:
    """The rules text: one die left on the 2s shows a 2; the extra throw 3-6-3-1-5 sets aside
    two 3s before anybody else has touched their dice."""
    race = Race(["Ola", "Kari"])
    race.throw([1, 1, 1, 1, 1])  # done with the 1s; extra throw
    race.throw([2, 2, 2, 2, 3])  # four 2s; the turn ends
    miss(race)
    assert race.current_seat == 0 and race.dice_to_throw == 1 and race.chasing(0) == 2
    out = race.throw([2])
    assert out.completed and out.extra_throw_next and not out.finished
    assert race.current_seat == 0 and race.chasing(0) == 3 and race.dice_to_throw == 5
    assert race.next_is_extra_throw
    out = race.throw([3, 6, 3, 1, 5])
    assert out.hits == 2 and not out.extra_throw_next
    assert race.set_aside(0) == 2 and race.current_seat == 1
    assert race.turns(0) == 2 and race.throws(0) == 4
    assert_replays(race)


def test_chained_extra_throws() -> None:
    race = Race(["Ola", "Kari"])
    race.throw([1, 1, 1, 1, 1])
    race.throw([2, 2, 2, 2, 2])  # the extra throw finishes the 2s too: another extra throw
    assert race.current_seat == 0 and race.chasing(0) == 3 and race.next_is_extra_throw
    race.throw([3, 3, 3, 3, 3])
    race.throw([4, 4, 1, 2, 3])
    assert race.chasing(0) == 4 and race.set_aside(0) == 2
    assert race.current_seat == 1
    assert race.turns(0) == 1 and race.throws(0) == 4
    assert_replays(race)


def test_an_extra_throw_that_misses_ends_the_turn() -> None:
    race = Race(["Ola", "Kari"])
    race.throw([1, 1, 1, 1, 1])
    out = race.throw([1, 3, 4, 5, 6])
    assert out.hits == 0 and not out.extra_throw_next and race.current_seat == 1


def test_extra_throw_off_ends_the_turn_when_the_number_is_done() -> None:
    race = Race(["Ola", "Kari"], Rules(extra_throw=False))
    out = race.throw([1, 1, 1, 1, 1])
    assert out.completed and not out.extra_throw_next and not race.next_is_extra_throw
    assert race.current_seat == 1 and race.chasing(0) == 2
    miss(race)
    assert race.dice_to_throw == 5  # the next number starts with all five dice, next turn
    assert_replays(race)


def test_the_sixes_finish_the_race_without_an_extra_throw() -> None:
    race = Race(["Ola", "Kari"], Rules(play_for_places=True))
    for number in range(1, 6):
        race.throw([number] * 5)
    out = race.throw([6] * 5)
    assert out.completed and out.finished and not out.extra_throw_next
    assert race.chasing(0) == 7 and race.place(0) == 1 and race.placings == [0]
    assert race.current_seat == 1 and not race.is_over


# ---- kids' mode ------------------------------------------------------------------------------


def test_kids_mode_throws_a_miss_again() -> None:
    race = Race(["Lill-Ola", "Kari"], kids=[True, False])
    out = race.throw([2, 3, 4, 5, 6])
    assert out.rethrow_next and race.next_is_rethrow and race.current_seat == 0
    out = race.throw([3, 3, 4, 5, 6])
    assert out.rethrow_next and race.current_seat == 0
    out = race.throw([1, 3, 4, 5, 6])
    assert out.hits == 1 and not out.rethrow_next and race.current_seat == 1
    assert race.turns(0) == 1 and race.throws(0) == 3
    miss(race)  # Kari plays without kids' mode: a miss ends her turn
    assert race.current_seat == 0 and race.turns(1) == 1
    assert_replays(race)


def test_kids_mode_throws_a_missed_extra_throw_again() -> None:
    race = Race(["Lill-Ola", "Kari"], kids=[True, False])
    race.throw([1, 1, 1, 1, 1])
    out = race.throw([1, 3, 4, 5, 6])  # the extra throw misses the 2s: thrown again
    assert out.rethrow_next and race.current_seat == 0 and race.dice_to_throw == 5
    race.throw([2, 3, 4, 5, 6])
    assert race.current_seat == 1 and race.set_aside(0) == 1 and race.turns(0) == 1


def test_a_throw_says_whether_it_was_an_extra_throw_or_thrown_again() -> None:
    race = Race(["Lill-Ola", "Kari"], kids=[True, False])
    first = race.throw([1, 1, 1, 1, 1])
    assert not first.extra_throw and not first.rethrow and first.extra_throw_next
    extra = race.throw([1, 3, 4, 5, 6])  # the extra throw for the 2s misses: thrown again
    assert extra.extra_throw and not extra.rethrow
    again = race.throw([2, 3, 4, 5, 6])  # still the extra throw, thrown again
    assert again.extra_throw and again.rethrow and race.current_seat == 1
    kari = race.throw([1, 3, 4, 5, 6])  # Kari's own turn: neither
    assert not kari.extra_throw and not kari.rethrow
    race.pop()
    race.pop()  # back to the extra throw thrown again: said so again
    assert race.last_outcome is not None and race.last_outcome.extra_throw
    assert not race.last_outcome.rethrow
    again = race.throw([2, 3, 4, 5, 6])
    assert again.extra_throw and again.rethrow
    miss_again = Race(["Lill-Ola"], kids=[True])
    miss_again.throw([2, 3, 4, 5, 6])  # an ordinary miss thrown again: no extra throw
    out = miss_again.throw([1, 3, 4, 5, 6])
    assert out.rethrow and not out.extra_throw
    assert_replays(race)


def test_kids_mode_with_extra_throw_off() -> None:
    race = Race(["Lill-Ola", "Kari"], Rules(extra_throw=False), kids=[True, True])
    race.throw([1, 1, 1, 1, 1])
    assert race.current_seat == 1  # done: no extra throw, and nothing missed


# ---- dice per seat ---------------------------------------------------------------------------


def test_three_dice_seats() -> None:
    race = Race(["Lill-Ola", "Kari"], dice=[3, 5])
    assert race.dice_to_throw == 3
    assert "3 dice" in refused(race, [1, 1, 1, 1, 1], InvalidThrow)
    out = race.throw([1, 1, 1])  # three dice make a number for a three-dice seat
    assert out.completed and race.current_seat == 0 and race.dice_to_throw == 3
    race.throw([2, 5, 6])
    assert race.current_seat == 1 and race.dice_to_throw == 5
    refused(race, [1, 1, 1], InvalidThrow)
    race.throw([1, 1, 1, 1, 2])
    assert race.set_aside(1) == 4 and race.current_seat == 0
    assert race.dice_to_throw == 2  # Lill-Ola: three dice less the one 2 set aside
    assert_replays(race)


@pytest.mark.parametrize("dice", [1, 2, 3, 4, 5])
def test_any_dice_count_from_one_to_five(dice: int) -> None:
    race = Race(["Solo"], dice=[dice])
    finish_in_one_turn(race)
    assert race.is_over and race.placings == [0] and race.throws(0) == 6


@pytest.mark.parametrize(
    ("dice", "kids"),
    [
        ([0], None),
        ([6], None),
        ([True], None),
        ([2.5], None),
        ([5, 5], None),
        (None, [1]),
        (None, []),
    ],
)
def test_bad_seat_settings_are_refused(
    dice: list[object] | None, kids: list[object] | None
) -> None:
    with pytest.raises(RulesError):
        Race(["Solo"], dice=dice, kids=kids)  # type: ignore[arg-type]


# ---- the race: order, places, turns ----------------------------------------------------------


def test_turns_go_clockwise_from_the_starter_and_skip_the_finished() -> None:
    race = Race(["A", "B", "C"], starter=1)
    assert race.current_seat == 1
    finish_in_one_turn(race)  # B is through
    order = []
    for _ in range(4):
        order.append(race.current_seat)
        miss(race)
    assert order == [2, 0, 2, 0]
    assert [race.turns(s) for s in range(3)] == [2, 1, 2]


def test_places_when_playing_for_places() -> None:
    race = Race(["A", "B", "C"])
    miss(race)  # A
    finish_in_one_turn(race)  # B wins
    assert race.placings == [1] and not race.is_over and race.current_seat == 2
    finish_in_one_turn(race)  # C second
    assert race.placings == [1, 2] and race.current_seat == 0
    miss(race)
    assert race.current_seat == 0 and race.turns(0) == 2  # alone, A keeps playing
    finish_in_one_turn(race)
    assert race.is_over and race.current_seat is None
    assert race.placings == [1, 2, 0]
    assert [race.place(s) for s in range(3)] == [3, 1, 2]
    assert [race.turns(s) for s in range(3)] == [3, 1, 1]
    assert race.dice_to_throw == 0
    assert "over" in refused(race, [1] * 5, MatchOver)
    assert_replays(race)


def test_without_places_the_race_ends_with_the_winner() -> None:
    race = Race(["A", "B", "C"], Rules(play_for_places=False))
    miss(race)
    finish_in_one_turn(race)
    assert race.is_over and race.placings == [1]
    assert [race.place(s) for s in range(3)] == [None, 1, None]
    assert [race.chasing(s) for s in range(3)] == [1, 7, 1]
    refused(race, [1] * 5, MatchOver)
    assert_replays(race)


def test_a_solo_race() -> None:
    race = Race(["Solo"])
    for _ in range(3):
        miss(race)
        assert race.current_seat == 0
    finish_in_one_turn(race)
    assert race.is_over and race.turns(0) == 4 and race.throws(0) == 9


# ---- refusals --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "values", [[], [1, 1, 1, 1], [1, 1, 1, 1, 1, 1], [0, 1, 1, 1, 1], [1, 1, 1, 1, 7], ["1"] * 5]
)
def test_wrong_throws_are_refused_and_change_nothing(values: list[int]) -> None:
    race = Race(["Ola", "Kari"])
    race.throw([1, 2, 3, 4, 5])
    refused(race, values, InvalidThrow)


def test_after_setting_dice_aside_the_throw_has_the_rest() -> None:
    race = Race(["Solo"])
    race.throw([1, 1, 2, 3, 4])
    assert "3 dice are thrown here, but 5 were given" in refused(race, [1] * 5, InvalidThrow)


def test_replay_names_the_refused_event() -> None:
    with pytest.raises(InvalidThrow, match=r"^Event 2: "):
        Race.replay(["A", "B"], None, [Throw((1, 2, 3, 4, 5)), Throw((1, 2))])


def test_undo() -> None:
    race = Race(["A", "B"], dice=[3, 5])
    race.throw([1, 1, 1])
    race.throw([2, 2, 3])
    before = race_state(Race.replay(["A", "B"], None, [Throw((1, 1, 1))], dice=[3, 5]))
    assert race_state(race.without_last_event()) == before
    fresh = Race(["A"])
    assert_refused(lambda: race_state(fresh), fresh.without_last_event, IllegalAction)


def test_house_rules() -> None:
    rules = Rules()
    assert (rules.extra_throw, rules.play_for_places, rules.starter) == (True, True, "throw")
    assert Rules.from_dict(rules.to_dict()) == rules
    off = Rules(extra_throw=False, play_for_places=False, starter="choose")
    assert off.differences() == (
        ("extra_throw", "off"),
        ("play_for_places", "off"),
        ("starter", "choose"),
    )
    for bad in ({"extra_throw": "yes"}, {"play_for_places": 0}, {"starter": "oldest"}, {"x": 1}):
        with pytest.raises(RulesError):
            Rules.from_dict(bad)


# ---- the rules text's figures, through the engine ------------------------------------------


def test_the_chances_of_a_throw_of_five_dice() -> None:
    """Every throw of five dice on the 1s: "four throws in ten are empty", two hits about one
    in six, three or more rare (RULES.md's exact figures)."""
    hits = [0] * 6
    for throw in product(range(1, 7), repeat=5):
        hits[Race(["Solo"]).throw(throw).hits] += 1
    total = 6**5
    assert Fraction(hits[0], total) == Fraction(5, 6) ** 5
    assert round(hits[0] / total, 3) == 0.402
    assert round(hits[2] / total, 3) == 0.161
    assert round(sum(hits[3:]) / total, 3) == 0.035


def test_throw_from_a_source() -> None:
    race = Race(["A", "B"], dice=[2, 5])
    dice = ScriptedDice([[1, 3], [5, 5, 5]])
    assert race.throw_from(dice).hits == 1
    assert_refused(lambda: race_state(race), lambda: race.throw_from(dice), InvalidThrow)
    assert dice.remaining == 1
    race = Race(["Solo"], dice=[1])
    while not race.is_over:
        race.throw_from(RandomDice(seed=race.throws(0)))
    assert_refused(lambda: race_state(race), lambda: race.throw_from(RandomDice(1)), MatchOver)


@pytest.mark.parametrize("seat", [-1, -3, 3, 99, True])
def test_a_seat_outside_the_race_is_refused(seat: int) -> None:
    race = Race(["A", "B", "C"], Rules(), dice=[1, 1, 1])
    race.throw([1])  # A sets aside its 1 and chases 2: seat 0 and the last seat now differ
    before = race_state(race)
    for read in (race.chasing, race.set_aside, race.turns, race.throws, race.place):
        with pytest.raises(OutOfRange, match="seats are numbered 0 to 2"):
            read(seat)
    assert race_state(race) == before
    assert (race.chasing(0), race.chasing(2)) == (2, 1)
