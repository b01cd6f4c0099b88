"""Roller: six dice, fifteen rounds, the protocol and its symbols (RULES.md, "Roller").

A match is its seats (clockwise), its house rules, its starter and its events. A match kept by
hand has a `Result` per turn instead of throws (the cell the keeper writes; the seat moves on as
in play), and once finished `Correct` events; the grid, totals and symbols are the same code.
`throw`, `keep` and `bank` check an action against the rules and the state; a refused action
raises a RulesError (a ValueError) with a message for players and changes nothing. `check` judges an
event without changing anything; `push` plays it and reports what it did (a `RollerStep`);
`pop` takes the last event back from the state saved before it (no replay, no copy).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import scoring
from .dice import _KNOWN, DiceSource, check_faces
from .errors import (
    IllegalAction,
    InvalidEvent,
    InvalidSelection,
    InvalidThrow,
    MatchOver,
    RulesError,
    checked_index,
)
from .events import (
    RT_CELL,
    TJOCK_CELL,
    Bank,
    Correct,
    Event,
    Keep,
    Result,
    Throw,
    check_time,
    read_cell,
)
from .protocol import Outcome, Protocol, RoundResult, match_symbols
from .rules_base import HouseRules, check_flag, check_starter
from .scoring import Selection
from .seats import check_seats, clockwise_from

__all__ = [
    "IllegalAction",
    "InvalidSelection",
    "MatchOver",
    "RollerMatch",
    "RollerRules",
    "RollerStep",
    "Selection",
    "TurnEnd",
    "legal_selections",
    "max_score",
    "score_selection",
]

DICE = 6
OWED_AFTER_FORCED_ROLLER = 2
HANDICAP_MAX = 20000  # a start in points beyond this makes no match


@dataclass(frozen=True)
class RollerRules(HouseRules):
    """The house rules of a Roller match, with RULES.md's defaults."""

    rounds: int = 15
    ww_threshold: int = 10000
    forced_after_roller: bool = True
    starter: str = "throw"
    # Handicap: the points each seat starts with, by seat index (empty: none). A house rule,
    # not a round: the protocol's totals count it, its cells do not.
    handicap: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int):
            raise RulesError("The number of rounds must be a whole number.", "rules.rounds")
        if not 1 <= self.rounds <= 100:
            raise RulesError("A match has 1 to 100 rounds.", "rules.rounds")
        if isinstance(self.ww_threshold, bool) or not isinstance(self.ww_threshold, int):
            raise RulesError("The WW limit must be a whole number of points.", "rules.ww")
        if self.ww_threshold < 50 or self.ww_threshold % 50:
            raise RulesError("The WW limit must be a positive multiple of 50 points.", "rules.ww")
        check_flag(self.forced_after_roller, "The forced throw after ROLLER")
        check_starter(self.starter)
        object.__setattr__(self, "handicap", check_handicap(self.handicap))

    def to_dict(self) -> dict[str, Any]:
        """Without a handicap the dict is the one older versions wrote and read."""
        data = super().to_dict()
        if self.handicap:
            data["handicap"] = list(self.handicap)
        else:
            del data["handicap"]
        return data

    def start_points(self, seats: int) -> tuple[int, ...]:
        """The points each of `seats` seats starts with (the handicap, or 0 each)."""
        return self.handicap if self.handicap else (0,) * seats


def check_handicap(value: object) -> tuple[int, ...]:
    """A handicap as the engine keeps it: a tuple of starting points, multiples of 50, at least
    one seat starting with none."""
    if not isinstance(value, (tuple, list)) or any(
        isinstance(v, bool) or not isinstance(v, int) for v in value
    ):
        raise RulesError("A handicap gives each seat a whole number of points.", "rules.handicap")
    points = tuple(value)
    if any(v < 0 or v % 50 for v in points):
        raise RulesError(
            "A handicap is a multiple of 50 points, none below zero.", "rules.handicap-step"
        )
    if points and min(points) != 0:
        raise RulesError("A handicap leaves at least one seat at 0 points.", "rules.handicap-zero")
    if any(v > HANDICAP_MAX for v in points):
        raise RulesError(
            f"A handicap is at most {HANDICAP_MAX} points.",
            "rules.handicap-most",
            most=HANDICAP_MAX,
        )
    return points if any(points) else ()


