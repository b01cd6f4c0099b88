"""Turns solved together (the win-chance bar's seats, `win_build.solve_fast_together`) are
the turns solved one by one, to the last bit; the bar finds every turn it needs solved in one
pass (issue 28: fewer, larger steps holding the GIL while the window waits)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import match_aware, solver, win_approx, win_build, win_now
from roller_desktop.strategy.win_approx import Other


def worths(forced: bool, seed: int, count: int) -> list[list[float]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        others = [
            Other(rng.randrange(-60, 61) * 50, rng.randint(0, 5), rng.random() < 0.5)
            for _ in range(rng.randint(1, 7))
        ]
        out.append(win_approx.bank_worth(forced, rng.randint(0, 5), others))
    return out


@pytest.mark.parametrize(("forced", "seed"), [(True, 1), (False, 2), (True, 3)])
def test_turns_solved_together_are_the_turns_solved_alone(forced: bool, seed: int) -> None:
    banks = worths(forced, seed, 7)
    assert len({len(b) for b in banks}) > 1  # turns of different lengths side by side
    together = win_build.solve_fast_together(forced, banks)
    for bank, turn in zip(banks, together, strict=True):
        alone = win_build.solve_fast(forced, bank, bank[0])
        assert np.array_equal(np.asarray(turn._decision), np.asarray(alone._decision))
        assert np.array_equal(np.asarray(turn._throw), np.asarray(alone._throw))
        assert turn.turn_value == alone.turn_value
        assert turn.limit == alone.limit and turn.tjock_value == bank[0]


def one_turn_at_a_time(forced: bool, bank: list[float]) -> tuple[np.ndarray, np.ndarray]:
    """The straightforward NumPy induction the program used before (one turn, one level at a
    time): (decision, throw) by state and level."""
    plan = win_build._plan(forced)
    model = solver._model(forced)
    limit, top, tjock = len(bank) - 1, bank[-1], bank[0]
    decision = np.empty((limit + solver.SPAN + 1, plan.states))
    for si, (_, owed) in enumerate(model.states):
        decision[limit + 1 :, si] = top if owed == 0 else tjock + (top - tjock) * model.survival[si]
    throw = np.zeros_like(decision)
    steps, nxt = plan.option_steps, plan.option_state
    for i in range(limit, -1, -1):
        best = decision[i + steps, nxt].max(axis=1)
        row = np.add.reduceat(best * plan.chance, plan.state_starts) + plan.no_score * tjock
        throw[i] = row
        decision[i] = np.where(plan.may_bank & (bank[i] >= row), bank[i], row)
    return decision.T, throw.T


@pytest.mark.parametrize("forced", [True, False])
def test_the_same_floats_as_one_turn_at_a_time(forced: bool) -> None:
    banks = worths(forced, 6, 6)
    for bank, turn in zip(banks, win_build.solve_fast_together(forced, banks), strict=True):
        decision, throw = one_turn_at_a_time(forced, bank)
        assert np.array_equal(np.asarray(turn._decision), decision)
        assert np.array_equal(np.asarray(turn._throw), throw)


def test_a_turn_solved_together_matches_the_plain_solver() -> None:
    """Against the solver's own loops (an independent computation), everywhere a query
    reaches: below the limit, and above it (the tail)."""
    banks = worths(True, 4, 3)
    rules = RollerRules(forced_after_roller=True)
    for bank, turn in zip(banks, win_build.solve_fast_together(True, banks), strict=True):
        plain = solver.solve_utility(rules, bank, bank[0])
        assert turn.turn_value == pytest.approx(plain.turn_value, abs=1e-12)
        for points in range(0, (len(bank) + 80) * solver.STEP, 350):
            for dice, owed in plain.states:
                assert turn.throw_value(points, dice, owed) == pytest.approx(
                    plain.throw_value(points, dice, owed), abs=1e-12
                )
                assert turn.decision_value(points, dice, owed) == pytest.approx(
                    plain.decision_value(points, dice, owed), abs=1e-12
                )


def five_seats_in_round_two() -> RollerMatch:
    rng = random.Random(5)
    match = RollerMatch([f"p{i}" for i in range(5)], RollerRules(rounds=4), 0)
    while match.current_round == 0 or match.current_seat != 2:
        match.throw([rng.randint(1, 6) for _ in range(match.dice_to_throw)])
        while match.must_keep or match.can_bank:
            if match.must_keep:
                match.keep(list(match.selections()[0].dice))
            elif match.turn_points >= 300:
                match.bank()
            else:
                match.throw([rng.randint(1, 6) for _ in range(match.dice_to_throw)])
    match.throw([rng.randint(1, 6) for _ in range(6)])
    return match


def test_the_bar_solves_all_its_turns_in_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    match = five_seats_in_round_two()
    win_approx._solutions.clear()
    with monkeypatch.context() as m:  # the bar as before: each turn solved as it is asked
        m.setattr(win_approx, "solve_ahead", lambda match: None)
        one_by_one = win_now.chances_now(match)
    win_approx._solutions.clear()
    passes: list[int] = []
    real = win_build.solve_fast_together

    def counted(forced: bool, banks: list[list[float]]) -> list[solver.TurnSolution]:
        passes.append(len(banks))
        return real(forced, banks)

    def alone(*args: object) -> solver.TurnSolution:
        raise AssertionError("a turn solved alone")

    monkeypatch.setattr(win_approx, "solve_fast_together", counted)
    monkeypatch.setattr(win_approx, "solve_fast", alone)
    assert win_now.chances_now(match) == one_by_one  # the same figures, to the last bit
    assert passes == [5]  # the mover's turn and the four others', together
    assert win_now.chances_now(match) == one_by_one
    assert passes == [5]  # asked again in the same turn: all kept


@pytest.mark.parametrize("forced", [True, False])
def test_in_order_is_the_plain_solver_to_the_last_bit(forced: bool) -> None:
    """The last round's solves (the sharp computer's, the reach chances) with NumPy adding
    in the plain loops' order: the same floats as `solver.solve_utility`."""
    rules = RollerRules(forced_after_roller=forced)
    cases = [
        (match_aware.last_round_worth(rules, 1000, [1500, 900], [1200], False), None),
        (match_aware.last_round_worth(rules, 2500, [3100], [], True), None),
        ([0.0] * 400 + [0.5, 1.0], 0.0),  # match_aware's reach solution
        ([0.5, 1.0], 0.5),
    ]
    for bank, tjock in cases:
        tjock = bank[0] if tjock is None else tjock
        plain = solver.solve_utility(rules, bank, tjock)
        quick = win_build.solve_in_order(forced, bank, tjock)
        assert np.array_equal(np.asarray(quick._decision), np.array(plain._decision))
        assert np.array_equal(np.asarray(quick._throw), np.array(plain._throw))
        assert quick.turn_value == plain.turn_value
