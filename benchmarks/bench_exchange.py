"""Figures of a big league's export, import and check, and a long fuzz run of the import
(a benchmark, not a test: prints figures, asserts nothing). Issue #12, "Big leagues".

    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --bulk --matches 20000
    .venv/bin/python benchmarks/bench_exchange.py --database /tmp/big.sqlite3
    .venv/bin/python benchmarks/bench_exchange.py --matches 2000       # a league made here
    .venv/bin/python benchmarks/bench_exchange.py --fuzz 5000          # the long fuzz run only

Each step runs in a child process of its own, so its peak memory (maximum resident set) and
CPU time are its own: `export` (version 3, streamed), `import` of that file into an empty
league, and `check` of the league. The baseline, measured in the same run on the same league:
the whole-document export (version 2, `export_league` + `json.dumps`, as every export was
before version 3). The machine's load is printed beside the figures: on a shared machine the
wall-clock times are longer than the CPU times.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]

BASELINE = """
import json, sys
from roller_desktop.store.database import open_store
from roller_desktop.store.exchange import export_league
with open_store(sys.argv[1], backup=False) as store:
    text = json.dumps(export_league(store), ensure_ascii=False, indent=1)
open(sys.argv[2], "w", encoding="utf-8").write(text)
"""


def child(args: list[str], label: str) -> tuple[float, float, float]:
    """Run a child; print and return (wall s, CPU s, peak MB)."""
    start = time.perf_counter()
    process = subprocess.Popen(args, cwd=TOP, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    peak = usage.ru_maxrss / 1024
    failed = "" if os.waitstatus_to_exitcode(status) == 0 else "  (FAILED)"
    assert process.stderr is not None
    process.stderr.close()
    print(f"{label:<38} {wall:8.1f} s wall {cpu:8.1f} s CPU {peak:8.0f} MB peak{failed}")
    return wall, cpu, peak


def program(*args: str) -> list[str]:
    return [sys.executable, "-m", "roller_desktop", *args]


def fuzz_run(examples: int, seed: int) -> None:
    sys.path.insert(0, str(TOP))
    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import export_file
    from tests.store.test_exchange_stream import fill, fuzz

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with open_store(work / "source.sqlite3") as source:
            fill(source)
            export_file(source, work / "league.json")
        with open_store(work / "target.sqlite3") as target:
            start = time.perf_counter()
            tried, refused, imported = fuzz(work / "league.json", target, examples, seed)
            took = time.perf_counter() - start
    print(
        f"fuzz of the import: {tried} mutated files tried, {refused} refused with a message, "
        f"{imported} imported whole, 0 tracebacks, none in part ({took:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="a league to measure (left unchanged)")
    parser.add_argument("--matches", type=int, default=2000, help="matches of a league made here")
    parser.add_argument("--fuzz", type=int, default=0, metavar="N", help="fuzz N files only")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.fuzz:
        fuzz_run(args.fuzz, args.seed)
        return
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        league = work / "league.sqlite3"
        if args.database:
            shutil.copy(args.database, league)
        else:
            child(
                program(
                    "--database", str(league), "demo", "--bulk", "--matches", str(args.matches)
                ),
                f"demo --bulk {args.matches} (making the league)",
            )
        import sqlite3

        connection = sqlite3.connect(f"{league.as_uri()}?mode=ro", uri=True)
        matches, events = (
            connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("matches", "events")
        )
        connection.close()
        print(
            f"league: {matches:,} matches, {events:,} events, {league.stat().st_size / 1e6:.0f} MB;"
            f" load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
        exported = work / "league.json"
        _, cpu_b, peak_b = child(
            [sys.executable, "-c", BASELINE, str(league), str(work / "whole.json")],
            "baseline: export as one document (v2)",
        )
        _, cpu_e, peak_e = child(
            program("--database", str(league), "export", str(exported)), "export (v3, streamed)"
        )
        print(
            f"  file {exported.stat().st_size / 1e6:.0f} MB (v2: "
            f"{(work / 'whole.json').stat().st_size / 1e6:.0f} MB); memory {peak_e:.0f} MB against"
            f" {peak_b:.0f} MB ({peak_b / peak_e:.1f}x less), CPU {cpu_b / cpu_e:.1f}x less"
        )
        target = work / "imported.sqlite3"
        wall_i, cpu_i, _ = child(
            program("--database", str(target), "import", str(exported)),
            "import into an empty league",
        )
        print(f"  {matches / wall_i:,.0f} matches/s wall, {matches / cpu_i:,.0f} matches/s CPU")
        child(program("--database", str(target), "check"), "check of the imported league")


if __name__ == "__main__":
    main()
