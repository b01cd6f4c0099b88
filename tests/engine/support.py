"""Helpers shared by the engine tests: snapshots of every visible state, and quick plays."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from roller_desktop.engine import hundredfive, roller
from roller_desktop.engine.errors import RulesError


def roller_state(match: roller.RollerMatch) -> dict[str, Any]:
    """Everything a screen or a bot can read from a match, as one comparable value."""
    return {
        "events": match.events,
        "protocol": match.protocol(),
        "is_over": match.is_over,
        "current_seat": match.current_seat,
        "current_round": match.current_round,
        "turn_points": match.turn_points,
        "dice_to_throw": match.dice_to_throw,
        "last_throw": match.last_throw,
        "kept_dice": match.kept_dice,
        "throws_this_turn": match.throws_this_turn,
        "dice_owed": match.dice_owed,
        "rollers_this_turn": match.rollers_this_turn,
        "must_keep": match.must_keep,
        "can_throw": match.can_throw,
        "can_bank": match.can_bank,
        "has_roller": match.has_roller,
        "is_forced_throw": match.is_forced_throw,
        "selections": match.selections(),
        "symbols": match.symbols(),
        "last_turn": match.last_turn,
    }


def race_state(race: hundredfive.Race) -> dict[str, Any]:
    """Everything the 105 board can read from a race, as one comparable value."""
    seats = range(len(race.seats))
    return {
        "events": race.events,
        "is_over": race.is_over,
        "current_seat": race.current_seat,
        "placings": race.placings,
        "chasing": [race.chasing(s) for s in seats],
        "set_aside": [race.set_aside(s) for s in seats],
        "turns": [race.turns(s) for s in seats],
        "throws": [race.throws(s) for s in seats],
        "places": [race.place(s) for s in seats],
        "dice_to_throw": race.dice_to_throw,
        "next_is_extra_throw": race.next_is_extra_throw,
        "next_is_rethrow": race.next_is_rethrow,
        "last_outcome": race.last_outcome,
    }


def assert_refused(
    state_of: Callable[[], dict[str, Any]],
    action: Callable[[], object],
    error: type[RulesError],
    match_text: str | None = None,
) -> RulesError:
    """The action raises `error` (a ValueError with a readable message) and changes nothing."""
    before = state_of()
    with pytest.raises(error, match=match_text) as caught:
        action()
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert len(message) > 15 and not message[0].islower() and message.rstrip()[-1] in ".:!?"
    assert state_of() == before
    return caught.value


NOTHING = (2, 2, 3, 3, 4, 6)  # six dice that score nothing


def nothing(count: int) -> tuple[int, ...]:
    """`count` dice that score nothing."""
    return NOTHING[:count]


def play_rt(match: roller.RollerMatch) -> None:
    match.throw(nothing(match.dice_to_throw))


def play_bank(match: roller.RollerMatch, throw: Sequence[int], keep: Sequence[int]) -> int:
    match.throw(throw)
    match.keep(keep)
    return match.bank()


def play_tjock(match: roller.RollerMatch) -> None:
    match.throw((1, 2, 2, 3, 3, 4))
    match.keep((1,))
    match.throw(nothing(5))
