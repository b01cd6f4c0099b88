"""A plain stand-in for the dice widget (dice_view.DiceView) until that lands: same names."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


class DiceView(QWidget):
    selectionChanged = Signal(list)
    animationFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: list[int] = []
        self._kept: list[list[int]] = []
        self._selected: set[int] = set()
        self._selectable = False
        self._size = 0
        self.setMinimumSize(300, 160)

    def set_dice(self, values: Sequence[int], animate: bool = True) -> None:
        self._values = list(values)
        self._selected.clear()
        self.update()
        self.animationFinished.emit()

    def set_kept(self, groups: Sequence[Sequence[int]]) -> None:
        self._kept = [list(g) for g in groups]
        self.update()

    def clear(self) -> None:
        self._values, self._kept = [], []
        self._selected.clear()
        self.update()

    def set_selectable(self, on: bool) -> None:
        self._selectable = on
        self.update()

    def selected_indices(self) -> list[int]:
        return sorted(self._selected)

    def selected_values(self) -> list[int]:
        return [self._values[i] for i in sorted(self._selected)]

    def set_selected(self, indices: Sequence[int]) -> None:
        self._selected = {i for i in indices if 0 <= i < len(self._values)}
        self.update()
        self.selectionChanged.emit(self.selected_indices())

    def toggle(self, index: int) -> None:
        if not self._selectable or not 0 <= index < len(self._values):
            return
        self._selected ^= {index}
        self.update()
        self.selectionChanged.emit(self.selected_indices())

    def skip_animation(self) -> None:
        pass

    def is_animating(self) -> bool:
        return False

    def set_animation_enabled(self, on: bool) -> None:
        pass

    def set_die_size(self, px: int) -> None:
        self._size = px
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def _die(self) -> float:
        return self._size or min(self.width() / 7.5, self.height() / 2.6)

    def _rect(self, i: int) -> QRectF:
        s = self._die()
        return QRectF(s * 0.3 + i * s * 1.2, self.height() - s * 1.25, s, s)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for i in range(len(self._values)):
            if self._rect(i).contains(QPointF(event.position())):
                self.toggle(i)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._die()
        x = s * 0.3
        for group in self._kept:
            for v in group:
                self._paint_die(p, QRectF(x, s * 0.15, s * 0.6, s * 0.6), v, False)
                x += s * 0.65
            x += s * 0.3
        for i, v in enumerate(self._values):
            self._paint_die(p, self._rect(i), v, i in self._selected)

    def _paint_die(self, p: QPainter, r: QRectF, value: int, selected: bool) -> None:
        p.setPen(QColor("#d8a000") if selected else QColor("#555"))
        p.setBrush(QColor("#fff6d8") if selected else QColor("white"))
        p.drawRoundedRect(r, r.width() * 0.15, r.width() * 0.15)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#222"))
        for fx, fy in PIPS[value]:
            c = QPointF(r.x() + fx * r.width(), r.y() + fy * r.height())
            p.drawEllipse(c, r.width() * 0.08, r.width() * 0.08)
