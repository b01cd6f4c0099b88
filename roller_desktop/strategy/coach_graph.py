"""The win-chance graph of a match: one point per decision, from the coach's own figures.

The coach's books (`coach.coach`) sum luck and decisions per seat and give one chance per turn;
the graph needs every moment. It walks the events as the books do, with the same turn
solutions (the exact win table for two players, `win_approx` for more), and makes a point

- at each turn's start (the mover's chance: the books' `CoachTurn.win_chance`),
- after each decision: a keep (the chance of the dice kept), a bank, a throw on instead of
  banking (charged before the throw, as the books do), with the best option and its chance,
- after RT or Tjock (the next turn's chance with the lead unchanged),
- at the end: each seat's share of the win.

Chances are per seat in seating order from the starter. Two players: the other's chance is one
minus the mover's, exactly. Three or more: at a turn's start every seat's chance as the
win-chance bar has it then; through the turn only the mover's chance is followed (as the books
do), the others sharing what the mover lacks in the proportions they had, so the chances at
every point add up to one, as the bar's do (approximate, shown with "≈").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.protocol import Outcome
from roller_desktop.engine.roller import (
    RollerMatch,
    RollerRules,
)

from . import solver, win_table
from .bots import kept_value, selection_values
from .coach import Shares, approximate_starts, results, turn_start_shares

Progress = Callable[[int, int], None]
SWING = 0.15  # a change of a seat's chance this large from one point to the next is marked

START, KEEP, BANK, THROW_ON, RT, TJOCK, END = (
    "start",
    "keep",
    "bank",
    "throw",
    "rt",
    "tjock",
    "end",
)


@dataclass(frozen=True, slots=True)
class GraphPoint:
    kind: str  # START, KEEP, BANK, THROW_ON, RT, TJOCK or END
    turn: int  # 0 = the starter's first turn (END: the number of turns played)
    seat: int  # the mover's position in the seating order from the starter (END: -1)
    event: int  # index of the event after which the point holds (START: the first throw's)
    chances: tuple[float, ...]  # per seat in seating order from the starter, after the moment
    lead: int = 0  # the mover's lead at the turn's start
    points: int = 0  # the turn's points after the moment
    dice: tuple[int, ...] = ()  # the throw the decision was made on (a keep), or ()
    choice: tuple[int, ...] = ()  # the dice kept (KEEP)
    best: tuple[int, ...] = ()  # the best dice to keep (KEEP)
    best_kind: str = ""  # BANK or THROW_ON: the best of the two (BANK, THROW_ON points)
    chosen_chance: float = 0.0  # the mover's chance with the choice made
    best_chance: float = 0.0  # the mover's chance with the best choice
    roller: bool = False  # the keep completed ROLLER (all six dice kept)
    swing: bool = False  # a seat's chance moved by SWING or more since the point before

    @property
    def cost(self) -> float:
        """Win chance the decision gave away (0 for the best choice, and for no decision)."""
        return max(0.0, self.best_chance - self.chosen_chance)

    @property
    def is_decision(self) -> bool:
        return self.kind in (KEEP, BANK, THROW_ON)


@dataclass(frozen=True)
class CoachGraph:
    names: tuple[str, ...]  # in seating order from the starter
    points: tuple[GraphPoint, ...]
    approximate: bool
    rounds: int
    order: tuple[int, ...] = ()  # the seat index of each position from the starter

    def costliest(self, seat: int | None = None, count: int = 3) -> list[GraphPoint]:
        """The decisions that gave away the most (of one seat, or of all), costliest first."""
        found = [p for p in self.points if p.is_decision and (seat is None or p.seat == seat)]
        found.sort(key=lambda p: -p.cost)
        return [p for p in found[:count] if p.cost > 0]


def graph(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Iterable[Event],
    starter: int = 0,
    progress: Progress | None = None,
) -> CoachGraph | None:
    """The graph of a played Roller match (None for a match kept by hand: it has no throws).
    `progress(events done, events)` is told at each turn's start (a cold table solves each
    turn anew: about 2 s for 15 rounds, so the window computes it in a thread)."""
    events = list(events)
    match = RollerMatch.replay(seats, rules, events, starter)
    if match.hand_kept:
        return None
    if len(match.seats) == 2:
        table = win_table.table_for(match.rules)

        def solve(m: RollerMatch) -> solver.TurnSolution:
            _, left, lead = win_table.moment(m)
            return table.solution(left, lead)

        return _walk(seats, match.rules, events, starter, solve, False, progress)
    starts = approximate_starts(match)  # the books' chances at the start: the first point's
    return _walk(seats, match.rules, events, starter, _approx_solution, True, progress, starts)


def _approx_solution(match: RollerMatch) -> solver.TurnSolution:
    """`win_approx.turn_solution` (kept per situation there: the coach mode asks after every
    decision, the hint and the sharp computer ask for the same turns)."""
    from . import win_approx

    return win_approx.turn_solution(match)


def decision_at(graph: CoachGraph, event: int) -> GraphPoint | None:
    """The decision the event of that index made (a keep, a bank, a throw on), or None."""
    for point in reversed(graph.points):
        if point.is_decision and point.event == event:
            return point
        if point.event < event:
            break
    return None


class _Walk:
    """The state of the walk over one match's events."""

    def __init__(
        self, match: RollerMatch, approximate: bool, starts: Sequence[float] | None = None
    ) -> None:
        self.match = match
        self.n = len(match.order)
        self.approximate = approximate
        self.shares = Shares(starts if starts is not None else [1.0 / self.n] * self.n)
        self.points: list[GraphPoint] = []

    def set_mover(self, mover: int, chance: float) -> tuple[float, ...]:
        if self.n == 2 and not self.approximate:
            return (chance, 1.0 - chance) if mover == 0 else (1.0 - chance, chance)
        self.shares.move(mover, chance)  # the others share what the mover lacks, as the books
        return tuple(self.shares.chances)

    def add(self, point: GraphPoint) -> None:
        before = self.points[-1].chances if self.points else point.chances
        swing = any(abs(a - b) >= SWING for a, b in zip(before, point.chances, strict=True))
        if swing:
            point = _with_swing(point)
        self.points.append(point)


