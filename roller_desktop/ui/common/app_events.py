"""Two habits of the whole program, kept by one filter on the application's events:

- A window opened from another (a dialog, a message, a menu, Qt's file and print dialogs)
  takes the type of the window it belongs to, so it follows the text size setting: Qt hands
  a widget's font down to its children, not to the windows it opens.
- The mouse wheel turns a choice or a number only once it has the keyboard: scrolling a page
  with the wheel over it (the setup at a large text) scrolls the page and changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

_INSTALLED = "rollerAppEvents"  # the application's property: installed once


class AppEvents(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, QWidget):
            polish(watched)
        elif (
            kind == QEvent.Type.Wheel
            and isinstance(watched, QComboBox | QAbstractSpinBox)
            and not watched.hasFocus()
        ):
            event.ignore()  # on to the page under it, which scrolls
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


def install(app: QApplication) -> None:
    """The filter on the application, once however many windows are made."""
    if app.property(_INSTALLED):
        return
    app.setProperty(_INSTALLED, True)
    app.installEventFilter(AppEvents(app))
