"""The longest freeze of the window's thread while a Roller match with three or eight seats is
played (a benchmark, not a test): prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_stall.py [--rounds 5]

The real main window on a league in a temporary folder, the win-chance bar on, the dice
animation off, the computers' pace 20 ms. One person (seat 1) and sharp computers; at every
decision of the person's, H first (the hint), then the steady player's choice once the hint is
on the panel. A timer on the window's thread ticks every 5 ms; the longest gap between two
ticks is the longest freeze (a gap includes the tick's own 5 ms and whatever painting the
window did meanwhile). Beside it, the same window ticking idle for as long: on a shared,
loaded machine the scheduler alone makes gaps of that size (and each action's commit to the
league file, synchronous=FULL, waits for the disk on the window's thread). And the longest
single strategy call (the hint, a computer's choice, the bar's figures, a turn's solve for the
approximation) that ran on the window's thread: the change's own measure. Then, of the longest
freeze: how much of it the league file's commits took, and the CPU time the window's thread and
the process's other threads had in it (a freeze in which the window's thread had no CPU while
another thread of ours had it all was a wait for the GIL: issue 28 item 3), and the commits'
times on the window's thread.

The baseline, measured in the same run: what the same match cost the window's thread before
the strategy's slow first solve of a turn moved into a thread (ui.play.thinker): the match is
replayed, and at every turn's first decision, with the turn's solutions forgotten as the old
window never kept them, the hint (`hints.hint`) and the sharp computer's choice are timed as
the old window ran them, on its own thread. The figure is the longest of those calls.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from roller_desktop.engine.dice import DiceSource
from roller_desktop.engine.events import Bank, Keep
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import open_store
from roller_desktop.store.values import SeatSpec
from roller_desktop.strategy import bots, hints, win_approx, win_now
from roller_desktop.ui.shell.settings import Settings

IDLE: list[float] = []  # the longest gap of the same window with nothing to do (ms)
ON_GUI: list[float] = [0.0]  # the longest strategy call made on the window's thread (ms)
COMMITS: list[tuple[float, float]] = []  # the league file's commits on the window's thread
# seats -> the longest gap: its start and end (perf_counter), the window thread's CPU seconds
# in it and the whole process's
WORST: dict[int, tuple[float, float, float, float]] = {}


def _time_commits() -> None:
    """Note when each commit of the window's thread began and ended (perf_counter)."""
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


def committing(start: float, end: float) -> float:
    """Seconds of the window's thread spent committing between these moments."""
    return sum(max(0.0, min(end, b) - max(start, a)) for a, b in COMMITS)


def _timed_on_gui(owner: Any, name: str) -> None:
    """Wrap owner.name to record how long it runs when called on the window's thread."""
    original = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if threading.current_thread() is not threading.main_thread():
            return original(*args, **kwargs)
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            ON_GUI[0] = max(ON_GUI[0], (time.perf_counter() - start) * 1000)

    setattr(owner, name, wrapper)


class Dice(DiceSource):
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.random.randint(1, 6) for _ in range(count))


