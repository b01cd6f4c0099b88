"""The league's players: add, rename, archive (a player's matches always stay); the keeper's
tools: search (by every name, "also known as" too), merge two players who are one person, split
them again, and the pairs that look like one person (issue 15)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store import keeper
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.i18n import by_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import FitButton, RefusalLabel, ok_cancel, scaled_font

PlayerIdRole = Qt.ItemDataRole.UserRole + 1
ArchivedRole = Qt.ItemDataRole.UserRole + 2
NameRole = Qt.ItemDataRole.UserRole + 3
MatchesRole = Qt.ItemDataRole.UserRole + 4
PairRole = Qt.ItemDataRole.UserRole + 5
MergedRole = Qt.ItemDataRole.UserRole + 6  # has names merged in: Split… can undo
# Everything a merge or a split changes: the names and the figures of every page.
MERGED = LeagueChanges(standings=True, practice=True, matches=True, players=True)


class PlayersScreen(QWidget):
    leave = Signal()
    playerActivated = Signal(str)  # Enter or a double click on a player: their page
    league_changed = Signal(object)  # LeagueChanges: a player added, renamed or archived

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 20, 40, 20)
        self.title = QLabel(self.tr("Players"))
        layout.addWidget(self.title)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search players (Ctrl+F)"))
        self.search.setAccessibleName(self.tr("Search players"))
        self.search.textChanged.connect(self.reload)
        top.addWidget(self.search, 1)
        self.show_archived = QCheckBox(self.tr("Show archived players"))
        self.show_archived.toggled.connect(self.reload)
        top.addWidget(self.show_archived)
        layout.addLayout(top)
        find = QAction(self.tr("Search players"), self)
        find.setShortcut(QKeySequence("Ctrl+F"))
        find.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        find.triggered.connect(lambda _=False: self.search.setFocus())
        self.addAction(find)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Players"))
        # Two chosen (Ctrl+click, Shift+arrows) are what Merge… makes one person.
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        # Every player's page, practice against the computer alone too (the league table
        # lists only those with counted matches).
        self.list.itemActivated.connect(
            lambda item: self.playerActivated.emit(str(item.data(PlayerIdRole)))
        )
        self.list.setToolTip(self.tr("Enter or a double click: the player's page"))
        layout.addWidget(self.list, 1)
        # Pairs of players that look like one person ("Åke", "Ake", "Åke F."): Enter or a
        # double click on one chooses the two and asks about merging them.
        self.twins_label = QLabel(self.tr("Perhaps one person (Enter: merge…):"))
        self.twins = QListWidget()
        self.twins.setAccessibleName(self.tr("Perhaps one person"))
        self.twins.itemActivated.connect(self._twin_activated)
        self.twins_label.setBuddy(self.twins)
        layout.addWidget(self.twins_label)
        layout.addWidget(self.twins)
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
        # The name on a line of its own, its buttons under it: side by side they made the
        # window wider than a 1024-pixel screen at the largest text.
        name_row = QHBoxLayout()
        name_row.addWidget(self.mode)
        name_row.addWidget(self.name_edit, 1)
        layout.addLayout(name_row)
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for name, label, key, slot in (
            ("add", self.tr("Add"), "Ctrl+N", self.add),
            ("rename", self.tr("Rename"), "F2", self.rename),
            ("archive", self.tr("Archive / restore"), "Del", self.toggle_archived),
        ):
            row.addWidget(self._button(name, label, key, slot))
        layout.addLayout(row)
        # How many are chosen, on a line of its own: beside the keeper's buttons it wrapped
        # into four lines at the largest text and squeezed the list to a row and a half.
        self.selected_label = QLabel()
        self.selected_label.setWordWrap(True)
        layout.addWidget(self.selected_label)
        keeper_row = QHBoxLayout()
        keeper_row.addStretch(1)
        for name, label, key, slot in (
            ("merge", self.tr("Merge…"), "Ctrl+M", self.merge),
            ("split", self.tr("Split…"), "Ctrl+Shift+M", self.split),
            ("back", self.tr("Back"), "Esc", self.leave.emit),
        ):
            keeper_row.addWidget(self._button(name, label, key, slot))
        layout.addLayout(keeper_row)
        self.dialog: QDialog | None = None  # the question on screen (merge, split), if any
        self.error = RefusalLabel()
        self.error.setAccessibleName(self.tr("Problem with the name"))
        layout.addWidget(self.error)

    def _button(self, name: str, label: str, key: str, slot: Callable[[], Any]) -> QPushButton:
        button = FitButton(f"{label} [{key}]")  # smaller words, never a wider window
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
        self._fit_twins()

    def reload(self) -> None:
        current = self._current_id()
        chosen = set(self._selected_ids())
        self.list.blockSignals(True)
        self.list.clear()
        wanted = self.search.text().strip()
        entries = (
            keeper.search_players(self.store, wanted)
            if wanted
            else keeper.player_entries(self.store)
        )
        archived = self.show_archived.isChecked()
        for entry in by_name([e for e in entries if archived or not e.archived]):
            item = QListWidgetItem(self._entry_text(entry))
            item.setData(PlayerIdRole, entry.id)
            item.setData(ArchivedRole, entry.archived)
            item.setData(NameRole, entry.name)
            item.setData(MatchesRole, entry.matches)
            item.setData(MergedRole, bool(entry.also_known_as))
            self.list.addItem(item)
            if entry.id in chosen:
                item.setSelected(True)
            if entry.id == current:
                self.list.setCurrentItem(item, QItemSelectionModel.SelectionFlag.NoUpdate)
        self.list.blockSignals(False)
        self._fill_twins()
        self._selection_changed()

    def _entry_text(self, entry: keeper.PlayerEntry) -> str:
        text = self.tr("{name} (%n matches)", "", entry.matches).format(name=entry.name)
        if entry.archived:
            text += self.tr(" (archived)")
        if entry.also_known_as:
            text += "  · " + self.tr("also known as {names}").format(
                names=", ".join(entry.also_known_as)
            )
        return text

    def _fill_twins(self) -> None:
        self.twins.clear()
        for merge, keep in keeper.likely_twins(self.store):
            item = QListWidgetItem(
                self.tr("{one} and {other}").format(one=merge.name, other=keep.name)
            )
            item.setData(PairRole, (merge.id, keep.id))
            self.twins.addItem(item)
        self.twins.setVisible(self.twins.count() > 0)
        self.twins_label.setVisible(self.twins.count() > 0)
        self._fit_twins()

    def _fit_twins(self) -> None:
        """The pairs' list as high as two of its rows (it scrolls for more): at a fixed 90
        pixels one pair took the players' list's room at the largest text."""
        rows = min(max(self.twins.count(), 1), 2)
        row = self.twins.sizeHintForRow(0) if self.twins.count() else self.fontMetrics().height()
        self.twins.setFixedHeight(row * rows + 2 * self.twins.frameWidth())

    def _selected_ids(self) -> list[str]:
        return [str(item.data(PlayerIdRole)) for item in self.list.selectedItems()]

    def _selection_changed(self) -> None:
        count = len(self.list.selectedItems())
        self.buttons["merge"].setEnabled(count == 2)
        current = self.list.currentItem()
        self.buttons["split"].setEnabled(
            current is not None and bool(current.data(MergedRole)) and count <= 1
        )
        self.selected_label.setText(
            self.tr("%n players chosen (Ctrl+click chooses two to merge)", "", count)
            if count
            else ""
        )

    def _current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(PlayerIdRole))

    def _name_of(self, item: QListWidgetItem) -> str:
        return str(item.data(NameRole))

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
            if self._do(lambda: self.store.rename_player(player_id, self.name_edit.text())):
                item = self.list.currentItem()  # the list was read again without its signals
                if item is not None:
                    self._set_renaming(player_id, self._name_of(item))
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
            archived = bool(item.data(ArchivedRole))
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

    # ---- the keeper's tools --------------------------------------------------------------

    def _twin_activated(self, item: QListWidgetItem) -> None:
        """A suggested pair: the two chosen in the list, and the question about merging."""
        pair = item.data(PairRole)
        if not pair:
            return
        self.search.clear()
        self.show_archived.setChecked(True)
        self.list.clearSelection()
        for row in range(self.list.count()):
            candidate = self.list.item(row)
            if candidate.data(PlayerIdRole) in pair:
                candidate.setSelected(True)
        self.merge(keep=str(pair[1]))

    def merge(self, keep: str | None = None) -> None:
        """Ctrl+M / Merge…: the two players chosen, made one person after a question that
        names both and the matches that move. Refused (said, nothing changed) when the two
        sat at one table."""
        items = self.list.selectedItems()
        if len(items) != 2:
            self.error.setText(self.tr("Choose two players to merge (Ctrl+click the second)."))
            return
        a, b = items
        if keep is None:  # the player with more matches is kept, unless the keeper says
            keep_a = int(a.data(MatchesRole)) >= int(b.data(MatchesRole))
        else:
            keep_a = str(a.data(PlayerIdRole)) == keep
        into, source = (a, b) if keep_a else (b, a)
        try:
            plans = (
                keeper.plan_merge(
                    self.store, str(source.data(PlayerIdRole)), str(into.data(PlayerIdRole))
                ),
                keeper.plan_merge(
                    self.store, str(into.data(PlayerIdRole)), str(source.data(PlayerIdRole))
                ),
            )
        except StoreError as error:
            self.error.setText(describe(error))
            return
        self.error.clear()
        dialog = MergeDialog(plans, self)
        dialog.accepted.connect(lambda: self._merge(dialog.chosen()))
        self._ask(dialog)

    def _ask(self, dialog: QDialog) -> None:
        """A question that does not block the window (tests and the table go on meanwhile)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.finished.connect(lambda _: setattr(self, "dialog", None))
        dialog.open()

    def _merge(self, plan: keeper.MergePlan) -> None:
        progress = ProgressBar(self.tr("Merging the players…"), self.window())
        try:
            progress.run(
                lambda report: keeper.merge_players(
                    self.store,
                    plan.from_id,
                    plan.into_id,
                    lambda _what, done, total: report(done, total),
                )
            )
        except StoreError as error:
            self.error.setText(describe(error))
            return
        finally:
            progress.close()
        self.error.clear()
        self._after_change(plan.into_id)

    def split(self) -> None:
        """Ctrl+Shift+M / Split…: the newest merge into the chosen player undone, after a
        question: the merged player back with exactly their own matches."""
        player_id = self._current_id()
        merge = None if player_id is None else keeper.last_merge_into(self.store, player_id)
        if merge is None:
            self.error.setText(
                self.tr("Choose a player with an “also known as” to split the merge.")
            )
            return
        self.error.clear()
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Split players"))
        dialog.setMinimumWidth(420)
        layout = QVBoxLayout(dialog)
        question = QLabel(
            self.tr(
                "Split {name} from {other} again? %n matches go back to {name}; the figures "
                "are as they were before the merge.",
                "",
                merge.matches,
            ).format(name=merge.from_name, other=merge.into_name)
        )
        question.setWordWrap(True)
        layout.addWidget(question)
        buttons = QDialogButtonBox()
        buttons.addButton(self.tr("Split"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: self._split(merge))
        self._ask(dialog)

    def _split(self, merge: keeper.Merge) -> None:
        progress = ProgressBar(self.tr("Splitting the players…"), self.window())
        try:
            progress.run(
                lambda report: keeper.split_merge(
                    self.store, merge.id, lambda _what, done, total: report(done, total)
                )
            )
        except StoreError as error:
            self.error.setText(describe(error))
            return
        finally:
            progress.close()
        self.error.clear()
        self._after_change(merge.from_id)

    def _after_change(self, current: str) -> None:
        self.list.clearSelection()
        self.reload()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(PlayerIdRole) == current:
                self.list.setCurrentItem(item)
        self.league_changed.emit(MERGED)
        self.list.setFocus()


class MergeDialog(QDialog):
    """Merge two players: which one stays (the other's matches become theirs, the other's name
    is kept as "also known as"), with how many matches move; Merge or Cancel."""

    def __init__(
        self, plans: tuple[keeper.MergePlan, keeper.MergePlan], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        if parent is not None:  # the heading's type below is the window's, the largest too
            self.setFont(parent.window().font())
        self.plans = plans
        self.setWindowTitle(self.tr("Merge players"))
        layout = QVBoxLayout(self)
        heading = QLabel(
            self.tr("Are {one} and {other} one person?").format(
                one=plans[0].from_name, other=plans[0].into_name
            )
        )
        heading.setFont(scaled_font(self.font(), 1.3, bold=True))
        layout.addWidget(heading)
        self.keep: list[QRadioButton] = []
        for plan in plans:
            button = QRadioButton(self.tr("Keep the name {name}").format(name=plan.into_name))
            button.toggled.connect(self._update)
            layout.addWidget(button)
            self.keep.append(button)
        self.question = QLabel()
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        buttons = ok_cancel(self, self.tr("Merge"), self.accept)
        self.merge_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.keep[0].setChecked(True)
        self.merge_button.setDefault(True)
        self.setMinimumWidth(420)

    def chosen(self) -> keeper.MergePlan:
        return self.plans[0] if self.keep[0].isChecked() else self.plans[1]

    def _update(self) -> None:
        plan = self.chosen()
        self.question.setText(
            self.tr(
                "%n matches of {source} become {into}'s, with every figure: the league, the "
                "ratings and head-to-head. {source} is kept as “also known as” {into}. "
                "Split… undoes it.",
                "",
                plan.matches,
            ).format(source=plan.from_name, into=plan.into_name)
        )
