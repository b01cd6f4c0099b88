"""The play screens' threads never crash the window that started them: a widget deleted (its
window closed, its page made again in a new language) while its worker reports is safe
(ui.common.background.on_gui_thread), and no worker asks for a translation."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from roller_desktop.ui.common.background import on_gui_thread

ROOT = Path(__file__).resolve().parents[3]
ROUNDS = 150  # the code before the fix crashed within about 20 of them


def test_widgets_deleted_while_their_workers_report_do_not_crash_the_program() -> None:
    # In a child process: a crash there fails this test with its stacks instead of ending
    # the test run.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "tests.ui.play.worker_stress", str(ROUNDS)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = child.stdout + child.stderr
    assert child.returncode == 0, output[-6000:]
    assert f"survived {ROUNDS}" in child.stdout, output[-6000:]


class _Told(QObject):
    def __init__(self, heard: list[tuple[str, str]]) -> None:
        super().__init__()
        self.heard = heard

    def tell(self, text: str) -> None:
        self.heard.append((text, threading.current_thread().name))


def test_a_call_from_a_worker_runs_on_the_gui_thread_and_not_for_a_deleted_object(
    qtbot: Any,
) -> None:
    heard: list[tuple[str, str]] = []
    there, gone = _Told(heard), _Told(heard)
    to_there, to_gone = on_gui_thread(there.tell), on_gui_thread(gone.tell)
    gone.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(gone))
    worker = threading.Thread(target=lambda: (to_gone("lost"), to_there("there")), name="w")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: heard == [("there", threading.main_thread().name)])


def test_once_the_program_ends_a_worker_delivers_nothing(qtbot: Any) -> None:
    """launch.run_window closes the couriers when the window's program ends: a worker still
    running then sends nothing (an emit while the application was being destroyed crashed the
    program once, after a clean exit); opened again, they carry."""
    from roller_desktop.ui.common.background import close_couriers, open_couriers

    heard: list[tuple[str, str]] = []
    there = _Told(heard)
    to_there = on_gui_thread(there.tell)
    close_couriers()
    try:
        worker = threading.Thread(target=lambda: to_there("late"), name="w")
        worker.start()
        worker.join()
        qtbot.wait(50)
        assert heard == []
    finally:
        open_couriers()
    worker = threading.Thread(target=lambda: to_there("again"), name="w")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: heard == [("again", threading.main_thread().name)])


class _Watching(QTranslator):
    """Notes the thread of every translation asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: set[str] = set()

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        self.threads.add(threading.current_thread().name)
        return None


def test_no_worker_asks_for_a_translation(qtbot: Any, monkeypatch: Any) -> None:
    """Translations are made on the GUI thread only: a language change replaces the
    translators, which is not safe against a translation asked for meanwhile in a thread."""
    from PySide6.QtWidgets import QWidget

    from tests.ui.play import worker_stress

    watching = _Watching()
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(watching)
    try:
        worker_stress.stand_ins(monkeypatch.setattr)
        parent = QWidget()
        qtbot.addWidget(parent)
        # The stand-ins' results are not what the widgets take (a handler meeting one raises
        # on the GUI thread, when the delivery comes before the workers end): only which
        # thread asks for words is looked at here.
        with qtbot.capture_exceptions():
            worker_stress.start_every_worker(parent, 0)
            qtbot.waitUntil(lambda: not worker_stress.working(), timeout=20_000)
            QCoreApplication.processEvents()  # the deliveries, on the GUI thread
    finally:
        app.removeTranslator(watching)
    assert watching.threads == {threading.main_thread().name}  # the widgets' own words


def test_a_window_closed_while_its_coach_graph_is_worked_out_gets_no_late_answer(
    qtbot: Any, monkeypatch: Any
) -> None:
    """benchmarks/bench_play_work.py closed each window while the coach's graph of its
    finished match was still being worked out: the answer came to the closed window all the
    same (and, the program ending meanwhile, raised "Signal source has been deleted" in the
    worker). A window still open gets its answer."""
    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.strategy.coach import CoachReport, CoachSeat
    from roller_desktop.ui.play import win_graph

    release = threading.Event()
    report = CoachReport((CoachSeat("Åke", 0.5, 1.0, None, None),), ())

    def slow_job(*args: Any) -> Any:
        def work(progress: Any) -> Any:
            release.wait(20)
            return None, report

        return work

    monkeypatch.setattr(win_graph, "job_for", slow_job)
    rules = RollerRules(rounds=1)
    match = RollerMatch(["Åke", "Kari"], rules)
    closing, staying = win_graph.CoachPanel(), win_graph.CoachPanel()
    for number, panel in enumerate((closing, staying)):
        qtbot.addWidget(panel)
        panel.show_match(("late", number), match.seats, rules, match.events, match.starter)

    def workers() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name == "coach-graph"]

    qtbot.waitUntil(lambda: len(workers()) == 2)
    closing.close()
    release.set()
    for worker in workers():
        worker.join(20)
    QCoreApplication.processEvents()  # both answers, queued before the workers ended
    assert staying.report is report
    assert closing.report is None


def test_a_worker_delivering_after_the_courier_is_gone_raises_nothing(
    qtbot: Any, monkeypatch: Any
) -> None:
    """PySide deletes every QObject as the interpreter ends, the courier too (kept from
    Python only): a worker still delivering then raised "Signal source has been deleted"."""
    from roller_desktop.ui.common import background

    monkeypatch.setattr(background, "_courier", [])  # a courier of this test's own
    heard: list[tuple[str, str]] = []
    there = _Told(heard)
    to_there = on_gui_thread(there.tell)
    courier = background._courier[0]
    shiboken6.delete(courier)
    failures: list[BaseException] = []

    def work() -> None:
        try:
            to_there("late")
        except BaseException as error:
            failures.append(error)

    worker = threading.Thread(target=work, name="w")
    worker.start()
    worker.join()
    QCoreApplication.processEvents()
    assert failures == [] and heard == []
