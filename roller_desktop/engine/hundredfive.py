"""105: the children's race through the numbers 1 to 6 (RULES.md, "105").

A turn is one throw of the dice not yet set aside; every die showing the number chased is set
aside. A finished number gives an extra throw with all the seat's dice (house rule), kids' mode
throws again after a miss. The same seat keeps throwing while either says so. `check` judges
a throw without changing anything, `push` plays it, `pop` takes it back from a saved state.

A race kept by hand has no throws: one `Places` event, its finishing order (the dice count per
seat as ever); a later `Places` with its time corrects a finished race kept by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .dice import _KNOWN, DiceSource, check_faces
from .errors import IllegalAction, InvalidEvent, MatchOver, RulesError, checked_index
from .events import Event, Places, Throw, check_places, check_time
from .rules_base import HouseRules, check_flag, check_starter
from .seats import check_seats

__all__ = ["HundredFiveRules", "Race", "ThrowOutcome"]

MAX_DICE = 5
THROUGH = 7  # chasing(seat) after the sixes are done


@dataclass(frozen=True)
class HundredFiveRules(HouseRules):
    """The house rules of a 105 race, with RULES.md's defaults."""

    extra_throw: bool = True
    play_for_places: bool = True
    starter: str = "throw"

    def __post_init__(self) -> None:
        check_flag(self.extra_throw, "The extra throw")
        check_flag(self.play_for_places, "Playing for places")
        check_starter(self.starter)


@dataclass(frozen=True, slots=True)
class ThrowOutcome:
    """What one throw did: for the board and its announcements."""

    seat: int
    dice: tuple[int, ...]
    chased: int
    hits: int
    completed: bool  # the number chased is done
    finished: bool  # the seat is through the sixes
    extra_throw_next: bool  # the same seat throws again for the next number
    rethrow_next: bool  # kids' mode: a miss is thrown again
    extra_throw: bool = False  # this throw was an extra throw (or its rethrow in kids' mode)
    rethrow: bool = False  # this throw was a miss thrown again (kids' mode)


