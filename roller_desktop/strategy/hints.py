"""The hint (H): what each choice open now is worth, in expected points of this turn, when
the rest of the turn is played for the most points (the steady player's judgement)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from roller_desktop.engine.errors import MatchOver
from roller_desktop.engine.events import Action, Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch

from . import solver
from .bots import selection_values


@dataclass(frozen=True, slots=True)
class SelectionHint:
    dice: tuple[int, ...]
    points: int  # what the selection adds now
    value: float  # expected points of the turn after keeping it and playing on well


@dataclass(frozen=True, slots=True)
class Hint:
    """`selections` (best first) while a selection is due; `bank_value` when banking is
    allowed; `throw_value` when throwing is allowed (before the first throw: the turn's worth).
    `best` is the choice with the highest value (banking wins ties)."""

    selections: tuple[SelectionHint, ...]
    bank_value: float | None
    throw_value: float | None
    best: Action

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready record of the hint (to store with the match)."""
        best: dict[str, Any]
        if isinstance(self.best, Keep):
            best = {"type": "keep", "dice": list(self.best.dice)}
        else:
            best = {"type": "bank" if isinstance(self.best, Bank) else "throw"}
        return {
            "selections": [
                {"dice": list(s.dice), "points": s.points, "value": s.value}
                for s in self.selections
            ],
            "bank_value": self.bank_value,
            "throw_value": self.throw_value,
            "best": best,
        }

    @property
    def best_value(self) -> float:
        values = [s.value for s in self.selections]
        values += [v for v in (self.bank_value, self.throw_value) if v is not None]
        return max(values)


def hint(match: RollerMatch) -> Hint:
    if match.is_over:
        raise MatchOver("The match is over; there is nothing to hint.")
    solution = solver.solve(match.rules)
    points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
    if match.must_keep:
        selections = match.selections()
        values = selection_values(solution, match, selections)
        ranked = sorted(
            (SelectionHint(s.dice, s.points, v) for s, v in zip(selections, values, strict=True)),
            key=lambda h: -h.value,
        )
        return Hint(tuple(ranked), None, None, Keep(ranked[0].dice))
    throw_value = solution.throw_value(points, dice, owed)
    if not match.can_bank:
        return Hint((), None, throw_value, Throw())
    bank_value = float(points)
    best: Action = Bank() if bank_value >= throw_value else Throw()
    return Hint((), bank_value, throw_value, best)
