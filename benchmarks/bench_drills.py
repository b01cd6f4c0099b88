"""Finding drills (strategy.drills.mine): the time to look through one 15-round match and how
many drills a sample league gives, per pairing of computer levels (two players: by win chance
from the exact table; three players: by expected points), beside the coach's graph of the same
matches (strategy.coach_graph, which walks the same turn solutions) as the baseline measured in
the same run. Then the whole path through a league (play.drill_mining.mine_new: replay from
the store, mine, write) for the sample.

Per match: `mine s` looks through a match first (its turns solved then: what the window's
search costs), `warm s` again with the turns solved, `graph s` the graph with the same turns
solved (the baseline: the same walk without valuing every option); drills found a match.

Run: .venv/bin/python benchmarks/bench_drills.py [--matches N]   (prints figures)
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach_graph, drills, win_table
from roller_desktop.strategy.bots import make_bot, play_out

PAIRINGS = (("child", "careful"), ("careful", "steady"), ("child", "steady"), ("steady", "sharp"))


def played(levels: tuple[str, ...], seed: int) -> RollerMatch:
    match = RollerMatch(list(levels), RollerRules(), seed % len(levels))
    bots = [make_bot(level, seed + k) for k, level in enumerate(levels)]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=4, help="matches per pairing")
    args = parser.parse_args()
    win_table.table_for(RollerRules())  # loaded once, as the window's first search does
    print(f"{'levels':<26} {'mine s':>7} {'warm s':>7} {'graph s':>8} {'costly':>7} {'close':>6}")
    for levels in (*PAIRINGS, ("child", "careful", "steady")):
        mined, warm, graphed, costly, close = [], [], [], 0, 0
        for seed in range(args.matches):
            match = played(levels, seed)
            call = (match.seats, match.rules, match.events, match.starter)
            start = time.perf_counter()
            found = drills.mine(*call)
            mined.append(time.perf_counter() - start)
            start = time.perf_counter()  # the turns solved now: both read them warm
            coach_graph.graph(*call)
            graphed.append(time.perf_counter() - start)
            start = time.perf_counter()
            drills.mine(*call)
            warm.append(time.perf_counter() - start)
            costly += sum(1 for f in found if not f.close)
            close += sum(1 for f in found if f.close)
        n = args.matches
        ratio = statistics.mean(warm) / statistics.mean(graphed)
        print(
            f"{' v '.join(levels):<26} {statistics.mean(mined):7.2f} {statistics.mean(warm):7.3f} "
            f"{statistics.mean(graphed):8.3f} {costly / n:7.1f} {close / n:6.1f}"
            f"  (warm mine / warm graph {ratio:.1f})"
        )
    # Other matches (other dice) for the league: their turns mostly not solved yet.
    fresh = [
        played(levels, 100 + seed)
        for levels in (*PAIRINGS, ("child", "careful", "steady"))
        for seed in range(args.matches)
    ]
    _league(fresh)


def _league(matches: list[RollerMatch]) -> None:
    """A league of players who played these matches: the whole search, from the store."""
    from roller_desktop.play.drill_mining import mine_new
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(str(Path(folder) / "league.sqlite3"), backup=False)
        names = sorted({name for m in matches for name in m.seats})
        ids = {name: store.add_player(name.capitalize()).id for name in names}
        for m in matches:
            seats = [SeatSpec(ids[name]) for name in m.seats]
            recorder = MatchRecorder.open(store, store.start_match("roller", {}, seats, m.starter))
            for event in m.events:
                recorder.apply(event)
        result = mine_new(store)
        again = mine_new(store)
        store.close()
    print(
        f"league of {len(matches)} matches: {result.drills} drills in {result.seconds:.1f} s "
        f"({result.seconds / max(1, result.matches):.2f} s a match, with the store); "
        f"again: {again.matches} matches looked through in {again.seconds:.3f} s"
    )


if __name__ == "__main__":
    main()
