"""A few lines of wrapped words that take the room their layout gives and never ask for more:
their type gets smaller to hold them (down to a floor), and past the floor the first lines give
way to the last ones (a log read from its end), with the whole text in the tooltip.

Made for the opening throws' log: eight seats of "Datamaskin (forsiktig) 7" and a tie made
a plain word-wrapped label ask for more height than the page had at the largest text, and
Qt cut it at the top and the bottom while it squeezed the felt's die to a few pixels."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
MORE = "…"  # over the lines shown where earlier ones gave way


class FitParagraph(QLabel):
    """Plain text of one or more lines, wrapped and centred, fitted to the label's room."""

    def __init__(self, parent: QWidget | None = None, floor: float = 0.5) -> None:
        super().__init__(parent)
        self.floor = floor
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._fitted_for: tuple[object, ...] = ()
        self._fitted: tuple[QFont, str] = (QFont(), "")
        self.most = 1 << 20  # the most height it asks for all its lines at the floor's type

    def minimumSizeHint(self) -> QSize:
        """All its lines at the floor's type in its present width, up to `most`: the layout
        gives the rest to its neighbours (a felt with a die asks for all of it)."""
        return QSize(0, math.ceil(min(self.height_at_floor(self.width()), self.most)))

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return False

    def _room(self) -> QRectF:
        rect = self.contentsRect()
        margin = self.margin()
        return QRectF(rect.adjusted(margin, margin, -margin, -margin))

    def _tall(self, font: QFont, text: str, width: float) -> float:
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), WRAP, text).height()

    def height_at_floor(self, width: float) -> float:
        """The height its words take at the floor's type in `width` (all of them)."""
        font = QFont(self.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(size * self.floor)
        margin = 2 * self.margin()
        return (
            self._tall(font, self.text(), max(1.0, width - margin)) + margin if self.text() else 0
        )

    def fitted(self) -> tuple[QFont, str]:
        """The type and the lines shown in the present room (worked out again only when the
        words, type or room change)."""
        room = self._room()
        key = (self.text(), self.font().key(), room.width(), room.height())
        if key != self._fitted_for:
            self._fitted = self._fit(room)
            self._fitted_for = key
        return self._fitted

    def _fit(self, room: QRectF) -> tuple[QFont, str]:
        text, width, height = self.text(), max(1.0, room.width()), max(1.0, room.height())
        font = QFont(self.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        if self._tall(font, text, width) <= height:
            return font, text
        low, high = size * self.floor, size
        font.setPointSizeF(low)
        if self._tall(font, text, width) <= height:
            for _ in range(8):  # the largest type that holds them, to a tenth of a point
                middle = (low + high) / 2
                font.setPointSizeF(middle)
                if self._tall(font, text, width) <= height:
                    low = middle
                else:
                    high = middle
            font.setPointSizeF(low)
            return font, text
        lines = text.split("\n")
        shown = text
        for first in range(1, len(lines)):  # the newest lines at the floor's type, "…" over them
            shown = "\n".join([MORE, *lines[first:]])
            if self._tall(font, shown, width) <= height:
                break
        return font, shown

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tip()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # its lines wrap anew: another height

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._update_tip()
            self.updateGeometry()

    def _update_tip(self) -> None:
        _, shown = self.fitted()
        self.setToolTip("" if shown == self.text() else self.text())

    def paintEvent(self, event: QPaintEvent) -> None:
        font, shown = self.fitted()
        painter = QPainter(self)
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self._room(), WRAP, shown)
        painter.end()
