"""Importing historical paper protocols from a generated CSV (issue #14): seconds and matches
per second, the progress as the window's bar would get it, and importing the same file again.

    .venv/bin/python benchmarks/bench_protocols.py [--matches 10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import resource
import tempfile
import time
from pathlib import Path

from roller_desktop.store.database import open_store
from roller_desktop.store.protocol_csv import import_protocols

PLAYERS = ["Åke", "Kari", "Lisa", "Bo", "Cia", "Dan", "Eva", "Fia", "Gun", "Ivar"]


def cell(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.03:
        return "RT"
    if roll < 0.25:
        return "–"
    return str(50 * rng.randint(1, 30))


def sheet(matches: int, seed: int) -> str:
    rng = random.Random(seed)
    lines = ["match;date;game;place;player;" + ";".join(f"r{r}" for r in range(1, 16))]
    day = 0
    for n in range(1, matches + 1):
        day += rng.randint(0, 2)
        year, rest = 1985 + day // 365, day % 365
        date = f"{year}-{1 + rest // 31 % 12:02d}-{1 + rest % 28:02d} {18 + n % 5}:{n % 60:02d}"
        seated = rng.sample(PLAYERS, rng.randint(2, 5))
        for name in seated:
            cells = ";".join(cell(rng) for _ in range(15))
            lines.append(f"{n};{date};roller;Husum;{name};{cells}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "protocols.csv"
        path.write_text(sheet(args.matches, args.seed), encoding="utf-8")
        size = path.stat().st_size
        reports: list[tuple[float, int]] = []
        with open_store(Path(folder) / "league.sqlite3") as store:
            start, cpu = time.perf_counter(), time.thread_time()
            summary = import_protocols(
                store, path, lambda done, total: reports.append((time.perf_counter(), done))
            )
            seconds, cpu = time.perf_counter() - start, time.thread_time() - cpu
            again_start, again_cpu = time.perf_counter(), time.thread_time()
            again = import_protocols(store, path)
            again_seconds = time.perf_counter() - again_start
            again_cpu = time.thread_time() - again_cpu
    print(f"{args.matches} paper protocols ({size / 1e6:.1f} MB of CSV)")
    print(
        f"import: {seconds:.1f} s, {summary.matches_added / seconds:.0f} matches/s "
        f"(CPU {cpu:.1f} s, {summary.matches_added / max(cpu, 1e-9):.0f} matches/s: the "
        f"machine is shared); {len(reports)} progress reports"
    )
    print(
        f"again: {again_seconds:.1f} s (CPU {again_cpu:.1f} s), {again.matches_added} added, "
        f"{again.matches_unchanged} already there; the first import / again: "
        f"{seconds / again_seconds:.1f}x wall, {cpu / max(again_cpu, 1e-9):.1f}x CPU"
    )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory of the process: {peak:.0f} MiB")


if __name__ == "__main__":
    main()
