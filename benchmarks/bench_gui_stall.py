"""The longest freezes of the window's thread while a Roller match with computers is played,
and while the coach's graph of it is worked out on the end screen (a benchmark, not a test):
prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_stall.py \
        [--rounds 5] [--seats 2 3 8] [--repeats 1]

The real main window on a league in a temporary folder, the win-chance bar on, the dice
animation off, the computers' pace 20 ms, what start-up made collected and frozen as the
program does (`idle_work.settle_heap`). One person (seat 1) and sharp computers; at every
decision of the person's, H first (the hint), then the steady player's choice once the hint is
on the panel. When the match is over the end screen works out the coach's graph and books in
a thread; the window keeps ticking until they are shown. A timer on the window's thread ticks
every 5 ms; the longest gap between two ticks is the longest freeze (a gap includes the tick's
own 5 ms and whatever painting the window did meanwhile).

Each seat count is played twice, interleaved, in the same run and on the same dice:

- *before*: the threads hand the GIL over as Python does by default (every 5 ms: a thread
  waiting for it waits that long at each handover while a worker computes), the 3-8 seat
  bar solves each other seat's turn alone (as before `win_approx.solve_ahead`), and the last
  round's exact solves run in the solver's plain loops (as before `solve_in_order`);
- *after*: as the program runs now (`ui.common.responsive.hand_over_often`, the bar's seats
  solved together, the last round by `win_build.solve_in_order`).

Then, to see the GIL's share alone and robust to the machine's noise: the median time of a
repaint of an eight-seat play screen while another thread computes, by the kind of work and the
handover interval (`repaints_beside_a_worker`).

Beside the matches the same window ticking idle for a while: on a shared, loaded machine the
scheduler alone makes gaps of that size. Of the longest freeze: the league file's commits in
it, the CPU time of the window's thread and of the process's other threads (a freeze in which
the window's thread had no CPU while another thread of ours had it all was a wait for the GIL:
issue 28 item 3), the garbage collections in it, and which thinker jobs ran.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from person_at_play import person_acts
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from roller_desktop.engine.dice import DiceSource
from roller_desktop.engine.roller import RollerRules
from roller_desktop.store.database import open_store
from roller_desktop.store.values import SeatSpec
from roller_desktop.strategy import bots, match_aware, solver, win_approx, win_now
from roller_desktop.ui.common import responsive
from roller_desktop.ui.play import thinker, win_graph
from roller_desktop.ui.shell.idle_work import settle_heap
from roller_desktop.ui.shell.settings import Settings

Span = tuple[float, float]  # perf_counter seconds
COMMITS: list[Span] = []  # the league file's commits on the window's thread
COLLECTIONS: list[tuple[int, float, float]] = []  # (generation, start, end), any thread
JOBS: list[tuple[str, float, float]] = []  # thinker jobs: (kind, start, end)
_gc_started: dict[int, float] = {}


def _watch_collections(phase: str, info: dict[str, int]) -> None:
    now = time.perf_counter()
    if phase == "start":
        _gc_started[threading.get_ident()] = now
    else:
        start = _gc_started.pop(threading.get_ident(), now)
        COLLECTIONS.append((info["generation"], start, now))


def _time_commits() -> None:
    from sqlalchemy.engine.default import DefaultDialect

    original = DefaultDialect.do_commit

    def do_commit(self: DefaultDialect, connection: Any) -> None:
        start = time.perf_counter()
        try:
            original(self, connection)
        finally:
            if threading.current_thread() is threading.main_thread():
                COMMITS.append((start, time.perf_counter()))

    DefaultDialect.do_commit = do_commit  # type: ignore[method-assign]


def _time_jobs() -> None:
    original = thinker.Thinker.ask

    def ask(self: thinker.Thinker, kind: str, key: object, job: Callable[[], Any]) -> None:
        def timed() -> Any:
            start = time.perf_counter()
            try:
                return job()
            finally:
                JOBS.append((kind, start, time.perf_counter()))

        original(self, kind, key, timed)

    thinker.Thinker.ask = ask  # type: ignore[method-assign]


def overlap(spans: list[Span], start: float, end: float) -> float:
    """Seconds of these spans between start and end."""
    return sum(max(0.0, min(end, b) - max(start, a)) for a, b in spans)


_solve_ahead = win_approx.solve_ahead


_in_order = match_aware.solve_in_order


def _plain(forced: bool, bank: Sequence[float], tjock: float) -> solver.TurnSolution:
    return solver.solve_utility(RollerRules(forced_after_roller=forced), bank, tjock)


def configure(setting: str) -> None:
    if setting == "before":
        sys.setswitchinterval(0.005)  # Python's default
        win_approx.solve_ahead = lambda match: None  # type: ignore[assignment]
        match_aware.solve_in_order = _plain  # the last round in the plain loops
    else:
        responsive.hand_over_often()
        win_approx.solve_ahead = _solve_ahead
        match_aware.solve_in_order = _in_order


class Dice(DiceSource):
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.random.randint(1, 6) for _ in range(count))


class Ticks:
    """Gaps between the 5 ms ticks of a timer on the window's thread, with the CPU times of
    the window's thread and of the whole process in each."""

    def __init__(self, extra: Callable[[], None] | None = None) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.gaps: list[tuple[float, float, float, float, float]] = []  # ms, start, end, own, all
        self.extra = extra
        self.last = self._now()
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)
        self.timer.start(5)

    @staticmethod
    def _now() -> tuple[float, float, float]:
        return (time.perf_counter(), time.thread_time(), time.process_time())

    def _tick(self) -> None:
        now = self._now()
        (a, own, alls), (b, own2, all2) = self.last, now
        self.gaps.append(((b - a) * 1000, a, b, own2 - own, all2 - alls))
        self.last = now
        if self.extra is not None:
            self.extra()

    def stop(self) -> None:
        self.timer.stop()

    def worst(self) -> tuple[float, float, float, float, float]:
        return max(self.gaps, default=(0.0, 0.0, 0.0, 0.0, 0.0))

    def over(self, ms: float) -> int:
        return sum(1 for g in self.gaps if g[0] > ms)