def play(app: QApplication, seats: int, rounds: int, folder: Path) -> tuple[float, Any]:
    """The longest gap between ticks (ms) while the match is played, and its events."""
    from roller_desktop.ui.shell.main_window import MainWindow

    store = open_store(folder / f"league{seats}.sqlite3", backup=False)
    settings = Settings(QSettings(str(folder / f"s{seats}.ini"), QSettings.Format.IniFormat))
    settings.win_bar = "always"
    settings.animation_speed = "off"
    person = store.add_player("Anna").id
    specs = [SeatSpec(person)] + [SeatSpec(None, computer="sharp") for _ in range(seats - 1)]
    match_id = store.start_match("roller", {"rounds": rounds}, specs, 0)
    window = MainWindow(store, settings, dice_factory=lambda: Dice(seats))
    window.resize(1024, 600)
    window.show()
    window.open_match(match_id)
    screen = window.roller
    c = screen.controller
    assert c is not None
    c._timer.setInterval(20)
    steady = bots.make_bot("steady")
    clock = QElapsedTimer()
    clock.start()
    worst = [0.0]
    last = [clock.nsecsElapsed()]
    # the longest gap's moments, and the CPU time of the window's thread and of the process
    last_times = [time.perf_counter(), time.thread_time(), time.process_time()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        times = [time.perf_counter(), time.thread_time(), time.process_time()]
        if (now - last[0]) / 1e6 > worst[0]:
            WORST[seats] = (
                last_times[0],
                times[0],
                *(b - a for a, b in zip(last_times[1:], times[1:], strict=True)),
            )
        worst[0] = max(worst[0], (now - last[0]) / 1e6)
        last[0] = now
        last_times[:] = times
        game = c.game
        if game.is_over or c.current_is_computer() or screen.thinking():
            return
        assert isinstance(game, RollerMatch)
        if not game.must_keep and not game.can_bank:
            c.throw()
        elif screen.hint_panel.shown_at != len(game.events):
            screen.hint()
        else:
            choice = steady.choose(game)
            if isinstance(choice, Keep):
                c.keep(list(choice.dice))
            elif isinstance(choice, Bank):
                c.bank()
            else:
                c.throw()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    started = time.perf_counter()
    while not c.game.is_over:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    played = time.perf_counter() - started
    # The machine's own share: the same window ticking with nothing to do, as long again.
    c.stop()
    idle = [0.0]
    last[0] = clock.nsecsElapsed()

    def idle_tick() -> None:
        now = clock.nsecsElapsed()
        idle[0] = max(idle[0], (now - last[0]) / 1e6)
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(idle_tick)
    timer.start(5)
    end = time.perf_counter() + played
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    IDLE.append(idle[0])
    events = (c.game.seats, c.game.rules, list(c.game.events), c.game.starter)
    window.close()
    store.close()
    return worst[0], events


def baseline(events: Any) -> float:
    """The longest call the old window made on its thread in the same match (ms)."""
    seats, rules, played, starter = events
    match = RollerMatch(seats, rules, starter)
    sharp = bots.make_bot("sharp")
    worst = 0.0
    seen: set[object] = set()
    for event in played:
        turn = (match.current_seat, match.current_round)
        if (match.must_keep or match.can_bank) and turn not in seen:
            seen.add(turn)
            win_approx._solutions.clear()  # the old window solved each turn anew
            start = time.perf_counter()
            if match.current_seat == 0:
                hints.hint(match)
            else:
                sharp.choose(match)
            win_now.chances_now(match)  # the bar (two seats only before; more seats here)
            worst = max(worst, (time.perf_counter() - start) * 1000)
        match.apply(event)
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    for owner, name in (
        (hints, "hint"),
        (bots.Bot, "choose"),
        (win_now, "chances_now"),
        (win_approx, "turn_solution"),
    ):
        _timed_on_gui(owner, name)
    _time_commits()
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for seats in (3, 8):
            win_approx._solutions.clear()
            ON_GUI[0] = 0.0
            stall, events = play(app, seats, args.rounds, Path(tmp))
            on_gui = ON_GUI[0]
            before = baseline(events)
            print(
                f"{seats} seats, {args.rounds} rounds: longest freeze of the window's thread "
                f"{stall:.0f} ms (the idle window's longest gap on this machine meanwhile: "
                f"{IDLE[-1]:.0f} ms); before, the same match's slowest call on it: "
                f"{before:.0f} ms (ratio {before / stall:.1f}); the longest strategy call on "
                f"the window's thread now: {on_gui:.1f} ms"
            )
            start, end, own, process = WORST[seats]
            print(
                f"  in that freeze: the league file's commits {committing(start, end) * 1000:.0f}"
                f" ms, the window thread's own CPU {own * 1000:.0f} ms, other threads' "
                f"{(process - own) * 1000:.0f} ms (the window's thread waiting meanwhile: for"
                " the GIL, or for a core)"
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
