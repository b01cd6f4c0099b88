"""Keys typed at a window of ours that closed before the program read them go to the window
the keyboard goes home to (ui/common/app_events.py), in the order typed.

A click on a dialog's Close or OK and a key typed right after it, before the program has read
the click (a busy moment, a loaded laptop): the X server gives the key to the window that has
its keyboard, the dialog, still open then. By the time the program reads the key the click has
closed the dialog, and the key went nowhere (the letters of a name after OK, Ctrl+H after the
help's Close). Two ways, by when Qt reads the key:

- after the close: Qt has destroyed the dialog's X window, and drops a key for a window it no
  longer knows. Qt shows every event of the X server to a native event filter first
  (`GoneKeys`), which writes the home window's over the key's window;
- before the close (the click and the key read at once, delivered in order): the key is
  delivered to the dialog's window, hidden by then; `send_home` gives it to the home window.

The home window is also made Qt's active one at once (`hand_over`), not when X's word of it
comes behind those keys: Qt matches a window's shortcuts (Ctrl+H, N) only in its active window.

Only on X (xcb): the other platforms have a window manager, which moves the keyboard itself.
"""

from __future__ import annotations

import ctypes
import warnings
from collections.abc import Callable

from PySide6.QtCore import QAbstractNativeEventFilter, QByteArray, QCoreApplication
from PySide6.QtGui import QGuiApplication, QKeyEvent, QWindow
from PySide6.QtWidgets import QApplication, QWidget

# X's core events (xproto): the type is the first byte, its top bit marks a sent event.
_KEY_PRESS, _KEY_RELEASE = 2, 3
_EVENT_WINDOW = 12  # the byte offset of a key event's window (xcb_key_press_event_t.event)
_REMEMBERED = 16  # closed windows remembered: their keys come within moments of the close
_XCB = QByteArray(b"xcb_generic_event_t")

Home = Callable[[], QWidget | None]


class GoneKeys(QAbstractNativeEventFilter):
    """X's key events for the windows of ours that closed, sent home instead."""

    def __init__(self) -> None:
        super().__init__()
        self.gone: dict[int, Home] = {}  # the X window of a closed window → where keys go

    def closed(self, window_id: int, home: Home) -> None:
        """`window_id`, the X window of a window of ours that is closing, sends its keys to
        the window `home` names when they come (the newest closes are remembered)."""
        self.gone.pop(window_id, None)
        self.gone[window_id] = home
        while len(self.gone) > _REMEMBERED:
            del self.gone[next(iter(self.gone))]

    def nativeEventFilter(
        self, kind: QByteArray | bytes | bytearray | memoryview[int], message: int
    ) -> tuple[bool, int]:
        if not self.gone or kind != _XCB:
            return False, 0
        address = int(message)
        if ctypes.c_uint8.from_address(address).value & 0x7F not in (_KEY_PRESS, _KEY_RELEASE):
            return False, 0
        window = ctypes.c_uint32.from_address(address + _EVENT_WINDOW)
        home = self.gone.get(window.value)
        if home is None:
            return False, 0
        shown = QWidget.find(window.value)  # the same X window shown again: its own keys
        if shown is not None and shown.isVisible():
            del self.gone[window.value]
            return False, 0
        target = home()
        home_id = int(target.internalWinId()) if target is not None else 0
        if home_id:
            window.value = home_id
        return False, 0


_FILTER: list[GoneKeys] = []  # the application's one filter, made with the first close


def on_x() -> bool:
    return QGuiApplication.platformName() == "xcb"


def window_closing(widget: QWidget, home: Home) -> None:
    """`widget`, a window of ours, is closing (its X window still there): keys X gives it
    from now on go to `home()`'s window."""
    window_id = int(widget.internalWinId())
    if not window_id or not on_x():
        return
    if not _FILTER:
        app = QCoreApplication.instance()
        if app is None:
            return
        _FILTER.append(GoneKeys())
        app.installNativeEventFilter(_FILTER[0])
    _FILTER[0].closed(window_id, home)


def hand_over(window: QWidget | None) -> bool:
    """Qt's active window is `window` from now, before X says so (on X only); True if it
    changed. QWidget.activateWindow asks X, whose answer comes after the keys typed
    meanwhile; QApplication.setActiveWindow, deprecated for that reason, is what sets Qt's
    own at once (PySide6 < 6.12 is pinned, where it still works). activateWindow alone was
    tried under real X: Ctrl+H typed right after a click on the help's Close was lost, 3 runs
    of 3 (tests/e2e/test_no_window_manager.py)."""
    if window is None or not on_x() or QApplication.activeWindow() is window:
        return False
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    return True


def send_home(
    window: QWindow, event: QKeyEvent, home_of: Callable[[QWidget], QWidget | None]
) -> bool:
    """A key (or the shortcut check before it) delivered to `window`, hidden: given to the
    window `home_of` its widget names; True if it took it (on X only)."""
    if not on_x():
        return False
    gone = next((w for w in QApplication.topLevelWidgets() if w.windowHandle() is window), None)
    if gone is None:
        return False
    home = home_of(gone)
    handle = home.windowHandle() if home is not None else None
    if handle is None or not handle.isVisible():
        return False
    copy = copied(event)
    QCoreApplication.sendEvent(handle, copy)
    event.setAccepted(copy.isAccepted())  # a field's "mine, not a shortcut" goes back to Qt
    return True


def copied(event: QKeyEvent) -> QKeyEvent:
    """A key event of our own to send on: Qt's is deleted once delivered."""
    return QKeyEvent(
        event.type(),
        event.key(),
        event.modifiers(),
        event.nativeScanCode(),
        event.nativeVirtualKey(),
        event.nativeModifiers(),
        event.text(),
        event.isAutoRepeat(),
        event.count(),
    )
