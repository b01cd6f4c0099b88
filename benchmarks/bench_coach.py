"""The coach's figures: building a win table (a few turns, scaled up), loading the shipped ones,
one turn solved for the win (cold and cached, beside the points solver as the baseline
measured in the same run), the books of a 15-round match, and the sharp computer's move time.

Run: .venv/bin/python benchmarks/bench_coach.py   (prints figures; it asserts nothing)
The full build: tools/build-win-tables (prints its time and size). On a shared machine the
wall-clock figures stretch; the sharp computer's solve is also given in processor time.
"""

from __future__ import annotations

import random
import statistics
import time

from roller_desktop.engine.events import Bank, Keep
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, solver, win_build, win_table
from roller_desktop.strategy.bots import make_bot, play_out, play_turn


def timed(action: object) -> float:
    assert callable(action)
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def main() -> None:
    print("The coach (two players, exact)")
    for forced in (True, False):
        path = win_table.resource_path(forced)
        win_table.shipped.cache_clear()
        load = timed(lambda forced=forced: win_table.shipped(forced))
        table = win_table.shipped(forced)
        print(
            f"  {path.name}: {path.stat().st_size / 1024:.0f} KiB, {table.turns} turns, "
            f"leads +-{table.cap}; loads in {1000 * load:.0f} ms; starter of 15 rounds wins "
            f"{100 * table.start_chance(15):.3f} %"
        )
    table = win_table.shipped(True)
    start = time.perf_counter()
    rows = win_build.build_rows(True, 3, table.cap)
    per_turn = (time.perf_counter() - start) / 3
    print(
        f"  build: {per_turn:.2f} s per turn for {rows[1].size} leads, so about "
        f"{per_turn * 60:.0f} s for the 60 turns of a table (one core)"
    )
    points = timed(lambda: solver.solve_uncached(RollerRules()))
    cold = []
    for lead in (-1500, 0, 850):
        for left in (30, 15, 3):
            cold.append(timed(lambda left=left, lead=lead: table.solution(left, lead)))
    cached = timed(lambda: table.solution(30, 0))
    print(
        f"  one turn solved for the win: cold {1000 * statistics.median(cold):.0f} ms "
        f"(median of {len(cold)}), cached {1e6 * cached:.0f} µs; the points solver "
        f"(baseline, same run) {1000 * points:.0f} ms: ratio "
        f"{statistics.median(cold) / points:.2f}"
    )
    rules = RollerRules()
    match = RollerMatch(["Åke", "Kari"], rules)
    bots = [make_bot("child", 1), make_bot("steady")]
    dice = random.Random(11)
    play_out(bots, match, dice)
    table._solutions.clear()
    books = timed(lambda: coach.coach(match.seats, rules, match.events))
    report = coach.coach(match.seats, rules, match.events)
    print(
        f"  the books of a 15-round match ({len(match.events)} events): {books:.2f} s cold; "
        f"largest imbalance {max(abs(x) for x in coach.imbalance(report)):.1e}"
    )
    sharp = make_bot("sharp")
    steady = make_bot("steady")
    match = RollerMatch(["Sharp", "Steady"], rules)
    dice = random.Random(12)
    table._solutions.clear()
    first_moves: list[float] = []
    first_cpu: list[float] = []
    later_moves: list[float] = []
    solved: set[object] = set()
    while not match.is_over:
        if match.current_seat != 0:
            play_turn(steady, match, dice)
            continue
        fresh = match.must_keep and match.current_round not in solved  # the turn's solve
        if fresh:
            solved.add(match.current_round)
        start, cpu = time.perf_counter(), time.process_time()
        action = sharp.choose(match)
        (first_moves if fresh else later_moves).append(time.perf_counter() - start)
        if fresh:
            first_cpu.append(time.process_time() - cpu)
        if isinstance(action, Keep):
            match.keep(action.dice)
        elif isinstance(action, Bank):
            match.bank()
        else:
            match.throw([dice.randint(1, 6) for _ in range(match.dice_to_throw)])
    print(
        f"  the sharp computer: a turn's first choice (its solve) median "
        f"{1000 * statistics.median(first_moves):.0f} ms, max {1000 * max(first_moves):.0f} ms "
        f"(processor time: median {1000 * statistics.median(first_cpu):.0f} ms, max "
        f"{1000 * max(first_cpu):.0f} ms); "
        f"later moves median {1000 * statistics.median(later_moves):.2f} ms"
    )


if __name__ == "__main__":
    main()
