"""Figures of a big league's export, import and check, and a long fuzz run of the import
(a benchmark, not a test: prints figures, asserts nothing). Issue #12, "Big leagues".

    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --bulk --matches 20000
    .venv/bin/python benchmarks/bench_exchange.py --database /tmp/big.sqlite3
    .venv/bin/python benchmarks/bench_exchange.py --matches 2000       # a league made here
    .venv/bin/python benchmarks/bench_exchange.py --matches 20000 --scale 100000
    .venv/bin/python benchmarks/bench_exchange.py --matches 20000 --against /tmp/old-checkout
    .venv/bin/python benchmarks/bench_exchange.py --fuzz 5000          # the long fuzz run only

Each step runs in a child process of its own, so its peak memory (maximum resident set) and
CPU time are its own: `export` (records per line, streamed), `import` of that file into an
empty league, and `check` of the league. Baselines, measured in the same run: the
whole-document export (`export_league` + `json.dumps`, as every export was before version 3;
--no-whole leaves it out, it takes gigabytes at 20,000 matches); the file's matches read and
replayed through the rules with nothing written (the floor an import cannot go below: every
match must be replayed); with --scale N, the same steps on a league of N matches, each figure
beside the first league's as a ratio per match (1.0x: a match costs the same in the bigger
league); with --against DIR (another checkout, say the commit before a change), a league of
the same size made and exported by the program in DIR, then imported and checked by it and by
ours, the times side by side as ratios. The machine's load is printed beside the figures: on
a shared machine the wall-clock times are longer than the CPU times.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
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


def child(args: list[str], label: str, cwd: Path = TOP) -> tuple[float, float, float]:
    """Run a child (with the program in `cwd`); print and return (wall s, CPU s, peak MB)."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        said = errors.read().decode("utf-8", "replace").strip().splitlines()
    cpu = usage.ru_utime + usage.ru_stime
    peak = usage.ru_maxrss / 1024
    failed = ""
    if os.waitstatus_to_exitcode(status) != 0:
        failed = f"  (FAILED: {said[-1] if said else 'no message'})"
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


REPLAY_ONLY = """
import sys
from pathlib import Path
from roller_desktop.store import exchange
with open(sys.argv[1], "rb") as stream:
    header = exchange._first_line(stream.readline().decode("utf-8"))
    source = exchange._lines_source(header, exchange._numbered_lines(stream, "league"))
    _, reading = exchange._read_players(source)
    seen = set()
    for n, item in source.matches:
        exchange._read_new_match(item, n, reading, seen)
"""


@dataclass
class Figures:
    matches: int
    export: tuple[float, float, float]
    replay: tuple[float, float, float]
    imported: tuple[float, float, float]
    check: tuple[float, float, float]


def measure(work: Path, league: Path, against: Path | None, whole: bool = True) -> Figures:
    """Export, replay only, import and check of one league (and the baselines of the run)."""
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
    if whole:
        _, cpu_b, peak_b = child(
            [sys.executable, "-c", BASELINE, str(league), str(work / "whole.json")],
            "baseline: export as one document",
        )
    export = child(program("--database", str(league), "export", str(exported)), "export (streamed)")
    _, cpu_e, peak_e = export
    if whole:
        print(
            f"  file {exported.stat().st_size / 1e6:.0f} MB (one document: "
            f"{(work / 'whole.json').stat().st_size / 1e6:.0f} MB); memory {peak_e:.0f} MB "
            f"against {peak_b:.0f} MB ({peak_b / peak_e:.1f}x less), CPU {cpu_b / cpu_e:.1f}x less"
        )
        (work / "whole.json").unlink()
    replay = child(
        [sys.executable, "-c", REPLAY_ONLY, str(exported)],
        "baseline: read and replay, no writing",
    )
    target = work / "imported.sqlite3"
    imported = child(
        program("--database", str(target), "import", str(exported)),
        "import into an empty league",
    )
    wall_i, cpu_i, _ = imported
    print(
        f"  {matches / wall_i:,.0f} matches/s wall, {matches / cpu_i:,.0f} matches/s CPU; "
        f"CPU {cpu_i / replay[1]:.2f}x that of the replay alone"
    )
    check = child(program("--database", str(target), "check"), "check of the imported league")
    print(f"  {matches / check[0]:,.0f} matches/s wall, {matches / check[1]:,.0f} matches/s CPU")
    target.unlink()
    if against is not None:
        compare_against(work, against, matches)
    exported.unlink()
    return Figures(matches, export, replay, imported, check)


