"""One Roller turn: throw, keep, bank; RT, Tjock, ROLLER and the forced throw (RULES.md, "A turn").

The three forced-ROLLER examples are those of the article (seed 000, "Exempel 1-3"); each is an
event list played through RollerMatch and through replay.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from roller_desktop.engine import roller
from roller_desktop.engine.dice import RandomDice, ScriptedDice
from roller_desktop.engine.errors import (
    IllegalAction,
    InvalidEvent,
    InvalidSelection,
    InvalidThrow,
    MatchOver,
    RulesError,
)
from roller_desktop.engine.events import Bank, Event, Keep, Throw

from .support import assert_refused, nothing, play_bank, play_rt, roller_state

SEATS = ["Åke", "Ingemar"]
STEGE = (1, 2, 3, 4, 5, 6)


def played(events: Sequence[Event], rules: roller.RollerRules | None = None) -> roller.RollerMatch:
    """The match after these events, played live; replay must give the same state."""
    match = roller.RollerMatch(SEATS, rules)
    for event in events:
        match.apply(event)
    again = roller.RollerMatch.replay(SEATS, rules, events)
    assert roller_state(again) == roller_state(match)
    return match


def refused(match: roller.RollerMatch, action: object, error: type[RulesError]) -> str:
    return str(assert_refused(lambda: roller_state(match), action, error))  # type: ignore[arg-type]


# ---- throwing and keeping --------------------------------------------------------------------


def test_a_turn_starts_with_six_dice_and_keeping_reduces_them() -> None:
    m = roller.RollerMatch(SEATS)
    assert m.current_seat == 0 and m.current_round == 0
    assert m.dice_to_throw == 6 and m.can_throw and not m.can_bank and not m.must_keep
    m.throw([1, 1, 1, 4, 6, 2])
    assert m.must_keep and not m.can_throw and not m.can_bank
    assert m.keep([1]) == 100  # one 1 out of 1-1-1-4-6-2
    assert m.turn_points == 100 and m.dice_to_throw == 5
    assert m.kept_dice == ((1,),)
    assert m.can_bank and m.can_throw and not m.must_keep
    m.throw([5, 2, 3, 3, 4])
    assert m.keep([5]) == 50
    assert m.turn_points == 150 and m.dice_to_throw == 4
    assert m.bank() == 150
    assert m.current_seat == 1 and m.turn_points == 0 and m.dice_to_throw == 6
    assert m.protocol().cell_text(0, 0) == "150"


def test_kept_fives_never_combine_with_a_later_five() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([5, 5, 2, 3, 4, 6])
    assert m.keep([5, 5]) == 100
    m.throw([5, 2, 3, 6])
    assert m.keep([5]) == 50  # 50 + 50 + 50, not a Triss of 5s
    assert m.bank() == 150


def test_four_ones_and_five_fives_in_a_turn() -> None:
    m = roller.RollerMatch(SEATS)
    assert play_bank(m, [1, 1, 1, 1, 2, 3], [1, 1, 1, 1]) == 1100
    assert play_bank(m, [5, 5, 5, 5, 5, 2], [5, 5, 5, 5, 5]) == 600


def test_two_triss_in_one_throw_is_a_roller() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([2, 4, 2, 4, 2, 4])
    assert m.keep([2, 2, 2, 4, 4, 4]) == 600
    assert m.has_roller and m.rollers_this_turn == 1
    assert m.dice_to_throw == 6 and m.kept_dice == ()
    assert m.dice_owed == 0 and m.can_bank  # not a Stege or Alla lika: no forced throw
    assert m.bank() == 600
    assert m.last_turn is not None and m.last_turn.rollers == 1
    assert m.protocol().roller_counts == (1, 0)


def test_three_fours_with_three_dice_are_a_triss() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 1, 1, 2, 3, 6])
    m.keep([1, 1, 1])
    m.throw([4, 4, 4])
    assert m.keep([4, 4, 4]) == 400
    assert m.has_roller  # every die kept over the turn
    assert m.bank() == 1400


def test_roller_over_several_throws_then_all_six_again() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 2, 3, 3, 4, 6])
    m.keep([1])
    m.throw([5, 5, 2, 2, 6])
    m.keep([5, 5])
    m.throw([1, 6, 6])
    m.keep([1])
    assert not m.has_roller and m.dice_to_throw == 2
    m.throw([1, 5])
    m.keep([1, 5])
    assert m.has_roller and m.dice_to_throw == 6 and m.turn_points == 450
    m.throw([1, 1, 1, 2, 3, 4])
    m.keep([1, 1, 1])
    assert m.rollers_this_turn == 1 and not m.has_roller
    assert m.bank() == 1450


# ---- RT and Tjock ----------------------------------------------------------------------------


def test_rt_on_the_first_throw() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([2, 2, 3, 3, 4, 6])
    assert m.current_seat == 1  # the turn ended by itself
    assert m.protocol().cell_text(0, 0) == "RT"
    assert m.last_turn is not None and m.last_turn.result.points == 0
    assert m.last_turn.last_throw == (2, 2, 3, 3, 4, 6)


def test_tjock_on_a_later_throw_loses_the_turn() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 1, 1, 5, 2, 3])
    m.keep([1, 1, 1, 5])
    m.throw([2, 3])
    assert m.current_seat == 1 and m.turn_points == 0
    assert m.protocol().cell_text(0, 0) == "–"
    assert m.protocol().totals == [0, 0]


def test_rt_only_on_the_first_throw_of_a_turn_even_after_roller() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 1, 1, 5, 5, 5])
    m.keep([1, 1, 1, 5, 5, 5])  # ROLLER: six dice again, but not the turn's first throw
    m.throw([2, 2, 3, 3, 4, 6])
    assert m.protocol().cell_text(0, 0) == "–"


def test_tjock_after_roller_loses_the_roller_points_too() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 1, 1, 5, 5, 5])
    m.keep([1, 1, 1, 5, 5, 5])
    m.throw([1, 2, 2, 3, 3, 4])
    m.keep([1])
    assert m.turn_points == 1600
    m.throw(nothing(5))
    p = m.protocol()
    assert p.cell_text(0, 0) == "–" and p.totals[0] == 0
    assert p.roller_counts == (1, 0)  # the ROLLER happened, even if it was lost


# ---- the forced throw: the article's three examples -------------------------------------------


def test_exempel_1_two_fives_after_a_forced_roller_are_safe() -> None:
    events: list[Event] = [
        Throw(STEGE),
        Keep(STEGE),
        Throw((5, 5, 2, 3, 4, 6)),
        Keep((5, 5)),
    ]
    m = played(events)
    assert m.dice_owed == 0 and m.can_bank
    assert m.bank() == 2100
    m2 = played([*events, Bank()])
    assert m2.protocol().cell_text(0, 0) == "2100"


def test_exempel_1_two_ones_after_a_forced_roller_are_safe() -> None:
    m = played([Throw(STEGE), Keep(STEGE), Throw((1, 1, 2, 3, 4, 6)), Keep((1, 1)), Bank()])
    assert m.protocol().cell_text(0, 0) == "2200"


def test_exempel_1_keeping_only_one_of_two_fives_still_owes_a_die() -> None:
    m = played([Throw(STEGE), Keep(STEGE), Throw((5, 5, 2, 3, 4, 6)), Keep((5,))])
    assert m.dice_owed == 1 and not m.can_bank
    refused(m, m.bank, IllegalAction)


def test_exempel_2_a_one_now_and_a_five_next_throw_are_safe() -> None:
    events: list[Event] = [Throw((6,) * 6), Keep((6,) * 6)]
    m = played(events)
    assert m.turn_points == 3000 and m.dice_owed == 2
    assert m.has_roller and m.is_forced_throw and not m.can_bank
    events += [Throw((1, 2, 3, 4, 6, 6)), Keep((1,))]
    m = played(events)
    assert m.dice_owed == 1 and not m.can_bank
    events += [Throw((5, 2, 3, 4, 6)), Keep((5,)), Bank()]
    m = played(events)
    assert m.protocol().cell_text(0, 0) == "3150"


def test_exempel_3_a_second_forced_roller_scores_and_forces_again() -> None:
    events: list[Event] = [Throw(STEGE), Keep(STEGE), Throw((4,) * 6), Keep((4,) * 6)]
    m = played(events)
    assert m.turn_points == 5000  # 2000 + 3000 new points
    assert m.rollers_this_turn == 2
    assert m.dice_owed == 2 and m.is_forced_throw  # the count of two starts again
    refused(m, m.bank, IllegalAction)
    events += [Throw((1, 5, 2, 2, 3, 4)), Keep((1,))]
    m = played(events)
    assert m.dice_owed == 1
    refused(m, m.bank, IllegalAction)
    events += [Throw((5, 2, 3, 3, 6)), Keep((5,)), Bank()]
    m = played(events)
    assert m.protocol().cell_text(0, 0) == "5150"
    assert m.protocol().roller_counts == (2, 0)


def test_tjock_after_a_forced_roller_before_two_dice_are_kept() -> None:
    m = played(
        [Throw(STEGE), Keep(STEGE), Throw((1, 2, 2, 3, 3, 4)), Keep((1,)), Throw(nothing(5))]
    )
    assert m.protocol().cell_text(0, 0) == "–"
    assert m.current_seat == 1
    m = played([Throw(STEGE), Keep(STEGE), Throw(nothing(6))])
    assert m.protocol().cell_text(0, 0) == "–"  # not RT: it is not the turn's first throw


def test_a_forced_roller_while_dice_are_owed_restarts_the_count() -> None:
    m = played(
        [
            Throw((3,) * 6),
            Keep((3,) * 6),
            Throw((1, 1, 1, 5, 5, 5)),
            Keep((1, 1, 1, 5, 5, 5)),  # ROLLER, not forced: the two owed dice are kept
        ]
    )
    assert m.dice_owed == 0 and m.can_bank and not m.is_forced_throw
    m.throw(STEGE)
    m.keep(STEGE)
    assert m.dice_owed == 2 and not m.can_bank


def test_a_three_dice_triss_pays_the_two_owed_dice() -> None:
    m = played([Throw(STEGE), Keep(STEGE), Throw((2, 2, 2, 3, 4, 6)), Keep((2, 2, 2))])
    assert m.dice_owed == 0 and m.bank() == 2200


def test_keeping_part_of_a_stege_is_no_roller() -> None:
    m = played([Throw(STEGE), Keep((1, 5))])
    assert m.turn_points == 150 and not m.has_roller and m.dice_to_throw == 4 and m.can_bank


def test_forced_throw_off_allows_banking_right_after_the_roller() -> None:
    rules = roller.RollerRules(forced_after_roller=False)
    m = played([Throw(STEGE), Keep(STEGE)], rules)
    assert m.has_roller and m.dice_owed == 0 and not m.is_forced_throw and m.can_bank
    assert m.bank() == 2000
    assert m.protocol().rule_differences == (("forced_after_roller", "off"),)


def test_alla_lika_forces_a_throw_only_when_the_house_rule_is_on() -> None:
    on = played([Throw((5,) * 6), Keep((5,) * 6)])
    off = played([Throw((5,) * 6), Keep((5,) * 6)], roller.RollerRules(forced_after_roller=False))
    assert on.dice_owed == 2 and off.dice_owed == 0


# ---- refusals: each a ValueError with a readable message, and nothing changes ----------------


def test_banking_before_keeping_from_the_throw_just_made_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    assert "Throw the dice first" in refused(m, m.bank, IllegalAction)
    m.throw([1, 2, 2, 3, 3, 4])
    assert "Keep at least one" in refused(m, m.bank, IllegalAction)
    m.keep([1])
    m.throw([5, 2, 3, 3, 4])
    refused(m, m.bank, IllegalAction)  # the 100 kept before do not allow banking this throw


def test_throwing_before_keeping_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 2, 2, 3, 3, 4])
    assert "Keep at least one" in refused(m, lambda: m.throw([1, 2, 3, 4, 5]), IllegalAction)


def test_a_second_selection_from_one_throw_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 5, 2, 2, 3, 4])
    m.keep([1])
    assert "already been kept" in refused(m, lambda: m.keep([5]), IllegalAction)


def test_keeping_before_any_throw_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    assert "Throw the dice first" in refused(m, lambda: m.keep([1]), IllegalAction)


def test_keeping_dice_not_in_the_throw_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 5, 2, 2, 3, 4])
    assert "5" in refused(m, lambda: m.keep([5, 5]), InvalidSelection)
    assert "1" in refused(m, lambda: m.keep([1, 1, 1]), InvalidSelection)
    refused(m, lambda: m.keep([6, 6, 6]), InvalidSelection)


def test_keeping_dice_that_score_nothing_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 2, 2, 3, 3, 4])
    refused(m, lambda: m.keep([2, 2]), InvalidSelection)
    refused(m, lambda: m.keep([1, 3]), InvalidSelection)
    refused(m, lambda: m.keep([]), InvalidSelection)
    refused(m, lambda: m.keep([1, 2, 3, 4]), InvalidSelection)


def test_keeping_faces_outside_one_to_six_is_refused() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 2, 2, 3, 3, 4])
    for bad in ([0], [7], [1, 7], [1.0], ["1"], [True]):
        refused(m, lambda bad=bad: m.keep(bad), InvalidSelection)


@pytest.mark.parametrize(
    "values",
    [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 6], [], [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 7]],
    ids=["five", "seven", "none", "zero", "seven-face"],
)
def test_a_throw_of_the_wrong_size_or_faces_is_refused(values: list[int]) -> None:
    m = roller.RollerMatch(SEATS)
    refused(m, lambda: m.throw(values), InvalidThrow)


def test_after_keeping_the_throw_must_have_the_remaining_dice() -> None:
    m = roller.RollerMatch(SEATS)
    m.throw([1, 5, 2, 2, 3, 4])
    m.keep([1, 5])
    assert "4 dice" in refused(m, lambda: m.throw([1, 2, 3, 4, 5, 6]), InvalidThrow)
    refused(m, lambda: m.throw([1, 2, 3]), InvalidThrow)
    m.throw([1, 2, 3, 4])


def test_after_a_roller_all_six_dice_are_thrown() -> None:
    m = played([Throw((1, 1, 1, 5, 5, 5)), Keep((1, 1, 1, 5, 5, 5))])
    refused(m, lambda: m.throw([1]), InvalidThrow)
    m.throw([1, 2, 2, 3, 3, 4])


def test_anything_after_the_match_is_over_is_refused() -> None:
    m = roller.RollerMatch(["Solo"], roller.RollerRules(rounds=1))
    play_rt(m)
    assert m.is_over and m.current_seat is None and m.current_round is None
    for action in (lambda: m.throw(nothing(6)), lambda: m.keep([1]), m.bank):
        assert "over" in refused(m, action, MatchOver)
    assert issubclass(MatchOver, IllegalAction) and issubclass(MatchOver, ValueError)


def test_replay_names_the_first_refused_event() -> None:
    with pytest.raises(InvalidSelection, match=r"^Event 2: "):
        roller.RollerMatch.replay(SEATS, None, [Throw((1, 2, 2, 3, 3, 4)), Keep((2, 2))])
    with pytest.raises(IllegalAction, match=r"^Event 1: "):
        roller.RollerMatch.replay(SEATS, None, [Bank()])


def test_undo_is_a_replay_of_the_shorter_list() -> None:
    m = played([Throw((1, 5, 2, 2, 3, 4)), Keep((1, 5))])
    before = roller.RollerMatch.replay(SEATS, None, [Throw((1, 5, 2, 2, 3, 4))])
    assert roller_state(m.without_last_event()) == roller_state(before)
    fresh = roller.RollerMatch(SEATS)
    refused(fresh, fresh.without_last_event, IllegalAction)


# ---- dice sources ----------------------------------------------------------------------------


def test_throw_from_a_source_throws_the_dice_due() -> None:
    m = roller.RollerMatch(SEATS)
    dice = ScriptedDice([[1, 5, 2, 2, 3, 4], [5, 5, 3, 6]])
    assert m.throw_from(dice) == (1, 5, 2, 2, 3, 4)
    assert "Keep at least one" in refused(m, lambda: m.throw_from(dice), IllegalAction)
    assert dice.remaining == 1  # refused before the source was asked
    m.keep([1, 5])
    assert m.throw_from(dice) == (5, 5, 3, 6)
    assert m.events[-1] == Throw((5, 5, 3, 6))


def test_a_source_with_the_wrong_number_of_dice_changes_nothing() -> None:
    m = roller.RollerMatch(SEATS)
    refused(m, lambda: m.throw_from(ScriptedDice([[1, 5]])), InvalidThrow)
    refused(m, lambda: m.throw_from(ScriptedDice([])), InvalidThrow)
    m.throw_from(RandomDice(seed=3))
    assert len(m.events) == 1 and len(m.events[0].dice) == 6  # type: ignore[union-attr]


def test_a_match_refuses_an_event_it_does_not_know() -> None:
    m = roller.RollerMatch(SEATS)
    refused(m, lambda: m.apply("bank"), InvalidEvent)  # type: ignore[arg-type]