def turn_until(app: QApplication, done: Callable[[], bool], limit: float) -> float:
    started = time.perf_counter()
    while not done() and time.perf_counter() - started < limit:
        app.processEvents()
        time.sleep(0.001)
    return time.perf_counter() - started


def play(app: QApplication, seats: int, rounds: int, folder: Path, name: str) -> dict[str, Any]:
    from roller_desktop.ui.shell.main_window import MainWindow

    store = open_store(folder / f"{name}.sqlite3", backup=False)
    settings = Settings(QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat))
    settings.win_bar = "always"
    settings.animation_speed = "off"
    person = store.add_player("Anna").id
    specs = [SeatSpec(person)] + [SeatSpec(None, computer="sharp") for _ in range(seats - 1)]
    match_id = store.start_match("roller", {"rounds": rounds}, specs, 0)
    window = MainWindow(store, settings, dice_factory=lambda: Dice(seats))
    window.resize(1024, 600)
    window.show()
    settle_heap()  # as the program does while its window waits for the first key
    window.open_match(match_id)
    screen = window.roller
    c = screen.controller
    assert c is not None
    c._timer.setInterval(20)
    steady = bots.make_bot("steady")

    def decide() -> None:
        person_acts(screen, steady)

    COLLECTIONS.clear()
    JOBS.clear()
    match = Ticks(decide)
    played = turn_until(app, lambda: c.game.is_over, 600)
    match.stop()
    panel = screen.coach_panel
    coach = Ticks()
    coached = turn_until(app, lambda: panel.report is not None or not panel.isVisible(), 120)
    coach.stop()
    collections = list(COLLECTIONS)
    jobs = list(JOBS)
    c.stop()
    window.close()
    store.close()
    return {
        "match": match,
        "coach": coach,
        "played": played,
        "coached": coached,
        "collections": collections,
        "jobs": jobs,
    }


def idle(app: QApplication, seconds: float) -> float:
    ticks = Ticks()
    turn_until(app, lambda: False, seconds)
    ticks.stop()
    return ticks.worst()[0]


def repaints_beside_a_worker(app: QApplication, folder: Path, repeats: int) -> None:
    """The GIL's share alone, robust to the machine's noise: the median time of a synchronous
    repaint of an eight-seat play screen at the largest text while another thread computes
    without pause (nothing; the last round's solve in plain Python, as the sharp computer's
    first move of a turn there; the bar's figures one seat at a time, as before; the bar's
    turns together), with Python's 5 ms handover and the program's."""
    from roller_desktop.ui.shell.main_window import MainWindow

    store = open_store(folder / "repaint.sqlite3", backup=False)
    settings = Settings(QSettings(str(folder / "repaint.ini"), QSettings.Format.IniFormat))
    settings.win_bar = "always"
    settings.animation_speed = "off"
    settings.text_scale = 2.0
    person = store.add_player("Anna").id
    specs = [SeatSpec(person)] + [SeatSpec(None, computer="sharp") for _ in range(7)]
    match_id = store.start_match("roller", {"rounds": 5}, specs, 0)
    window = MainWindow(store, settings, dice_factory=lambda: Dice(8))
    window.resize(1024, 600)
    window.show()
    window.open_match(match_id)
    c = window.roller.controller
    assert c is not None
    c.throw()
    c.stop()
    copy = thinker.copy_of(c.game)
    rules = RollerRules()
    last_round = match_aware.last_round_worth(rules, 1000, [1500, 900], [1200], False)
    kind = ["nothing"]
    running = [True]

    def work() -> None:
        match = copy()
        while running[0]:
            if kind[0] == "plain Python":
                solver.solve_utility(rules, last_round, last_round[0])
            elif kind[0] == "nothing":
                time.sleep(0.005)
            else:
                win_approx._solutions.clear()
                win_now.chances_now(match)

    def median_repaint() -> float:
        took = []
        for _ in range(40):
            start = time.perf_counter()
            window.repaint()
            app.processEvents()
            took.append((time.perf_counter() - start) * 1000)
        return statistics.median(took)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    kinds = {
        "nothing": "before",
        "plain Python": "before",
        "bar, one by one": "before",
        "bar, together": "after",
    }
    found: dict[tuple[str, float], list[float]] = {}
    for _ in range(repeats):
        for name, setting in kinds.items():
            for handover in (0.005, responsive.HANDOVER):
                configure(setting)
                kind[0] = name
                sys.setswitchinterval(handover)
                time.sleep(0.05)
                found.setdefault((name, handover), []).append(median_repaint())
    running[0] = False
    worker.join()
    window.close()
    store.close()
    print(
        f"8 seats at the largest text, the median of 40 repaints ({repeats} runs each) while a "
        f"thread computes; Python's 5 ms handover -> the program's {responsive.HANDOVER * 1000} "
        f"ms; load {os.getloadavg()[0]:.1f}:"
    )
    for name in kinds:
        before = statistics.median(found[(name, 0.005)])
        after = statistics.median(found[(name, responsive.HANDOVER)])
        print(f"  {name:15}: {before:.1f} -> {after:.1f} ms")


