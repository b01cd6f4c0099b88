"""The mouse wheel over a choice or a number (a combo box, a spin box) turns it only when the
person clicked it and it still has the keyboard; otherwise the page under it scrolls.

Having the keyboard is not enough: at the largest text the keeper typed the rounds, pressed Tab
(the WW limit took the keyboard) and scrolled the setup down with the wheel; the page stopped on
the WW limit under the pointer and eight notches took it from 10000 to 9600 without a word (it
is then printed on the protocol as a house rule). Used by the application's event filter
(app_events.py), so every form of the program behaves alike."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)
from shiboken6 import isValid

FIELDS = (QComboBox, QAbstractSpinBox)


def field_of(widget: QWidget) -> QWidget | None:
    """The choice or number `widget` is, or is part of (a spin box's or an editable combo
    box's line edit), else None."""
    for candidate in (widget, widget.parentWidget()):
        if isinstance(candidate, FIELDS):
            return candidate
    return None


class WheelGuard:
    """Remembers the field last clicked; decides where a wheel over a field goes."""

    def __init__(self) -> None:
        self.clicked: QWidget | None = None

    def pressed(self, widget: QWidget) -> None:
        if widget.window().windowType() == Qt.WindowType.Popup:  # a combo box's list: still it
            return
        self.clicked = field_of(widget)

    def turns(self, field: QWidget) -> bool:
        """Whether the wheel may turn `field`: clicked, and it has the keyboard still."""
        return self.clicked is field and isValid(field) and field.hasFocus() and field.isEnabled()

    def to_page(self, field: QWidget, event: QWheelEvent) -> None:
        """The wheel on to the page around `field`: the nearest scroll area around it that can
        scroll that way scrolls; with none, the event goes on unused (and the field is left
        alone either way)."""
        area = scrolling_area(
            field, vertical=abs(event.angleDelta().y()) >= abs(event.angleDelta().x())
        )
        if area is None:
            event.ignore()
            return
        viewport = area.viewport()
        at = QPointF(viewport.mapFromGlobal(event.globalPosition().toPoint()))
        passed = QWheelEvent(
            at,
            event.globalPosition(),
            event.pixelDelta(),
            event.angleDelta(),
            event.buttons(),
            event.modifiers(),
            event.phase(),
            event.inverted(),
            event.source(),
        )
        QApplication.sendEvent(viewport, passed)
        event.accept()


def scrolling_area(widget: QWidget, vertical: bool = True) -> QAbstractScrollArea | None:
    """The nearest scroll area around `widget` (in its window) whose bar that way has a range:
    a table that shows all its rows passes the wheel to the page it lies on."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            bar = parent.verticalScrollBar() if vertical else parent.horizontalScrollBar()
            if bar.maximum() > bar.minimum():
                return parent
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None
