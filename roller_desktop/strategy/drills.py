"""Drills from a player's own matches: the costly decisions of stored Roller matches, as
exercises to answer again.

An exercise is a moment right after a throw that scored: the mover chooses the dice to keep
and then whether to bank or throw on (one answer, as at the table: "which dice? bank or
throw?"). Every option (a selection, then bank or throw on) is valued by the exact turn solver:

- two players: the mover's chance of winning the match (the coach's exact win table, as its
  books and graph use); a decision is costly when it gave away `WIN_THRESHOLD` (one percentage
  point, coach mode's line) or more;
- three to eight players: the expected points of the turn (the maximum-expected-points
  solution, exact; not the "≈" win approximation, which is slower and approximate); costly
  from `POINTS_THRESHOLD` expected points.

"Close calls" are mixed in: moments where the best option and the best one of another kind
(banking against throwing on) lie within `CLOSE_WIN` (half a percentage point) or
`CLOSE_POINTS` (half a point); at most `CLOSE_PER_SEAT` a seat per match.

An answer is graded right (an option as good as the best), close (within the close margin of
the best) or wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.roller import RollerMatch, RollerRules, completes_forced_roller

from . import solver, win_table
from .throws import Option as Step

WIN_THRESHOLD = 0.01  # two players: one percentage point of the win given away, or more
POINTS_THRESHOLD = 25.0  # more seats: expected points of the turn given away, or more
CLOSE_WIN = 0.005  # half a percentage point
CLOSE_POINTS = 0.5  # half a point
CLOSE_PER_SEAT = 2  # close calls a seat per match, at most
CLOSE_AT_STAKE = 300  # a close call has at least this much in the turn after the keep
SAME = 1e-9  # options this close are equally good (the solver's rounding)

RIGHT, CLOSE, WRONG = "right", "close", "wrong"


@dataclass(frozen=True, slots=True)
class Choice:
    """An option: keep these dice, then bank (True) or throw on (False)."""

    dice: tuple[int, ...]
    bank: bool


@dataclass(frozen=True, slots=True)
class Valued:
    choice: Choice
    value: float  # the mover's win chance (two players) or expected points of the turn
    points: int  # the turn's points after the keep


@dataclass(frozen=True)
class Situation:
    """A moment after a throw, with every option valued."""

    event: int  # index of the throw among the match's events
    seat: int  # the mover's seat index
    names: tuple[str, ...]  # by seat index
    round: int  # 1-based
    rounds: int
    lead: int  # the mover's total minus the best of the others' at the turn's start
    points: int  # the turn's points before the throw
    thrown: tuple[int, ...]  # the dice that fell
    kept_before: int  # dice kept earlier this turn (still aside)
    aside: tuple[tuple[int, ...], ...]  # those dice, as kept
    owed: int  # scoring dice still owed after a forced ROLLER
    by_win: bool  # values are win chances (two players), else expected points
    options: tuple[Valued, ...]  # best first
    chosen: Choice | None  # what the player did (None: the match ends there)

    @property
    def best(self) -> Valued:
        return self.options[0]

    def value_of(self, choice: Choice) -> float | None:
        for option in self.options:
            if option.choice == choice:
                return option.value
        return None

    def cost_of(self, choice: Choice) -> float | None:
        value = self.value_of(choice)
        return None if value is None else max(0.0, self.best.value - value)

    @property
    def cost(self) -> float:
        """What the player's own choice gave away (0 when not known)."""
        if self.chosen is None:
            return 0.0
        return self.cost_of(self.chosen) or 0.0

    @property
    def margin(self) -> float:
        """The close margin in this situation's unit."""
        return CLOSE_WIN if self.by_win else CLOSE_POINTS

    @property
    def threshold(self) -> float:
        return WIN_THRESHOLD if self.by_win else POINTS_THRESHOLD

    @property
    def close_call(self) -> bool:
        """The best option and the best of the other kind (bank / throw on) are within the
        close margin, with something at stake: not a decided moment, where every option is
        worth the same (a last turn that wins, or loses, whatever is chosen)."""
        best = self.best
        other = [o for o in self.options if o.choice.bank != best.choice.bank]
        return (
            bool(other)
            and best.value - other[0].value < self.margin
            and best.points >= CLOSE_AT_STAKE
            and best.value - self.options[-1].value > SAME
        )

    def grade(self, choice: Choice) -> str:
        """RIGHT, CLOSE or WRONG; a choice that is not an option here is WRONG."""
        cost = self.cost_of(choice)
        if cost is None:
            return WRONG
        if cost <= SAME:
            return RIGHT
        return CLOSE if cost < self.margin else WRONG


@dataclass(frozen=True, slots=True)
class Found:
    """An exercise found in a match: whose (seat index), where (the throw's event index), what
    the choice gave away, and whether it is a close call."""

    seat: int
    event: int
    cost: float
    close: bool


