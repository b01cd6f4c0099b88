"""`check` of a large league (issue 28): wall seconds and the CPU seconds of every process it
used (the replay runs on every core), against an older checkout's check of the same file in
the same run. Figures only, nothing asserted.

    .venv/bin/python benchmarks/bench_check.py [--matches 20000] [--database FILE]
        [--baseline CHECKOUT [--baseline-database FILE]] [--runs 3] [--leftover-shm]

The league is the demo's bulk league of --matches matches, made once (slow) and kept in
--database when given. Each run is a process of its own, this code's and the baseline's
interleaved (the machine is shared); the best of --runs is printed beside the median.
--leftover-shm leaves SQLite's shared-memory file beside the league before each check, as any
opening that is not immutable leaves it (no program holds it: the check still replays on
every core).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from older_checkout import runner


def make(path: Path, matches: int) -> None:
    from roller_desktop.store import demo
    from roller_desktop.store.database import open_store

    with open_store(path, backup=False) as store:
        demo.demo_player_ids(store)
        demo.fill_bulk(store, matches, seed=3)


def leave_shm(path: Path) -> None:
    """A -shm beside the league, as a read-only opening that has ended leaves it."""
    import sqlite3

    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    connection.execute("SELECT count(*) FROM sqlite_master").fetchall()
    connection.close()


def measure(path: Path) -> None:
    """One check of the file; prints wall and CPU seconds (this process and its workers)."""
    from roller_desktop.store.verify import verify_file

    start = time.perf_counter()
    report = verify_file(path)
    wall = time.perf_counter() - start
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime
    replayed = "Every match replays through the rules." in report.lines
    said = "ok" if report.ok and replayed else (report.problem or " ".join(report.lines))[:80]
    print(f"{wall:.3f} {cpu:.3f} {said}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=20_000)
    parser.add_argument("--database", type=Path)
    parser.add_argument("--baseline", type=Path, help="an older checkout to measure as well")
    parser.add_argument(
        "--baseline-database",
        type=Path,
        help="the same league at the schema the baseline knows (a check of a newer schema "
        "does not replay)",
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--leftover-shm", action="store_true", help="a -shm no program holds beside the league"
    )
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # one check, here
    args = parser.parse_args()
    if args.measure is not None:
        measure(args.measure)
        return 0
    league = args.database or Path(tempfile.mkdtemp()) / "league.sqlite3"
    if not league.exists():
        print(f"making a league of {args.matches:,} matches…", file=sys.stderr)
        make(league, args.matches)
    codes = {"this code": None, "baseline": args.baseline}
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in codes}
    for _ in range(args.runs):
        for name, checkout in codes.items():
            if name == "baseline" and checkout is None:
                continue
            path = args.baseline_database if checkout and args.baseline_database else league
            if args.leftover_shm:
                leave_shm(path)
            out = subprocess.run(
                [sys.executable, *runner(__file__, checkout), "--measure", str(path)],
                check=True,
                capture_output=True,
                text=True,
            ).stdout.split()
            if out[2] != "ok":  # refused, or not replayed (the figures mean nothing then)
                print(f"{name}: the check did not replay every match: {' '.join(out[2:])}")
            figures[name].append((float(out[0]), float(out[1])))
    for name, runs in figures.items():
        if not runs:
            continue
        walls = [wall for wall, _ in runs]
        cpus = [cpu for _, cpu in runs]
        print(
            f"{name}: check of {league.name}: wall best {min(walls):.1f} s, median "
            f"{statistics.median(walls):.1f} s; CPU (all processes) best {min(cpus):.1f} s"
        )
    if figures["baseline"] and figures["this code"]:
        ratio = min(w for w, _ in figures["baseline"]) / min(w for w, _ in figures["this code"])
        cpu = min(c for _, c in figures["baseline"]) / min(c for _, c in figures["this code"])
        print(f"baseline / this code: {ratio:.2f}x wall, {cpu:.2f}x CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
