"""Speed figures of the window (a benchmark, not a test): prints, asserts nothing.

.venv/bin/python benchmarks/bench_ui.py [--runs N] [--throws N]

1. Start-up: the whole program (`roller-desktop --smoke-test`: the league database opened, checked
   and migrated, the main window shown, the event loop entered) as a process, next to a process
   that shows a bare PySide6 window, measured in the same run. Goal: within 2x of the bare window.
2. The throw animation of the dice: frames per second and the time painting each frame, at a
   laptop's full width, at the game screen's size and smaller, with the dice pictures cached (as
   the widget does) and without (every frame painted as vectors). Goal: >= 55 fps, <= 4 ms
   painting per frame (CPU time in paintEvent, so that other programs on the machine do not count).

Runs offscreen unless a display is set (QT_QPA_PLATFORM decides).
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

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Roller"))
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
"""


def timed_process(argv: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return elapsed


def startup(runs: int) -> None:
    python = sys.executable
    with tempfile.TemporaryDirectory() as folder:
        existing = str(Path(folder) / "league.sqlite3")
        program = [python, "-m", "roller_desktop", "--smoke-test", "--database"]
        timed_process([*program, existing])  # create and migrate it once; warms the disk cache
        timed_process([python, "-c", BARE_WINDOW])
        bare, warm, fresh = [], [], []
        for i in range(runs):  # interleaved, so that a busy machine hits all three alike
            bare.append(timed_process([python, "-c", BARE_WINDOW]))
            warm.append(timed_process([*program, existing]))
            fresh.append(timed_process([*program, str(Path(folder) / f"new{i}.sqlite3")]))
    b, w, f = (statistics.median(x) * 1000 for x in (bare, warm, fresh))
    print(f"start-up, median of {runs} processes:")
    print(f"  bare PySide6 window                      {b:7.0f} ms")
    print(f"  roller-desktop, existing league database {w:7.0f} ms  ({w / b:.2f}x the bare window)")
    print(f"  roller-desktop, new database (migrated)  {f:7.0f} ms  ({f / b:.2f}x the bare window)")


def animation(throws: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.dice_view import DiceView

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
    from roller_desktop.ui.dice_view import THROW_MS

    return THROW_MS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up processes of each kind")
    parser.add_argument("--throws", type=int, default=5, help="throws animated per size")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "")
    if not os.environ["QT_QPA_PLATFORM"]:
        del os.environ["QT_QPA_PLATFORM"]
    print(
        f"platform: {os.environ.get('QT_QPA_PLATFORM', 'default')}, python {sys.version.split()[0]}"
    )
    startup(args.runs)
    animation(args.throws)


if __name__ == "__main__":
    main()
