"""The keeper's tools at scale (issue 15): merge a player with 5,000 matches into another in a
league of 100,000 finished matches, split them again, void and restore one match; seconds,
with progress, and a baseline of the same run: the whole league's derived figures counted
afresh (what `check` computes). Figures only, nothing asserted.

    python benchmarks/bench_keeper.py [--matches 100000] [--moved 5000] [--database FILE]
        [--baseline CHECKOUT]

Without --database a temporary league is filled first with the demo's bulk filler (slow): the
demo players' matches, and `--moved` matches of "Åke F." (each at a table with Kari), a twin
of the demo's Åke who never sat at Åke's table. With --database a league filled so before is
used again (a run leaves it as it found it: the merge is split again).

--baseline: an older checkout measured in the same run. The league is filled by the older
program (so that it is a league of its schema), each program works on a copy of its own, and
this one's opening of its copy (the migration to this schema) is timed too.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from older_checkout import runner
from sqlalchemy import func, select

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.derived.season_ratings import rate_ordered
from roller_desktop.store.models import MatchRow, SeatRow
from roller_desktop.store.queries import stats

TWIN = "Åke F."


def fill(path: Path, matches: int, moved: int) -> None:
    with open_store(path, backup=False) as store:
        ids = demo.demo_player_ids(store)
        twin = store.add_player(TWIN).id
        kari = ids[2]

        def progress(done: int, total: int) -> None:
            print(f"\rfilling: {done:,}/{total:,}", end="", file=sys.stderr, flush=True)

        demo.fill_bulk(store, matches - moved, seed=1, progress=progress)
        demo.fill_bulk(store, moved, seed=2, progress=progress, players=[twin, kari])
        print(file=sys.stderr)


def progress_line() -> keeper.Progress:
    started = time.perf_counter()

    def report(what: str, done: int, total: int) -> None:
        print(
            f"\r  {what}: {done:,}/{total:,} ({time.perf_counter() - started:.1f} s)",
            end="\n" if done == total else "",
            file=sys.stderr,
            flush=True,
        )

    return report


def seconds(action: object) -> float:
    assert callable(action)
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def afresh(store: Store) -> float:
    """The baseline: every rating of every scope computed afresh from the seat results."""
    with store.engine.connect() as connection:
        start = time.perf_counter()
        rows = connection.exec_driver_sql(
            "SELECT game, day, match_pk, player_pk, total, place FROM seat_results "
            "WHERE seat_count > 1 AND NOT practice ORDER BY game, finished, match_pk, seat"
        ).all()
        rate_ordered(rows)
        return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", type=Path)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--moved", type=int, default=5_000)
    parser.add_argument("--check", action="store_true", help="run the check afterwards")
    parser.add_argument("--baseline", type=Path, help="an older checkout to measure as well")
    parser.add_argument("--rounds", type=int, default=1, help="with --baseline: runs of each")
    parser.add_argument("--fill-only", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.fill_only is not None:
        fill(args.fill_only, args.matches, args.moved)
        return 0
    if args.baseline is not None:
        return side_by_side(args)
    path = args.database
    if path is None:
        path = Path(tempfile.mkdtemp()) / "keeper.sqlite3"
        fill(path, args.matches, args.moved)
    start = time.perf_counter()
    with open_store(path, backup=False) as store:
        print(f"opened (migrated if older): {time.perf_counter() - start:.2f} s")
        with store.session() as s:
            total = s.scalar(select(func.count()).select_from(MatchRow))
        twin_id, _ = keeper.find_player(store, TWIN)
        into_id, _ = keeper.find_player(store, "Åke")
        plan = keeper.plan_merge(store, twin_id, into_id)
        print(f"league: {total:,} matches; {plan.from_name} has {plan.matches:,} matches")
        baseline = afresh(store)
        print(f"baseline, every rating of the league computed afresh: {baseline:.2f} s")
        done: list[keeper.Merge] = []
        merged = seconds(
            lambda: done.append(keeper.merge_players(store, twin_id, into_id, progress_line()))
        )
        print(
            f"merge {plan.from_name} into {plan.into_name} ({done[0].matches:,} matches moved): "
            f"{merged:.2f} s ({merged / baseline:.1f}x the baseline)"
        )
        split = seconds(lambda: keeper.split_merge(store, done[0].id, progress_line()))
        print(f"split them again: {split:.2f} s ({split / baseline:.1f}x the baseline)")
        match_id = stats.match_history(store, player_id=into_id, limit=1)[0].id
        voided = seconds(lambda: keeper.void_match(store, match_id, "benchmark"))
        restored = seconds(lambda: keeper.restore_match(store, match_id))
        print(f"void one match: {voided:.2f} s; restore it: {restored:.2f} s")
        with store.session() as s:
            seats = s.scalar(
                select(func.count()).select_from(SeatRow).where(SeatRow.player_pk.is_not(None))
            )
        print(f"({seats:,} seats of people in the league)")
    if args.database is None or args.check:
        from roller_desktop.store.verify import verify_file

        start = time.perf_counter()
        report = verify_file(path)
        print(
            f"check afterwards: {'ok' if report.ok else report.problem} "
            f"({time.perf_counter() - start:.1f} s)"
        )
    return 0


def side_by_side(args: argparse.Namespace) -> int:
    """The older checkout and this one, each on a copy of one league the older one filled."""
    folder = Path(tempfile.mkdtemp())
    league = args.database or folder / "league.sqlite3"
    sizes = ["--matches", str(args.matches), "--moved", str(args.moved)]
    if args.database is None:
        subprocess.run(
            [sys.executable, *runner(__file__, args.baseline), "--fill-only", str(league), *sizes],
            check=True,
        )
    for turn in range(args.rounds):  # interleaved: the machine's load falls on both alike
        for name, checkout in (("baseline", args.baseline), ("this code", None)):
            copy = folder / f"{name.replace(' ', '-')}.sqlite3"
            shutil.copy(league, copy)
            print(f"== {name} ({checkout or 'this checkout'}), run {turn + 1} ==", flush=True)
            subprocess.run(
                [sys.executable, *runner(__file__, checkout), "--database", str(copy)], check=True
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