def compare_against(work: Path, against: Path, matches: int) -> None:
    """Import and check with the program in `against` and with ours, of the same file: one
    the other program made and exported itself (an older program reads neither our schema
    nor our newest format; ours reads every older one)."""
    league, exported = work / "league-other.sqlite3", work / "league-other.json"
    child(
        program("--database", str(league), "demo", "--bulk", "--matches", str(matches)),
        f"demo --bulk {matches} with {against.name}",
        cwd=against,
    )
    child(
        program("--database", str(league), "export", str(exported)),
        f"export with {against.name}",
        cwd=against,
    )
    league.unlink()
    figures = {}
    for who, cwd in ((against.name, against), ("ours", TOP)):
        target = work / f"imported-{who}.sqlite3"
        figures[who] = (
            child(
                program("--database", str(target), "import", str(exported)),
                f"  import of that file, {who}",
                cwd=cwd,
            ),
            child(program("--database", str(target), "check"), f"  check, {who}", cwd=cwd),
        )
        target.unlink()
    exported.unlink()
    for index, what in enumerate(("import", "check")):
        ours, theirs = figures["ours"][index], figures[against.name][index]
        print(
            f"  {what}: {theirs[0] / ours[0]:.1f}x less wall time, "
            f"{theirs[1] / ours[1]:.1f}x less CPU than with {against.name}"
        )


def make_league(league: Path, matches: int) -> None:
    child(
        program("--database", str(league), "demo", "--bulk", "--matches", str(matches)),
        f"demo --bulk {matches} (making the league)",
    )


def compare(small: Figures, big: Figures) -> None:
    """The bigger league's cost per match beside the smaller one's."""
    print(f"per match, {big.matches:,} matches against {small.matches:,} (1.0x: the same):")
    for what in ("export", "replay", "imported", "check"):
        a, b = getattr(small, what), getattr(big, what)
        print(
            f"  {what:<9} wall {(b[0] / big.matches) / (a[0] / small.matches):.2f}x,"
            f" CPU {(b[1] / big.matches) / (a[1] / small.matches):.2f}x,"
            f" memory {b[2]:.0f} MB against {a[2]:.0f} MB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="a league to measure (left unchanged)")
    parser.add_argument("--matches", type=int, default=2000, help="matches of a league made here")
    parser.add_argument(
        "--scale", type=int, default=0, metavar="N", help="also a league of N matches, compared"
    )
    parser.add_argument(
        "--against", type=Path, metavar="DIR", help="also import and check with the program in DIR"
    )
    parser.add_argument(
        "--no-whole", action="store_true", help="leave out the whole-document export baseline"
    )
    parser.add_argument("--fuzz", type=int, default=0, metavar="N", help="fuzz N files only")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.fuzz:
        fuzz_run(args.fuzz, args.seed)
        return
    against = args.against.resolve() if args.against else None
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        league = work / "league.sqlite3"
        if args.database:
            shutil.copy(args.database, league)
        else:
            make_league(league, args.matches)
        small = measure(work, league, against, not args.no_whole)
        if args.scale:
            league.unlink()
            big_league = work / "big.sqlite3"
            make_league(big_league, args.scale)
            compare(small, measure(work, big_league, None, not args.no_whole))


if __name__ == "__main__":
    main()
