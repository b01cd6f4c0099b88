"""The turn solver against a brute-force recursion, the engine, and itself."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.roller import (
    RollerMatch,
    RollerRules,
    completes_forced_roller,
    legal_selections,
)
from roller_desktop.engine.scoring import counts_of
from roller_desktop.strategy import solver
from roller_desktop.strategy.throws import Option, no_score_chance, options_of


@cache
def ordered_throws(dice: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every sorted throw with its chance, counted from all 6**dice ordered throws."""
    counted = Counter(tuple(sorted(t)) for t in product(range(1, 7), repeat=dice))
    return tuple((t, Fraction(n, 6**dice)) for t, n in counted.items())


def brute_force(forced_rule: bool, cap: int, tjock: float = 0.0):  # type: ignore[no-untyped-def]
    """The capped game (banking more than `cap` points is worth `cap`) by plain recursion over
    every throw and every legal selection the engine lists, with the engine's ROLLER rules."""

    @cache
    def value_after_keep(points: int, dice: int, owed: int) -> float:
        if owed == 0 and points == cap:
            return float(cap)  # nothing is worth more: bank
        throw = throw_value(points, dice, owed)
        return max(float(points), throw) if owed == 0 else throw

    @cache
    def throw_value(points: int, dice: int, owed: int) -> float:
        total = 0.0
        for throw, chance in ordered_throws(dice):
            selections = legal_selections(throw)
            if not selections:
                total += float(chance) * tjock
                continue
            best = -1.0
            for s in selections:
                left = dice - len(s.dice)
                new_owed = max(0, owed - len(s.dice))
                if left == 0:
                    left = 6
                    if forced_rule and completes_forced_roller(s.dice):
                        new_owed = 2
                new_points = min(points + s.points, cap)
                if (new_points, left, new_owed) == (points, dice, owed):
                    # Only at the cap: a forced ROLLER again cannot beat the Triss or the 1
                    # and 5 in the same throw, which pay the debt and reach the cap at once.
                    continue
                best = max(best, value_after_keep(new_points, left, new_owed))
            total += float(chance) * best
        return total

    return value_after_keep, throw_value


@pytest.mark.parametrize("forced_rule", [True, False])
@pytest.mark.parametrize("cap", [250, 600])
def test_solver_equals_brute_force_on_a_capped_game(forced_rule: bool, cap: int) -> None:
    rules = RollerRules(forced_after_roller=forced_rule)
    steps = cap // solver.STEP
    solution = solver.solve_utility(
        rules, [float(min(i, steps) * solver.STEP) for i in range(steps + 1)], 0.0
    )
    after_keep, throw = brute_force(forced_rule, cap)
    for points in range(0, cap + 1, solver.STEP):
        for dice, owed in solution.states:
            assert solution.throw_value(points, dice, owed) == pytest.approx(
                throw(points, dice, owed), abs=1e-9
            )
            assert solution.decision_value(points, dice, owed) == pytest.approx(
                after_keep(points, dice, owed), abs=1e-9
            )


def test_no_score_chances_are_those_of_the_rules() -> None:
    expected = {
        6: Fraction(5, 162),
        5: Fraction(25, 324),
        4: Fraction(17, 108),
        3: Fraction(5, 18),
        2: Fraction(4, 9),
        1: Fraction(2, 3),
    }
    assert {n: no_score_chance(n) for n in expected} == expected


@pytest.mark.parametrize("forced_rule", [True, False])
def test_values_satisfy_the_bellman_equation_over_every_throw(forced_rule: bool) -> None:
    """Throwing is worth the average over all throws of the best selection's value."""
    solution = solver.solve(RollerRules(forced_after_roller=forced_rule))
    for points in (0, 200, 1000, 2950, solution.limit * 50, solution.limit * 50 + 450):
        for dice, owed in solution.states:
            total = 0.0
            for throw, chance in ordered_throws(dice):
                options = [
                    solution.keep_value(
                        points, dice, owed, len(s.dice), s.points, completes_forced_roller(s.dice)
                    )
                    for s in legal_selections(throw)
                ]
                total += float(chance) * max(options, default=0.0)
            assert solution.throw_value(points, dice, owed) == pytest.approx(total, rel=1e-12)
            expected = total if owed else max(total, float(points))
            assert solution.decision_value(points, dice, owed) == pytest.approx(expected)


@pytest.mark.parametrize("forced_rule", [True, False])
def test_the_tail_is_exact(forced_rule: bool) -> None:
    rules = RollerRules(forced_after_roller=forced_rule)
    solution = solver.solve(rules)
    wider = solver.solve_uncached(rules, limit=solution.limit + 200)
    for points in range(0, (solution.limit + 260) * 50, 250):
        for dice, owed in solution.states:
            assert solution.decision_value(points, dice, owed) == pytest.approx(
                wider.decision_value(points, dice, owed), rel=1e-12
            )


def test_policy_sanity() -> None:
    solution = solver.solve()
    assert solution.should_bank(3000, 1)  # big points, one die: bank
    assert solution.should_bank(2000, 2)
    assert not solution.should_bank(50, 6)  # ROLLER with little: throw six again
    assert not solution.should_bank(100, 5)
    assert not solution.should_bank(5000, 6, 2)  # owed dice: banking is not allowed
    for dice in range(1, 7):
        assert solution.decision_value(20000, dice) == 20000


def test_turn_outcomes_add_up_to_the_turn_value() -> None:
    solution = solver.solve()
    outcomes = solver.turn_outcomes(solution)
    assert outcomes.rt == pytest.approx(5 / 162)
    assert outcomes.rt + outcomes.tjock + sum(outcomes.banked.values()) == pytest.approx(1.0)
    assert outcomes.expected_points == pytest.approx(solution.turn_value, rel=1e-9)


@pytest.mark.parametrize("forced_rule", [True, False])
def test_next_state_follows_the_engine(forced_rule: bool) -> None:
    rules = RollerRules(forced_after_roller=forced_rule)
    dice = RandomDice(7)
    rng = random.Random(7)
    checked = 0
    scripted = [(1, 2, 3, 4, 5, 6), (3, 3, 3, 3, 3, 3)]
    for game in range(30):
        match = RollerMatch(["A", "B"], rules)
        while not match.is_over and checked < 2000:
            if match.must_keep:
                state = (match.dice_to_throw, match.dice_owed)
                choice = rng.choice(match.selections())
                forced = completes_forced_roller(choice.dice)
                option = Option(len(choice.dice), choice.points, forced)
                match.keep(choice.dice)
                assert solver.next_state(state, option, forced_rule) == (
                    match.dice_to_throw,
                    match.dice_owed,
                )
                checked += 1
            elif match.can_bank and rng.random() < 0.3:
                match.bank()
            elif scripted and match.dice_to_throw == 6 and game % 3 == 0:
                match.throw(scripted[game % 2])
            else:
                match.throw_from(dice)
    assert checked >= 1000


def test_throw_options_are_the_best_engine_selection_per_number_of_dice() -> None:
    for dice in range(1, 7):
        for throw, _chance in ordered_throws(dice):
            expected: dict[int, tuple[int, bool]] = {}
            for s in legal_selections(throw):
                k = len(s.dice)
                if k not in expected or s.points > expected[k][0]:
                    expected[k] = (s.points, completes_forced_roller(s.dice))
            options = options_of(counts_of(throw))
            assert {o.kept: (o.points, o.forced) for o in options} == expected
