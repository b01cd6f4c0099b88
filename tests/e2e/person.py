"""A person at the keyboard and mouse of the real program: the scenario's side of the harness.

A scenario is plain sequential code in a driver thread of the child process (`tests/e2e/child`),
while the program runs its own event loop in the main thread, exactly as a person starts it.
Every touch of the GUI is marshalled into the GUI thread:

- an *input* (a key, typed text, a mouse click) is looked up and checked in the GUI thread, then
  sent from the event loop's next turn, and the call returns at once: a key that opens a modal
  dialog (`exec()`) runs its nested event loop, and the scenario goes on looking at the dialog;
- an *inspection* (`title()`, `sees()`, `dialog()`, `gui(fn)`, `wait_until(...)`) runs in the
  GUI thread and the driver waits for its answer.

Keys go where Qt's keyboard focus is (the focused window, then its focus widget), through
QWindowSystemInterface like the keys of the X server, so shortcuts, focus proxies and modality
behave as for a person: a focus bug makes a test fail. Mouse clicks hit the centre of a visible,
enabled control found by its text, through the window, so a control hidden behind a modal
dialog cannot be clicked. Nothing here calls a slot, sets a widget's value or calls click().
"""

from __future__ import annotations

import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeySequence, QWindow
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QScrollArea,
    QTabBar,
    QTextEdit,
    QWidget,
)

T = TypeVar("T")
W = TypeVar("W", bound=QWidget)

# The GUI thread answers an inspection within this, or the program hangs.
GUI_ANSWER_S = float(os.environ.get("E2E_GUI_ANSWER_S", "30"))
FOCUS_S = 5.0  # a window that opened has the keyboard focus within this


class GuiHung(RuntimeError):
    """The GUI thread did not answer: the program hangs (the child dumps every thread)."""


class WrongThread(RuntimeError):
    """A Person method was called from the GUI thread (inside a `wait_until` condition or a
    `gui(fn)`): it would wait for the GUI thread to answer, which is itself: a deadlock. A
    condition uses the GUI-side helpers of this module (front_window(), visible_texts()...)."""


class ProgramEnded(AssertionError):
    """The program has ended (quit, or crashed): nothing more to look at."""


class Bridge(QObject):
    """Lives in the GUI thread; runs the callables the driver thread sends it, in order."""

    call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _run(self, job: Job) -> None:
        try:
            job.result = job.fn()
        except BaseException as error:  # handed to the driver thread
            job.error = error
        job.done.set()


@dataclass
class Job:
    fn: Callable[[], Any]
    done: threading.Event = field(default_factory=threading.Event)
    result: Any = None
    error: BaseException | None = None


# ---- looking at the GUI (these run in the GUI thread) ---------------------------------------


def plain(text: str) -> str:
    """A control's text as a person reads it: no mnemonic '&', no rich-text tags."""
    text = re.sub(r"<[^>]+>", "", text) if "<" in text else text
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def top_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def main_window() -> QMainWindow:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMainWindow) and widget.isVisible():
            return widget
    raise AssertionError("the program shows no main window")


def front_window() -> QWidget:
    """The window a person deals with now: the active modal dialog, else the active window,
    else the main window."""
    modal = QApplication.activeModalWidget()
    if modal is not None and modal.isVisible():
        return modal
    active = QApplication.activeWindow()
    if active is not None and active.isVisible():
        return active
    return main_window()