def _solve(match: RollerMatch) -> tuple[solver.TurnSolution, bool]:
    if len(match.seats) == 2:
        _, left, lead = win_table.moment(match)
        return win_table.table_for(match.rules).solution(left, lead), True
    return solver.solve(match.rules), False


def _options(solution: solver.TurnSolution, match: RollerMatch) -> list[Valued]:
    points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
    found: list[Valued] = []
    for s in match.selections():
        forced = completes_forced_roller(s.dice)
        step = Step(len(s.dice), s.points, forced)
        after = solver.next_state((dice, owed), step, solution.forced_rule)
        total = points + s.points
        if after[1] == 0:
            found.append(Valued(Choice(s.dice, True), solution.bank_value(total), total))
        throw = solution.throw_value(total, *after)
        found.append(Valued(Choice(s.dice, False), throw, total))
    # best first; equal values: banking first, then fewer dice kept (the engine's order)
    order = {id(v): k for k, v in enumerate(found)}
    found.sort(key=lambda v: (-v.value, not v.choice.bank, order[id(v)]))
    return found


def _lead(match: RollerMatch, seat: int) -> int:
    totals = match.protocol().totals
    return totals[seat] - max(t for k, t in enumerate(totals) if k != seat)


def _chosen(events: Sequence[Event], index: int) -> Choice | None:
    """The player's answer to the throw at `index`: its keep and what came next."""
    if index + 1 >= len(events) or not isinstance(events[index + 1], Keep):
        return None
    keep = events[index + 1]
    assert isinstance(keep, Keep)
    if index + 2 >= len(events):
        return None
    following = events[index + 2]
    if isinstance(following, Bank):
        return Choice(tuple(sorted(keep.dice)), True)
    if isinstance(following, Throw):
        return Choice(tuple(sorted(keep.dice)), False)
    return None


def _normal(choice: Choice, options: Sequence[Valued]) -> Choice:
    """The choice with its dice in the order the options give them."""
    for option in options:
        if sorted(option.choice.dice) == list(choice.dice) and option.choice.bank == choice.bank:
            return option.choice
    return choice


def situations(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Sequence[Event],
    starter: int = 0,
    only: int | None = None,
) -> list[Situation]:
    """Every moment after a scoring throw of a played Roller match (or only the one whose
    throw has event index `only`), with its options valued. A match kept by hand has none."""
    match = RollerMatch(seats, rules, starter)
    solution: solver.TurnSolution | None = None
    by_win = False
    lead = 0
    found: list[Situation] = []
    for index, event in enumerate(events):
        seat = match.current_seat
        if seat is None:
            break
        if isinstance(event, Throw) and match.last_throw is None:
            solution, by_win = _solve(match)
            lead = _lead(match, seat)
        points, owed = match.turn_points, match.dice_owed
        kept_before = 6 - match.dice_to_throw
        aside = match.kept_dice
        match.apply(event)
        if not isinstance(event, Throw) or not match.must_keep:
            continue
        if only is not None and index != only:
            continue
        assert solution is not None, "a turn begins with a throw"
        rnd = match.current_round
        assert rnd is not None
        options = _options(solution, match)
        chosen = _chosen(events, index)
        found.append(
            Situation(
                event=index,
                seat=seat,
                names=tuple(match.seats),
                round=rnd + 1,
                rounds=match.rules.rounds,
                lead=lead,
                points=points,
                thrown=tuple(event.dice),
                kept_before=kept_before,
                aside=aside,
                owed=owed,
                by_win=by_win,
                options=tuple(options),
                chosen=None if chosen is None else _normal(chosen, options),
            )
        )
        if only is not None:
            break
    return found


def mine(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Sequence[Event],
    starter: int = 0,
) -> list[Found]:
    """The exercises of a finished Roller match, for every seat: each decision that gave away
    at least the threshold, and each seat's closest close calls (at most CLOSE_PER_SEAT)."""
    found: list[Found] = []
    close: dict[int, list[tuple[float, Situation]]] = {}
    for s in situations(seats, rules, events, starter):
        if s.chosen is None:
            continue
        cost = s.cost
        if cost >= s.threshold:
            found.append(Found(s.seat, s.event, cost, False))
        elif s.close_call:
            other = next(o for o in s.options if o.choice.bank != s.best.choice.bank)
            close.setdefault(s.seat, []).append((s.best.value - other.value, s))
    for calls in close.values():
        calls.sort(key=lambda pair: (pair[0], pair[1].event))
        found += [Found(s.seat, s.event, s.cost, True) for _, s in calls[:CLOSE_PER_SEAT]]
    found.sort(key=lambda f: f.event)
    return found
