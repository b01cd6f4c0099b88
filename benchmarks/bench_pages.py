"""How fast the league page shows and Esc goes back from it (a benchmark, not a test).

.venv/bin/python benchmarks/bench_pages.py [--runs N] [--matches N]

A league of N finished Roller matches (default 5, as in issue #11) in a fresh file; a shown
main window; then, N times: L on the start screen until the league page has painted, and Esc
until the start screen has painted again. Each time is measured from the key event to the
end of the first paint of the new page (the window can take the next key then); Esc is
the page's Back action, emitted directly. A bare
QStackedWidget switching between two labels is measured in the same run as the baseline.
Prints figures; asserts nothing. Runs offscreen unless a display is set (QT_QPA_PLATFORM).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def league(store: Any, matches: int) -> None:
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    ids = [store.add_player(name).id for name in ("Anna", "Bosse", "Cilla", "Dagny")]
    for m in range(matches):
        seats = [SeatSpec(pid) for pid in ids[: 2 + m % 3]]
        match_id = store.start_match("roller", {"rounds": 15}, seats, 0)
        recorder = MatchRecorder.open(store, match_id)
        for turn in range(15 * len(seats)):
            if (turn + m) % 4 == 0:
                recorder.throw((2, 3, 4, 6, 2, 3))  # RT
                continue
            recorder.throw((1, 1, 1, 5, 2, 3))
            recorder.keep((1, 1, 1, 5))
            recorder.bank()


class Painted:
    """When `widget` next ends a paint event."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.app = app
        self.done = False
        painted = self

        class Filter(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                if event.type() == QEvent.Type.Paint:
                    painted.done = True
                return False

        self.filter = Filter()

    def wait(self, widget: Any, action: Any) -> float:
        self.done = False
        widget.installEventFilter(self.filter)
        start = time.perf_counter()
        action()
        deadline = start + 10
        while not self.done and time.perf_counter() < deadline:
            self.app.processEvents()
        self.app.processEvents()  # the paint's own end
        elapsed = time.perf_counter() - start
        widget.removeEventFilter(self.filter)
        return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument(
        "--not-prepared",
        dest="prepared",
        action="store_false",
        help="do not make the league page in idle time first (as before issue #11)",
    )
    args = parser.parse_args()
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel, QStackedWidget

    from roller_desktop.store.database import open_store
    from roller_desktop.ui.shell.launch import make_application
    from roller_desktop.ui.shell.main_window import MainWindow
    from roller_desktop.ui.shell.settings import Settings

    app = make_application()
    painted = Painted(app)
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(str(Path(folder) / "league.sqlite3"), backup=False)
        league(store, args.matches)
        settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(store, settings)
        window.resize(1280, 800)
        window.show()
        window.activateWindow()
        deadline = time.perf_counter() + 5
        while not window.isActiveWindow() and time.perf_counter() < deadline:
            app.processEvents()
        for _ in range(20):
            app.processEvents()
        if args.prepared:  # as the program does: the page made while the window is idle
            window.prepare_in_idle(0)
            deadline = time.perf_counter() + 5
            while window.league is None and time.perf_counter() < deadline:
                app.processEvents()
        to_league, back = [], []
        for _ in range(args.runs):
            window.show_start()
            app.processEvents()
            to_league.append(
                painted.wait(window, lambda: QTest.keyClick(window.start, Qt.Key.Key_L))
            )
            assert window.stack.currentWidget() is window.league
            back.append(
                painted.wait(window, lambda: window.league.leave.emit())  # what Esc does
            )
            assert window.stack.currentWidget() is window.start, app.focusWidget()
        window.close()
        stop = getattr(window.league.view, "stop_background", None) if window.league else None
        if callable(stop):
            stop()
        store.close()
    bare = QStackedWidget()
    bare.addWidget(QLabel("start"))
    bare.addWidget(QLabel("league"))
    bare.resize(1280, 800)
    bare.show()
    app.processEvents()
    baseline = []
    for i in range(args.runs):
        baseline.append(painted.wait(bare, lambda i=i: bare.setCurrentIndex((i + 1) % 2)))

    def line(name: str, values: list[float]) -> str:
        ms = [v * 1000 for v in values]
        return (
            f"{name:<28} first {ms[0]:7.1f} ms   median {statistics.median(ms):7.1f} ms"
            f"   max {max(ms):7.1f} ms"
        )

    made = "made in idle time first" if args.prepared else "made at the first L"
    print(f"league of {args.matches} finished matches, {args.runs} runs, page {made}")
    print(line("L: league page painted", to_league))
    print(line("Esc: start screen painted", back))
    print(line("bare page switch (baseline)", baseline))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
