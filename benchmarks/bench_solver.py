"""How fast the exact turn solver is, next to a straightforward version measured in the same
run, and how many whole matches the steady computer player gets through per second.

Run: .venv/bin/python benchmarks/bench_solver.py   (prints figures; it asserts nothing)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from roller_desktop.engine import scoring
from roller_desktop.engine.roller import RollerMatch, RollerRules, completes_forced_roller
from roller_desktop.strategy import solver, throws
from roller_desktop.strategy.bots import make_bot, play_turn

GOAL_SECONDS = 0.25


def clear_caches() -> None:
    for cached in (
        throws.throws_of,
        throws.options_of,
        throws.no_score_chance,
        throws.groups_of,
        scoring.selections_of,
        scoring.exact_points,
        scoring.best_points,
        solver._model,
        solver._owed_values,
        solver._solve_cached,
    ):
        cached.cache_clear()


def straightforward(rules: RollerRules, limit: int) -> float:
    """The same backward induction without merging throws or keeping only the best selection
    per number of dice: every distinct throw, every legal selection, every state."""
    forced_rule = rules.forced_after_roller
    reference = solver.solve_uncached(rules)  # only for the closed form above the limit
    states = solver.reachable_states(forced_rule)
    table = {
        dice: [(float(p), scoring.selections_of(counts)) for counts, p in throws.throws_of(dice)]
        for dice in range(1, 7)
    }
    decision: dict[tuple[int, int, int], float] = {}
    thrown: dict[tuple[int, int, int], float] = {}

    def after(points: int, dice: int, owed: int) -> float:
        if points > limit * solver.STEP:
            return reference.decision_value(points, dice, owed)
        return decision[(points, dice, owed)]

    for i in range(limit, -1, -1):
        points = i * solver.STEP
        for dice, owed in states:
            value = 0.0
            for p, selections in table[dice]:
                best = 0.0
                for s in selections:
                    forced = completes_forced_roller(s.dice)
                    option = throws.Option(len(s.dice), s.points, forced)
                    nxt = solver.next_state((dice, owed), option, forced_rule)
                    best = max(best, after(points + s.points, *nxt))
                value += p * best
            thrown[(points, dice, owed)] = value
            decision[(points, dice, owed)] = max(float(points), value) if owed == 0 else value
    return thrown[(0, *solver.START)]


def timed(action: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    print("Exact turn solver (best of 3; 'cold' clears every cache first)")
    for label, rules in (
        ("default rules", RollerRules()),
        ("forced_after_roller off", RollerRules(forced_after_roller=False)),
    ):

        def cold(rules: RollerRules = rules) -> object:
            clear_caches()
            return solver.solve_uncached(rules)

        cold_s = timed(cold)
        warm_s = timed(lambda rules=rules: solver.solve_uncached(rules))
        solution = solver.solve_uncached(rules)
        start = time.perf_counter()
        plain_value = straightforward(rules, solution.limit)
        plain_s = time.perf_counter() - start
        verdict = "meets" if cold_s <= GOAL_SECONDS else "MISSES"
        print(
            f"  {label:<24} cold {cold_s:6.3f} s  warm {warm_s:6.3f} s  "
            f"straightforward {plain_s:6.2f} s  ratio {plain_s / cold_s:5.1f}x  "
            f"({verdict} the {GOAL_SECONDS} s goal; "
            f"{solution.limit + 1} point levels, {len(solution.states)} states)"
        )
        print(
            f"  {'':<24} expected points per round {solution.turn_value:.6f} "
            f"(straightforward {plain_value:.6f})"
        )
    simulation()


def matches_per_second(level: str, matches: int) -> float:
    bots = [make_bot(level), make_bot(level)]
    dice = random.Random(2026)
    start = time.perf_counter()
    for game in range(matches):
        match = RollerMatch(["A", "B"], starter=game % 2)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            play_turn(bots[seat], match, dice)
    return matches / (time.perf_counter() - start)


def simulation() -> None:
    solver.solve()  # solved once, as in a real session
    print("Whole two-player matches (15 rounds) played by computer players, one core")
    for level, matches in (("steady", 300), ("careful", 300)):
        rate = matches_per_second(level, matches)
        note = "(no solver: the engine's own cost)" if level == "careful" else ""
        print(f"  {level:<8} {rate:7.1f} matches/s  {note}")


if __name__ == "__main__":
    main()
