"""`roller-desktop bench`: speed figures of the engine and the simulator, each next to a
straightforward pure-Python loop measured in the same run. Figures, not tests."""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections.abc import Callable

from ._common import Subcommands


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser("bench", help="print speed figures of the engine and simulator")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per pure-Python loop")
    parser.add_argument(
        "--turns", type=int, default=1_000_000, help="turns per vectorised run (default 1,000,000)"
    )
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(handler=run)


def _timed(work: Callable[[], int]) -> tuple[int, float]:
    start = time.perf_counter()
    done = work()
    return done, time.perf_counter() - start


def plain_max_score(throw: tuple[int, ...]) -> int:
    """The same rule without the engine's caches: counted and scored afresh every time."""
    from roller_desktop.engine import scoring

    return scoring.best_points.__wrapped__(scoring.counts_of(throw))


def engine_roller_turns(seconds: float) -> tuple[int, float]:
    from roller_desktop.engine.dice import RandomDice
    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.sim.threshold_bot import ThresholdBot

    bot, dice = ThresholdBot(), RandomDice(1)
    rules = RollerRules(rounds=100)
    turns, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = RollerMatch(["A"], rules)
        while not match.is_over:
            bot.play_turn(match, dice)
            turns += 1
    return turns, time.perf_counter() - start


def engine_race_turns(seconds: float) -> tuple[int, float]:
    from roller_desktop.engine.dice import RandomDice
    from roller_desktop.engine.hundredfive import Race

    dice = RandomDice(1)
    turns, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        race = Race(["A", "B", "C", "D"])
        while not race.is_over:
            race.throw_from(dice)
        turns += sum(race.turns(s) for s in range(4))
    return turns, time.perf_counter() - start


def run(args: argparse.Namespace) -> int:
    import numpy as np

    from roller_desktop.engine import roller
    from roller_desktop.sim.race_sim import turns_to_finish
    from roller_desktop.sim.roller_sim import simulate_turns
    from roller_desktop.sim.tables import roller_tables

    throws = list(itertools.product(range(1, 7), repeat=6))
    _, engine_all = _timed(lambda: sum(1 for t in throws if roller.max_score(t) >= 0))
    _, naive_all = _timed(lambda: sum(1 for t in throws if plain_max_score(t) >= 0))

    _, table_build = _timed(lambda: int(roller_tables()[0].size))
    rng = np.random.default_rng(1)
    roller_fast, roller_fast_s = _timed(lambda: int(simulate_turns(1_000_000, rng).points.size))
    roller_slow, roller_slow_s = engine_roller_turns(args.seconds)
    race_players = max(1, args.turns // 7)  # about 73 turns each
    race_fast, race_fast_s = _timed(lambda: int(turns_to_finish(race_players, rng).sum()))
    race_slow, race_slow_s = engine_race_turns(args.seconds)

    figures = {
        "max_score_all_46656_throws_s": round(engine_all, 4),
        "max_score_all_naive_s": round(naive_all, 4),
        "roller_tables_build_s": round(table_build, 3),
        "roller_turns_per_s_numpy": round(roller_fast / roller_fast_s),
        "roller_turns_per_s_engine_loop": round(roller_slow / roller_slow_s),
        "race_turns_per_s_numpy": round(race_fast / race_fast_s),
        "race_turns_per_s_engine_loop": round(race_slow / race_slow_s),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    print("Engine and simulator speed (one core; NumPy simulation in roller_desktop/sim)")
    print(
        f"max_score over all 46,656 six-dice throws: {engine_all * 1000:.1f} ms "
        f"(engine: checked faces, cached per multiset) vs {naive_all * 1000:.1f} ms scored "
        f"afresh without checks or caches: ratio {naive_all / engine_all:.2f}"
    )
    print(f"Roller lookup tables built from the engine in {table_build * 1000:.0f} ms")
    print(
        f"Roller turns/s, threshold bot: {figures['roller_turns_per_s_numpy']:,} vectorised "
        f"(NumPy + tables) vs {figures['roller_turns_per_s_engine_loop']:,} through the engine "
        f"throw by throw: {roller_fast / roller_fast_s / (roller_slow / roller_slow_s):.0f}x"
    )
    print(
        f"105 turns/s: {figures['race_turns_per_s_numpy']:,} vectorised (NumPy) vs "
        f"{figures['race_turns_per_s_engine_loop']:,} through the engine: "
        f"{race_fast / race_fast_s / (race_slow / race_slow_s):.0f}x"
    )
    return 0
