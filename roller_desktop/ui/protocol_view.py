"""The protocol grid on screen: the model's cells with the running total in small type."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from roller_desktop.ui.protocol_model import IsCurrentRole, ProtocolModel, RunningTotalRole


class ProtocolDelegate(QStyledItemDelegate):
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
        font = option.font
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.62))
        painter.setFont(font)
        colour = option.palette.text().color()
        colour.setAlpha(150)
        painter.setPen(colour)
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