def score_selection(dice: Sequence[int], rules: RollerRules | None = None) -> int:
    """Points for keeping exactly these dice out of one throw; InvalidSelection if illegal."""
    return scoring.score_counts(scoring.counts_of(scoring.check_dice(dice)))


def max_score(throw: Sequence[int], rules: RollerRules | None = None) -> int:
    """The best points a throw offers; 0 when it scores nothing."""
    return scoring.best_points(scoring.counts_of(_check_throw(throw)))


def legal_selections(throw: Sequence[int]) -> tuple[Selection, ...]:
    """Every legal selection of a throw, best first; empty when the throw scores nothing."""
    return scoring.selections_of(scoring.counts_of(_check_throw(throw)))


def _check_throw(throw: Sequence[int]) -> tuple[int, ...]:
    dice = check_faces(throw)
    if not 1 <= len(dice) <= DICE:  # seven 1s would otherwise "score" 1400
        raise InvalidThrow(
            f"A throw in Roller has 1 to {DICE} dice, not {len(dice)}.",
            "throw.count",
            wanted=DICE,
            got=len(dice),
        )
    return dice


def completes_forced_roller(selection: Sequence[int]) -> bool:
    """A ROLLER completed by keeping a whole Stege or Alla lika forces another throw."""
    if len(selection) != DICE:
        return False
    counts = scoring.counts_of(selection)
    return scoring.is_stege(counts) or scoring.is_alla_lika(counts)


@dataclass(frozen=True, slots=True)
class TurnEnd:
    """How a turn ended: for announcements (RT, Tjock, banked points)."""

    seat: int
    round: int
    result: RoundResult
    last_throw: tuple[int, ...]
    rollers: int


@dataclass(frozen=True, slots=True)
class RollerStep:
    """What one pushed event did, as the engine saw it: for announcements and screens."""

    event: Event
    points: int  # kept (a keep) or banked (a bank); 0 for a throw
    turn_end: TurnEnd | None  # the turn ended with this event (RT, Tjock or banked)
    lost: int  # the turn's points lost by a Tjock
    roller: bool  # this keep completed a ROLLER
    forced: bool  # ... by a Stege or Alla lika: all six must be thrown again
    owed: int  # scoring dice still owed before banking
    match_over: bool


@dataclass
class _Turn:
    seat: int
    points: int = 0
    throws: int = 0
    dice_left: int = DICE
    last_throw: tuple[int, ...] | None = None
    kept_from_last: bool = False
    kept: list[tuple[int, ...]] = field(default_factory=list)  # set apart since the last ROLLER
    owed: int = 0
    rollers: int = 0


