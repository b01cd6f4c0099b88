"""The child process of an e2e test: the real program, started by `roller_desktop.app.main`,
with a scenario driving it from a second thread as a person would.

    python -m tests.e2e.child tests.e2e.test_x:scenario_name [-- program arguments]

Exit status: 0 when the scenario passed, Qt said nothing worse than info and the program quit
with 0 when the person quit it; 1 with a traceback on stderr otherwise; 3 when the program hung
(every thread's stack is on stderr). The parent (tests/e2e/harness.py) passes the environment:
E2E_HOME (the test's folder), E2E_ARTIFACTS (screenshots), E2E_TIMEOUT (seconds), and
E2E_NO_WINDOW_MANAGER (set: no stand-in window manager, tests/e2e/window_manager.py, and no
wait for a window to have the keyboard; the scenario sees what the program does alone).
"""

from __future__ import annotations

import contextlib
import faulthandler
import importlib
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Qt messages that are not the program's fault, each with its reason. Anything else at warning
# level or above fails the scenario (as qt_log_level_fail does for the unit tests).
IGNORED_QT_MESSAGES: tuple[str, ...] = (
    # Xvfb has no window manager: Qt's xcb plugin says so when it asks for frame extents.
    "QXcbConnection: XCB error: 3 (BadWindow)",
)

QUIT_S = 15.0  # after the scenario the program closes within this


class QtLog:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def install(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        bad = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}

        def handler(kind: Any, context: Any, message: str) -> None:
            print(f"qt {kind.name}: {message}", file=sys.stderr, flush=True)
            if kind in bad and not any(message.startswith(m) for m in IGNORED_QT_MESSAGES):
                self.problems.append(message)

        qInstallMessageHandler(handler)


def load(target: str) -> Callable[[Any], object]:
    module_name, _, name = target.partition(":")
    module = importlib.import_module(module_name)
    scenario = getattr(module, name)
    if not callable(scenario):
        raise TypeError(f"{target} is not a function")
    return scenario  # type: ignore[no-any-return]


def run(target: str, program_args: list[str]) -> int:
    timeout = float(os.environ.get("E2E_TIMEOUT", "120"))
    faulthandler.enable(all_threads=True)
    # A hang: every thread's stack, then exit 3 (before the parent's own timeout kills us).
    faulthandler.dump_traceback_later(timeout, exit=True)
    home = Path(os.environ["E2E_HOME"])
    artifacts = Path(os.environ.get("E2E_ARTIFACTS", str(home / "artifacts")))
    artifacts.mkdir(parents=True, exist_ok=True)
    scenario = load(target)

    from PySide6.QtCore import QCoreApplication

    from tests.e2e.person import Bridge, GuiHung, Person

    log = QtLog()
    log.install()
    bridge = Bridge()  # in the main thread, which will run the program's event loop
    person = Person(bridge, home, artifacts)
    outcome: dict[str, Any] = {}
    program_done = person.ended

    started = time.monotonic()

    def note(what: str) -> None:
        print(f"e2e: {time.monotonic() - started:6.2f} s {what}", flush=True)

    def drive() -> None:
        try:
            while QCoreApplication.instance() is None:
                if program_done.is_set():
                    raise AssertionError("the program ended before its window opened")
                time.sleep(0.01)
            from PySide6.QtGui import QGuiApplication

            from tests.e2e.person import main_window
            from tests.e2e.window_manager import WindowManager

            person.wait_until(lambda: main_window().isVisible(), 30, "the main window opens")
            if os.environ.get("E2E_NO_WINDOW_MANAGER"):  # the program alone, as at a cabin
                note("the window is shown; the scenario begins (no window manager)")
            else:
                person.gui(lambda: WindowManager(QCoreApplication.instance()))  # type: ignore[arg-type]
                person.wait_until(
                    lambda: QGuiApplication.focusWindow() is not None, 10, "a window has the focus"
                )
                note("the window has the focus; the scenario begins")
            outcome["result"] = scenario(person)
            note("the scenario ended")
        except GuiHung:
            print(f"e2e: {traceback.format_exc()}", file=sys.stderr, flush=True)
            faulthandler.dump_traceback(all_threads=True)
            os._exit(3)
        except BaseException:
            outcome["error"] = traceback.format_exc()
            with contextlib.suppress(BaseException):
                outcome["screenshot"] = str(person.screenshot("failure"))
        if program_done.is_set():
            return
        # The person quits the program (Ctrl+Q) unless the scenario did; then it must end.
        try:
            if "error" not in outcome:
                person.quit()
            else:  # a failed scenario: end the program whatever state it is in
                person.gui(lambda: QCoreApplication.exit(1))
        except BaseException:
            outcome.setdefault("error", traceback.format_exc())
        if not program_done.wait(QUIT_S):
            outcome.setdefault("error", f"the program did not quit within {QUIT_S:.0f} s")
            try:
                person.gui(lambda: QCoreApplication.exit(1), timeout=5)
            except BaseException:
                faulthandler.dump_traceback(all_threads=True)
                os._exit(3)

    driver = threading.Thread(target=drive, name="scenario", daemon=True)
    driver.start()
    from roller_desktop.app import main

    try:
        code = main(program_args)
    except BaseException:
        outcome.setdefault("error", "the program raised:\n" + traceback.format_exc())
        code = -1
    finally:
        program_done.set()
    note(f"the program ended with {code}")
    driver.join(QUIT_S + 10)
    faulthandler.cancel_dump_traceback_later()
    failures: list[str] = []
    if driver.is_alive():
        failures.append("the scenario did not finish after the program ended")
    if "error" in outcome:
        failures.append(f"the scenario failed:\n{outcome['error']}")
    elif code != 0:
        failures.append(f"the program exited with {code}")
    if log.problems:
        failures.append("Qt warned:\n" + "\n".join(f"  {p}" for p in log.problems))
    if "screenshot" in outcome:
        failures.append(f"screenshot: {outcome['screenshot']}")
    if failures:
        print("\n".join(f"e2e: {f}" for f in failures), file=sys.stderr, flush=True)
        return 1
    print("e2e: scenario passed", flush=True)
    return 0


def main() -> int:
    argv = sys.argv[1:]
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    target, rest = argv[0], argv[1:]
    if rest and rest[0] == "--":
        rest = rest[1:]
    return run(target, rest)


if __name__ == "__main__":
    # As the program's own entry point does: the interpreter's teardown runs too (a crash
    # there is a crash of the program).
    raise SystemExit(main())
