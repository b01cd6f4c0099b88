"""The vectorised 105 race against an exact Markov chain computed here from the rules."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.sim.race_sim import turns_to_finish, winner_turns


def hit_chances(dice: int) -> list[Fraction]:
    p = Fraction(1, 6)
    return [comb(dice, h) * p**h * (1 - p) ** (dice - h) for h in range(dice + 1)]


def exact_mean_turns(dice: int, extra_throw: bool, kids: bool) -> float:
    """Expected turns alone. V(k, a): from the start of a turn chasing k with a dice aside.
    E(k, a): turns still to come after the current one, about to throw within it."""
    V: dict[tuple[int, int], Fraction] = {}
    E: dict[tuple[int, int], Fraction] = {}
    for k in range(6, 0, -1):
        for a in range(dice - 1, -1, -1):
            chances = hit_chances(dice - a)
            rest = Fraction(0)
            for h, p in enumerate(chances[1:], start=1):
                if a + h < dice:
                    rest += p * V[(k, a + h)]
                elif k < 6:
                    rest += p * (E[(k + 1, 0)] if extra_throw else V[(k + 1, 0)])
            if kids:  # a miss is thrown again inside the same turn
                E[(k, a)] = rest / (1 - chances[0])
                V[(k, a)] = 1 + E[(k, a)]
            else:
                V[(k, a)] = (1 + rest) / (1 - chances[0])
                E[(k, a)] = chances[0] * V[(k, a)] + rest
    return float(V[(1, 0)])


@pytest.mark.parametrize(
    ("dice", "extra", "kids"),
    [(5, True, False), (5, False, False), (5, True, True), (3, True, False), (1, False, True)],
)
def test_mean_turns_alone_agrees_with_the_exact_chain(dice: int, extra: bool, kids: bool) -> None:
    turns = turns_to_finish(100_000, np.random.default_rng(7), dice, extra, kids)
    exact = exact_mean_turns(dice, extra, kids)
    standard_error = turns.std() / np.sqrt(turns.size)
    assert abs(turns.mean() - exact) <= 5 * standard_error + 1e-9  # 1 die, kids: always 6


def test_exact_chain_gives_the_rules_figure_of_about_73_turns() -> None:
    assert 72.5 < exact_mean_turns(5, True, False) < 73.5


def test_engine_races_agree_with_the_simulator() -> None:
    dice = RandomDice(3)
    engine_turns = []
    for _ in range(300):
        race = Race(["solo"], HundredFiveRules())
        while not race.is_over:
            race.throw_from(dice)
        engine_turns.append(race.turns(0))
    exact = exact_mean_turns(5, True, False)
    spread = np.std(engine_turns) / np.sqrt(len(engine_turns))
    assert abs(np.mean(engine_turns) - exact) < 5 * spread


def test_winner_is_the_fewest_turns_and_ties_go_to_the_earlier_seat() -> None:
    turns, seats = winner_turns(20_000, 4, np.random.default_rng(5))
    alone = turns_to_finish(20_000, np.random.default_rng(6))
    assert turns.mean() < alone.mean() - 10
    # With equal chances, the earlier seats win ties, so seat 0 wins most often.
    wins = np.bincount(seats, minlength=4)
    assert wins[0] == wins.max()
