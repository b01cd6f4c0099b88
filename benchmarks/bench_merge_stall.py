"""The window during a merge (issue 28): the Players page merges a player with 5,000 matches
into another while a timer ticks every 5 ms in the event loop; prints the longest gap between
two ticks (the longest the window could not paint) and how often the loop turned. Figures
only, nothing asserted.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_merge_stall.py [--matches 5000]
        [--database FILE] [--baseline CHECKOUT]

The league is made once (the demo's bulk filler: "Åke F.", a twin who always sat with Kari)
and kept in --database when given; every run merges a fresh copy of it. --baseline: the same
merge by an older checkout's code, in a process of its own, on a copy of the same league.
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

TWIN = "Åke F."


def make(path: Path, matches: int) -> None:
    from roller_desktop.store import demo
    from roller_desktop.store.database import open_store

    with open_store(path, backup=False) as store:
        ids = demo.demo_player_ids(store)
        twin = store.add_player(TWIN).id
        demo.fill_bulk(store, matches, seed=2, players=[twin, ids[2]])


def measure(path: Path) -> None:
    """Merges the twin into the demo's first player from the Players page; prints the gaps."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from roller_desktop.store import demo, keeper
    from roller_desktop.store.database import open_store
    from roller_desktop.ui.league.players_screen import PlayersScreen

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with open_store(path, backup=False) as store:
        into = demo.demo_player_ids(store)[0]
        twin, _ = keeper.find_player(store, TWIN)
        plan = keeper.plan_merge(store, twin, into)
        screen = PlayersScreen(store)
        screen.show()
        screen.reload()
        app.processEvents()
        gaps: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        timer.start()
        start = time.perf_counter()
        screen._merge(plan)
        took = time.perf_counter() - start
        timer.stop()
        gaps.append(time.perf_counter() - last[0])
        over = sum(1 for gap in gaps if gap > 0.1)
        print(
            f"merge of {plan.matches:,} matches: {took:.1f} s; the loop turned {len(gaps):,} "
            f"times, longest stall {max(gaps) * 1000:.0f} ms, {over} stalls over 100 ms"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=5000)
    parser.add_argument("--database", type=Path)
    parser.add_argument("--baseline", type=Path, help="an older checkout to measure as well")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # one merge, here
    args = parser.parse_args()
    if args.measure is not None:
        measure(args.measure)
        return 0
    folder = Path(tempfile.mkdtemp())
    league = args.database or folder / "league.sqlite3"
    if not league.exists():
        print(f"making a league of {args.matches:,} matches…", file=sys.stderr)
        make(league, args.matches)
    for name, checkout in (("this code", None), ("baseline", args.baseline)):
        if name == "baseline" and checkout is None:
            continue
        copy = folder / f"{name.replace(' ', '-')}.sqlite3"
        shutil.copy(league, copy)
        print(f"{name}: ", end="", flush=True)
        subprocess.run(
            [sys.executable, *runner(__file__, checkout), "--measure", str(copy)], check=True
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