def _with_swing(point: GraphPoint) -> GraphPoint:
    return replace(point, swing=True)


def _walk(
    seats: Sequence[str],
    rules: RollerRules,
    events: Sequence[Event],
    starter: int,
    solve: Callable[[RollerMatch], solver.TurnSolution],
    approximate: bool,
    progress: Progress | None = None,
    starts: Sequence[float] | None = None,
) -> CoachGraph:
    match = RollerMatch(seats, rules, starter)
    order = match.order
    walk = _Walk(match, approximate, starts)
    solution: solver.TurnSolution | None = None
    mover, turn, lead = 0, 0, 0
    offered: tuple[float, tuple[int, ...]] = (0.0, ())
    for index, event in enumerate(events):
        seat = match.current_seat
        if seat is None:
            match.apply(event)  # raises MatchOver with the engine's message
            continue
        points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
        if isinstance(event, Throw) and match.last_throw is None:
            if progress is not None:
                progress(index, len(events))
            solution = solve(match)
            mover = order.index(seat)
            rnd = match.current_round
            assert rnd is not None
            totals = match.protocol().totals
            lead = totals[seat] - max(totals[o] for o in order if o != seat)
            turn = walk.n * rnd + mover
            if approximate:  # every seat anew, as the books and the bar have it
                walk.shares.reset(turn_start_shares(match))
                chances = tuple(walk.shares.chances)
            else:
                chances = walk.set_mover(mover, solution.turn_value)
            walk.add(GraphPoint(START, turn, mover, index, chances, lead))
        assert solution is not None, "a turn begins with a throw"
        if isinstance(event, Throw):
            if match.can_bank:  # throwing on instead of banking is a decision
                best = solution.decision_value(points, dice, owed)
                chosen = solution.throw_value(points, dice, owed)
                chances = walk.set_mover(mover, chosen)
                kind = BANK if solution.bank_value(points) >= best else THROW_ON
                walk.add(
                    GraphPoint(
                        THROW_ON,
                        chances=chances,
                        points=points,
                        best_kind=kind,
                        chosen_chance=chosen,
                        best_chance=best,
                        turn=turn,
                        seat=mover,
                        event=index,
                        lead=lead,
                    )
                )
            match.apply(event)
            if match.must_keep:
                selections = match.selections()
                values = selection_values(solution, match, selections)
                k = max(range(len(values)), key=lambda i: (values[i], -i))
                offered = (values[k], selections[k].dice)
            else:  # RT or Tjock: the next turn's chance, the lead unchanged
                chances = walk.set_mover(mover, solution.tjock_value)
                last = match.last_turn
                kind = RT if last is not None and last.result.outcome is Outcome.RT else TJOCK
                walk.add(GraphPoint(kind, turn, mover, index, chances, lead))
        elif isinstance(event, Keep):
            thrown = match.last_throw or ()
            kept = kept_value(solution, match, event.dice)
            match.apply(event)
            chances = walk.set_mover(mover, kept)
            walk.add(
                GraphPoint(
                    KEEP,
                    chances=chances,
                    points=match.turn_points,
                    dice=tuple(thrown),
                    choice=tuple(event.dice),
                    best=offered[1],
                    chosen_chance=kept,
                    best_chance=offered[0],
                    roller=match.has_roller,
                    turn=turn,
                    seat=mover,
                    event=index,
                    lead=lead,
                )
            )
        else:
            if isinstance(event, Bank):
                best = solution.decision_value(points, dice, owed)
                chosen = solution.bank_value(points)
                kind = BANK if chosen >= best else THROW_ON
                match.apply(event)
                chances = walk.set_mover(mover, chosen)
                walk.add(
                    GraphPoint(
                        BANK,
                        chances=chances,
                        points=points,
                        best_kind=kind,
                        chosen_chance=chosen,
                        best_chance=best,
                        turn=turn,
                        seat=mover,
                        event=index,
                        lead=lead,
                    )
                )
            else:
                match.apply(event)
    shares = results(match)
    if shares is not None:
        final = tuple(shares[seat] for seat in order)
        walk.add(GraphPoint(END, walk.n * rules.rounds, -1, len(events) - 1, final))
    return CoachGraph(
        tuple(match.seats[seat] for seat in order),
        tuple(walk.points),
        approximate,
        rules.rounds,
        tuple(order),
    )


def seat_chances(match: RollerMatch) -> tuple[float, ...] | None:
    """Each seat's chance (by seat index) at the start of the current turn of a two-player
    match in play, from the win table (a look-up: microseconds); None for more seats, a
    match over, or a table not at hand yet (a match longer than the shipped tables)."""
    if len(match.seats) != 2 or match.current_seat is None:
        return None
    table = win_table.ready(match.rules)
    if table is None:
        return None
    _, left, lead = win_table.moment(match)
    chance = table.chance(left, lead)
    seat = match.current_seat
    return (chance, 1.0 - chance) if seat == 0 else (1.0 - chance, chance)