class RollerMatch:
    """One match of Roller. Seats are names in clockwise order; `starter` is a seat index."""

    def __init__(
        self,
        seats: Sequence[str],
        rules: RollerRules | None = None,
        starter: int = 0,
        *,
        undo: bool = True,
    ) -> None:
        """`undo=False`: no state is saved for `pop` (a replay that is only checked and
        counted, as an import's: saving the state before each of millions of events took
        a third of its time)."""
        self.seats = check_seats(seats, starter)
        self.rules = rules if rules is not None else RollerRules()
        if self.rules.handicap and len(self.rules.handicap) != len(self.seats):
            raise RulesError(
                f"The handicap names {len(self.rules.handicap)} seats; the match has "
                f"{len(self.seats)}.",
                "rules.handicap-seats",
                given=len(self.rules.handicap),
                seats=len(self.seats),
            )
        self.starter = starter
        self.order = clockwise_from(starter, len(self.seats))
        self._events: list[Event] = []
        self._cells: list[list[RoundResult | None]] = [
            [None] * self.rules.rounds for _ in self.seats
        ]
        self._rollers = [0] * len(self.seats)
        self._round = 0
        self._position = 0
        self._turn: _Turn | None = _Turn(self.order[0])
        self._last_turn: TurnEnd | None = None
        self._last_turn_of: tuple[int, int, RoundResult, tuple[int, ...], int] | None = None
        # One per event: what it changed (see _save); None when the match cannot be undone.
        self._saved: list[tuple[Any, ...]] | None = [] if undo else None
        self._corrections: list[tuple[Correct, RoundResult]] = []  # with the cell before

    # ---- state read by the screen, the store and the bots -------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def last_turn(self) -> TurnEnd | None:
        """How the last turn ended; None before the first. The same object until another turn
        ends (made when first asked for: a replay ends thousands of turns nobody asks about)."""
        if self._last_turn is None and self._last_turn_of is not None:
            self._last_turn = TurnEnd(*self._last_turn_of)
        return self._last_turn

    @property
    def is_over(self) -> bool:
        return self._turn is None

    @property
    def hand_kept(self) -> bool:
        """The match is kept by hand: turn results, no throws (ROLLER etc. not recorded)."""
        return bool(self._events) and isinstance(self._events[0], Result)

    @property
    def corrections(self) -> tuple[tuple[Correct, RoundResult], ...]:
        """The corrections of a finished match kept by hand, oldest first, each with the cell
        it replaced."""
        return tuple(self._corrections)

    @property
    def current_seat(self) -> int | None:
        return None if self._turn is None else self._turn.seat

    @property
    def current_round(self) -> int | None:
        """0-based round in play, None when the match is over."""
        return None if self._turn is None else self._round

    @property
    def turn_points(self) -> int:
        return 0 if self._turn is None else self._turn.points

    @property
    def dice_to_throw(self) -> int:
        return 0 if self._turn is None else self._turn.dice_left

    @property
    def last_throw(self) -> tuple[int, ...] | None:
        """The throw of this turn that selections are made from, if any."""
        return None if self._turn is None else self._turn.last_throw

    @property
    def kept_dice(self) -> tuple[tuple[int, ...], ...]:
        """The selections set apart since the turn began or since the last ROLLER."""
        return () if self._turn is None else tuple(self._turn.kept)

    @property
    def throws_this_turn(self) -> int:
        return 0 if self._turn is None else self._turn.throws

    @property
    def dice_owed(self) -> int:
        """Scoring dice still to keep after a forced ROLLER before banking is allowed."""
        return 0 if self._turn is None else self._turn.owed

    @property
    def rollers_this_turn(self) -> int:
        return 0 if self._turn is None else self._turn.rollers

    @property
    def must_keep(self) -> bool:
        return self._turn is not None and _awaiting_keep(self._turn)

    @property
    def can_throw(self) -> bool:
        return self._turn is not None and not self.must_keep

    @property
    def can_bank(self) -> bool:
        t = self._turn
        return t is not None and t.kept_from_last and t.owed == 0

    @property
    def has_roller(self) -> bool:
        """All six dice have been kept: the next throw is of all six again."""
        t = self._turn
        return t is not None and t.rollers > 0 and t.kept_from_last and not t.kept

    @property
    def is_forced_throw(self) -> bool:
        """A forced ROLLER was just completed: the player must throw all six again."""
        return self.has_roller and self.dice_owed > 0

    def selections(self) -> tuple[Selection, ...]:
        """The legal selections from the last throw while one must be made."""
        t = self._turn
        if t is None or t.last_throw is None or t.kept_from_last:
            return ()
        return legal_selections(t.last_throw)

    def protocol(self) -> Protocol:
        current = None if self._turn is None else (self._turn.seat, self._round)
        return Protocol(
            seats=self.seats,
            rounds=self.rules.rounds,
            starter=self.starter,
            cells=tuple(tuple(row) for row in self._cells),
            roller_counts=tuple(self._rollers),
            ww_threshold=self.rules.ww_threshold,
            is_over=self.is_over,
            current=current,
            rule_differences=self.rules.differences(),
            hand_kept=self.hand_kept,
            start_points=self.rules.handicap,
        )

    def symbols(self) -> list[set[str]]:
        p = self.protocol()
        if not p.is_over:
            return [set() for _ in self.seats]
        return match_symbols(p.totals, p.tjock_counts, self.rules.ww_threshold)

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, values: Sequence[int]) -> None:
        self._throw(values, None)

    def _throw(self, values: Sequence[int], event: Throw | None) -> None:
        """throw; `event` is the event replayed, recorded as itself when its dice are those
        checked (events are values: the same event, not a copy of it)."""
        turn = self._turn
        if (
            turn is not None
            and (turn.last_throw is None or turn.kept_from_last)
            and not self.hand_kept
            and values.__class__ is tuple
            and _KNOWN.get(values) is values  # a tuple of faces checked before (check_faces)
            and len(values) == turn.dice_left
        ):
            dice: tuple[int, ...] = values  # the tuple itself
        else:  # the full check, which refuses what the quick one did not pass
            turn, dice = self._check_throw(values)
        if self._saved is not None:
            self._save(turn)
        self._events.append(event if event is not None and event.dice is dice else Throw(dice))
        turn.throws += 1
        if scoring.scores_nothing(dice):
            self._end_turn(_RT if turn.throws == 1 else _TJOCK, dice)
            return
        turn.last_throw = dice
        turn.kept_from_last = False

    def _check_throw(self, values: Sequence[int]) -> tuple[_Turn, tuple[int, ...]]:
        turn = self._playing()
        if self.hand_kept:
            raise IllegalAction(
                "This match is kept by hand: enter each turn's result, not its throws.",
                "result.hand-kept",
            )
        if turn.last_throw is not None and not turn.kept_from_last:
            raise IllegalAction(
                "Keep at least one scoring die from this throw before throwing again.",
                "throw.keep-first",
            )
        return turn, check_faces(values, turn.dice_left)

    def throw_from(self, source: DiceSource) -> tuple[int, ...]:
        """Throw the dice due now with values from a source; return them."""
        turn = self._playing()
        if _awaiting_keep(turn):
            raise IllegalAction(
                "Keep at least one scoring die from this throw before throwing again.",
                "throw.keep-first",
            )
        values = source.roll(turn.dice_left)
        self.throw(values)
        return tuple(values)

    def keep(self, values: Sequence[int]) -> int:
        """Keep these faces out of the last throw; return the points they add."""
        return self._keep(values, None)

    def _keep(self, values: Sequence[int], event: Keep | None) -> int:
        """keep; `event` as for _throw."""
        turn, dice, points, ordered, forced = self._check_keep(values)
        if self._saved is not None:
            self._save(turn)
        self._events.append(event if event is not None and event.dice == ordered else Keep(ordered))
        turn.points += points
        turn.kept_from_last = True
        turn.kept.append(ordered)
        turn.owed = max(0, turn.owed - len(dice))
        turn.dice_left -= len(dice)
        if turn.dice_left == 0:  # ROLLER: every die kept; all six may be thrown again
            turn.rollers += 1
            turn.dice_left = DICE
            turn.kept = []
            if forced and self.rules.forced_after_roller:  # completes_forced_roller(dice)
                turn.owed = OWED_AFTER_FORCED_ROLLER
        return points

    def _check_keep(
        self, values: Sequence[int]
    ) -> tuple[_Turn, tuple[int, ...], int, tuple[int, ...], bool]:
        """The turn, the checked faces, their points, the faces in order, and whether they
        complete a forced ROLLER (all six kept as a Stege or Alla lika); or the refusal."""
        turn = self._playing()
        if turn.last_throw is None:
            raise IllegalAction(
                "Throw the dice first; there is nothing to keep yet.", "keep.no-throw"
            )
        if turn.kept_from_last:
            raise IllegalAction(
                "Dice have already been kept from this throw: throw again or bank.",
                "keep.already-kept",
            )
        dice = scoring.check_dice(values)
        counts, points, ordered, forced = scoring.kept(dice)
        thrown = scoring.checked_counts(turn.last_throw)
        if not scoring.within(counts, thrown):
            missing = Counter(dice) - Counter(turn.last_throw)
            faces = ", ".join(str(f) for f in sorted(missing.elements()))
            raise InvalidSelection(
                f"The throw has no more dice showing {faces} to keep.",
                "keep.not-thrown",
                faces=faces,
            )
        if points is None:
            raise scoring.explain_refusal(counts)
        return turn, dice, points, ordered, forced

    def bank(self) -> int:
        """The turn's points go to the protocol; return them."""
        turn = self._check_bank()
        if self._saved is not None:
            self._save(turn)
        self._events.append(_BANK)
        points = turn.points
        assert turn.last_throw is not None  # _check_bank refuses a bank before any throw
        self._end_turn(_banked(points), turn.last_throw)
        return points

    def _check_bank(self) -> _Turn:
        turn = self._playing()
        if turn.last_throw is None:
            raise IllegalAction(
                "Throw the dice first; there is nothing to bank yet.", "bank.no-throw"
            )
        if not turn.kept_from_last:
            raise IllegalAction(
                "Keep at least one scoring die from this throw before banking.", "bank.keep-first"
            )
        if turn.owed:
            dice = "die" if turn.owed == 1 else "dice"
            raise IllegalAction(
                f"After a ROLLER by Stege or Alla lika, {turn.owed} more scoring {dice} must be "
                "kept before banking: throw again.",
                "bank.owed",
                owed=turn.owed,
            )
        return turn

    def enter(self, cell: str) -> RoundResult:
        """The turn's result as the keeper types it ("350", "-", "RT"; see events.read_cell)
        for the seat to play; the seat moves on. Return the cell."""
        self._result(Result(read_cell(cell)))
        assert self._last_turn_of is not None
        return self._last_turn_of[2]

    def _check_result(self, event: Result) -> tuple[_Turn, RoundResult]:
        turn = self._playing()
        if self._events and not self.hand_kept:
            raise IllegalAction(
                "This match is played with dice: its turns are thrown, not entered.",
                "result.played",
            )
        if read_cell(event.cell) != event.cell:
            raise InvalidEvent(f"{event.cell!r} is not a stored cell.", "event.unknown")
        return turn, cell_result(event.cell)

    def _result(self, event: Result) -> None:
        turn, result = self._check_result(event)
        if self._saved is not None:
            self._save(turn)
        self._events.append(event)
        self._end_turn(result, ())

    def _check_correct(self, event: Correct) -> RoundResult:
        if not self.hand_kept:
            raise IllegalAction(
                "A match played with dice is never corrected: its throws are what happened.",
                "correct.played",
            )
        if not self.is_over:
            raise IllegalAction(
                "Only a finished match is corrected; undo the entry while it is kept.",
                "correct.not-finished",
            )
        seat = checked_index(event.seat, len(self.seats), "seat")
        round_ = checked_index(event.round, self.rules.rounds, "round")
        if read_cell(event.cell) != event.cell:
            raise InvalidEvent(f"{event.cell!r} is not a stored cell.", "event.unknown")
        check_time(event.at)
        old = self._cells[seat][round_]
        assert old is not None  # a finished match has every cell
        new = cell_result(event.cell)
        if new == old:
            raise IllegalAction(
                f"Round {round_ + 1} of {self.seats[seat]} is {old.text} already.",
                "correct.same",
                seat=self.seats[seat],
                round=round_ + 1,
                cell=old.text,
            )
        return new

    def _correct(self, event: Correct) -> None:
        new = self._check_correct(event)
        old = self._cells[event.seat][event.round]
        assert old is not None
        if self._saved is not None:
            self._saved.append((_CORRECTED, event.seat, event.round, old))
        self._events.append(event)
        self._cells[event.seat][event.round] = new
        self._corrections.append((event, old))

    def apply(self, event: Event) -> None:
        if isinstance(event, Throw):
            self._throw(event.dice, event)
        elif isinstance(event, Keep):
            self._keep(event.dice, event)
        elif isinstance(event, Bank):
            self.bank()
        elif isinstance(event, Result):
            self._result(event)
        elif isinstance(event, Correct):
            self._correct(event)
        else:
            raise InvalidEvent(f"A Roller match has no event {event!r}.", "event.unknown")

    def check(self, event: Event) -> None:
        """Refuse `event` as `apply` would (a RulesError), changing nothing."""
        if isinstance(event, Throw):
            self._check_throw(event.dice)
        elif isinstance(event, Keep):
            self._check_keep(event.dice)
        elif isinstance(event, Bank):
            self._check_bank()
        elif isinstance(event, Result):
            self._check_result(event)
        elif isinstance(event, Correct):
            self._check_correct(event)
        else:
            raise InvalidEvent(f"A Roller match has no event {event!r}.", "event.unknown")

    def is_legal(self, event: Event) -> bool:
        try:
            self.check(event)
        except RulesError:
            return False
        return True

    def push(self, event: Event) -> RollerStep:
        """Play one event (refused as `apply` refuses it) and report what it did."""
        turn = self._turn
        points_before = self.turn_points
        rollers_before = self.rollers_this_turn
        points = 0
        if isinstance(event, Throw):
            self._throw(event.dice, event)
        elif isinstance(event, Keep):
            points = self._keep(event.dice, event)
        elif isinstance(event, Bank):
            points = self.bank()
        elif isinstance(event, Result):
            self._result(event)
            points = cell_result(event.cell).points
        elif isinstance(event, Correct):
            self._correct(event)
        else:
            raise InvalidEvent(f"A Roller match has no event {event!r}.", "event.unknown")
        ended = self._turn is not turn
        roller = not ended and self.rollers_this_turn > rollers_before
        end = self.last_turn if ended else None
        lost = points_before if end is not None and end.result.outcome is Outcome.TJOCK else 0
        return RollerStep(
            event=self._events[-1],
            points=points,
            turn_end=end,
            lost=lost,
            roller=roller,
            forced=roller and self.is_forced_throw,
            owed=self.dice_owed,
            match_over=self.is_over,
        )

    def pop(self) -> Event:
        """Take the last event back: the match is as it was before it (from the saved state)."""
        if not self._events or self._saved is None:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        event = self._events.pop()
        saved = self._saved.pop()
        if saved[0] is _CORRECTED:  # a correction: the cell as it was
            _, seat, round_, old = saved
            self._cells[seat][round_] = old
            self._corrections.pop()
            return event
        (
            turn,
            points,
            throws,
            dice_left,
            last_throw,
            kept_from_last,
            kept,
            kept_count,
            owed,
            rollers,
            self._round,
            self._position,
            self._last_turn,
            self._last_turn_of,
        ) = saved
        if self._turn is not turn:  # the event ended that turn: its cell goes again
            self._cells[turn.seat][self._round] = None
            self._rollers[turn.seat] -= rollers
        del kept[kept_count:]
        turn.points, turn.throws, turn.dice_left = points, throws, dice_left
        turn.last_throw, turn.kept_from_last, turn.kept = last_throw, kept_from_last, kept
        turn.owed, turn.rollers = owed, rollers
        self._turn = turn
        return event

    @classmethod
    def replay(
        cls,
        seats: Sequence[str],
        rules: RollerRules | None,
        events: Iterable[Event],
        starter: int = 0,
    ) -> RollerMatch:
        """Rebuild a match from its events; a RulesError names the first event refused."""
        match = cls(seats, rules, starter)
        for number, event in enumerate(events, start=1):
            try:
                match.apply(event)
            except RulesError as error:
                raise error.in_event(number) from None
        return match

    def without_last_event(self) -> RollerMatch:
        """The match as it was one event ago (undo is a replay of the shorter list)."""
        if not self._events:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        return RollerMatch.replay(self.seats, self.rules, self._events[:-1], self.starter)

    # ---- internals --------------------------------------------------------------------------

    def _save(self, turn: _Turn) -> None:
        """Before an event changes `turn` (and maybe ends it): what `pop` restores. A plain
        tuple of the turn's fields, no copy: a replay saves once per event. The list of kept
        selections is only appended to or replaced, so its length restores it."""
        assert self._saved is not None
        self._saved.append(
            (
                turn,
                turn.points,
                turn.throws,
                turn.dice_left,
                turn.last_throw,
                turn.kept_from_last,
                turn.kept,
                len(turn.kept),
                turn.owed,
                turn.rollers,
                self._round,
                self._position,
                self._last_turn,
                self._last_turn_of,
            )
        )

    def _playing(self) -> _Turn:
        if self._turn is None:
            raise MatchOver("The match is over; nothing more can be played.", "match.over")
        return self._turn

    def _end_turn(self, result: RoundResult, last_throw: tuple[int, ...]) -> None:
        turn = self._playing()
        self._cells[turn.seat][self._round] = result
        self._rollers[turn.seat] += turn.rollers
        self._last_turn = None
        self._last_turn_of = (turn.seat, self._round, result, last_throw, turn.rollers)
        self._position += 1
        if self._position == len(self.order):
            self._position = 0
            self._round += 1
        if self._round == self.rules.rounds:
            self._turn = None
        else:
            self._turn = _Turn(self.order[self._position])


def _awaiting_keep(turn: _Turn) -> bool:
    return turn.last_throw is not None and not turn.kept_from_last


_CORRECTED = object()  # marks the saved state of a correction


def cell_result(cell: str) -> RoundResult:
    """The protocol cell of a canonical cell ("350", "–", "RT")."""
    if cell == TJOCK_CELL:
        return _TJOCK
    if cell == RT_CELL:
        return _RT
    return _banked(int(cell))


# Round results and the bank event are values: a replay shares them instead of making each anew.
_RT = RoundResult(Outcome.RT)
_TJOCK = RoundResult(Outcome.TJOCK)
_BANK = Bank()
_BANKED: dict[int, RoundResult] = {}


def _banked(points: int) -> RoundResult:
    result = _BANKED.get(points)
    if result is None:
        result = RoundResult(Outcome.BANKED, points)
        if len(_BANKED) < 10_000:  # points are multiples of 50: a few hundred in practice
            _BANKED[points] = result
    return result
