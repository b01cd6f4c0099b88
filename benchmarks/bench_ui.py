"""Speed figures of the window (a benchmark, not a test): prints, asserts nothing.

.venv/bin/python benchmarks/bench_ui.py [--runs N] [--throws N] [--matches N] [--league PATH]
    [--baseline TREE] [--no-animation]

1. Start-up, as whole processes, next to a bare PySide6 window measured in the same run, each
   kind interleaved with the others (a busy machine hits all alike). Goals (issue 28): the
   window mapped within 1.5x of the bare window's; the store ready within 4x of the bare
   window's mapping on a league of 2,000 matches, and within 1 s more on 100,000 than on 2,000.
   - mapped: from spawning the process until X maps its window (MapNotify on the root window,
     seen through libxcb from this process). The benchmark starts a private Xvfb (-displayfd)
     for it, or uses $DISPLAY; without either, Qt's offscreen platform maps nothing and only the
     other moments are printed.
   - interactive: the window shown, painted, and an event posted by that first paint
     processed (both processes print that moment on the system's monotonic clock;
     ROLLER_STARTUP_TIMES=1 makes roller-desktop print it).
   - store ready: roller-desktop's SQLAlchemy store built, after the first paint, in a worker
     thread (clicks that need the store wait for it; the smoke test exits only after it). It
     opens on SQLAlchemy Core: the ORM and the models are imported by the same worker right
     after this moment (store/handle.py), and the first session would wait for them; "exit"
     includes them.
   Our process is `roller-desktop --smoke-test` on a small league with 3 matches to resume, a
   new league file, a league at the first schema (0001, migrated with a backup before the
   window), the bulk demo league of --matches N (built here; 2,000 unless 0), and a copy of
   --league PATH (e.g. the 100,000-match one; copied and migrated by an untimed first run).
   --baseline TREE times an older checkout's program (PYTHONPATH=TREE) on the same leagues in
   the same run, interleaved: "before" beside "after". The leagues are then built by the older
   program, at its schema, and each program opens copies of its own (this one migrates its
   copies in its untimed first runs); give --league at the older program's schema too.
   The processes may write Python's bytecode caches (__pycache__), as an installed program has
   them; the untimed first runs do. Each has settings and a data folder of its own.
2. The throw animation of the dice: frames per second and the time painting each frame, at a
   laptop's full width, at the game screen's size and smaller, with the dice pictures cached (as
   the widget does) and without (every frame painted as vectors). Goal: >= 55 fps, <= 4 ms
   painting per frame (CPU time in paintEvent, so that other programs on the machine do not count).
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import select
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

TOP = Path(__file__).resolve().parent.parent
FIRST_REVISION = TOP / "tests/store/data/first_revision.sqlite3"
MAP_NOTIFY = 19  # X's event code
CW_EVENT_MASK = 1 << 11
SUBSTRUCTURE_NOTIFY = 1 << 19


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class _ScreenIterator(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("rem", ctypes.c_int), ("index", ctypes.c_int)]


class MapWatcher:
    """Notes when X maps a top-level window: MapNotify on the root window's substructure, read
    through libxcb (ctypes) on a connection of this process, so the moment is the X server's,
    not what the program says of itself. Override-redirect windows (menus, tooltips) are passed
    over; with no window manager, a main window is mapped as soon as it asks."""

    def __init__(self, display: str) -> None:
        xcb = ctypes.CDLL(ctypes.util.find_library("xcb") or "libxcb.so.1")
        self.libc = ctypes.CDLL(None)
        self.libc.free.argtypes = [ctypes.c_void_p]
        xcb.xcb_connect.restype = ctypes.c_void_p
        xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
        xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
        xcb.xcb_get_setup.restype = ctypes.c_void_p
        xcb.xcb_get_setup.argtypes = [ctypes.c_void_p]
        xcb.xcb_setup_roots_iterator.restype = _ScreenIterator
        xcb.xcb_setup_roots_iterator.argtypes = [ctypes.c_void_p]
        xcb.xcb_change_window_attributes_checked.restype = _Cookie
        xcb.xcb_change_window_attributes_checked.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint32,
            ctypes.c_uint32,
            ctypes.POINTER(ctypes.c_uint32),
        ]
        xcb.xcb_request_check.restype = ctypes.c_void_p
        xcb.xcb_request_check.argtypes = [ctypes.c_void_p, _Cookie]
        xcb.xcb_get_file_descriptor.argtypes = [ctypes.c_void_p]
        xcb.xcb_poll_for_event.restype = ctypes.c_void_p
        xcb.xcb_poll_for_event.argtypes = [ctypes.c_void_p]
        xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
        self.xcb = xcb
        self.connection = xcb.xcb_connect(display.encode(), None)
        if not self.connection or xcb.xcb_connection_has_error(self.connection):
            raise SystemExit(f"bench_ui: cannot connect to the X display {display}")
        roots = xcb.xcb_setup_roots_iterator(xcb.xcb_get_setup(self.connection))
        root = ctypes.cast(roots.data, ctypes.POINTER(ctypes.c_uint32))[0]  # xcb_screen_t.root
        mask = (ctypes.c_uint32 * 1)(SUBSTRUCTURE_NOTIFY)
        cookie = xcb.xcb_change_window_attributes_checked(
            self.connection, root, CW_EVENT_MASK, mask
        )
        error = xcb.xcb_request_check(self.connection, cookie)  # a round trip: in force now
        if error:
            self.libc.free(error)
            raise SystemExit("bench_ui: cannot watch the root window's children")
        self.fd = xcb.xcb_get_file_descriptor(self.connection)

    def _next(self) -> tuple[int, bool] | None:
        event = self.xcb.xcb_poll_for_event(self.connection)
        if not event:
            return None
        raw = ctypes.cast(event, ctypes.POINTER(ctypes.c_uint8))
        kind, override_redirect = raw[0] & 0x7F, bool(raw[12])
        self.libc.free(event)
        return kind, override_redirect

    def drain(self) -> None:
        while self._next() is not None:
            pass

    def wait_for_map(self, timeout: float) -> float | None:
        """The monotonic moment of the next top-level window's MapNotify; None after timeout."""
        deadline = time.monotonic() + timeout
        while True:
            event = self._next()
            while event is not None:
                if event == (MAP_NOTIFY, False):
                    return time.monotonic()
                event = self._next()
            if self.xcb.xcb_connection_has_error(self.connection):
                raise SystemExit("bench_ui: the X connection broke")
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            select.select([self.fd], [], [], left)

    def close(self) -> None:
        self.xcb.xcb_disconnect(self.connection)


