"""Latency of one action as a person sees it, key press to repainted window (a benchmark, not a
test): prints figures, asserts nothing.

    .venv/bin/roller-desktop --database /tmp/big.sqlite3 demo --matches 100000 --seed 7 --bulk
    .venv/bin/python benchmarks/bench_keys.py --database /tmp/big.sqlite3 [--turns N]
    git worktree add --detach /tmp/before COMMIT      # an older version, as the baseline
    .venv/bin/python benchmarks/bench_keys.py --database /tmp/big.sqlite3 --baseline /tmp/before \
        [--baseline-database /tmp/big-old-schema.sqlite3]

The league file is copied first (the benchmark plays matches into the copy). The real main
window on the real store, shown (offscreen unless a display is set: under Xvfb with
QT_QPA_PLATFORM=xcb it paints through X), with the dice animation off; a two-seat, two-round
Roller match opened through the window, with dice that show exactly one scoring die, a 1, in
every throw. Each figure is one key event sent to the window as a key press (QTest.keyClick:
Qt's shortcut map, the screen's slot, the play session, the commit with synchronous=FULL, the
signals), then the event loop run until the window has painted once after the key: the time
from before the key to the end of that paint pass (the first event after its paint events;
what the loop does next, such as starting the match analysis, is not timed), as wall time and
as the CPU time of the window's thread (which other programs on a busy machine do not inflate;
the commit's wait for the disk is in the wall time only). A paint inside the key's own
handler (a widget's repaint() while the screen is half built) does not end the measure: the
frame painted after the handler has returned does; such keys are counted and printed. Matches
finish inside the measured banks (their results, league days, tallies and ratings are written
in the same commit). As in
the program, the window's idle preparation compiles the finish's statements in a thread first
(store/warm_finish.py; waited for: a person's first match gives it the time).

Every turn: Space throws; 1 selects the 1 ("select"); K keeps; U undoes the keep; 1 and Space
keep and throw in one action ("keep-and-throw"); then alternately 1 and B ("keep-and-bank") or
1, K and B ("bank").

`--baseline TREE` first runs the same benchmark on that checkout's code in a child process of
the same run (on a copy of `--baseline-database`, default the same league: an older program
refuses a newer schema, so give it the league at its own schema) and prints the ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_actions import p50_p95, percentile  # the controller's benchmark's percentiles
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.demo import demo_player_ids
from roller_desktop.store.values import SeatSpec

try:
    from roller_desktop.ui.shell.main_window import MainWindow
    from roller_desktop.ui.shell.settings import Settings
except ImportError:  # a baseline from before the UI's rooms (--baseline)
    from roller_desktop.ui.main_window import MainWindow  # type: ignore[no-redef]
    from roller_desktop.ui.settings import Settings  # type: ignore[no-redef]

ACTIONS = (
    "select",
    "throw",
    "keep",
    "undo",
    "keep-and-throw",
    "keep-and-bank",
    "bank",
    "finishing",
)
# "finishing": the banks and keep-and-banks among those that finished their match.
HANDLER_ONLY_S = 2.0  # a key whose handler painted waits this long for the frame after it


class OneScoringDie:
    """Every throw shows exactly one scoring die, a 1 (and never a Triss, Stege or ROLLER)."""

    def roll(self, count: int) -> tuple[int, ...]:
        return ((1, 2, 3, 4, 6, 3)[:count]) if count > 1 else (1,)


PAINT = QEvent.Type.Paint


class Paints(QObject):
    """Watches every event of the application: counts paint events, and notes the moment
    (wall and CPU time) of the first other event after them, which is the end of the paint
    pass (Qt paints a window's dirty widgets in one go, from one update request)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.painting = False
        self.ended: tuple[float, float] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is PAINT:  # every event of the window passes here: kept short
            self.count += 1
            self.painting = True
        elif self.painting:
            self.painting = False
            self.ended = (time.perf_counter(), time.thread_time())
        return False


class Window:
    """The main window on the store, and one key at a time timed to its repaint."""

    def __init__(self, app: QApplication, store: Store, ini: Path) -> None:
        settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
        settings.animation = False
        self.app = app
        self.store = store
        self.window = MainWindow(store, settings, dice_factory=OneScoringDie, bots=None)
        self.window.show()
        QTest.qWaitForWindowExposed(self.window)
        self.window.activateWindow()
        # As the program after its first paint: the finish's statements compiled in a thread
        # (an older tree without it compiles them at its first finish), waited for here as a
        # person's first match gives it the time.
        prepare = getattr(self.window, "prepare_in_idle", None)
        if callable(prepare):
            try:  # the league page: not made during the benchmark
                prepare(after_ms=3_600_000, whole_run=True)
            except TypeError:  # a tree from before whole_run
                prepare(after_ms=3_600_000)
        for thread in threading.enumerate():
            if thread.name == "warm-finish":
                thread.join()
        self.paints = Paints()
        app.installEventFilter(self.paints)
        self.times: dict[str, list[float]] = {
            f"{name}{cpu}": [] for name in ACTIONS for cpu in ("", " cpu")
        }
        self.painted_inside: dict[str, int] = {}  # keys whose handler painted a frame itself
        self.last_inside = False

    @property
    def game(self) -> Any:
        screen = self.window.current_screen()
        assert screen is not None and screen.controller is not None
        return screen.controller.game

    def new_match(self) -> None:
        players = demo_player_ids(self.store)[:2]
        match_id = self.store.start_match(
            "roller", {"rounds": 2}, [SeatSpec(p) for p in players], 0
        )
        self.window.open_match(match_id)
        self.settle()

    def settle(self) -> None:
        for _ in range(5):
            self.app.processEvents()

    def key(self, name: str | None, key: Qt.Key, events: int) -> float:
        """Press `key`, run the loop until the window has painted; the events the match must
        have gained (a refused key stops the benchmark)."""
        before = len(self.game.events)
        target: QWidget = QApplication.focusWidget() or self.window
        painted, self.paints.ended = self.paints.count, None
        start, cpu = time.perf_counter(), time.thread_time()
        QTest.keyClick(target, key)
        # A paint inside the key's own handler (a widget's repaint() before the screen is laid
        # out) shows a half-built frame: the frame that counts is the first one painted after
        # the handler has returned (within HANDLER_ONLY_S; else the handler's own paint).
        inside, inside_ended = self.paints.count - painted, self.paints.ended
        painted, self.paints.ended = self.paints.count, None
        deadline = time.perf_counter() + HANDLER_ONLY_S
        while self.paints.count == painted and (not inside or time.perf_counter() < deadline):
            self.app.processEvents()
        self.last_inside = bool(inside)
        if inside and name is not None:
            self.painted_inside[name] = self.painted_inside.get(name, 0) + 1
        if self.paints.count == painted:
            self.paints.ended = inside_ended
        # the end of the paint pass; what the event loop did after it is not timed
        end, end_cpu = self.paints.ended or (time.perf_counter(), time.thread_time())
        took, cpu = end - start, end_cpu - cpu
        self.settle()  # what the paint left (a banner's timer) is not timed
        if len(self.game.events) != before + events:
            raise SystemExit(f"the key {key!r} did not act as expected ({name})")
        if name is not None:
            self.times[name].append(took)
            self.times[f"{name} cpu"].append(cpu)
        return took


def play(window: Window, turns: int) -> dict[str, list[float]]:
    played = 0
    window.new_match()
    while played < turns:
        if window.game.is_over:
            window.new_match()
        window.key("throw", Qt.Key.Key_Space, 1)
        window.key("select", Qt.Key.Key_1, 0)
        window.key("keep", Qt.Key.Key_K, 1)
        window.key("undo", Qt.Key.Key_U, -1)
        window.key("select", Qt.Key.Key_1, 0)
        window.key("keep-and-throw", Qt.Key.Key_Space, 2)
        window.key("select", Qt.Key.Key_1, 0)
        if played % 2:
            name, took = "keep-and-bank", window.key("keep-and-bank", Qt.Key.Key_B, 2)
        else:
            window.key(None, Qt.Key.Key_K, 1)
            name, took = "bank", window.key("bank", Qt.Key.Key_B, 1)
        if window.game.is_over:
            window.times["finishing"].append(took)
            window.times["finishing cpu"].append(window.times[f"{name} cpu"][-1])
            if window.last_inside:
                window.painted_inside["finishing"] = window.painted_inside.get("finishing", 0) + 1
        played += 1
    for name, count in window.painted_inside.items():
        window.times[f"{name} painted inside"] = [float(count)]
    return window.times


def report(title: str, times: dict[str, list[float]]) -> None:
    print(title)
    print(f"  {'':15} {'wall p50':>9} {'p95':>7}   {'CPU p50':>8} {'p95':>7}   (ms)")
    for name in ACTIONS:
        if times.get(name):
            (p50, p95), (c50, c95) = p50_p95(times[name]), p50_p95(times[f"{name} cpu"])
            count = len(times[name])
            print(f"  {name:15} {p50:9.2f} {p95:7.2f}   {c50:8.2f} {c95:7.2f}   ({count} keys)")
    spikes(times)
    inside = [
        f"{name} {int(times[f'{name} painted inside'][0])}"
        for name in ACTIONS
        if times.get(f"{name} painted inside")
    ]
    if inside:
        print("  keys whose handler painted a half-built frame itself (the frame after it is")
        print(f"  timed): {', '.join(inside)}")


COMMITTING = [name for name in ACTIONS if name not in ("select", "finishing")]


def spikes(times: dict[str, list[float]]) -> None:
    """The slowest of every key that commits (where a checkpoint of the write-ahead log
    done inside a commit shows), p99 and the largest."""
    for kind, suffix in (("wall", ""), ("CPU", " cpu")):
        every = sorted(t for name in COMMITTING for t in times.get(f"{name}{suffix}", []))
        if every:
            p99 = percentile(every, 0.99) * 1000
            print(
                f"  every committing key ({len(every)}), {kind}: p99 {p99:.2f}, "
                f"max {every[-1] * 1000:.2f} ms"
            )


def compare(baseline: dict[str, list[float]], times: dict[str, list[float]]) -> None:
    for kind, suffix in (("wall time", ""), ("CPU time of the window's thread", " cpu")):
        print(f"baseline -> this tree, {kind} (how many times faster):")
        for name in ACTIONS:
            key = f"{name}{suffix}"
            if baseline.get(key) and times.get(key):
                (b50, b95), (n50, n95) = p50_p95(baseline[key]), p50_p95(times[key])
                print(
                    f"  {name:15} p50 {b50:6.2f} -> {n50:6.2f} ms ({b50 / n50:4.2f}x)   "
                    f"p95 {b95:6.2f} -> {n95:6.2f} ms ({b95 / n95:4.2f}x)"
                )


def run_baseline(tree: str, database: str, turns: int) -> dict[str, list[float]]:
    env = dict(os.environ, PYTHONPATH=tree)
    command = [sys.executable, __file__, "--database", database, "--turns", str(turns), "--json"]
    done = subprocess.run(command, env=env, cwd=tree, check=True, capture_output=True, text=True)
    times: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", required=True, help="a league (e.g. demo --bulk); copied")
    parser.add_argument("--turns", type=int, default=100, help="turns played")
    parser.add_argument("--baseline", metavar="TREE", help="an older checkout, run first")
    parser.add_argument("--baseline-database", help="the league for the baseline (its schema)")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    baseline = None
    if args.baseline:
        print(f"baseline {args.baseline} first ...", flush=True)
        league = args.baseline_database or args.database
        baseline = run_baseline(args.baseline, league, args.turns)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "league.sqlite3"
        shutil.copyfile(args.database, copy)
        store = open_store(str(copy))
        try:
            window = Window(app, store, Path(folder) / "settings.ini")
            matches = store_matches(store)
            times = play(window, args.turns)
            window.window.close()
        finally:
            store.close()
    if args.json:
        print(json.dumps(times))
        return
    platform = app.platformName()
    report(f"key press to repainted window, {matches} matches in the league ({platform}):", times)
    if baseline is not None:
        report("baseline:", baseline)
        compare(baseline, times)


def store_matches(store: Store) -> int:
    from sqlalchemy import func, select

    from roller_desktop.store.models import MatchRow

    with store.session() as session:
        return int(session.execute(select(func.count()).select_from(MatchRow)).scalar_one())


if __name__ == "__main__":
    main()
