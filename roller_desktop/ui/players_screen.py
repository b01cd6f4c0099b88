"""The league's players: add, rename, archive (a player's matches always stay)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.i18n import by_name
from roller_desktop.ui.messages import describe
from roller_desktop.ui.widgets import scaled_font

PlayerIdRole = Qt.ItemDataRole.UserRole + 1


class PlayersScreen(QWidget):
    leave = Signal()

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 20, 40, 20)
        self.title = QLabel(self.tr("Players"))
        layout.addWidget(self.title)
        self.show_archived = QCheckBox(self.tr("Show archived players"))
        self.show_archived.toggled.connect(self.reload)
        layout.addWidget(self.show_archived)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Players"))
        self.list.currentItemChanged.connect(self._current_changed)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setAccessibleName(self.tr("Name"))
        self.name_edit.returnPressed.connect(self.add)
        row.addWidget(self.name_edit, 1)
        self.buttons: dict[str, QPushButton] = {}
        for name, label, key, slot in (
            ("add", self.tr("Add"), "Ctrl+N", self.add),
            ("rename", self.tr("Rename"), "F2", self.rename),
            ("archive", self.tr("Archive / restore"), "Del", self.toggle_archived),
            ("back", self.tr("Back"), "Esc", self.leave.emit),
        ):
            row.addWidget(self._button(name, label, key, slot))
        layout.addLayout(row)
        self.error = QLabel()
        self.error.setStyleSheet("color: #d32f2f;")
        self.error.setAccessibleName(self.tr("Problem with the name"))
        layout.addWidget(self.error)

    def _button(self, name: str, label: str, key: str, slot: Callable[[], Any]) -> QPushButton:
        button = QPushButton(f"{label} [{key}]")
        button.setAccessibleName(label)
        action = QAction(label, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        button.clicked.connect(action.trigger)
        self.buttons[name] = button
        return button

    def apply_fonts(self) -> None:
        self.title.setFont(scaled_font(self.font(), 2.2, bold=True))
        self.list.setFont(scaled_font(self.font(), 1.3))

    def reload(self) -> None:
        current = self._current_id()
        self.list.clear()
        for player in by_name(self.store.players(include_archived=self.show_archived.isChecked())):
            text = player.name + (self.tr(" (archived)") if player.archived else "")
            item = QListWidgetItem(text)
            item.setData(PlayerIdRole, player.id)
            item.setData(Qt.ItemDataRole.UserRole + 2, player.archived)
            self.list.addItem(item)
            if player.id == current:
                self.list.setCurrentItem(item)

    def _current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(PlayerIdRole))

    def _current_changed(self, item: QListWidgetItem | None, _: object = None) -> None:
        if item is not None:
            self.name_edit.setText(item.text().removesuffix(self.tr(" (archived)")))

    def add(self) -> None:
        self._do(lambda: self.store.add_player(self.name_edit.text()))
        self.name_edit.clear()

    def rename(self) -> None:
        player_id = self._current_id()
        if player_id is not None:
            self._do(lambda: self.store.rename_player(player_id, self.name_edit.text()))

    def toggle_archived(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            archived = bool(item.data(Qt.ItemDataRole.UserRole + 2))
            player_id = str(item.data(PlayerIdRole))
            self._do(lambda: self.store.archive_player(player_id, not archived))

    def _do(self, action: Callable[[], Any]) -> None:
        try:
            action()
        except ValueError as error:  # InvalidName: the reason, nothing changed
            self.error.setText(describe(error))
            return
        self.error.clear()
        self.reload()
