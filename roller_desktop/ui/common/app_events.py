"""Two habits of the whole program, kept by one filter on the application's events:

- A window opened from another (a dialog, a message, a menu, Qt's file and print dialogs)
  takes the type of the window it belongs to, so it follows the text size setting: Qt hands
  a widget's font down to its children, not to the windows it opens.
- The mouse wheel turns a choice or a number only once it was clicked and has the keyboard:
  scrolling a page with the wheel over it (the setup at a large text) scrolls the page and
  changes nothing, also where Tab gave it the keyboard (ui/common/wheel.py).
- A check box's or radio button's indicator grows with its text (ui/common/sized_style.py).
- A dialog shown without its own event loop (the help, the odds) takes the keyboard from the
  window of ours that had it (with no window manager nothing gives it).
- A window that closes gives the keyboard back to the window it came from: with no window
  manager (a plain X session at a cabin) nobody else does, and the keys after Esc on the
  help, the print preview or a message went nowhere until a click. The menu bar, left by
  Esc, gives it back to the page (Qt leaves it there when nothing had the keyboard before).
  A window activated only after it closed does the same: a click on the help's Close asks
  X to activate the help on the press, the release closes it, and the activation arrives
  after the close; the keyboard then fell to the root window, and Ctrl+H went nowhere.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QMainWindow,
    QMenuBar,
    QRadioButton,
    QStackedWidget,
    QWidget,
)
from shiboken6 import isValid

from roller_desktop.ui.common.sized_style import size_indicator
from roller_desktop.ui.common.wheel import WheelGuard

_INSTALLED = "rollerAppEvents"  # the application's property: installed once


_POLISH, _SHOW, _HIDE = QEvent.Type.Polish, QEvent.Type.Show, QEvent.Type.Hide
_KEY_PRESS, _WHEEL = QEvent.Type.KeyPress, QEvent.Type.Wheel
_ACTIVATE, _PRESS = QEvent.Type.WindowActivate, QEvent.Type.MouseButtonPress
_WATCHED = frozenset((_POLISH, _SHOW, _HIDE, _KEY_PRESS, _WHEEL, _ACTIVATE, _PRESS))


class AppEvents(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clicked: QWidget | None = None  # the window last clicked without the keyboard
        self.wheel = WheelGuard()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the program passes here (a few hundred for the key that ends a
        # match): the others leave at once (each enum attribute named here cost a microsecond,
        # more than the event's own delivery).
        kind = event.type()
        if kind not in _WATCHED:
            return False
        if kind is _POLISH and isinstance(watched, QCheckBox | QRadioButton):
            size_indicator(watched)
        if kind is _POLISH and isinstance(watched, QWidget):
            polish(watched)
        elif kind is _SHOW and isinstance(watched, QDialog):
            within_screen(watched)
            if not watched.isModal() and QApplication.activeWindow() is not None:
                QTimer.singleShot(0, lambda: take_keyboard(watched))
        elif kind is _HIDE and isinstance(watched, QWidget) and closes(watched):
            clicked, self.clicked = watched is self.clicked, None
            # Not while another program has it; a window clicked (see keyboard_home) always.
            if clicked or QApplication.activeWindow() in (None, watched):
                owner = watched.parentWidget()
                QTimer.singleShot(0, lambda: keyboard_home(watched, owner, clicked))
        elif (
            kind is _ACTIVATE
            and isinstance(watched, QWidget)
            and not watched.isVisible()
            and closes(watched)
        ):  # the press's activation, come after the release closed it (module's note)
            owner = watched.parentWidget()
            QTimer.singleShot(0, lambda: keyboard_home(watched, owner))
        elif kind is _PRESS and isinstance(watched, QWidget):
            window = watched.window()
            self.clicked = window if window is not QApplication.activeWindow() else None
            self.wheel.pressed(watched)
        elif kind is _KEY_PRESS and isinstance(watched, QMenuBar):
            if cast(QKeyEvent, event).key() == Qt.Key.Key_Escape:
                QTimer.singleShot(0, lambda: leave_menu_bar(watched))
        elif (
            kind is _WHEEL
            and isinstance(watched, QComboBox | QAbstractSpinBox)
            and not self.wheel.turns(watched)
        ):
            self.wheel.to_page(watched, cast(QWheelEvent, event))  # the page scrolls
            return True
        return False


def polish(widget: QWidget) -> None:
    """A new window takes its owner's type; a choice or number no longer takes the keyboard
    from the wheel (else the wheel gives it the focus and then turns it)."""
    if isinstance(widget, QComboBox | QAbstractSpinBox):
        if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return
    owner = widget.parentWidget()
    if (
        not widget.isWindow()
        or owner is None
        or widget.testAttribute(Qt.WidgetAttribute.WA_SetFont)
    ):
        return
    widget.setFont(owner.window().font())


def closes(widget: QWidget) -> bool:
    """A window of its own going away (a dialog, the help, a preview): not a main window, a
    menu, a tooltip or a widget inside a window."""
    if not widget.isWindow() or isinstance(widget, QMainWindow):  # the program's end
        return False
    kind = widget.windowType()
    return kind not in (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen)


def keyboard_home(gone: QWidget, owner: QWidget | None, clicked: bool = False) -> None:
    """After `gone` closed: unless another window of ours has the keyboard, the window still
    open that it belonged to takes it (a modal dialog still open first, then its owner's
    window, then any main window shown), its last focused field with it.

    `clicked`: `gone` was clicked without the keyboard (its Close), so Qt asked X to focus it
    at the press, and X may do so after it closed, while another window still looks active
    here (and Qt may never say the closed window was activated): that window asks again,
    after the press's request, which X then follows (it changes nothing if it has it)."""
    active = QApplication.activeWindow()
    if active is not None and active is not gone and active.isVisible():
        if clicked:
            activate(active)
        return
    target = QApplication.activeModalWidget()
    if target is None or not target.isVisible():
        target = owner.window() if owner is not None and isValid(owner) else None
    if target is None or not target.isVisible():
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        target = next((w for w in shown if isinstance(w, QMainWindow)), None)
    if target is None or target is gone:
        return
    activate(target)


