"""The refusal of a damaged league at start, with the newest backup offered, never checked (the
program ended before its background check did): how long the window's thread is held before
the box is up, and its longest stall until the box has checked the copy and filled in what it
holds, against the baseline of the same run: the copy checked whole and read on that thread
first (as the start-up did before any window). Figures only, nothing asserted.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_backup_refusal.py \
        [--matches 20000] [--database FILE] [--runs 3]

--database: a league file to copy the backup from (it is only read); without it the demo's
bulk league of --matches matches is made in a temporary folder (slow). Each run drops the
copy's pages from the system's cache first (cold, as a copy taken days ago) and measures
again with them cached (warm).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path


def drop_from_cache(path: Path) -> None:
    """The file's pages out of the system's cache (this file only; Linux)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def copy_of(database: Path, folder: Path) -> Path:
    backup = folder / "league-backups" / "league-20261205-213105-000000.sqlite3"
    backup.parent.mkdir(parents=True)
    source = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
    target = sqlite3.connect(backup)
    source.backup(target)
    target.close()
    source.close()
    return backup


def baseline(backup: Path) -> float:
    """The wait with nothing on the screen, as before: the copy checked whole, then read
    (seconds)."""
    from roller_desktop.store.backup_checks import integrity_problem
    from roller_desktop.store.backup_contents import read_contents

    start = time.perf_counter()
    integrity_problem(backup)
    read_contents(backup)
    return time.perf_counter() - start


def unchecked(backup: Path) -> None:
    """The copy as the program that ended left it: no verdict beside it."""
    from roller_desktop.store.backup_checks import CHECK_SUFFIX

    backup.with_name(backup.name + CHECK_SUFFIX).unlink(missing_ok=True)


def box_first(backup: Path, database: Path) -> tuple[float, float, float]:
    """The box built and shown (seconds on the GUI thread), the longest gap between two turns
    of the event loop until the copy's contents are in, and when they were in."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from roller_desktop.store.errors import DamagedDatabase
    from roller_desktop.ui.shell.damaged_file import refusal_box

    error = DamagedDatabase("The league is damaged.", [backup], "file.damaged", name="x")
    start = time.perf_counter()
    box = refusal_box(None, error, database)
    box.show()
    QCoreApplication.processEvents()
    shown = time.perf_counter() - start
    # The event loop as the program turns it (sleeping when idle: a loop spinning on
    # processEvents took a core from the check), a timer every 10 ms noting the gaps.
    loop, ticks = QEventLoop(), QTimer()
    last, longest = time.perf_counter(), 0.0

    def tick() -> None:
        nonlocal last, longest
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
        if box.read.is_set():
            loop.quit()

    ticks.timeout.connect(tick)
    ticks.start(10)
    loop.exec()
    ticks.stop()
    filled = time.perf_counter() - start
    box.close()
    box.deleteLater()
    QCoreApplication.processEvents()
    return shown, longest, filled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=20_000)
    parser.add_argument("--database", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.common import background

    app = QApplication.instance() or QApplication([])
    background.open_couriers()
    with tempfile.TemporaryDirectory() as folder:
        database = args.database
        if database is None:
            from bench_check import make

            database = Path(folder) / "league.sqlite3"
            make(database, args.matches)
        backup = copy_of(database, Path(folder))
        print(f"copy of {database.name}: {backup.stat().st_size / 1e6:.0f} MB")
        for cache in ("cold", "warm"):
            olds, shows, stalls, fills = [], [], [], []
            for _ in range(args.runs):
                if cache == "cold":
                    drop_from_cache(backup)
                olds.append(baseline(backup))
                if cache == "cold":
                    drop_from_cache(backup)
                unchecked(backup)
                # the league beside the copy (the given file is only read, its backups unseen)
                shown, stall, filled = box_first(backup, Path(folder) / "league.sqlite3")
                shows.append(shown)
                stalls.append(stall)
                fills.append(filled)
            old, new = statistics.median(olds), statistics.median(shows)
            print(
                f"{cache}: before the box, checked and read first {old * 1000:.0f} ms | box "
                f"first {new * 1000:.0f} ms (ratio {old / max(new, 1e-9):.1f}), longest stall "
                f"{statistics.median(stalls) * 1000:.0f} ms, checked and filled in after "
                f"{statistics.median(fills) * 1000:.0f} ms (medians of {args.runs})"
            )
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
