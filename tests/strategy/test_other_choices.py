"""Same dice, other choices: a match replayed with one seat's decisions by the exact player."""

from __future__ import annotations

import random

import pytest

from roller_desktop.engine.events import Event, Throw
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import other_choices as oc
from roller_desktop.strategy.bots import make_bot, play_out

RULES = RollerRules(rounds=4)
SEATS = ("Åke", "Kari")


def simulated(levels: tuple[str, ...], seed: int, rules: RollerRules = RULES) -> RollerMatch:
    names = SEATS if len(levels) == 2 else tuple(f"P{i}" for i in range(len(levels)))
    match = RollerMatch(names, rules, 0)
    bots = [make_bot(level, seed) for level in levels]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def stored_choices(match: RollerMatch, seat: int) -> oc.Policy:
    """The seat's stored decisions, in order: a policy that plays the match as it was."""
    replay = RollerMatch(match.seats, match.rules, match.starter)
    decisions: list[Event] = []
    for event in match.events:
        if replay.current_seat == seat:
            decisions.append(Throw() if isinstance(event, Throw) else event)
        replay.apply(event)

    def choose(now: RollerMatch) -> Event:
        return decisions.pop(0)

    return choose


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_stored_choices_replay_the_match_itself(seed: int) -> None:
    match = simulated(("careful", "child"), seed)
    for seat in (0, 1):
        out = oc.other_choices(
            match.seats, match.rules, match.events, 0, seat, policy=stored_choices(match, seat)
        )
        assert out.events == match.events
        assert out.totals == out.actual_totals
        assert out.cells == out.actual
        assert out.program_throws == 0


@pytest.mark.parametrize("seed", [4, 5])
def test_the_exact_player_replaying_itself_changes_nothing(seed: int) -> None:
    match = simulated(("sharp", "steady"), seed)
    out = oc.other_choices(match.seats, match.rules, match.events, 0, 0)
    assert out.events == match.events
    assert out.total == out.actual_total
    assert out.result == out.actual_result


def test_other_choices_keep_the_others_and_use_the_stored_dice_where_they_fit() -> None:
    differs = 0
    for seed in range(6, 16):
        match = simulated(("careful", "steady"), seed)
        out = oc.other_choices(match.seats, match.rules, match.events, 0, 0)
        assert out.totals[1] == out.actual_totals[1]  # the other seat played as it did
        assert out.actual == match.protocol().cells[0]
        own = _stored_throws(match, 0)
        seed_text = oc.match_seed(match.seats, 0, match.events)
        for t in out.throws:
            if t.stored:
                assert own[(t.round, t.throw)] == t.dice
            else:
                fitting = own.get((t.round, t.throw))
                assert fitting is None or len(fitting) != len(t.dice)
                assert t.dice == oc.program_dice(seed_text, 0, t.round, t.throw, len(t.dice))
        differs += out.events != match.events
        again = oc.other_choices(match.seats, match.rules, match.events, 0, 0)
        assert again == out  # the same program dice every time
    assert differs > 0  # the careful player's choices are not the exact player's


def test_replays_from_later_moments_keep_the_earlier_turns() -> None:
    match = simulated(("careful", "steady"), 21)
    turns = oc.turn_of_event(match.seats, match.rules, match.events, 0)
    start = oc.first_event_of_turn(turns, 4)  # the starter's third turn
    out = oc.other_choices(match.seats, match.rules, match.events, 0, 0, start)
    assert out.from_turn == 4
    assert out.events[:start] == match.events[:start]
    assert out.cells[:2] == out.actual[:2]
    assert all(t.round >= 2 for t in out.throws)


def test_program_dice_are_a_six_dice_draw_cut_to_the_count() -> None:
    six = oc.program_dice("s", 0, 3, 1, 6)
    assert all(oc.program_dice("s", 0, 3, 1, n) == six[:n] for n in range(1, 7))
    assert oc.program_dice("s", 1, 3, 1, 6) != six or oc.program_dice("s", 0, 3, 2, 6) != six
    with pytest.raises(ValueError):
        oc.program_dice("s", 0, 0, 0, 7)


def test_results_and_places_count_ties() -> None:
    assert oc.share([500, 500, 100], 0) == 0.5
    assert oc.share([500, 600], 0) == 0.0
    assert oc.place([500, 600, 500], 0) == 2
    assert oc.place([500, 600, 500], 1) == 1


def test_a_match_kept_by_hand_or_unfinished_is_refused() -> None:
    match = simulated(("careful", "steady"), 3)
    with pytest.raises(ValueError, match="finished"):
        oc.other_choices(match.seats, match.rules, match.events[:-1], 0, 0)
    with pytest.raises(ValueError, match="seat"):
        oc.other_choices(match.seats, match.rules, match.events, 0, 2)


def test_three_seats_replay_with_the_approximate_player() -> None:
    match = simulated(("careful", "steady", "child"), 8, RollerRules(rounds=2))
    out = oc.other_choices(match.seats, match.rules, match.events, 0, 2)
    assert out.totals[:2] == out.actual_totals[:2]
    assert RollerMatch.replay(match.seats, match.rules, out.events, 0).is_over


def _stored_throws(match: RollerMatch, seat: int) -> dict[tuple[int, int], tuple[int, ...]]:
    replay = RollerMatch(match.seats, match.rules, match.starter)
    out = {}
    for event in match.events:
        if replay.current_seat == seat and isinstance(event, Throw):
            assert replay.current_round is not None
            out[(replay.current_round, replay.throws_this_turn)] = event.dice
        replay.apply(event)
    return out


def test_the_program_dice_do_not_depend_on_how_the_seats_are_named() -> None:
    """The window names a computer seat in its language ('Dator (stadig)'), the command line
    as stored ('Computer (steady)'): both replay the same match with the same dice."""
    match = simulated(("careful", "steady"), 7)
    assert oc.match_seed(match.seats, 0, match.events) == oc.match_seed(
        ("Åke", "Dator (stadig)"), 0, match.events
    )
    out = oc.other_choices(match.seats, match.rules, match.events, 0, 0)
    renamed = oc.other_choices(("Åke", "Dator (stadig)"), match.rules, match.events, 0, 0)
    assert out.program_throws > 0
    assert renamed.throws == out.throws and renamed.totals == out.totals
