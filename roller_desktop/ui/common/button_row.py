"""A row of buttons that goes one under another where side by side their words would not fit:
in a narrow column at a large text the row no longer makes the column as wide as all of them
(the paper entry's Up, Down and Remove needed about 486 px at the largest text, and the league
players' names beside them were cut, with a side scroll bar)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QLayout, QPushButton, QWidget

SIDE_BY_SIDE = QBoxLayout.Direction.LeftToRight
STACKED = QBoxLayout.Direction.TopToBottom


class ButtonRow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QBoxLayout(SIDE_BY_SIDE, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        # The row's least width is its widest button's (stacked), not the sum the layout
        # would make it.
        self.box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.buttons: list[QPushButton] = []

    def add(self, button: QPushButton) -> None:
        self.box.addWidget(button)  # each its words first, what is left shared
        self.buttons.append(button)
        self.arrange()

    def side_by_side_width(self) -> int:
        """The width the buttons need beside each other, each with its words whole."""
        spacing = max(0, self.box.spacing()) * max(0, len(self.buttons) - 1)
        return sum(b.sizeHint().width() for b in self.buttons) + spacing

    def stacked(self) -> bool:
        return self.box.direction() == STACKED

    def arrange(self) -> None:
        wanted = SIDE_BY_SIDE if self.width() >= self.side_by_side_width() else STACKED
        if self.box.direction() != wanted:
            self.box.setDirection(wanted)
            self.box.activate()  # laid out anew now, not on a later turn of the loop
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        widest = max((b.sizeHint().width() for b in self.buttons), default=0)
        return QSize(widest, self.box.minimumSize().height())

    def sizeHint(self) -> QSize:
        return QSize(self.side_by_side_width(), self.box.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
            self.arrange()
