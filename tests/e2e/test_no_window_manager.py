"""The keyboard with no window manager, as in a plain X session at a cabin: the program alone
(no stand-in window manager, tests/e2e/window_manager.py, which hid these faults), on a fresh
Xvfb of its own, with keys and clicks through the X server (xdotool), and X's own answer to
which window has the keyboard.

- The first-run help, shown at start, takes the keyboard: Esc closed nothing until a click.
- At a later start (no help) the main window takes it: nothing gave it.
- The help (the first-run one, then F1's) closed by a click on its Close while the main
  window had the keyboard: Qt asked X to focus the help at the press, X did so after it had
  closed, and nobody had the keyboard (N did nothing until a click; ui/common/app_events.py,
  and the first-run help's close brings the keyboard home itself, see help_dialog.py).
- A window that closes by itself after another program focused it at "now" (xdotool, a
  window manager's tool): Qt's request for the main window carried an older time and X
  refused it.
- Alt+G, Esc, Esc leaves the menu bar for the page.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from tests.e2e.harness import Program, XServer
from tests.e2e.person import FOCUS_S, Person, main_window

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="e2e: needs Xvfb (a screen with no window manager) and xdotool",
)


@pytest.fixture
def bare_program(tmp_path: Path) -> Iterator[Program]:
    """The program on an X server of its own (no window of an earlier test ever had the
    keyboard there), with no window manager."""
    server = XServer.start(1024, 600)
    program = Program(tmp_path, server.display)
    program.extra_env["E2E_NO_WINDOW_MANAGER"] = "1"
    yield program
    server.stop()


def the_help() -> QWidget:
    """In the GUI thread: the help window, shown."""
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "helpDialog" and widget.isVisible():
            return widget
    raise AssertionError("no help is shown")


def help_closed() -> bool:
    return not any(
        w.objectName() == "helpDialog" and w.isVisible() for w in QApplication.topLevelWidgets()
    )


def close_button() -> QWidget:
    box = the_help().findChild(QDialogButtonBox)
    assert box is not None
    button = box.button(QDialogButtonBox.StandardButton.Close)
    assert button is not None
    return button


def wait_for_keyboard(person: Person, find: Callable[[], QWidget], what: str) -> None:
    """Until X gives the keyboard to the window `find` returns, and Qt knows it."""
    deadline = time.monotonic() + FOCUS_S
    while True:
        wanted = person.gui(lambda: int(find().winId()))
        focused = person.x_focus()
        if focused == wanted and person.gui(lambda: QApplication.activeWindow() is find()):
            return
        if time.monotonic() > deadline:
            raise AssertionError(
                f"{what} has not the keyboard: X's input focus is {focused:#x}, {what} is "
                f"{wanted:#x}; the window Qt thinks active: {person.gui(active_title)!r}"
            )
        time.sleep(0.05)


def active_title() -> str | None:
    window = QApplication.activeWindow()
    return None if window is None else window.windowTitle()


def new_match_by_key(person: Person) -> None:
    person.x_keys("n")
    person.wait_to_see("League players")
    person.x_keys("Escape")
    person.wait_to_see("Unfinished matches")


def first_run_help_by_keys(person: Person) -> None:
    person.wait_until(the_help, 10, "the first-run help opens")
    wait_for_keyboard(person, the_help, "the first-run help")
    person.x_keys("Escape")
    person.wait_until(help_closed, 5, "Esc closes the help")
    wait_for_keyboard(person, main_window, "the main window")
    person.x_keys("alt+g")  # the Game menu, left with Esc, Esc: the page's keys work again
    person.x_keys("Escape", "Escape", delay_ms=300)
    new_match_by_key(person)
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def help_closed_at_once(person: Person) -> None:
    person.wait_until(the_help, 10, "the first-run help opens")
    person.x_keys("Escape")
    person.wait_until(help_closed, 5, "Esc closes the help")
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def later_start(person: Person) -> None:
    wait_for_keyboard(person, main_window, "the main window")
    new_match_by_key(person)
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def help_closed_by_a_click(person: Person) -> None:
    person.wait_until(the_help, 10, "the first-run help opens")
    wait_for_keyboard(person, the_help, "the first-run help")
    click_close_without_the_keyboard(person)
    person.x_keys("F1")
    person.wait_until(the_help, 5, "F1 opens the help")
    wait_for_keyboard(person, the_help, "the help")
    click_close_without_the_keyboard(person)
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def click_close_without_the_keyboard(person: Person) -> None:
    """A click on the window beside the help (it takes the keyboard), then on the help's Close:
    the keyboard stays with the window, and N answers."""
    beside_the_help = person.gui(lambda: (the_help().x() - main_window().x()) // 2)
    assert beside_the_help > 0, "the help covers the window's left edge"
    person.x_click(main_window, (beside_the_help, 300))
    wait_for_keyboard(person, main_window, "the main window, clicked")
    person.x_click(close_button)
    person.wait_until(help_closed, 5, "Close closes the help")
    wait_for_keyboard(person, main_window, "the main window after the help")
    new_match_by_key(person)


# A window of ours closes by itself (no key, no click) after another program focused it at
# the X server's "now" (xdotool, as a window manager's tool might), and the keyboard goes home
# at once: Qt's first request carries the time of the last X event it saw, older than that
# focus, and the X server refuses it. Plain Qt with the application's filter, so that the
# request comes at once (in the program other work may pass first, and Qt a newer time).
CLOSED_BY_ITSELF = """
import subprocess, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow
from roller_desktop.ui.common import app_events

app = QApplication([])
app_events.install(app)
window = QMainWindow()
window.setCentralWidget(QLabel("window"))
window.resize(400, 300)
window.show()
window.activateWindow()
dialog = QDialog(window)

def focus():
    return subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout

def open_dialog():
    dialog.show()
    QTimer.singleShot(300, focus_by_another_program)

def focus_by_another_program():
    subprocess.run(["xdotool", "windowfocus", "--sync", str(int(dialog.winId()))], check=True)
    QTimer.singleShot(300, close_by_itself)

def close_by_itself():
    dialog.close()
    app_events.keyboard_home(dialog, window)
    QTimer.singleShot(1000, lambda: (print("focus", focus().strip(), int(window.winId())),
                                     print("active", app.activeWindow() is window), app.quit()))

QTimer.singleShot(300, open_dialog)
app.exec()
"""


def test_the_first_run_help_takes_the_keyboard(bare_program: Program) -> None:
    bare_program.run(first_run_help_by_keys)


def test_the_window_takes_the_keyboard_at_a_later_start(bare_program: Program) -> None:
    bare_program.run(help_closed_at_once)
    bare_program.run(later_start)


def test_the_keyboard_comes_back_after_a_click_on_close(bare_program: Program) -> None:
    bare_program.run(help_closed_by_a_click)


def test_the_keyboard_comes_back_after_another_program_focused(tmp_path: Path) -> None:
    server = XServer.start(1024, 600)
    try:
        environment = dict(
            os.environ, DISPLAY=server.display, QT_QPA_PLATFORM="xcb", XDG_RUNTIME_DIR=str(tmp_path)
        )
        tmp_path.chmod(0o700)
        answer = subprocess.run(
            [sys.executable, "-c", CLOSED_BY_ITSELF],
            env=environment,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        server.stop()
    assert answer.returncode == 0, answer.stderr
    focused, window = answer.stdout.split("\n")[0].split()[1:]
    assert int(focused) == int(window), f"X focuses {focused}, the window is {window}"
    assert "active True" in answer.stdout
