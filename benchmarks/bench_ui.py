"""Speed figures of the window (a benchmark, not a test): prints, asserts nothing.

.venv/bin/python benchmarks/bench_ui.py [--runs N] [--throws N] [--league PATH]

1. Start-up, as whole processes, next to a bare PySide6 window measured in the same run (goal:
   within 2x of it). Each figure is the time from spawning the process until its main window is
   shown and painted AND the event loop has processed an event posted by that first paint (so
   the window is on screen and can take a click; Qt paints at low priority, so an event posted
   at show() alone would come before any paint): both processes print that moment on the
   system's monotonic clock (ROLLER_STARTUP_TIMES=1 makes roller-desktop print it), and the
   benchmark subtracts the moment it spawned them. Our process is `roller-desktop --smoke-test` on:
   - an existing league at the newest schema with unfinished matches to list: the window shows
     once the file is locked, its schema read and the Resume list read with plain sqlite3; the
     SQLAlchemy store (integrity check of every page, due backup, SQLAlchemy) is built after the
     first paint in a worker thread. "store ready" is when that is done too (clicks that need
     the store wait for it); the smoke test exits only after it.
   - a new league file: shown with an empty list, created and migrated after the first paint.
   - a league at the first schema (0001), migrated (with a backup) before the window shows.
   The processes may write Python's bytecode caches (__pycache__), as an installed program has
   them; the untimed first runs do.
   `--league PATH` adds a copy of a league of your own (e.g. the 100,000-match one); the copy is
   made once and migrated by the first, untimed, run.
2. The throw animation of the dice: frames per second and the time painting each frame, at a
   laptop's full width, at the game screen's size and smaller, with the dice pictures cached (as
   the widget does) and without (every frame painted as vectors). Goal: >= 55 fps, <= 4 ms
   painting per frame (CPU time in paintEvent, so that other programs on the machine do not count).

Runs offscreen unless a display is set (QT_QPA_PLATFORM decides).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Roller"))
window.resize(1280, 800)
def interactive():
    print(f"startup-time interactive {time.monotonic():.6f}", flush=True)
    app.quit()
class FirstPaint(QObject):  # as roller-desktop's launch.AfterFirstPaint
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            window.removeEventFilter(self)
            QTimer.singleShot(0, interactive)
        return False
first_paint = FirstPaint()
window.installEventFilter(first_paint)
window.show()
sys.exit(app.exec())
"""

FIRST_REVISION = Path(__file__).resolve().parent.parent / "tests/store/data/first_revision.sqlite3"


def timed_process(argv: list[str]) -> dict[str, float]:
    """Seconds from spawning to each moment the process printed, and to its exit ("exit")."""
    env = {**os.environ, "ROLLER_STARTUP_TIMES": "1"}
    # An installed program has its bytecode compiled (pip, PyInstaller): let the untimed first
    # runs write it, rather than compile every module in every timed run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.monotonic()
    done = subprocess.run(argv, capture_output=True, text=True, env=env)
    times = {"exit": time.monotonic() - start}
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    for line in done.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "startup-time":
            times[parts[1]] = float(parts[2]) - start
    return times


def make_league(path: Path) -> None:
    """A league at the newest schema: 60 finished matches and 3 unfinished ones to resume."""
    import random

    from roller_desktop.store.database import open_store
    from roller_desktop.store.demo import bot_step, demo_player_ids, fill
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    with open_store(path) as store:
        fill(store, 60, seed=7)
        ids = demo_player_ids(store)
        rng = random.Random(7)
        for n, game in enumerate(("roller", "105", "roller")):
            seats = [SeatSpec(pid) for pid in ids[n : n + 3]]
            recorder = MatchRecorder.open(store, store.start_match(game, {}, seats, 0))
            for _ in range(25):
                kind, dice = bot_step(recorder.game, rng)
                getattr(recorder, kind)(*([list(dice)] if kind != "bank" else []))


