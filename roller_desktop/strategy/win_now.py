"""Each seat's chance to win the match at this moment of a match in play, for the win-chance
bar: after every throw and decision, not only at a turn's start.

- Two players: exact. The mover's chance is the win table's turn solution at the moment
  (before the turn's first throw the table's own figure; after a throw the best keep; after a
  keep the better of banking and throwing on); the other's is one minus it.
- Three to eight: approximate (`win_approx`, shown with "≈"). The mover's chance as above from
  the turn solved for the approximate chance; each other seat's chance at the turn's start,
  seen as if it were about to throw (`win_approx.seat_chance`), scaled so that the others
  share what the mover does not have (the separate estimates need not add up to one).

Slow at a turn's first call (a solve per seat, tens of milliseconds each): the window calls it
in a thread; afterwards the turn's solutions are kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from roller_desktop.engine.roller import RollerMatch

from . import solver, win_table
from .bots import selection_values


@dataclass(frozen=True)
class Chances:
    chances: tuple[float, ...]  # by seat index
    approximate: bool


def mover_chance(solution: solver.TurnSolution, match: RollerMatch) -> float:
    """The mover's chance at this moment of the turn, by the turn's solution."""
    points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
    if match.must_keep:
        return float(max(selection_values(solution, match, match.selections())))
    if match.can_bank:
        return float(solution.decision_value(points, dice, owed))
    if match.last_throw is None and points == 0:
        return float(solution.turn_value)
    return float(solution.throw_value(points, dice, owed))


def chances_now(match: RollerMatch) -> Chances | None:
    """None when there is nothing to show: a match over, one player, or the table of a
    match longer than the shipped ones still being built (its build is started)."""
    mover = match.current_seat
    if mover is None or match.is_over or len(match.seats) < 2:
        return None
    if len(match.seats) == 2:
        table = win_table.ready(match.rules)
        if table is None:
            win_table.build_in_background(match.rules)
            return None
        _, left, lead = win_table.moment(match)
        at_start = match.last_throw is None and match.turn_points == 0
        chance = (
            table.chance(left, lead)
            if at_start
            else mover_chance(table.solution(left, lead), match)
        )
        pair = (chance, 1.0 - chance) if mover == 0 else (1.0 - chance, chance)
        return Chances(pair, False)
    from . import win_approx

    win_approx.solve_ahead(match)  # the mover's turn and the other seats' solved together
    mine = mover_chance(win_approx.turn_solution(match), match)
    views = [
        mine if seat == mover else float(win_approx.seat_chance(match, seat))
        for seat in range(len(match.seats))
    ]
    return Chances(tuple(win_approx.shared_out(views, mover)), True)
