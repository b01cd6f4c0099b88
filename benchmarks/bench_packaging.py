"""Figures of the packages (a benchmark, not a test): prints, asserts nothing.

.venv/bin/python benchmarks/bench_packaging.py [--runs N] [--app dist/roller-desktop] [--venv DIR]

1. Size of the one-folder app (packaging/build-linux builds it into dist/roller-desktop) and of
   the wheel (built here from the sources).
2. Start-up: `roller-desktop --smoke-test` on a fresh league (database created and migrated, the
   main window shown, the event loop entered, exit) as a whole process: the PyInstaller app next
   to the wheel installed in a venv (a new one unless --venv names one to reuse), and the
   development install (.venv) for reference. Median of N runs after one warm-up run each.

Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def build_wheel(into: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(into), str(TOP)],
        check=True,
        capture_output=True,
    )
    return next(into.glob("roller_desktop-*.whl"))


def install_venv(wheel: Path, folder: Path) -> Path:
    print(f"  installing the wheel into a new venv {folder} ...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", str(wheel)],
        check=True,
        capture_output=True,
    )
    return folder


def start_up(programs: list[Path], runs: int, work: Path, fresh: bool) -> list[list[float]]:
    """Wall-clock seconds of whole --smoke-test processes, per program. The programs take turns
    run by run, so a change in the machine's load hits them alike. `fresh`: a new league each
    run (created and migrated), else one league opened again and again (the usual start)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.update(XDG_CONFIG_HOME=str(work / "config"), XDG_DATA_HOME=str(work / "data"))
    env.pop("ROLLER_DATABASE_URL", None)
    times: list[list[float]] = [[] for _ in programs]
    for run in range(runs + 1):  # the first run warms the disk cache and is not counted
        for index, program in enumerate(programs):
            name = f"{index}-{run if fresh else 'kept'}.sqlite3"
            started = time.perf_counter()
            subprocess.run(
                [str(program), "--smoke-test", "--database", str(work / name)],
                check=True,
                capture_output=True,
                env=env,
                cwd=work,
            )
            if run:
                times[index].append(time.perf_counter() - started)
    return times


def describe(label: str, times: list[float], baseline: float | None = None) -> None:
    median = statistics.median(times)
    ratio = f"  ({median / baseline:.2f}x the wheel)" if baseline else ""
    print(f"  {label:<32} median {median * 1000:6.0f} ms  min {min(times) * 1000:6.0f} ms{ratio}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--app", type=Path, default=TOP / "dist" / "roller-desktop")
    parser.add_argument("--venv", type=Path, help="reuse this venv holding the installed wheel")
    args = parser.parse_args()
    app = args.app / "roller-desktop"
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        print("Sizes")
        wheel = build_wheel(work / "wheel")
        print(f"  wheel {wheel.name:<30} {wheel.stat().st_size / 1e3:8.0f} kB")
        if app.exists():
            size, count = folder_size(args.app)
            print(f"  app folder {args.app.name:<25} {size / 1e6:8.0f} MB in {count} files")
        else:
            print(f"  no app at {args.app}: run packaging/build-linux first")
        venv = args.venv or install_venv(wheel, work / "venv")
        size, _ = folder_size(venv)
        print(f"  venv with the wheel installed    {size / 1e6:8.0f} MB")
        programs = [("installed wheel (venv)", venv / "bin" / "roller-desktop")]
        if app.exists():
            programs.append(("PyInstaller app folder", app))
        development = TOP / ".venv" / "bin" / "roller-desktop"
        if development.exists():
            programs.append(("development install (.venv)", development))
        for fresh in (False, True):
            league = "a new league each time" if fresh else "the same league again"
            print(f"Start-up to the main window and out (--smoke-test), {league}, {args.runs} runs")
            measured = start_up([program for _, program in programs], args.runs, work, fresh)
            baseline = statistics.median(measured[0])
            for (label, _), times in zip(programs, measured, strict=True):
                describe(label, times, None if times is measured[0] else baseline)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
