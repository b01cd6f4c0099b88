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
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QWidget

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


def one_esc_leaves_the_menu(person: Person) -> None:
    person.wait_until(the_help, 10, "the first-run help opens")
    person.x_keys("Escape")
    person.wait_until(help_closed, 5, "Esc closes the help")
    wait_for_keyboard(person, main_window, "the main window")
    person.x_keys("alt+g")  # the Game menu, left with one Esc: the page's keys work at once
    person.wait_until(QApplication.activePopupWidget, 5, "Alt+G opens the Game menu")
    person.x_keys("Escape")
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


def centre(find: Callable[[], QWidget]) -> Callable[[], tuple[int, int]]:
    """In the GUI thread: the screen point at the middle of the widget `find` returns."""

    def point() -> tuple[int, int]:
        widget = find()
        at = widget.mapToGlobal(widget.rect().center())
        return at.x(), at.y()

    return point


def click_then_keys_while_busy(person: Person, find: Callable[[], QWidget], *keys: str) -> None:
    """A click on the button `find` returns, and keys at once after it, while the program is
    busy (a loaded machine): X gives the keys to the window the button closes, which is gone
    by the time the program reads them."""
    x, y = person.gui(centre(find))
    person.busy(0.5)
    command = ["xdotool", "mousemove", "--sync", str(x), str(y), "click", "1", "key", *keys]
    subprocess.run(command, check=True, timeout=20)


def ok_button() -> QWidget:
    box = QApplication.activeModalWidget()
    assert box is not None, "no message is shown"
    buttons = box.findChild(QDialogButtonBox)
    assert buttons is not None
    return buttons.buttons()[0]


def keys_right_after_a_click_on_close(person: Person) -> None:
    """Ctrl+H typed right after the click on the first-run help's Close opens the history;
    N typed right after the click on a message's OK opens a new match."""
    person.wait_until(the_help, 10, "the first-run help opens")
    wait_for_keyboard(person, the_help, "the first-run help")
    person.x_keys("Escape")
    person.wait_until(help_closed, 5, "Esc closes the help")
    person.x_click(main_window, (5, 300))  # the pointer away from Close (xdotool waits for it)
    wait_for_keyboard(person, main_window, "the main window, clicked")
    person.x_keys("F1")
    person.wait_until(the_help, 5, "F1 opens the help")
    wait_for_keyboard(person, the_help, "the help")
    click_then_keys_while_busy(person, close_button, "ctrl+h")
    person.wait_until(help_closed, 5, "Close closes the help")
    person.wait_to_see("Match history", 5)
    person.x_keys("Escape")
    person.wait_to_see("Unfinished matches", 5)
    person.x_keys("n")
    person.wait_to_see("League players", 5)
    person.x_keys("Tab")  # the new player's name
    person.wait_until(lambda: isinstance(QApplication.focusWidget(), QLineEdit), 5, "the name")
    person.x_keys("ctrl+p")  # "Nothing to print here": a message with its OK
    person.wait_until(lambda: QApplication.activeModalWidget() is not None, 5, "the message")
    wait_for_keyboard(person, lambda: QApplication.activeModalWidget(), "the message")
    click_then_keys_while_busy(person, ok_button, "B", "o")
    typed = person.wait_until(
        name_typed, 5, lambda: f"the name typed after OK: {person.gui(focus_told)}"
    )
    assert typed == "Bo", f"the name field reads {typed!r}"
    person.x_keys("Escape")
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def focus_told() -> str:
    field = QApplication.focusWidget()
    text = field.text() if isinstance(field, QLineEdit) else ""
    return f"{type(field).__name__} {text!r}, active {active_title()!r}"


def name_typed() -> str:
    """In the GUI thread: the text of the field that has the keyboard, once it has one."""
    field = QApplication.focusWidget()
    return field.text() if isinstance(field, QLineEdit) else ""


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


def test_one_esc_on_an_open_menu_gives_the_page_its_keys(bare_program: Program) -> None:
    bare_program.run(one_esc_leaves_the_menu)


def test_the_window_takes_the_keyboard_at_a_later_start(bare_program: Program) -> None:
    bare_program.run(help_closed_at_once)
    bare_program.run(later_start)


def test_the_keyboard_comes_back_after_a_click_on_close(bare_program: Program) -> None:
    bare_program.run(help_closed_by_a_click)


def test_keys_typed_right_after_a_click_on_close_are_not_lost(bare_program: Program) -> None:
    bare_program.run(keys_right_after_a_click_on_close)


# A dialog whose OK works a while before it closes (the program's thread busy): the keys typed
# meanwhile, which X gives the dialog, are read after Qt destroyed the dialog's X window (Qt
# drops them there unless the application's native filter sends them home). Plain Qt with the
# application's filter: the program's dialogs do their work elsewhere, but a loaded machine
# makes the same wait.
TYPED_WHILE_OK_WORKS = """
import subprocess, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit, QMainWindow
from roller_desktop.ui.common import app_events

subprocess.run(["xdotool", "mousemove", "0", "0"], check=True)
app = QApplication([])
app_events.install(app)
window = QMainWindow()
field = QLineEdit()
window.setCentralWidget(field)
window.resize(400, 300)
window.show()
window.activateWindow()
dialog = QDialog(window)
buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, dialog)
dialog.resize(200, 100)

def work_then_close():
    time.sleep(0.5)
    dialog.accept()

buttons.accepted.connect(work_then_close)

def click_and_type():
    if app.activeWindow() is not dialog:
        QTimer.singleShot(50, click_and_type)
        return
    ok = buttons.buttons()[0]
    at = ok.mapToGlobal(ok.rect().center())
    subprocess.Popen(["xdotool", "mousemove", "--sync", str(at.x()), str(at.y()), "click", "1",
                      "key", "a", "b"])
    QTimer.singleShot(3000, lambda: (print("typed", repr(field.text())), app.quit()))

QTimer.singleShot(300, dialog.open)
QTimer.singleShot(600, click_and_type)
app.exec()
"""


def plain_qt_script(script: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """A plain-Qt script run under an Xvfb of its own (no window manager), its output kept."""
    server = XServer.start(1024, 600)
    try:
        environment = dict(
            os.environ, DISPLAY=server.display, QT_QPA_PLATFORM="xcb", XDG_RUNTIME_DIR=str(tmp_path)
        )
        tmp_path.chmod(0o700)
        answer = subprocess.run(
            [sys.executable, "-c", script],
            env=environment,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        server.stop()
    return answer


def test_keys_typed_while_ok_works_are_not_lost(tmp_path: Path) -> None:
    answer = plain_qt_script(TYPED_WHILE_OK_WORKS, tmp_path)
    assert answer.returncode == 0, answer.stderr
    assert "typed 'ab'" in answer.stdout, answer.stdout


def test_the_keyboard_comes_back_after_another_program_focused(tmp_path: Path) -> None:
    answer = plain_qt_script(CLOSED_BY_ITSELF, tmp_path)
    assert answer.returncode == 0, answer.stderr
    focused, window = answer.stdout.split("\n")[0].split()[1:]
    assert int(focused) == int(window), f"X focuses {focused}, the window is {window}"
    assert "active True" in answer.stdout
