"""The window's own work per action on the play screen (a benchmark, not a test): prints
figures, asserts nothing (issue 28 items 3 and 5).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_play_work.py \
        [--rounds 3] [--seats 2 3 8] [--scale 1.0 2.0] [--baseline CHECKOUT]

The real main window at 1024x600 on a league in a temporary folder, the win-chance bar on, the
dice animation off: one person (seat 1, who asks for the hint, H, at every decision and then
plays the steady player's choice) against steady computers, on the same dice every run. Each
of the play screen's measuring and refreshing functions is timed where it runs, on the window's
thread: the protocol grid's fit, the end row's rows of buttons and boxes, the hint's record
and panel (the record's commit in a thread of its own now: "catch up" is the wait for it
before the next action, which the person here takes at once), the whole refresh.
--baseline: the same in an older checkout's package, in a
process of its own, in the same run (figures side by side, and the ratio).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from older_checkout import runner

Timings = dict[str, list[float]]  # function -> ms of each call


class Dice:
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.random.randint(1, 6) for _ in range(count))


def _timed(owner: Any, name: str, label: str, timings: Timings) -> None:
    original = getattr(owner, name)
    calls = timings.setdefault(label, [])
    depth = [0]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        depth[0] += 1
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:  # a call inside a timed call of itself: counted once
                calls.append((time.perf_counter() - start) * 1000)

    setattr(owner, name, wrapper)


def measure(seats_list: list[int], rounds: int, scales: list[float]) -> dict[str, Timings]:
    from person_at_play import person_acts
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from roller_desktop.store.database import open_store
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.strategy import bots
    from roller_desktop.ui.play import (
        controller,
        game_screen,
        hint_panel,
        match_analysis,
        protocol_view,
        roller_screen,
    )
    from roller_desktop.ui.shell.main_window import MainWindow
    from roller_desktop.ui.shell.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv)
    results: dict[str, Timings] = {}
    folder = Path(tempfile.mkdtemp(prefix="bench-play-work-"))
    for scale in scales:
        for seats in seats_list:
            timings: Timings = {}
            patches = [
                (protocol_view.ProtocolView, "_fit", "protocol fit"),
                (game_screen.GameScreen, "show_end_row", "end row"),
                (match_analysis, "record_hint", "record hint"),
                # before each action: the hints asked for committed (in their thread now)
                (controller.GameController, "catch_up", "catch up"),
                (hint_panel.HintPanel, "show_hint", "hint panel"),
                (roller_screen.RollerScreen, "hint", "H (whole)"),
                (roller_screen.RollerScreen, "refresh", "refresh (whole)"),
            ]
            originals = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
            for owner, name, label in patches:
                _timed(owner, name, label, timings)
            name = f"s{seats}x{scale}"
            store = open_store(folder / f"{name}.sqlite3", backup=False)
            ini = QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat)
            settings = Settings(ini)
            settings.win_bar = "always"
            settings.animation_speed = "off"
            settings.text_scale = scale
            person = store.add_player("Anna").id
            specs = [SeatSpec(person)] + [
                SeatSpec(None, computer="steady") for _ in range(seats - 1)
            ]
            match_id = store.start_match("roller", {"rounds": rounds}, specs, 0)
            window = MainWindow(store, settings, dice_factory=lambda n=seats: Dice(n))  # type: ignore[misc]
            window.resize(1024, 600)
            window.show()
            window.open_match(match_id)
            screen = window.roller
            c = screen.controller
            assert c is not None
            c._timer.setInterval(1)
            steady = bots.make_bot("steady")
            started = time.perf_counter()
            while not c.game.is_over and time.perf_counter() - started < 600:
                app.processEvents()
                if not person_acts(screen, steady):
                    time.sleep(0.001)
            for _ in range(50):
                app.processEvents()
            c.stop()
            window.close()
            store.close()
            for owner, attr, original in originals:
                setattr(owner, attr, original)
            results[f"{seats} seats, text x{scale}"] = timings
    return results


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] if ordered else 0.0


def report(now: dict[str, Timings], before: dict[str, Timings] | None) -> None:
    for case, timings in now.items():
        print(f"\n{case}")
        head = f"  {'function':<16} {'calls':>6} {'median ms':>10} {'p95 ms':>8} {'total ms':>9}"
        old = f"   | {'baseline median':>13} {'p95':>7} {'total':>8} {'ratio':>6}"
        print(head + (old if before else ""))
        for label, calls in timings.items():
            line = (
                f"  {label:<16} {len(calls):>6} {statistics.median(calls or [0]):>10.2f}"
                f" {_p95(calls):>8.2f} {sum(calls):>9.1f}"
            )
            old = (before or {}).get(case, {}).get(label)
            if old is not None:
                ratio = sum(old) / sum(calls) if sum(calls) else float("inf")
                line += (
                    f"   | {statistics.median(old or [0]):>13.2f} {_p95(old):>7.2f}"
                    f" {sum(old):>8.1f} {ratio:>5.1f}x"
                )
            print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 8])
    parser.add_argument("--scale", type=float, nargs="+", default=[1.0, 2.0])
    parser.add_argument("--baseline", type=Path, help="an older checkout to measure as well")
    parser.add_argument("--json", type=Path, help=argparse.SUPPRESS)  # the baseline's figures
    args = parser.parse_args()

    def figures() -> dict[str, Timings]:
        return measure(args.seats, args.rounds, args.scale)

    if args.json is not None:
        args.json.write_text(json.dumps(figures()))
        return
    before = None
    if args.baseline is not None:
        out = Path(tempfile.mkdtemp(prefix="bench-play-work-")) / "baseline.json"
        rest = ["--rounds", str(args.rounds), "--seats", *map(str, args.seats)]
        rest += ["--scale", *map(str, args.scale), "--json", str(out)]
        subprocess.run(
            [sys.executable, *runner(__file__, args.baseline.resolve()), *rest], check=True
        )
        before = json.loads(out.read_text())
    report(figures(), before)


if __name__ == "__main__":
    main()
