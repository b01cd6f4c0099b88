"""After the match: how much each seat's decisions gave away, and how lucky its dice were.

Measured against the maximum-expected-points policy, decision by decision:

- *given away*: at every choice (a selection, banking or throwing on), the value of the best
  choice minus the value of the one made, in expected points of the turn;
- *luck*: at every throw, the value of the best choice the dice offered (0 when nothing
  scored) minus the value of throwing before the dice fell.

These add up exactly: points scored = turns x expected points per turn + luck - given away.
`expected` is what the seat's own decisions were expected to score (points minus luck).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.roller import (
    RollerMatch,
    RollerRules,
)

from . import solver
from .bots import kept_value, selection_values

MISTAKE = 0.5  # points: a choice giving away less than this is not counted as a mistake


@dataclass(frozen=True, slots=True)
class SeatAnalysis:
    seat: int
    name: str
    turns: int
    points: int
    expected: float
    given_away: float
    luck: float
    decisions: int
    mistakes: int
    worst_mistake: float

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready record (for the history and the printed protocol)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class _Tally:
    turns: int = 0
    given: float = 0.0
    luck: float = 0.0
    decisions: int = 0
    mistakes: int = 0
    worst: float = 0.0

    def decide(self, loss: float) -> None:
        loss = max(0.0, loss)
        self.given += loss
        self.decisions += 1
        if loss >= MISTAKE:
            self.mistakes += 1
            self.worst = max(self.worst, loss)


def analyse(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Iterable[Event],
    starter: int = 0,
) -> list[SeatAnalysis]:
    """One SeatAnalysis per seat, in seat order; the match may be unfinished."""
    match = RollerMatch(seats, rules, starter)
    solution = solver.solve(match.rules)
    tallies = [_Tally() for _ in match.seats]
    best_offered = 0.0
    for event in events:
        seat = match.current_seat
        if seat is None:
            match.apply(event)  # raises MatchOver with the engine's message
            continue
        tally = tallies[seat]
        points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
        if isinstance(event, Throw):
            if match.last_throw is None:
                tally.turns += 1
            before = solution.throw_value(points, dice, owed)
            if match.can_bank:
                tally.decide(solution.decision_value(points, dice, owed) - before)
            match.apply(event)
            if not match.must_keep:
                tally.luck -= before  # nothing scored: the turn is lost
            else:
                values = selection_values(solution, match, match.selections())
                best_offered = max(values)
                tally.luck += best_offered - before
        elif isinstance(event, Keep):
            kept = kept_value(solution, match, event.dice)
            match.apply(event)
            tally.decide(best_offered - kept)
        else:  # a Bank (the engine refuses anything else)
            if isinstance(event, Bank):
                tally.decide(solution.decision_value(points, dice, owed) - points)
            match.apply(event)
    protocol = match.protocol()
    # points scored: a handicap's head start is in the totals but was never thrown for
    scored = [total - protocol.start(seat) for seat, total in enumerate(protocol.totals)]
    return [
        SeatAnalysis(
            seat=seat,
            name=match.seats[seat],
            turns=t.turns,
            points=scored[seat],
            expected=scored[seat] - t.luck,
            given_away=t.given,
            luck=t.luck,
            decisions=t.decisions,
            mistakes=t.mistakes,
            worst_mistake=t.worst,
        )
        for seat, t in enumerate(tallies)
    ]
