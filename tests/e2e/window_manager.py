"""What a desktop's window manager does for keyboard focus, on Xvfb that has none.

Xvfb runs no window manager, so no window of the program would ever get the keyboard focus and
every key would go nowhere. A person's desktop focuses a window when it opens, when it is
clicked, and gives the focus back to the window below when the focused one closes. This does
the same, through the X server (QWindow.requestActivate: Qt's xcb plugin sets X's input focus,
and the program learns of it from X's FocusIn as it would from a window manager). It never
moves the focus inside a window: which widget has it is the program's business, and tested.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

# Windows a window manager does not focus: menus, tooltips, splash screens.
_UNFOCUSED = (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen)


def _managed(widget: QWidget) -> bool:
    return widget.isWindow() and widget.windowType() not in _UNFOCUSED


class WindowManager(QObject):
    current: WindowManager | None = None  # the one of this program

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        WindowManager.current = self
        self._stack: list[QWidget] = []  # managed windows in the order they were shown
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and _managed(widget):
                self._stack.append(widget)
        # The main window first: it was shown before any window opened beside it.
        self._stack.sort(key=lambda w: 0 if w.inherits("QMainWindow") else 1)
        app.installEventFilter(self)
        self._focus_top()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(watched, QWidget) and watched.isWindow() and _managed(watched):
            if kind == QEvent.Type.Show:
                if watched in self._stack:
                    self._stack.remove(watched)
                self._stack.append(watched)
                self._later(watched)
            elif kind in (QEvent.Type.Hide, QEvent.Type.Close):
                if watched in self._stack:
                    was_top = self._stack[-1] is watched
                    self._stack.remove(watched)
                    if was_top:
                        QTimer.singleShot(0, self._focus_top)
            elif kind == QEvent.Type.MouseButtonPress and not watched.isActiveWindow():
                self._later(watched)  # click to focus
        return False

    def settled(self) -> bool:
        """Whether the window the manager gave the focus to has it now (X answers a moment
        later): a person waits for that before typing into a window that just opened."""
        if QApplication.activePopupWidget() is not None:
            return True
        self._stack = [w for w in self._stack if _alive(w) and w.isVisible()]
        if not self._stack:
            return True
        top = self._stack[-1]
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            top = modal
        return top.isActiveWindow()

    def _later(self, window: QWidget) -> None:
        QTimer.singleShot(0, lambda: self._activate(window))

    def _focus_top(self) -> None:
        self._stack = [w for w in self._stack if _alive(w) and w.isVisible()]
        if self._stack and QApplication.activePopupWidget() is None:
            self._activate(self._stack[-1])

    def _activate(self, window: QWidget) -> None:
        if not _alive(window) or not window.isVisible():
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not window and modal.isVisible():
            window = modal  # a modal dialog keeps the focus, as window managers let it
        handle = window.windowHandle()
        if handle is not None and not window.isActiveWindow():
            handle.requestActivate()


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on the C++ side
        return False
    return True