class Race:
    """One race of 105. `dice` and `kids` give each seat's dice count (1-5) and kids' mode."""

    def __init__(
        self,
        seats: Sequence[str],
        rules: HundredFiveRules | None = None,
        dice: Sequence[int] | None = None,
        kids: Sequence[bool] | None = None,
        starter: int = 0,
        *,
        undo: bool = True,
    ) -> None:
        """`undo=False`: no state is saved for `pop` (a replay only checked and counted)."""
        self.seats = check_seats(seats, starter)
        n = len(self.seats)
        self.rules = rules if rules is not None else HundredFiveRules()
        self.starter = starter
        self.dice = tuple(dice) if dice is not None else (MAX_DICE,) * n
        self.kids = tuple(kids) if kids is not None else (False,) * n
        if len(self.dice) != n or len(self.kids) != n:
            raise RulesError(
                "Give a dice count and a kids' mode setting for every seat.", "seats.dice-missing"
            )
        for count in self.dice:
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_DICE:
                raise RulesError(
                    f"A seat plays with 1 to {MAX_DICE} dice, not {count!r}.",
                    "seats.dice",
                    most=MAX_DICE,
                    count=count,
                )
        for flag in self.kids:
            check_flag(flag, "Kids' mode")
        self._chasing = [1] * n
        self._aside = [0] * n
        self._turns = [0] * n
        self._throws = [0] * n
        self._placings: list[int] = []
        self._events: list[Event] = []
        self._current: int | None = starter
        self._in_turn = False
        self._extra_next = False
        self._rethrow_next = False
        self._last_outcome: ThrowOutcome | None = None
        self._last_outcome_of: (
            tuple[int, tuple[int, ...], int, int, bool, bool, bool, bool, bool, bool] | None
        ) = None
        # One per event: what it changed (see _throw); None when the race cannot be undone.
        self._saved: list[tuple[Any, ...]] | None = [] if undo else None
        self._corrections: list[tuple[Places, tuple[int | None, ...]]] = []

    # ---- state ------------------------------------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def current_seat(self) -> int | None:
        return self._current

    @property
    def last_outcome(self) -> ThrowOutcome | None:
        """What the last throw did; None before the first. The same object until the next
        throw (made when first asked for: a replay makes thousands of throws nobody asks about)."""
        if self._last_outcome is None and self._last_outcome_of is not None:
            self._last_outcome = ThrowOutcome(*self._last_outcome_of)
        return self._last_outcome

    @property
    def is_over(self) -> bool:
        return self._current is None

    @property
    def hand_kept(self) -> bool:
        """The race is kept by hand: its finishing order, no throws (turns not recorded)."""
        return bool(self._events) and isinstance(self._events[0], Places)

    @property
    def corrections(self) -> tuple[tuple[Places, tuple[int | None, ...]], ...]:
        """The corrections of a race kept by hand, each with the places before it."""
        return tuple(self._corrections)

    @property
    def places(self) -> tuple[int | None, ...]:
        return tuple(self.place(seat) for seat in range(len(self.seats)))

    @property
    def placings(self) -> list[int]:
        """Seat indices in finishing order (only the winner when not playing for places)."""
        return list(self._placings)

    def chasing(self, seat: int) -> int:
        """The number the seat chases, 1 to 6; 7 when it is through the sixes.
        OutOfRange for a seat the race does not have (seat -1 too), as for the others below."""
        return self._chasing[self._seat(seat)]

    def set_aside(self, seat: int) -> int:
        """Dice the seat has set aside for the number it chases."""
        return self._aside[self._seat(seat)]

    def turns(self, seat: int) -> int:
        """Turns the seat has begun (extra throws and rethrows belong to their turn)."""
        return self._turns[self._seat(seat)]

    def throws(self, seat: int) -> int:
        return self._throws[self._seat(seat)]

    def place(self, seat: int) -> int | None:
        """1-based finishing place, None while racing (or unplaced)."""
        self._seat(seat)
        return self._placings.index(seat) + 1 if seat in self._placings else None

    def _seat(self, seat: int) -> int:
        return checked_index(seat, len(self.seats), "seat")

    @property
    def dice_to_throw(self) -> int:
        if self._current is None:
            return 0
        return self.dice[self._current] - self._aside[self._current]

    @property
    def next_is_extra_throw(self) -> bool:
        return self._current is not None and self._extra_next

    @property
    def next_is_rethrow(self) -> bool:
        return self._current is not None and self._rethrow_next

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, values: Sequence[int]) -> ThrowOutcome:
        self._throw(values, None)
        outcome = self.last_outcome
        assert outcome is not None
        return outcome

    def _throw(self, values: Sequence[int], event: Throw | None) -> None:
        """throw; `event` is the event replayed, recorded as itself when its dice are those
        checked (events are values: the same event, not a copy of it)."""
        seat = self._current
        if (
            seat is not None
            and values.__class__ is tuple
            and _KNOWN.get(values) is values  # a tuple of faces checked before (check_faces)
            and len(values) == self.dice[seat] - self._aside[seat]
        ):
            faces: tuple[int, ...] = values  # the tuple itself
        else:  # the full check, which refuses what the quick one did not pass
            seat, faces = self._check_throw(values)
        saved = self._saved
        if saved is not None:  # a throw changes only its seat's counts: what pop restores
            saved.append(
                (
                    seat,
                    self._chasing[seat],
                    self._aside[seat],
                    self._turns[seat],
                    self._throws[seat],
                    len(self._placings),
                    self._in_turn,
                    self._extra_next,
                    self._rethrow_next,
                    self._last_outcome,
                    self._last_outcome_of,
                )
            )
        self._events.append(event if event is not None and event.dice is faces else Throw(faces))
        if not self._in_turn:
            self._in_turn = True
            self._turns[seat] += 1
        self._throws[seat] += 1
        chased = self._chasing[seat]
        hits = faces.count(chased)
        self._aside[seat] += hits
        completed = self._aside[seat] == self.dice[seat]
        finished = extra = rethrow = False
        if completed:
            self._chasing[seat] += 1
            self._aside[seat] = 0
            finished = self._chasing[seat] == THROUGH
            extra = not finished and self.rules.extra_throw
        elif hits == 0 and self.kids[seat]:
            rethrow = True
        # An extra throw, or kids' mode throwing a missed extra throw again (the last throw
        # was this seat's, in this turn, whenever either is due).
        before = self._last_outcome_of
        was_extra = self._extra_next or (self._rethrow_next and before is not None and before[8])
        self._last_outcome = None
        self._last_outcome_of = (
            seat,
            faces,
            chased,
            hits,
            completed,
            finished,
            extra,
            rethrow,
            was_extra,
            self._rethrow_next,
        )
        self._extra_next, self._rethrow_next = extra, rethrow
        if finished:
            self._placings.append(seat)
        if not (extra or rethrow):
            self._end_turn(seat)

    def _check_throw(self, values: Sequence[int]) -> tuple[int, tuple[int, ...]]:
        seat = self._current
        if seat is None:
            raise MatchOver("The race is over; nothing more can be thrown.", "race.over")
        return seat, check_faces(values, self.dice_to_throw)

    def _check_places(self, event: Places) -> None:
        if self._events and not self.hand_kept:
            raise IllegalAction(
                "This race is played with dice: its order comes from its throws.",
                "correct.played" if self.is_over else "result.played",
            )
        if self._events and event.at is None:
            raise MatchOver("The race's order is entered already.", "race.over")
        if not self._events and event.at is not None:
            raise IllegalAction("Only a finished race is corrected.", "correct.not-finished")
        if event.at is not None:
            check_time(event.at)
        check_places(event.places, len(self.seats), self.rules.play_for_places)
        if self._events and event.places == self.places:
            raise IllegalAction("The race has this order already.", "correct.same-places")

    def _places(self, event: Places) -> None:
        self._check_places(event)
        before = self.places
        if self._saved is not None:
            self._saved.append((_PLACED, list(self._placings), self._current))
        self._events.append(event)
        order = sorted(
            (place, seat) for seat, place in enumerate(event.places) if place is not None
        )
        self._placings = [seat for _, seat in order]
        self._current = None
        if event.at is not None:
            self._corrections.append((event, before))

    def check(self, event: Event) -> None:
        """Refuse `event` as `apply` would (a RulesError), changing nothing."""
        if isinstance(event, Places):
            self._check_places(event)
            return
        if not isinstance(event, Throw):
            raise InvalidEvent(
                "A 105 race has only throws; keeping and banking are Roller's.", "event.unknown"
            )
        self._check_throw(event.dice)

    def is_legal(self, event: Event) -> bool:
        try:
            self.check(event)
        except RulesError:
            return False
        return True

    def push(self, event: Event) -> ThrowOutcome | None:
        """Play one throw (refused as `apply` refuses it) and report what it did; None for
        the finishing order of a race kept by hand."""
        self.apply(event)
        if isinstance(event, Places):
            return None
        outcome = self.last_outcome
        assert outcome is not None
        return outcome

    def pop(self) -> Event:
        """Take the last throw back: the race is as it was before it (from the saved state)."""
        if not self._events or self._saved is None:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        event = self._events.pop()
        saved = self._saved.pop()
        if saved[0] is _PLACED:
            _, self._placings, self._current = saved
            if isinstance(event, Places) and event.at is not None:
                self._corrections.pop()
            return event
        (
            seat,
            self._chasing[seat],
            self._aside[seat],
            self._turns[seat],
            self._throws[seat],
            placed,
            self._in_turn,
            self._extra_next,
            self._rethrow_next,
            self._last_outcome,
            self._last_outcome_of,
        ) = saved
        del self._placings[placed:]
        self._current = seat  # the seat that threw was the one to play
        return event

    def throw_from(self, source: DiceSource) -> ThrowOutcome:
        if self._current is None:
            raise MatchOver("The race is over; nothing more can be thrown.", "race.over")
        return self.throw(source.roll(self.dice_to_throw))

    def apply(self, event: Event) -> None:
        if isinstance(event, Places):
            self._places(event)
            return
        if not isinstance(event, Throw):
            raise InvalidEvent(
                "A 105 race has only throws; keeping and banking are Roller's.", "event.unknown"
            )
        self._throw(event.dice, event)

    @classmethod
    def replay(
        cls,
        seats: Sequence[str],
        rules: HundredFiveRules | None,
        events: Iterable[Event],
        starter: int = 0,
        dice: Sequence[int] | None = None,
        kids: Sequence[bool] | None = None,
    ) -> Race:
        race = cls(seats, rules, dice, kids, starter)
        for number, event in enumerate(events, start=1):
            try:
                race.apply(event)
            except RulesError as error:
                raise error.in_event(number) from None
        return race

    def without_last_event(self) -> Race:
        if not self._events:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        return Race.replay(
            self.seats, self.rules, self._events[:-1], self.starter, self.dice, self.kids
        )

    # ---- internals --------------------------------------------------------------------------

    def _end_turn(self, seat: int) -> None:
        self._in_turn = False
        n = len(self.seats)
        everyone_through = min(self._chasing) == THROUGH
        if everyone_through or (self._placings and not self.rules.play_for_places):
            self._current = None
            return
        nxt = (seat + 1) % n
        while self._chasing[nxt] == THROUGH:
            nxt = (nxt + 1) % n
        self._current = nxt


_PLACED = object()  # marks the saved state of a finishing order entered by hand
