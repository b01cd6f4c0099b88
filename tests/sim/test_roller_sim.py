"""The vectorised threshold player against the same player driven through the engine."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from roller_desktop.engine import roller
from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.protocol import Outcome
from roller_desktop.sim.roller_sim import BANKED, RT, TJOCK, simulate_matches, simulate_turns
from roller_desktop.sim.threshold_bot import ThresholdBot


def engine_turns(count: int, threshold: int, rules: roller.RollerRules) -> list[tuple[int, str]]:
    bot, dice = ThresholdBot(threshold), RandomDice(11)
    results: list[tuple[int, str]] = []
    long_rules = roller.RollerRules(rounds=100, forced_after_roller=rules.forced_after_roller)
    while len(results) < count:
        match = roller.RollerMatch(["A"], long_rules)
        while not match.is_over and len(results) < count:
            cell = bot.play_turn(match, dice)
            results.append((cell.points, cell.outcome.value))
    return results


def close(a: np.ndarray, b: np.ndarray) -> bool:
    error = np.sqrt(a.var() / a.size + b.var() / b.size)
    return bool(abs(a.mean() - b.mean()) < 5 * error)


@pytest.mark.parametrize("forced", [True, False])
def test_vectorised_turns_agree_with_the_engine(forced: bool) -> None:
    rules = roller.RollerRules(forced_after_roller=forced)
    slow = engine_turns(6_000, 300, rules)
    fast = simulate_turns(200_000, np.random.default_rng(2), 300, rules)
    slow_points = np.array([p for p, _ in slow])
    assert close(slow_points, fast.points)
    for code, name in ((RT, Outcome.RT.value), (TJOCK, Outcome.TJOCK.value)):
        slow_rate = np.array([o == name for _, o in slow], dtype=float)
        assert close(slow_rate, (fast.outcome == code).astype(float))


def test_rt_rate_is_the_exact_chance_that_six_dice_score_nothing() -> None:
    nothing = sum(1 for t in product(range(1, 7), repeat=6) if roller.max_score(t) == 0)
    assert Fraction(nothing, 6**6) == Fraction(5, 162)
    fast = simulate_turns(400_000, np.random.default_rng(4))
    rate = (fast.outcome == RT).mean()
    assert abs(rate - 5 / 162) < 5 * np.sqrt(5 / 162 * (1 - 5 / 162) / 400_000)


def test_banked_turns_hold_the_threshold_and_multiples_of_fifty() -> None:
    fast = simulate_turns(50_000, np.random.default_rng(8), threshold=450)
    banked = fast.points[fast.outcome == BANKED]
    assert banked.min() >= 450
    assert not (fast.points % 50).any()
    assert not fast.points[fast.outcome != BANKED].any()


def test_matches_add_their_rounds() -> None:
    batch = simulate_matches(100, 3, np.random.default_rng(9))
    per_turn = batch.turns.points.reshape(100, 3, 15)
    assert (batch.totals == per_turn.sum(axis=2)).all()
    assert batch.totals.shape == (100, 3)
