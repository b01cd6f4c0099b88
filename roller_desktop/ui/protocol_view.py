"""The protocol grid on screen: the model's cells with the running total in small type."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from roller_desktop.engine.protocol import Outcome
from roller_desktop.ui.protocol_model import (
    IsCurrentRole,
    OutcomeRole,
    ProtocolModel,
    RunningTotalRole,
)

TJOCK_SCALE = 1.8  # the Tjock dash is a short line: drawn larger and bold to be seen
RUNNING_SCALE = 0.8  # the running total beside each round, smaller than the cell's points
RUNNING_ALPHA = 215  # a quieter shade of the text colour, still readable
RUNNING_MIN_PT = 8.0


class ProtocolDelegate(QStyledItemDelegate):
    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(OutcomeRole) == Outcome.TJOCK.value:
            font = QFont(option.font)
            font.setPointSizeF(font.pointSizeF() * TJOCK_SCALE)
            font.setBold(True)
            option.font = font

    @staticmethod
    def running_total_font(base: QFont) -> QFont:
        font = QFont(base)
        font.setPointSizeF(max(RUNNING_MIN_PT, base.pointSizeF() * RUNNING_SCALE))
        return font

    @staticmethod
    def running_total_colour(palette: QPalette) -> QColor:
        colour = palette.text().color()
        colour.setAlpha(RUNNING_ALPHA)
        return colour

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)
        running = index.data(RunningTotalRole)
        if index.data(IsCurrentRole):
            painter.save()
            painter.setPen(QColor(230, 150, 0))
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()
        if running is None or index.data(Qt.ItemDataRole.DisplayRole) == str(running):
            return
        painter.save()
        painter.setFont(self.running_total_font(option.font))
        painter.setPen(self.running_total_colour(option.palette))
        r: QRect = option.rect.adjusted(2, 0, -4, -1)
        painter.drawText(
            r, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(running)
        )
        painter.restore()


class ProtocolView(QTableView):
    def __init__(self, model: ProtocolModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(ProtocolDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # 8 long names
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAlternatingRowColors(True)
        self.setAccessibleName(self.tr("Protocol"))
