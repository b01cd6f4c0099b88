"""The hint (H): what each choice open now is worth, in expected points of this turn, when
the rest of the turn is played for the most points (the steady player's judgement), and in
chance of winning the match, both playing to win: exact with two players (`win_table`),
approximate with more (`win_approx`, shown with "≈"); none when playing alone, or while the
table of a match longer than the shipped ones is still being built."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from roller_desktop.engine.errors import MatchOver
from roller_desktop.engine.events import Action, Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch, Selection

from . import solver, win_table
from .bots import selection_values


@dataclass(frozen=True, slots=True)
class SelectionHint:
    dice: tuple[int, ...]
    points: int  # what the selection adds now
    value: float  # expected points of the turn after keeping it and playing on well
    win: float | None = None  # chance of winning the match after keeping it


@dataclass(frozen=True, slots=True)
class Hint:
    """`selections` (best first) while a selection is due; `bank_value` when banking is
    allowed; `throw_value` when throwing is allowed (before the first throw: the turn's worth).
    `best` is the choice with the highest value (banking wins ties)."""

    selections: tuple[SelectionHint, ...]
    bank_value: float | None
    throw_value: float | None
    best: Action
    bank_win: float | None = None
    throw_win: float | None = None
    best_for_win: Action | None = None  # set where it costs win chance to play for points
    win_approximate: bool = False  # three players or more: the chances are approximate

    @property
    def has_win(self) -> bool:
        return (
            self.bank_win is not None
            or self.throw_win is not None
            or any(s.win is not None for s in self.selections)
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready record of the hint (to store with the match; the points only)."""
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


WIN_DIFFERS = 1e-6  # the points' best choice costs at least this much win chance


def win_solution(match: RollerMatch) -> tuple[solver.TurnSolution | None, bool]:
    """The current turn solved for the win, and whether it is approximate (None: alone, or
    the table of a long match is still being built: its build is started)."""
    seats = len(match.seats)
    if seats == 2:
        table = win_table.ready(match.rules)
        if table is None:
            win_table.build_in_background(match.rules)
            return None, False
        _, left, lead = win_table.moment(match)
        return table.solution(left, lead), False
    if seats > 2:
        from . import win_approx

        return win_approx.turn_solution(match), True
    return None, False


def ready(match: RollerMatch) -> bool:
    """Whether `hint(match)` answers quickly now: the points solution and the win table are
    in memory, and with three players or more the turn is solved already (its first solve
    takes up to a few hundred milliseconds: the window works it out in a thread and shows
    that it is thinking meanwhile)."""
    if not solver.is_solved(match.rules) or match.is_over:
        return solver.is_solved(match.rules)
    seats = len(match.seats)
    if seats == 2:
        # the table in memory: a turn's solve from it takes about 12 ms, done here
        return win_table.loaded(match.rules) is not None or (
            match.rules.rounds > win_table.MAX_ROUNDS  # still building: no chances yet
        )
    if seats > 2:
        from . import win_approx

        return win_approx.is_solved(match)
    return True


def hint(match: RollerMatch, with_win: bool = True) -> Hint:
    if match.is_over:
        raise MatchOver("The match is over; there is nothing to hint.")
    plain = _points_hint(match)
    win, approximate = win_solution(match) if with_win else (None, False)
    if win is None:
        return plain
    points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
    if plain.selections:
        chances = selection_values(
            win, match, [Selection(s.dice, s.points) for s in plain.selections]
        )
        selections = tuple(
            SelectionHint(s.dice, s.points, s.value, w)
            for s, w in zip(plain.selections, chances, strict=True)
        )
        top = max(range(len(chances)), key=lambda k: (chances[k], -k))
        differs = chances[top] - chances[0] > WIN_DIFFERS
        best_for_win: Action | None = Keep(selections[top].dice) if differs else None
        return Hint(selections, None, None, plain.best, None, None, best_for_win, approximate)
    throw_win = win.throw_value(points, dice, owed)
    if plain.bank_value is None:
        return Hint((), None, plain.throw_value, plain.best, None, throw_win, None, approximate)
    bank_win = win.bank_value(points)
    for_win: Action = Bank() if bank_win >= throw_win else Throw()
    chosen = bank_win if isinstance(plain.best, Bank) else throw_win
    differs = max(bank_win, throw_win) - chosen > WIN_DIFFERS
    return Hint(
        (),
        plain.bank_value,
        plain.throw_value,
        plain.best,
        bank_win,
        throw_win,
        for_win if differs else None,
        approximate,
    )


def _points_hint(match: RollerMatch) -> Hint:
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