def startup(runs: int, league: Path | None) -> None:
    python = sys.executable
    program = [python, "-m", "roller_desktop", "--smoke-test", "--database"]
    with tempfile.TemporaryDirectory() as folder:
        existing = Path(folder) / "league.sqlite3"
        make_league(existing)
        timed_process([*program, str(existing)])  # the first backup; warms the disk cache
        timed_process([python, "-c", BARE_WINDOW])
        own = None
        if league is not None:
            own = Path(folder) / "own.sqlite3"
            shutil.copy(league, own)
            timed_process([*program, str(own)])  # migrates and backs it up, once
        kinds = ["bare", "existing", "new", "old"] + (["own"] if own is not None else [])
        figures: dict[str, list[dict[str, float]]] = {kind: [] for kind in kinds}
        for i in range(runs):  # interleaved, so that a busy machine hits all alike
            figures["bare"].append(timed_process([python, "-c", BARE_WINDOW]))
            figures["existing"].append(timed_process([*program, str(existing)]))
            figures["new"].append(timed_process([*program, str(Path(folder) / f"new{i}.db")]))
            old = Path(folder) / f"old{i}.sqlite3"
            shutil.copy(FIRST_REVISION, old)
            figures["old"].append(timed_process([*program, str(old)]))
            if own is not None:
                figures["own"].append(timed_process([*program, str(own)]))

    def median(kind: str, moment: str) -> float:
        return statistics.median(f[moment] for f in figures[kind]) * 1000

    bare = median("bare", "interactive")
    labels = {
        "existing": "existing league (3 to resume)",
        "new": "new league file",
        "old": "league at schema 0001 (migrated)",
        "own": f"{league.name if league else ''} (copy)",
    }
    print(f"start-up, median of {runs} processes (ms from spawning the process):")
    print(f"  {'':34} {'interactive':>11} {'ratio':>6} {'store ready':>11} {'exit':>7}")
    print(
        f"  {'bare PySide6 window':34} {bare:11.0f} {'1.00x':>6} {'':11} "
        f"{median('bare', 'exit'):7.0f}"
    )
    for kind in kinds[1:]:
        shown = median(kind, "interactive")
        ready = median(kind, "store-ready")
        print(
            f"  {labels[kind]:34} {shown:11.0f} {shown / bare:5.2f}x {ready:11.0f} "
            f"{median(kind, 'exit'):7.0f}"
        )
    print(
        "  interactive: window shown, painted, and an event posted then processed; store ready:\n"
        "  the SQLAlchemy store built after the first paint (integrity check, due backup,\n"
        "  migration of a new file); exit: the smoke test closes once the store is ready.\n"
        "  A league at an older schema is migrated (with a backup) before the window shows."
    )


def animation(throws: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.play.dice_view import DiceView

    app = QApplication.instance() or QApplication(sys.argv[:1])

    class TimedDiceView(DiceView):
        def __init__(self, cached: bool) -> None:
            super().__init__()
            self.cached = cached
            self.paint_times: list[float] = []

        def paintEvent(self, event: QPaintEvent) -> None:
            if not self.cached:
                self._pixmaps.clear()
            # CPU time of this thread: on a busy machine, wall time would count other programs.
            start = time.thread_time()
            super().paintEvent(event)
            self.paint_times.append(time.thread_time() - start)

    print(f"throw animation, {throws} throws of six dice each (duration {_throw_ms()} ms):")
    for width, height in ((1280, 480), (720, 420), (640, 240)):
        for cached in (True, False):
            view = TimedDiceView(cached)
            view.resize(width, height)
            view.set_kept([[1, 1]])
            view.show()
            app.processEvents()
            frames = 0
            elapsed = 0.0
            times: list[float] = []
            for n in range(throws):
                view.paint_times.clear()
                loop = QEventLoop()
                view.animationFinished.connect(loop.quit)
                QTimer.singleShot(5000, loop.quit)  # never hang the benchmark
                start = time.perf_counter()
                view.set_dice([(n + i) % 6 + 1 for i in range(6)])
                loop.exec()
                elapsed += time.perf_counter() - start
                view.animationFinished.disconnect(loop.quit)
                frames += len(view.paint_times)
                times += view.paint_times
            times.sort()
            mean = statistics.fmean(times) * 1000
            p95 = times[int(len(times) * 0.95) - 1] * 1000
            label = "cached pictures" if cached else "vectors every frame"
            print(
                f"  {width}x{height}, die {view.die_size():.0f} px, {label:19}: "
                f"{frames / elapsed:5.1f} fps, painting {mean:.2f} ms CPU per frame "
                f"(p95 {p95:.2f}, max {times[-1] * 1000:.2f})"
            )
            view.close()


def _throw_ms() -> int:
    from roller_desktop.ui.play.dice_view import THROW_MS

    return THROW_MS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up processes of each kind")
    parser.add_argument("--throws", type=int, default=5, help="throws animated per size")
    parser.add_argument("--league", type=Path, help="also time a copy of this league file")
    parser.add_argument("--no-animation", action="store_true", help="only the start-up figures")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "")
    if not os.environ["QT_QPA_PLATFORM"]:
        del os.environ["QT_QPA_PLATFORM"]
    print(
        f"platform: {os.environ.get('QT_QPA_PLATFORM', 'default')}, python {sys.version.split()[0]}"
    )
    startup(args.runs, args.league)
    if not args.no_animation:
        animation(args.throws)


if __name__ == "__main__":
    main()
