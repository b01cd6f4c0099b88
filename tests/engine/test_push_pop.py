"""check / push / pop: an event judged without change, played with a report, taken back exactly.

Random matches of both games are played to the end; after every event, popping it gives the
state a replay of the shorter event list gives (every visible property), and pushing it again
gives the state before the pop. `check` refuses what `apply` refuses and changes nothing.
"""

from __future__ import annotations

import random

import pytest

from roller_desktop.engine import hundredfive, roller
from roller_desktop.engine.errors import IllegalAction, MatchOver, RulesError
from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.protocol import Outcome

from .support import race_state, roller_state


def roller_events(rng: random.Random, match: roller.RollerMatch) -> Event:
    """A random legal event: mostly the best or a random selection, banks now and then."""
    if match.must_keep:
        selections = match.selections()
        return Keep(rng.choice(selections).dice if rng.random() < 0.3 else selections[0].dice)
    if match.can_bank and rng.random() < 0.35:
        return Bank()
    return Throw(tuple(rng.randint(1, 6) for _ in range(match.dice_to_throw)))


@pytest.mark.parametrize("seed", range(12))
def test_roller_pop_is_the_replay_of_the_shorter_list(seed: int) -> None:
    rng = random.Random(seed)
    seats = ["Åke", "Kari", "Ola"][: 1 + seed % 3]
    rules = roller.RollerRules(rounds=3, forced_after_roller=seed % 2 == 0)
    match = roller.RollerMatch(seats, rules, starter=seed % len(seats))
    while not match.is_over:
        before = roller_state(match)
        event = roller_events(rng, match)
        match.check(event)
        assert roller_state(match) == before  # check changes nothing
        match.push(event)
        after = roller_state(match)
        assert match.pop() == event
        assert roller_state(match) == before
        shorter = roller.RollerMatch.replay(seats, rules, match.events, match.starter)
        assert roller_state(shorter) == before
        match.push(event)
        assert roller_state(match) == after
    popped = [match.pop() for _ in range(len(match.events))]
    assert roller_state(match) == roller_state(roller.RollerMatch(seats, rules, match.starter))
    assert popped and all(isinstance(e, Throw | Keep | Bank) for e in popped)


def test_roller_push_reports_what_the_event_did() -> None:
    match = roller.RollerMatch(["Åke", "Kari"], roller.RollerRules(rounds=1))
    step = match.push(Throw((1, 2, 3, 4, 5, 6)))
    assert (step.points, step.turn_end, step.roller) == (0, None, False)
    step = match.push(Keep((1, 2, 3, 4, 5, 6)))  # a Stege: ROLLER, and a forced throw
    assert (step.points, step.roller, step.forced, step.owed) == (2000, True, True, 2)
    step = match.push(Throw((2, 2, 3, 3, 4, 6)))  # nothing: Tjock, the 2000 lost
    assert step.turn_end is not None and step.turn_end.result.outcome is Outcome.TJOCK
    assert (step.lost, step.match_over) == (2000, False)
    step = match.push(Throw((2, 2, 3, 3, 4, 6)))  # nothing on the first throw: RT, the end
    assert step.turn_end is not None and step.turn_end.result.outcome is Outcome.RT
    assert (step.lost, step.match_over) == (0, True)


def test_roller_push_reports_a_bank() -> None:
    match = roller.RollerMatch(["Åke", "Kari"])
    match.push(Throw((1, 5, 2, 3, 3, 4)))
    assert match.push(Keep((1, 5))).points == 150
    step = match.push(Bank())
    assert step.points == 150 and step.turn_end is not None
    assert step.turn_end.result.outcome is Outcome.BANKED and step.turn_end.seat == 0
    assert not step.roller and match.current_seat == 1


def test_roller_check_refuses_as_apply_does() -> None:
    match = roller.RollerMatch(["Åke"])
    before = roller_state(match)
    for event, error in (
        (Keep((1,)), IllegalAction),
        (Bank(), IllegalAction),
        (Throw((1, 2, 3)), RulesError),
    ):
        with pytest.raises(error):
            match.check(event)
        assert not match.is_legal(event)
        assert roller_state(match) == before
    assert match.is_legal(Throw((1, 2, 3, 4, 4, 6)))
    with pytest.raises(IllegalAction, match="nothing to undo"):
        match.pop()


def test_race_pop_is_the_replay_of_the_shorter_list() -> None:
    for seed in range(8):
        rng = random.Random(seed)
        rules = hundredfive.HundredFiveRules(
            extra_throw=seed % 2 == 0, play_for_places=seed % 3 != 0
        )
        dice, kids = [5, 2, 3], [False, seed % 2 == 1, True]
        race = hundredfive.Race(["Åke", "Kari", "Ola"], rules, dice, kids, starter=seed % 3)
        while not race.is_over:
            before = race_state(race)
            event = Throw(tuple(rng.randint(1, 6) for _ in range(race.dice_to_throw)))
            race.check(event)
            assert race_state(race) == before
            outcome = race.push(event)
            after = race_state(race)
            assert outcome == race.last_outcome
            assert race.pop() == event
            assert race_state(race) == before
            shorter = hundredfive.Race.replay(
                race.seats, rules, race.events, race.starter, dice, kids
            )
            assert race_state(shorter) == before
            race.push(event)
            assert race_state(race) == after
        with pytest.raises(MatchOver):
            race.check(Throw((1,)))
        assert not race.is_legal(Keep((1,)))


@pytest.mark.parametrize("seed", range(6))
def test_a_match_without_undo_plays_as_one_with_it(seed: int) -> None:
    """undo=False (an import's replay) saves nothing for pop, and every state it reaches is
    the one a match with undo reaches; pop is refused, as on a match with nothing to undo."""
    rng = random.Random(seed)
    seats = ["Åke", "Kari", "Ola"][: 1 + seed % 3]
    rules = roller.RollerRules(rounds=3, forced_after_roller=seed % 2 == 0)
    match = roller.RollerMatch(seats, rules, starter=seed % len(seats))
    plain = roller.RollerMatch(seats, rules, starter=seed % len(seats), undo=False)
    while not match.is_over:
        event = roller_events(rng, match)
        match.apply(event)
        plain.apply(event)
        assert roller_state(plain) == roller_state(match)
    assert plain.symbols() == match.symbols() and plain.events
    with pytest.raises(IllegalAction, match="nothing to undo"):
        plain.pop()
    dice, kids = [5, 2, 3], [False, seed % 2 == 1, True]
    race = hundredfive.Race(["Åke", "Kari", "Ola"], None, dice, kids, starter=seed % 3)
    plain_race = hundredfive.Race(
        ["Åke", "Kari", "Ola"], None, dice, kids, starter=seed % 3, undo=False
    )
    while not race.is_over:
        event = Throw(tuple(rng.randint(1, 6) for _ in range(race.dice_to_throw)))
        race.apply(event)
        plain_race.apply(event)
        assert race_state(plain_race) == race_state(race)
    assert plain_race.placings == race.placings and plain_race.events
    with pytest.raises(IllegalAction, match="nothing to undo"):
        plain_race.pop()
