"""How long the after-match analysis takes for a whole stored match: the first time (the solver
runs), then from the cache-less path (events replayed and analysed), then from the per-match
cache the window and the history use. Next to it, replaying the same events alone.

Run: .venv/bin/python benchmarks/bench_analysis.py   (prints figures; it asserts nothing)
"""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.strategy import analysis, solver
from roller_desktop.ui.play import match_analysis

REPEATS = 20


def play(recorder: MatchRecorder, seed: int) -> None:
    rng = random.Random(seed)
    while not recorder.game.is_over:
        game = recorder.game
        assert isinstance(game, RollerMatch)
        if game.must_keep:
            recorder.keep(game.selections()[0].dice)
        elif game.can_bank and game.turn_points >= 350:
            recorder.bank()
        else:
            recorder.throw([rng.randint(1, 6) for _ in range(game.dice_to_throw)])


def best_of(action: object, repeats: int = REPEATS) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(Path(folder) / "league.sqlite3", backup=False)
        ids = [store.add_player(name).id for name in ("A", "B", "C", "D", "E")]
        match_id = store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0)
        recorder = MatchRecorder.open(store, match_id)
        play(recorder, seed=7)
        game = recorder.game
        assert isinstance(game, RollerMatch)
        events = len(game.events)

        solver._solve_cached.cache_clear()
        start = time.perf_counter()
        analysis.analyse(game.seats, game.rules, game.events, game.starter)
        first = time.perf_counter() - start

        def replay_only() -> None:
            fresh = RollerMatch(game.seats, game.rules, game.starter)
            for event in game.events:
                fresh.apply(event)

        def analyse_only() -> None:
            analysis.analyse(game.seats, game.rules, game.events, game.starter)

        def from_store_uncached() -> None:
            match_analysis._cache.clear()
            match_analysis.for_match(store, match_id)

        def from_store_cached() -> None:
            match_analysis.for_match(store, match_id)

        print(f"A finished match of 5 players, 15 rounds, {events} events (best of {REPEATS}):")
        print(f"  first analysis, solver included   {first * 1000:8.1f} ms")
        print(f"  replaying the events alone        {best_of(replay_only) * 1000:8.1f} ms")
        print(f"  analysing the events              {best_of(analyse_only) * 1000:8.1f} ms")
        print(f"  from the store, not cached        {best_of(from_store_uncached) * 1000:8.1f} ms")
        print(f"  from the store, cached            {best_of(from_store_cached) * 1000:8.1f} ms")
        store.close()


if __name__ == "__main__":
    main()
