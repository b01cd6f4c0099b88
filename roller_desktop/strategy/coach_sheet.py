"""What a player's coach sheet says about one match, before anything is painted.

The printed coach sheet (ui/printing/coach_sheet.py) shows one seat of a Roller match: the
win-chance graph, the seat's books (`coach.coach`) and its three costliest decisions
(`coach_graph.CoachGraph.costliest`), each with the dice thrown, what was kept, the better
choice and what the better choice gains in win chance and in expected points (the points
solver's, `solver.solve`: the choice that is best for the win may score fewer points; the
gain is then negative). A match kept by hand has no throws: only each turn's chance (the
graph of the turns), no books, no decisions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from roller_desktop.engine.events import Event
from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import coach_graph as cg
from . import solver
from .bots import kept_value
from .coach import CoachReport, CoachSeat, coach, gifts

COSTLIEST = 3


@dataclass(frozen=True, slots=True)
class SheetDecision:
    """One of the seat's costliest decisions."""

    round: int  # 1 = the first round
    kind: str  # cg.KEEP, cg.BANK (banked) or cg.THROW_ON (threw on)
    turn_points: int  # the turn's points when the decision was made (a keep: before it)
    dice_left: int  # dice to throw then (a keep: the dice thrown)
    lead: int  # the seat's lead at the turn's start
    dice: tuple[int, ...]  # the throw (a keep), else ()
    choice: tuple[int, ...]  # the dice kept (a keep)
    best: tuple[int, ...]  # the better dice to keep (a keep)
    best_kind: str  # a bank or a throw on: cg.BANK or cg.THROW_ON, the better of the two
    chosen_chance: float
    best_chance: float
    points_gain: float  # expected points of the better choice minus the chosen one's

    @property
    def win_gain(self) -> float:
        return max(0.0, self.best_chance - self.chosen_chance)


@dataclass(frozen=True)
class CoachSheetModel:
    """A seat's coach sheet: everything the page shows, in numbers."""

    name: str
    position: int  # the seat's position in the seating order from the starter
    names: tuple[str, ...]  # every seat, in seating order from the starter
    order: tuple[int, ...]  # the seat index of each position (the seat's colour in play)
    rounds: int
    approximate: bool  # three seats or more: every chance is approximate (≈)
    books: CoachSeat
    others_given: float | None  # the others' decisions' gifts (three or more: the seat's share)
    series: tuple[tuple[float, ...], ...]  # each seat's chance at each point, by position
    marks: tuple[str, ...]  # each point's kind (cg.START, cg.RT, ...; "" for a turn by hand)
    turns: tuple[int, ...]  # each point's turn (0 = the starter's first; the end: all turns)
    decisions: tuple[SheetDecision, ...]  # the costliest first, at most COSTLIEST
    report: CoachReport  # the whole match's books (every seat)

    @property
    def by_hand(self) -> bool:
        return self.books.luck is None


def sheet_models(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Sequence[Event],
    starter: int = 0,
    graph: cg.CoachGraph | None = None,
    report: CoachReport | None = None,
) -> list[CoachSheetModel]:
    """One model per seat, in seating order from the starter (the graph and the books as
    the window has them, else worked out here: seconds on a cold table)."""
    events = list(events)
    match = RollerMatch.replay(seats, rules, events, starter)
    if report is None:
        report = coach(seats, match.rules, events, starter)
    if graph is None and not match.hand_kept:
        graph = cg.graph(seats, match.rules, events, starter)
    order = tuple(match.order)
    names = tuple(match.seats[s] for s in order)
    if graph is not None:
        series = tuple(tuple(float(c) for c in p.chances) for p in graph.points)
        marks = tuple(p.kind for p in graph.points)
        turns = tuple(p.turn for p in graph.points)
    else:
        series, turns = _turn_series(report, len(names))
        marks = ("",) * len(series)
    points = solver.solve(match.rules) if graph is not None else None
    models = []
    for position, books in enumerate(report.seats):
        decisions: tuple[SheetDecision, ...] = ()
        if graph is not None and points is not None:
            worst = graph.costliest(position, COSTLIEST)
            decisions = tuple(
                _decision(seats, match.rules, events, starter, p, points, len(names)) for p in worst
            )
        models.append(
            CoachSheetModel(
                name=books.name,
                position=position,
                names=names,
                order=order,
                rounds=match.rules.rounds,
                approximate=report.approximate,
                books=books,
                others_given=_others_given(report, position),
                series=series,
                marks=marks,
                turns=turns,
                decisions=decisions,
                report=report,
            )
        )
    return models


def _others_given(report: CoachReport, position: int) -> float | None:
    return gifts(report, position)


def _turn_series(
    report: CoachReport, n: int
) -> tuple[tuple[tuple[float, ...], ...], tuple[int, ...]]:
    """A match kept by hand: each turn's start, the mover's chance (two players: the other's
    is one minus it; more: the others keep their last figure), then the shares of the win."""
    chances = [1.0 / n] * n
    series: list[tuple[float, ...]] = []
    turns = [t.turn for t in report.turns]
    for turn in report.turns:
        if n == 2:
            chances = [turn.win_chance, 1.0 - turn.win_chance]
            if turn.seat == 1:
                chances.reverse()
        else:
            chances[turn.seat] = turn.win_chance
        series.append(tuple(float(c) for c in chances))
    if all(s.result is not None for s in report.seats):
        series.append(tuple(s.result or 0.0 for s in report.seats))
        turns.append(len(report.turns))
    return tuple(series), tuple(turns)


def _decision(
    seats: Sequence[str],
    rules: RollerRules,
    events: Sequence[Event],
    starter: int,
    point: cg.GraphPoint,
    points: solver.TurnSolution,
    n: int,
) -> SheetDecision:
    """The decision of the graph's point, with its gain in expected points: the match
    replayed to just before the event that made it."""
    before = RollerMatch.replay(seats, rules, events[: point.event], starter)
    at, left, owed = before.turn_points, before.dice_to_throw, before.dice_owed
    if point.kind == cg.KEEP:
        gain = kept_value(points, before, point.best) - kept_value(points, before, point.choice)
        left = len(point.dice)
    else:
        bank, throw = points.bank_value(at), points.throw_value(at, left, owed)
        best = bank if point.best_kind == cg.BANK else throw
        gain = best - (bank if point.kind == cg.BANK else throw)
    return SheetDecision(
        round=point.turn // n + 1,
        kind=point.kind,
        turn_points=at,
        dice_left=left,
        lead=point.lead,
        dice=point.dice,
        choice=point.choice,
        best=point.best,
        best_kind=point.best_kind,
        chosen_chance=float(point.chosen_chance),
        best_chance=float(point.best_chance),
        points_gain=float(gain),
    )
