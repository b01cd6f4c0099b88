"""The league's players: add, rename, archive (a player's matches always stay)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
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

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.i18n import by_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, scaled_font

PlayerIdRole = Qt.ItemDataRole.UserRole + 1


class PlayersScreen(QWidget):
    leave = Signal()
    league_changed = Signal(object)  # LeagueChanges: a player added, renamed or archived

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
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
        # What Enter in the field does, said beside it: "New player" adds, "New name for
        # Anna" renames the player chosen in the list (F2 or a click chooses; Ctrl+N starts
        # a new player again).
        self.mode = QLabel()
        self.mode.setAccessibleName(self.tr("What Enter does"))
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setAccessibleName(self.tr("Name"))
        self.name_edit.returnPressed.connect(self.enter)
        self.mode.setBuddy(self.name_edit)
        self.renaming: str | None = None  # the player Enter renames, else Enter adds
        row.addWidget(self.mode)
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
        self.error = RefusalLabel()
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

    def _name_of(self, item: QListWidgetItem) -> str:
        return item.text().removesuffix(self.tr(" (archived)"))

    def _current_changed(self, item: QListWidgetItem | None, _: object = None) -> None:
        if item is not None:
            self.name_edit.setText(self._name_of(item))
            self._set_renaming(str(item.data(PlayerIdRole)), self._name_of(item))
        else:
            self._set_renaming(None)

    def _set_renaming(self, player_id: str | None, name: str = "") -> None:
        self.renaming = player_id
        if player_id is None:
            self.mode.setText(self.tr("New player:"))
        else:
            self.mode.setText(self.tr("New name for {name}:").format(name=name))

    def enter(self) -> None:
        """Enter in the name field: rename the player chosen for it, else add a new one."""
        if self.renaming is not None:
            self.rename()
        else:
            self.add()

    def new_player(self) -> None:
        """An empty field for a new player's name (the list's choice let go)."""
        # None is Qt's "no current item"; PySide6's stub wants an item.
        self.list.setCurrentItem(None)  # type: ignore[call-overload]
        self.list.clearSelection()
        self._set_renaming(None)
        self.name_edit.clear()
        self.name_edit.setFocus()

    def add(self) -> None:
        """Ctrl+N / Add: the name in the field as a new player. With the name of the player
        chosen in the list still in it, first an empty field for the new name."""
        item = self.list.currentItem()
        text = self.name_edit.text()
        if self.renaming is not None and item is not None and text == self._name_of(item):
            self.new_player()
            return
        if self._do(lambda: self.store.add_player(text)):
            self.new_player()  # a refused name stays in the field, to be put right

    def rename(self) -> None:
        player_id = self._current_id()
        if player_id is not None:
            self._do(lambda: self.store.rename_player(player_id, self.name_edit.text()))
            self.name_edit.setFocus()

    def focus_first(self) -> None:
        """The list when it has players, else the field for the first one."""
        if self.list.count():
            self.list.setFocus()
        else:
            self.new_player()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.list.currentItem() is None:
            self._set_renaming(None)
        QTimer.singleShot(0, self.focus_first)

    def toggle_archived(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            archived = bool(item.data(Qt.ItemDataRole.UserRole + 2))
            player_id = str(item.data(PlayerIdRole))
            self._do(lambda: self.store.archive_player(player_id, not archived))

    def _do(self, action: Callable[[], Any]) -> bool:
        try:
            action()
        except ValueError as error:  # InvalidName: the reason, nothing changed
            self.error.setText(describe(error))
            return False
        self.error.clear()
        self.reload()
        self.league_changed.emit(LeagueChanges(players=True))
        return True
