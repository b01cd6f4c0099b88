"""The Roller figures of `roller-desktop odds roller`: all exact, from the turn solver."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from roller_desktop.engine.roller import DICE, RollerRules

from . import solver
from .throws import no_score_chance

Progress = Callable[[str], None]


@dataclass(frozen=True)
class RollerOdds:
    rules: RollerRules
    expected_points_per_round: float
    nothing_chance: dict[int, Fraction]  # dice -> chance the throw scores nothing
    round_rt: float
    round_tjock: float
    round_neglected: float  # chance in states too unlikely to follow (below 1e-15 each)
    bank_from: dict[int, int]  # dice -> points from which banking is best (owing nothing)
    reach_chance: float  # chance to total at least the WW limit over all rounds

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "expected_points_per_round": self.expected_points_per_round,
            "nothing_by_dice": {
                str(n): {"fraction": str(f), "chance": float(f)}
                for n, f in self.nothing_chance.items()
            },
            "round": {
                "rt": self.round_rt,
                "tjock": self.round_tjock,
                "banked": 1.0 - self.round_rt - self.round_tjock - self.round_neglected,
                "neglected": self.round_neglected,
            },
            "bank_from_points_by_dice": {str(n): p for n, p in self.bank_from.items()},
            "reach": {
                "points": self.rules.ww_threshold,
                "rounds": self.rules.rounds,
                "chance": self.reach_chance,
            },
        }


def bank_from(solution: solver.TurnSolution, dice: int) -> int:
    """The points from which banking is best with `dice` dice to throw, owing nothing (the
    lowest multiple of 50 at and above which the policy always banks)."""
    points = (solution.limit + 1) * solver.STEP  # above the limit banking is always best
    while points > 0 and solution.should_bank(points - solver.STEP, dice, 0):
        points -= solver.STEP
    return points


def reach_chance(distribution: Mapping[int, float], rounds: int, target: int) -> float:
    """The chance that `rounds` independent rounds total at least `target` points."""
    cap = target // solver.STEP
    steps = [0.0] * (cap + 1)  # the last cell holds "target or more"
    for points, chance in distribution.items():
        steps[min(points // solver.STEP, cap)] += chance
    total = [0.0] * (cap + 1)
    total[0] = 1.0
    for _ in range(rounds):
        new = [0.0] * (cap + 1)
        for a, pa in enumerate(total):
            if not pa:
                continue
            if a == cap:
                new[cap] += pa
                continue
            for b, pb in enumerate(steps):
                if pb:
                    new[min(a + b, cap)] += pa * pb
        total = new
    return total[cap]


def roller_odds(rules: RollerRules | None = None, progress: Progress | None = None) -> RollerOdds:
    rules = rules or RollerRules()
    say = progress or (lambda _text: None)
    say("solving one turn")
    solution = solver.solve(rules)
    say("following the policy through a turn")
    outcomes = solver.turn_outcomes(solution)
    say(f"adding up {rules.rounds} rounds")
    reach = reach_chance(outcomes.points_distribution(), rules.rounds, rules.ww_threshold)
    return RollerOdds(
        rules=rules,
        expected_points_per_round=solution.turn_value,
        nothing_chance={n: no_score_chance(n) for n in range(DICE, 0, -1)},
        round_rt=outcomes.rt,
        round_tjock=outcomes.tjock,
        round_neglected=outcomes.neglected,
        bank_from={n: bank_from(solution, n) for n in range(DICE, 0, -1)},
        reach_chance=reach,
    )