def really_visible(widget: QWidget) -> bool:
    """Shown where a person sees it: visible, not zero-sized, its centre inside its window and
    on the screen (a button below the screen's edge cannot be clicked)."""
    if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
        return False
    window = widget.window()
    centre = QPoint(widget.width() // 2, widget.height() // 2)
    if not window.rect().contains(widget.mapTo(window, centre)):
        return False
    screen = window.screen()
    return screen is None or screen.geometry().contains(widget.mapToGlobal(centre))


def find_widget(kind: type[W], name: str, window: QWidget | None = None) -> W:
    """The one visible widget of that kind whose accessible name is `name` (in the front
    window unless told)."""
    top = window if window is not None else front_window()
    found = [w for w in top.findChildren(kind) if w.accessibleName() == name and really_visible(w)]
    if len(found) != 1:
        raise AssertionError(f"{len(found)} visible {kind.__name__} named {name!r}")
    return found[0]


def widget_texts(widget: QWidget) -> list[str]:
    texts: list[str] = []
    if isinstance(widget, (QLabel, QAbstractButton)):
        texts.append(plain(widget.text()))
    elif isinstance(widget, QGroupBox):
        texts.append(plain(widget.title()))
    elif isinstance(widget, QLineEdit):
        texts.append(widget.text())
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        texts.append(widget.toPlainText())
    elif isinstance(widget, QComboBox):
        texts.append(widget.currentText())
    elif isinstance(widget, QTabBar):
        texts.extend(plain(widget.tabText(i)) for i in range(widget.count()))
    elif isinstance(widget, QAbstractItemView):
        texts.extend(view_texts(widget))
    return [t for t in texts if t]


def view_texts(view: QAbstractItemView, limit: int = 400) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts: list[str] = []
    root = view.rootIndex()
    rows = model.rowCount(root)
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list model: its columnCount is private, and one column
        columns = 1
    for column in range(columns):
        header = model.headerData(column, Qt.Orientation.Horizontal)
        if header:
            texts.append(str(header))
    for row in range(min(rows, limit)):
        for column in range(columns):
            value = model.index(row, column, root).data()
            if value not in (None, ""):
                texts.append(str(value))
    return texts


def visible_texts(window: QWidget | None = None) -> list[str]:
    """Every text a person can read in a window (default: all visible windows)."""
    windows = [window] if window is not None else top_windows()
    texts: list[str] = []
    for top in windows:
        if top.windowTitle():
            texts.append(top.windowTitle())
        for widget in [top, *top.findChildren(QWidget)]:
            if really_visible(widget):
                texts.extend(widget_texts(widget))
    return texts


def focus_window() -> QWindow:
    window = QGuiApplication.focusWindow()
    if window is None:
        raise AssertionError("no window has the keyboard focus: a key would go nowhere")
    return window


def describe(widget: QWidget | None) -> str:
    if widget is None:
        return "nothing"
    name = widget.accessibleName() or widget.objectName()
    text = widget_texts(widget)[:1] if not isinstance(widget, QAbstractItemView) else []
    return f"{type(widget).__name__}({name or (text[0] if text else '')!r})"


def _matches(text: str, wanted: str) -> bool:
    """A control's text names `wanted`: equal, or `wanted` then its key hint ("Start [Ctrl+Enter]")
    or an ellipsis ("Print…")."""
    if text == wanted:
        return True
    if text.startswith(wanted):
        rest = text[len(wanted) :].lstrip()
        return rest.startswith(("[", "…", "(")) or rest == ""
    return False


def find_button(wanted: str, window: QWidget) -> QAbstractButton:
    """The one visible, enabled button of the window whose text names `wanted`."""
    buttons = [
        b for b in window.findChildren(QAbstractButton) if really_visible(b) and b.isEnabled()
    ]
    found = [b for b in buttons if _matches(plain(b.text()), wanted)]
    if len(found) == 1:
        return found[0]
    shown = ", ".join(repr(plain(b.text())) for b in buttons if b.text())
    if not found:
        raise AssertionError(
            f"no visible, enabled button {wanted!r} in {describe(window)}: {shown}"
        )
    raise AssertionError(f"{len(found)} buttons {wanted!r} in {describe(window)}")


def find_tab(wanted: str, window: QWidget) -> tuple[QTabBar, int] | None:
    """The visible, enabled tab named `wanted` (its bar and index), if the window has one."""
    for bar in window.findChildren(QTabBar):
        if not really_visible(bar):
            continue
        for index in range(bar.count()):
            if _matches(plain(bar.tabText(index)), wanted) and bar.isTabEnabled(index):
                return bar, index
    return None


# ---- the person -----------------------------------------------------------------------------


class Person:
    """What a scenario can do (from the driver thread). See the module's docstring."""

    def __init__(self, bridge: Bridge, home: Path, artifacts: Path) -> None:
        self._bridge = bridge
        self._gui_thread = threading.current_thread()  # made where the event loop will run
        self.ended = threading.Event()  # set by the child when main() has returned
        self.home = home  # the test's own folder: config/, data/, state/
        self.artifacts = artifacts  # screenshots go here
        self.state = home / "state"  # for scenarios run in two programs (kill, then resume)
        self.state.mkdir(exist_ok=True)
        self._shots = 0

    # -- the GUI thread

    def gui(self, fn: Callable[[], T], timeout: float = GUI_ANSWER_S) -> T:
        """Runs `fn` in the GUI thread and returns its result (inspection only)."""
        if self.ended.is_set():
            raise ProgramEnded("the program has ended")
        if threading.current_thread() is self._gui_thread:
            raise WrongThread(
                "a Person method was called in the GUI thread (in a wait_until condition?): "
                "it would wait for itself; use front_window(), visible_texts() and the like there"
            )
        job = Job(fn)
        self._bridge.call.emit(job)
        deadline = time.monotonic() + timeout
        while not job.done.wait(0.05):
            if self.ended.is_set():
                raise ProgramEnded("the program ended before it answered")
            if time.monotonic() > deadline:
                raise GuiHung(f"the program did not answer within {timeout:.0f} s: it hangs")
        if job.error is not None:
            raise job.error
        return job.result  # type: ignore[no-any-return]

    def _input(self, prepare: Callable[[], Callable[[], None]]) -> None:
        """`prepare` runs in the GUI thread, finds the target (raising if there is none) and
        returns the sending; that runs from the event loop's next turn, and this returns now."""

        def schedule() -> None:
            send = prepare()
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, send)

        self.gui(schedule)

    def busy(self, seconds: float) -> None:
        """The program's thread busy for `seconds` from the event loop's next turn, as on a
        loaded machine; returns at once: what the person does meanwhile waits in the X server
        and reaches the program afterwards, in order."""
        self._input(lambda: lambda: time.sleep(seconds))

    def settle(self) -> None:
        """Returns once every input sent so far has been delivered (or opened a modal loop)."""
        self.gui(lambda: None)

    def wait_until(
        self,
        condition: Callable[[], T],
        timeout: float = 10.0,
        message: str | Callable[[], str] = "",
    ) -> T:
        """Polls `condition` in the GUI thread until it returns something true; returns that."""
        deadline = time.monotonic() + timeout
        last_error = ""
        slowest = 0.0  # the GUI thread's slowest answer: a frozen window, not a stalled one
        while True:
            asked = time.monotonic()
            try:
                value = self.gui(condition)
            except AssertionError as error:  # not there yet (a page still to open, say)
                value, last_error = None, f"\nlast: {error}"  # type: ignore[assignment]
            slowest = max(slowest, time.monotonic() - asked)
            if value:
                return value
            if time.monotonic() > deadline:
                text = message() if callable(message) else message
                raise AssertionError(
                    f"waited {timeout:.0f} s in vain{': ' + text if text else ''}{last_error}\n"
                    f"the window's slowest answer meanwhile: {slowest:.2f} s\n"
                    f"window: {self.title()!r}, focus: {self.focus()}\n"
                    f"visible texts: {self.texts()[:80]}"
                )
            time.sleep(0.05)

    # -- keys

    def _await_focus(self) -> None:
        """Waits (up to FOCUS_S) until the window that opened last has the keyboard focus, as a
        person waits before typing; then the key goes wherever the focus is."""
        from tests.e2e.window_manager import WindowManager

        def settled() -> bool:
            manager = WindowManager.current
            return manager is None or manager.settled()

        deadline = time.monotonic() + FOCUS_S
        while time.monotonic() < deadline:
            if self.gui(settled):
                return
            time.sleep(0.02)

    def press(self, keys: str, times: int = 1) -> None:
        """A key or key combination as Qt writes it ("Ctrl+P", "Space", "Esc", "K", "Ctrl++"),
        sent to the window that has the keyboard focus."""
        sequence = QKeySequence(keys)
        if sequence.count() != 1 or sequence[0].key() == Qt.Key.Key_unknown:
            raise ValueError(f"not one key: {keys!r}")
        combination = sequence[0]
        key, modifiers = combination.key(), combination.keyboardModifiers()
        for _ in range(times):
            self._await_focus()

            def prepare() -> Callable[[], None]:
                window = focus_window()
                return lambda: QTest.keyClick(window, key, modifiers)

            self._input(prepare)

    def type(self, text: str) -> None:
        """Types `text` into the widget that has the keyboard focus, one key at a time."""
        self._await_focus()

        def prepare() -> Callable[[], None]:
            focus_window()
            widget = QApplication.focusWidget()
            if widget is None:
                raise AssertionError(f"no widget has the keyboard focus to type {text!r} into")
            return lambda: QTest.keyClicks(widget, text)

        self._input(prepare)

    # -- the mouse

    def click(self, text: str, double: bool = False) -> None:
        """Clicks the centre of the visible, enabled button (or tab) named `text` in the front
        window."""

        def prepare() -> Callable[[], None]:
            window = front_window()
            tab = find_tab(text, window)
            if tab is not None:
                bar, index = tab
                return _click_at(bar, bar.tabRect(index).center(), double)
            button = find_button(text, window)
            return _click_at(button, QPoint(button.width() // 2, button.height() // 2), double)

        self._input(prepare)

    def click_widget(
        self, find: Callable[[], QWidget], at: Callable[[QWidget], QPoint] | None = None
    ) -> None:
        """Clicks a widget found in the GUI thread by `find` (at its centre, or at `at(widget)`
        in its own coordinates): for things that have no text, such as a die."""

        def prepare() -> Callable[[], None]:
            widget = find()
            if not really_visible(widget) or not widget.isEnabled():
                raise AssertionError(f"{describe(widget)} is not visible and enabled")
            pos = at(widget) if at else QPoint(widget.width() // 2, widget.height() // 2)
            return _click_at(widget, pos, False)

        self._input(prepare)

    def choose(self, combo_name: str, item: str) -> None:
        """Opens the combo box named `combo_name` (its accessible name) with the mouse and
        clicks the item `item` in its list."""
        self.click_widget(lambda: find_widget(QComboBox, combo_name))

        def popup_view() -> QAbstractItemView | None:
            popup = QApplication.activePopupWidget()
            if popup is None:
                return None
            views = [v for v in popup.findChildren(QAbstractItemView) if v.isVisible()]
            return views[0] if views else None

        self.wait_until(popup_view, 5, f"the list of {combo_name!r} opens")

        def click_item() -> Callable[[], None]:
            view = popup_view()
            assert view is not None
            model = view.model()
            texts = [str(model.index(r, 0).data()) for r in range(model.rowCount())]
            if item not in texts:
                raise AssertionError(f"no {item!r} in {combo_name!r}: {texts}")
            rect = view.visualRect(model.index(texts.index(item), 0))
            return _click_at(view.viewport(), rect.center(), False)

        self._input(click_item)
        self.wait_until(lambda: QApplication.activePopupWidget() is None, 5, "the list closes")

    def menu(self, *path: str) -> None:
        """Opens the menu bar's menu `path[0]` with the mouse and clicks the items that follow."""
        title, *items = path

        def open_menu() -> Callable[[], None]:
            window = front_window()
            bar = window.findChild(QMenuBar)
            if bar is None or not really_visible(bar):
                raise AssertionError(f"{describe(window)} shows no menu bar")
            for action in bar.actions():
                if plain(action.text()) == title and action.isVisible():
                    rect = bar.actionGeometry(action)
                    return _click_at(bar, rect.center(), False)
            shown = [plain(a.text()) for a in bar.actions()]
            raise AssertionError(f"no menu {title!r} in the menu bar: {shown}")

        self._input(open_menu)
        for item in items:
            menu = self.wait_until(lambda: _open_menu(), 5, f"the menu with {item!r} did not open")
            del menu

            def click_item(item: str = item) -> Callable[[], None]:
                popup = _open_menu()
                if popup is None:
                    raise AssertionError("no menu is open")
                for action in popup.actions():
                    if _matches(plain(action.text()), item) and action.isVisible():
                        if not action.isEnabled():
                            raise AssertionError(f"the menu item {item!r} is disabled")
                        return _click_at(popup, popup.actionGeometry(action).center(), False)
                shown = [plain(a.text()) for a in popup.actions() if a.text()]
                raise AssertionError(f"no item {item!r} in the menu: {shown}")

            self._input(click_item)

    def wait_for_exit(self, timeout: float = 15.0) -> None:
        """Waits until the program has ended (after the person quit it)."""
        if not self.ended.wait(timeout):
            raise AssertionError(f"the program did not end within {timeout:.0f} s")

    def x_keys(self, *keys: str, delay_ms: int = 30) -> None:
        """Keys through the X server itself (xdotool's XTEST: as from a real keyboard), in
        xdotool's names ("Escape", "ctrl+p", "n"), to the window X has focused, `delay_ms`
        apart (xdotool sends them all without waiting for the program)."""
        import shutil
        import subprocess

        if shutil.which("xdotool") is None:
            raise AssertionError("xdotool is not installed")
        self._await_focus()
        command = ["xdotool", "key", "--delay", str(delay_ms), *keys]
        subprocess.run(command, check=True, timeout=20 + len(keys) * delay_ms / 1000)

    def x_type(self, text: str) -> None:
        """Types `text` through the X server (xdotool type)."""
        import subprocess

        self._await_focus()
        subprocess.run(["xdotool", "type", "--delay", "30", text], check=True, timeout=20)

    def x_click(self, find: Callable[[], QWidget], at: tuple[int, int] | None = None) -> None:
        """A click of the mouse's left button through the X server (xdotool's XTEST: as from a
        real mouse) on the widget `find` returns in the GUI thread: at its centre, or at the
        point `at` of it."""
        import subprocess

        def centre() -> tuple[int, int]:
            widget = find()
            if not really_visible(widget):
                raise AssertionError(f"{describe(widget)} is not where a person can click it")
            here = QPoint(*at) if at is not None else widget.rect().center()
            point = widget.mapToGlobal(here)
            return point.x(), point.y()

        x, y = self.gui(centre)
        command = ["xdotool", "mousemove", "--sync", str(x), str(y), "click", "1"]
        subprocess.run(command, check=True, timeout=20)

    def x_focus(self) -> int:
        """The window that has X's input focus (0: none, or the screen's root)."""
        import subprocess

        answer = subprocess.run(
            ["xdotool", "getwindowfocus"], capture_output=True, text=True, timeout=20
        )
        return int(answer.stdout.strip() or 0)

    def quit(self) -> None:
        """Closes what is in front with Esc until the main window is, then quits with Ctrl+Q."""
        for _ in range(6):
            if self.dialog() is None:
                break
            self.press("Esc")
            self.settle()
            time.sleep(0.05)
        self.press("Ctrl+Q")

    # -- looking

    def title(self) -> str:
        """The title of the front window (the active dialog, else the main window)."""
        return self.gui(lambda: front_window().windowTitle())

    def main_title(self) -> str:
        return self.gui(lambda: main_window().windowTitle())

    def texts(self, front_only: bool = False) -> list[str]:
        return self.gui(lambda: visible_texts(front_window() if front_only else None))

    def sees(self, text: str, front_only: bool = False) -> bool:
        """Whether `text` is part of a text a person can read now."""
        return any(text in shown for shown in self.texts(front_only))

    def wait_to_see(self, text: str, timeout: float = 10.0) -> None:
        self.wait_until(lambda: any(text in t for t in visible_texts()), timeout, f"{text!r}")

    def scroll_to_see(self, text: str, timeout: float = 20.0) -> None:
        """Waits for `text` in the front window, then turns the mouse wheel over the scrolled
        column that holds it until it is in sight, as a person scrolls down to read it (where
        it lands on the page depends on what came before it: the coach's graph, the bar)."""
        self.wait_until(lambda: _holder(text) is not None, timeout, f"{text!r} on the page")
        deadline = time.monotonic() + timeout
        while not self.sees(text):
            if time.monotonic() > deadline:
                raise AssertionError(f"scrolled {timeout:.0f} s in vain to see {text!r}")

            def prepare() -> Callable[[], None]:
                area = _holder(text)
                if area is None:
                    raise AssertionError(f"{text!r} is in no scrolled column")
                return _wheel_at(area.viewport())

            self._input(prepare)
            self.settle()

    def dialog(self) -> str | None:
        """The title of the dialog or other window in front of the main window, or None."""

        def look() -> str | None:
            window = front_window()
            if isinstance(window, QMainWindow):
                return None
            return window.windowTitle() or type(window).__name__

        return self.gui(look)

    def windows(self) -> list[str]:
        """The visible top-level windows: class and title."""
        return self.gui(lambda: [f"{type(w).__name__}:{w.windowTitle()}" for w in top_windows()])

    def focus(self) -> str:
        """The widget that has the keyboard focus, described."""
        return self.gui(lambda: describe(QApplication.focusWidget()))

    def screenshot(self, name: str = "") -> Path:
        """The whole screen as a PNG in the artifacts folder; returns its path."""
        self._shots += 1
        path = self.artifacts / f"{self._shots:02d}-{name or 'screen'}.png"

        def grab() -> None:
            screen = QGuiApplication.primaryScreen()
            if not screen.grabWindow(0).save(str(path)):
                raise AssertionError(f"could not write {path}")

        self.gui(grab)
        return path

    # -- the league file (read only, as another program would)

    def database(self) -> Path:
        from roller_desktop.store.paths import default_database_path

        return default_database_path()

    def sql(self, query: str, *params: Any) -> list[tuple[Any, ...]]:
        uri = f"file:{self.database()}?mode=ro"
        with sqlite3.connect(uri, uri=True) as connection:
            return list(connection.execute(query, params))


def _open_menu() -> QMenu | None:
    popup = QApplication.activePopupWidget()
    return popup if isinstance(popup, QMenu) and popup.isVisible() else None


def _click_at(widget: QWidget, pos: QPoint, double: bool) -> Callable[[], None]:
    """A mouse click at `pos` of `widget`, sent to its window as the X server would."""
    top = widget.window()
    handle = top.windowHandle()
    if handle is None:
        raise AssertionError(f"{describe(top)} has no window on screen")
    at = widget.mapTo(top, pos)

    def send() -> None:
        QTest.mouseMove(handle, at)
        if double:
            QTest.mouseDClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        else:
            QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)

    return send


def _holder(text: str) -> QScrollArea | None:
    """The scrolled column of the front window holding a shown label with `text`."""
    for label in front_window().findChildren(QLabel):
        if label.isVisible() and text in label.text():
            area = label.parentWidget()
            while area is not None and not isinstance(area, QScrollArea):
                area = area.parentWidget()
            if area is not None:
                return area
    return None


def _wheel_at(widget: QWidget) -> Callable[[], None]:
    """One notch of the mouse wheel, down, over the centre of `widget` (a scrolled column's
    viewport: what lies under the pointer there passes the wheel on to it)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    top = widget.window()
    handle = top.windowHandle()
    if handle is None:
        raise AssertionError(f"{describe(top)} has no window on screen")
    at = QPointF(widget.mapTo(top, QPoint(widget.width() // 2, widget.height() // 2)))

    def send() -> None:
        QTest.mouseMove(handle, at.toPoint())
        centre = QPointF(widget.width() / 2, widget.height() / 2)
        event = QWheelEvent(
            centre,
            QPointF(handle.mapToGlobal(at.toPoint())),
            QPoint(),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    return send


def names(items: Iterable[Any]) -> list[str]:
    return [str(item) for item in items]