def describe(ticks: Ticks, collections: list[tuple[int, float, float]], jobs: Any) -> str:
    _, start, end, own, alls = ticks.worst()
    gcs = [(g, a, b) for g, a, b in collections if b > start and a < end]
    gc_ms = overlap([(a, b) for _, a, b in gcs], start, end) * 1000
    kinds = sorted({k for k, a, b in jobs if b > start and a < end})
    return (
        f"commits {overlap(COMMITS, start, end) * 1000:.0f} ms, window thread's CPU "
        f"{own * 1000:.0f} ms, other threads' {(alls - own) * 1000:.0f} ms, collections "
        f"{gc_ms:.0f} ms (generations {sorted({g for g, _, _ in gcs})}), thinker jobs "
        f"{kinds or '-'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 8])
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--no-matches", action="store_true", help="only the repaints' figures")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    _time_commits()
    _time_jobs()
    gc.callbacks.append(_watch_collections)
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    worst: dict[tuple[int, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for repeat in range(args.repeats):
            for seats in [] if args.no_matches else args.seats:
                for setting in ("before", "after"):
                    configure(setting)
                    win_approx._solutions.clear()  # each setting solves its turns anew
                    win_graph._cache.clear()
                    name = f"{setting}{seats}r{repeat}"
                    run = play(app, seats, args.rounds, Path(tmp), name)
                    m, k = run["match"], run["coach"]
                    quiet = idle(app, min(5.0, run["played"]))
                    worst.setdefault((seats, setting), []).append(max(m.worst()[0], k.worst()[0]))
                    print(
                        f"{seats} seats, {setting:6}: match {run['played']:.1f} s, longest "
                        f"freeze {m.worst()[0]:.0f} ms (gaps over 50 ms: {m.over(50)}, over "
                        f"100 ms: {m.over(100)}); the coach's graph {run['coached']:.1f} s, "
                        f"longest freeze {k.worst()[0]:.0f} ms; idle window {quiet:.0f} ms; "
                        f"load {os.getloadavg()[0]:.1f}",
                        flush=True,
                    )
                    print("    match:", describe(m, run["collections"], run["jobs"]))
                    print("    coach:", describe(k, run["collections"], run["jobs"]))
                    full = [b - a for g, a, b in run["collections"] if g == 2]
                    if full:
                        print(
                            f"    full collections: {len(full)}, longest {max(full) * 1000:.0f} ms"
                        )
        repaints_beside_a_worker(app, Path(tmp), args.repeats * 3)
        if not args.no_matches:
            print("the longest freeze (match or coach), before -> after:")
        for seats in [] if args.no_matches else args.seats:
            b, a = worst[(seats, "before")], worst[(seats, "after")]
            print(
                f"  {seats} seats: {' '.join(f'{x:.0f}' for x in b)} -> "
                f"{' '.join(f'{x:.0f}' for x in a)} ms (median ratio "
                f"{statistics.median(b) / statistics.median(a):.1f})"
            )
        took = sorted(b - a for a, b in COMMITS)
        if took:
            print(
                f"the league file's commits on the window's thread (synchronous=FULL): "
                f"{len(took)}, median {statistics.median(took) * 1000:.1f} ms, p95 "
                f"{took[int(len(took) * 0.95)] * 1000:.1f} ms, longest {took[-1] * 1000:.1f} ms"
            )


if __name__ == "__main__":
    main()