def private_xvfb() -> tuple[str, subprocess.Popen[bytes]] | None:
    """A private Xvfb at 1366x768 (-displayfd picks a free display), or None without Xvfb."""
    if not shutil.which("Xvfb"):
        return None
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        ready, _, _ = select.select([read], [], [], 20)
        chunk = os.read(read, 32) if ready else b""
        if not chunk:
            server.kill()
            raise SystemExit("bench_ui: Xvfb did not start")
        number += chunk
    os.close(read)
    return f":{number.decode().strip()}", server


class Runner:
    """Spawns one process at a time and notes when it mapped its window and what it printed."""

    def __init__(self, folder: Path, display: str | None) -> None:
        self.env = {**os.environ, "ROLLER_STARTUP_TIMES": "1"}
        # An installed program has its bytecode compiled (pip, PyInstaller): let the untimed
        # first runs write it, rather than compile every module in every timed run.
        self.env.pop("PYTHONDONTWRITEBYTECODE", None)
        self.env.update(XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
        self.watcher = None
        if display is not None:
            self.env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
            self.watcher = MapWatcher(display)
        else:
            self.env.setdefault("QT_QPA_PLATFORM", "offscreen")

    def run(self, argv: list[str], tree: Path | None = None) -> dict[str, float]:
        """Seconds from spawning to each moment: "mapped", the moments the process printed,
        and its exit ("exit"). `tree`: run that checkout's program instead of this one."""
        env = self.env if tree is None else {**self.env, "PYTHONPATH": str(tree)}
        if self.watcher is not None:
            self.watcher.drain()
        start = time.monotonic()
        process = subprocess.Popen(
            argv, env=env, cwd=tree, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        times: dict[str, float] = {}
        if self.watcher is not None:
            mapped = self.watcher.wait_for_map(120)
            if mapped is not None:
                times["mapped"] = mapped - start
        stdout, stderr = process.communicate(timeout=600)
        times["exit"] = time.monotonic() - start
        if process.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} failed ({process.returncode}):\n{stderr[-2000:]}")
        for line in stdout.splitlines():
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


def make_bulk_league(path: Path, matches: int) -> None:
    """The bulk demo league (finished matches over three years), as `demo --bulk` writes it."""
    from roller_desktop.store import demo
    from roller_desktop.store.database import open_store

    with open_store(path, backup=False) as store:
        demo.fill_bulk(store, matches, seed=7)


def make_leagues(folder: Path, matches: int) -> dict[str, Path]:
    """The small league and the bulk one (`matches`, 0: none) in `folder`, at the schema of
    the program importable here (a baseline's, when its tree is on PYTHONPATH)."""
    leagues = {"existing": folder / "league.sqlite3"}
    make_league(leagues["existing"])
    if matches:
        leagues["bulk"] = folder / "bulk.sqlite3"
        print(f"building a league of {matches:,} matches ...", flush=True)
        make_bulk_league(leagues["bulk"], matches)
    return leagues


def startup(
    runs: int, matches: int, league: Path | None, baseline: Path | None, display: str | None
) -> None:
    python = sys.executable
    program = [python, "-m", "roller_desktop", "--smoke-test", "--database"]
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        runner = Runner(folder, display)
        trees: dict[str, Path | None] = {"": None}
        if baseline is None:
            built = make_leagues(folder, matches)
        else:
            # Built by the older program, at its schema: each program opens its own copy
            # (this one migrates its copies in the untimed first runs; the older one would
            # refuse a league at a newer schema).
            trees = {"before ": baseline, "": None}
            env = {**os.environ, "PYTHONPATH": str(baseline)}
            argv = [
                python,
                str(Path(__file__).resolve()),
                "--make-leagues",
                str(folder),
                "--matches",
                str(matches),
            ]
            subprocess.run(argv, env=env, cwd=baseline, check=True)
            built = {"existing": folder / "league.sqlite3"}
            if matches:
                built["bulk"] = folder / "bulk.sqlite3"
        if league is not None:
            built["own"] = league
        copies: dict[Path | None, dict[str, Path]] = {}
        for n, tree in enumerate(trees.values()):
            copies[tree] = {}
            for kind, path in built.items():
                copies[tree][kind] = folder / f"{kind}-{n}.sqlite3"
                shutil.copy(path, copies[tree][kind])
        for tree in trees.values():  # bytecode, the first backup, a due migration; disk cache
            for path in copies[tree].values():
                runner.run([*program, str(path)], tree)
        runner.run([python, "-c", BARE_WINDOW])
        kinds: list[tuple[str, str, Path | None]] = [("bare PySide6 window", "", None)]
        labels = {
            "existing": "small league (3 to resume)",
            "bulk": f"{matches:,} matches",
            "own": f"{league.name if league else ''} (copy)",
        }
        for prefix, tree in trees.items():
            kinds += [(prefix + labels[kind], kind, tree) for kind in built]
            kinds += [(prefix + "new league file", "new", tree)]
            kinds += [(prefix + "league at schema 0001", "old", tree)]
        figures: dict[str, list[dict[str, float]]] = {label: [] for label, _, _ in kinds}
        for i in range(runs):  # interleaved, so that a busy machine hits all alike
            for label, kind, tree in kinds:
                if kind == "":
                    argv = [python, "-c", BARE_WINDOW]
                elif kind == "new":
                    argv = [*program, str(folder / f"new{i}-{label}.db")]  # one per program
                elif kind == "old":
                    old = folder / f"old{i}-{label}.sqlite3"
                    shutil.copy(FIRST_REVISION, old)
                    argv = [*program, str(old)]
                else:
                    argv = [*program, str(copies[tree][kind])]
                figures[label].append(runner.run(argv, tree))
        if runner.watcher is not None:
            runner.watcher.close()
    report(runs, figures)


def report(runs: int, figures: dict[str, list[dict[str, float]]]) -> None:
    def median(label: str, moment: str) -> float | None:
        values = [f[moment] for f in figures[label] if moment in f]
        return statistics.median(values) * 1000 if values else None

    def cell(value: float | None, ratio_to: float | None = None) -> str:
        if value is None:
            return f"{'-':>7} {'':6}"
        ratio = f"{value / ratio_to:5.2f}x" if ratio_to else ""
        return f"{value:7.0f} {ratio:6}"

    bare = next(iter(figures))
    base = median(bare, "mapped") or median(bare, "interactive")
    print(f"start-up, median of {runs} processes (ms from spawning the process; ratio to the")
    print("bare window's mapped, or its interactive without an X server):")
    print(f"  {'':38} {'mapped':>14} {'interactive':>14} {'store ready':>14} {'exit':>7}")
    for label in figures:
        mapped, shown = median(label, "mapped"), median(label, "interactive")
        ready, ended = median(label, "store-ready"), median(label, "exit")
        print(
            f"  {label:38} {cell(mapped, base)} {cell(shown, base)} {cell(ready, base)} "
            f"{ended or 0:7.0f}"
        )
    print(
        "  mapped: X mapped the window (MapNotify); interactive: painted, and an event posted\n"
        "  then processed; store ready: the SQLAlchemy store built after the first paint (due\n"
        "  backup, migration of a new file; on Core: the ORM is imported right after); exit:\n"
        "  the smoke test closes once the store is ready and the ORM imported.\n"
        "  A league at an older schema is migrated (with a backup) before the window shows.\n"
        "  Goals: mapped within 1.50x; store ready within 4x on 2,000 matches, and within\n"
        "  1 s more on 100,000."
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
    parser.add_argument(
        "--matches", type=int, default=2000, help="a bulk demo league of N matches (0: none)"
    )
    parser.add_argument("--league", type=Path, help="also time a copy of this league file")
    parser.add_argument("--baseline", type=Path, metavar="TREE", help="an older checkout, too")
    parser.add_argument("--no-animation", action="store_true", help="only the start-up figures")
    parser.add_argument(
        "--offscreen", action="store_true", help="no X server: Qt's offscreen platform"
    )
    parser.add_argument("--make-leagues", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make_leagues is not None:  # a child of --baseline: the older program's leagues
        make_leagues(args.make_leagues, args.matches)
        return
    xvfb = None if args.offscreen or os.environ.get("DISPLAY") else private_xvfb()
    display = None if args.offscreen else (xvfb[0] if xvfb else os.environ.get("DISPLAY"))
    print(f"X display: {display or 'none (offscreen)'}, python {sys.version.split()[0]}")
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    try:
        startup(args.runs, args.matches, args.league, args.baseline, display)
    finally:
        if xvfb is not None:
            xvfb[1].terminate()
            xvfb[1].wait()
    print("load average after: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    if not args.no_animation:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        animation(args.throws)


if __name__ == "__main__":
    main()