def leave_menu_bar(bar: QMenuBar) -> None:
    """After Esc on the menu bar: once no menu is open and the bar still holds the keyboard
    (or nothing does), the page its window shows takes it (its last focused field), so B
    banks again."""
    if not isValid(bar) or QApplication.activePopupWidget() is not None:
        return
    if QApplication.focusWidget() not in (None, bar):
        return
    window = bar.window()
    if QApplication.activeWindow() is None:  # the menu took it with it (Esc came to the bar)
        activate(window)
    page = window.centralWidget() if isinstance(window, QMainWindow) else None
    if isinstance(page, QStackedWidget):
        page = page.currentWidget()
    if page is None:
        return
    inner = page.focusWidget()
    bar.clearFocus()  # out of its keyboard mode first: leaving it gives the focus to nobody
    (inner if inner is not None and inner.isVisible() else page).setFocus(
        Qt.FocusReason.MenuBarFocusReason
    )


def take_keyboard(dialog: QDialog) -> None:
    """A window of ours shown without its own event loop (the help, the odds) takes the
    keyboard from the window of ours that had it: with no window manager nobody gives it, and
    F1 then Esc went to the page behind the help. Not when shown not to activate."""
    if (
        isValid(dialog)
        and dialog.isVisible()
        and not dialog.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        and QApplication.activeWindow() not in (None, dialog)
    ):
        activate(dialog)


AGAIN_MS = 150  # the X server's answer (a new time from it among them) is in by then


def activate(window: QWidget) -> None:
    """Ask X to give `window` the keyboard, and once more a moment later if no window of ours
    has it then. With no window manager Qt's xcb plugin sets X's input focus stamped with the
    time of the last X event it saw, and the X server refuses a time older than the last
    change of the focus: after another program focused a window at "now" (xdotool, a window
    manager's tool), a window closing by itself gave the keyboard to nobody. The first request
    sets a property of the window, whose notice brings Qt a newer time for the second."""
    window.activateWindow()
    QTimer.singleShot(AGAIN_MS, lambda: _activate_again(window))


def _activate_again(window: QWidget) -> None:
    if isValid(window) and window.isVisible() and QApplication.activeWindow() is None:
        window.activateWindow()


def within_screen(dialog: QDialog) -> None:
    """A dialog no larger than the screen, and on it: at a large text a dialog that
    remembers its size (Qt's file dialog) would reach below a small screen's edge, its name
    field and buttons out of sight."""
    screen = dialog.screen()
    if screen is None:  # no screen at all: Qt returns null, where the stub says it cannot
        return  # type: ignore[unreachable]
    free = screen.availableGeometry()
    frame = dialog.frameGeometry()
    extra_w = max(0, frame.width() - dialog.width())  # the window manager's frame, if any
    extra_h = max(0, frame.height() - dialog.height())
    width = max(dialog.minimumWidth(), min(dialog.width(), free.width() - extra_w))
    height = max(dialog.minimumHeight(), min(dialog.height(), free.height() - extra_h))
    if (width, height) != (dialog.width(), dialog.height()):
        dialog.resize(width, height)
    frame = dialog.frameGeometry()
    x = min(max(frame.left(), free.left()), free.right() + 1 - frame.width())
    y = min(max(frame.top(), free.top()), free.bottom() + 1 - frame.height())
    if (x, y) != (frame.left(), frame.top()):
        dialog.move(max(free.left(), x), max(free.top(), y))


def install(app: QApplication) -> None:
    """The filter on the application, once however many windows are made."""
    if app.property(_INSTALLED):
        return
    app.setProperty(_INSTALLED, True)
    app.installEventFilter(AppEvents(app))
