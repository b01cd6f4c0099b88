"""The keeper's log in the window: every change to the league, newest first, with its time and
what it did, undone ones marked; Undo… (Ctrl+Z) takes back the chosen change after asking, and
a refusal (later changes depend on it) is said in the question, nothing changed.

The words of each change are the window's (store/keeper_log.py gives the facts).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, fit_words
from roller_desktop.ui.printing.sheets import local_time

IdRole = Qt.ItemDataRole.UserRole
UNDO_KEY = "Ctrl+Z"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("KeeperLog", text, disambiguation, n)


def _when(stamp: str | datetime | None) -> str:
    if stamp is None:
        return "–"
    moment = datetime.fromisoformat(stamp) if isinstance(stamp, str) else stamp
    return f"{local_time(moment):%Y-%m-%d %H:%M}"


def match_words(match: dict[str, Any] | None) -> str:
    """A match as the log names it: its game, when, and who sat."""
    if not match:
        return tr("a match no longer in the league")
    game = "Roller" if match["game"] == "roller" else "105"
    names = ", ".join(shown_name(name) for name in match["players"])
    return tr("{game} of {date} ({players})").format(
        game=game, date=_when(match["when"]), players=names
    )


def change_words(kind: str, facts: dict[str, Any]) -> str:
    """What a change of the log did, in the window's language."""
    f = facts
    match = match_words(f.get("match"))
    if kind == "merge":
        return tr("{name} merged into {into} (%n matches)", "", int(f["matches"])).format(
            name=f["name"], into=f["into"]
        )
    if kind == "split":
        return tr("{name} split from {into} again").format(name=f["player"], into=f["into"])
    if kind == "void":
        return tr("{match} void: {reason}").format(match=match, reason=f["reason"])
    if kind == "restore":
        return tr("{match} back in the league").format(match=match)
    if kind == "mend":
        parts = []
        if f["old_when"] != f["new_when"]:
            parts.append(
                tr("date {old} → {new}").format(old=_when(f["old_when"]), new=_when(f["new_when"]))
            )
        if f["old_place"] != f["new_place"]:
            parts.append(
                tr("place {old} → {new}").format(
                    old=f["old_place"] or tr("none"), new=f["new_place"] or tr("none")
                )
            )
        return tr("{match} mended: {what}").format(match=match, what=", ".join(parts))
    if kind == "rename":
        return tr("{old} renamed {new}").format(old=f["old"], new=f["new"])
    if kind == "archive":
        if f["new"]:
            return tr("{name} archived").format(name=f["player"])
        return tr("{name} back from the archive").format(name=f["player"])
    if kind == "correct":
        return tr("{match} corrected: {what}").format(match=match, what=_corrected(f))
    if kind == "import":
        players = tr("%n new players", "", int(f.get("players_added", 0)))
        if f.get("source") == "protocols":
            text = tr("Paper protocols {file} imported: %n matches", "", int(f["matches_added"]))
        else:
            text = tr("League file {file} imported: %n new matches", "", int(f["matches_added"]))
        named = f.get("file") or ""
        if f.get("lines"):
            named = tr("{file} ({lines})").format(
                file=named, lines=tr("%n lines", "", int(f["lines"]))
            )
        return tr("{what}, {players}").format(what=text.format(file=named), players=players)
    if kind == "undo":
        players = tr("%n players taken out", "", int(f.get("players_removed", 0)))
        text = tr(
            "Import of {file} undone: %n matches taken out", "", int(f.get("matches_removed", 0))
        )
        return tr("{what}, {players}").format(
            what=text.format(file=f.get("file") or ""), players=players
        )
    return kind


def _corrected(f: dict[str, Any]) -> str:
    if f.get("places") is not None:
        old, new = f["places"]
        return tr("places {old} → {new}").format(old=old, new=new)
    names = (f.get("match") or {}).get("players", [])
    cells = []
    for seat, round_, old, new in f.get("cells", []):
        name = shown_name(names[seat]) if seat < len(names) else str(seat + 1)
        cells.append(
            tr("{name}, round {round}: {old} → {new}").format(
                name=name, round=round_ + 1, old=old, new=new
            )
        )
    return "; ".join(cells)


def kind_words(kind: str) -> str:
    words = {
        "merge": tr("Merge", "a kind of change"),
        "split": tr("Split", "a kind of change"),
        "void": tr("Void", "a kind of change"),
        "restore": tr("Restore", "a kind of change"),
        "mend": tr("Date and place", "a kind of change"),
        "import": tr("Import", "a kind of change"),
        "undo": tr("Import undone", "a kind of change"),
        "rename": tr("Rename", "a kind of change"),
        "archive": tr("Archive", "a kind of change"),
        "correct": tr("Correction", "a kind of change"),
    }
    return words.get(kind, kind)


class KeeperLogView(QWidget):
    """The list of changes and its Undo…; `league_changed` reports an undo."""

    league_changed = Signal(object)  # LeagueChanges

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.entries: list[Any] = []
        self.table = QTableWidget(0, 4)
        self.table.setAccessibleName(tr("The keeper's log"))
        self.table.setHorizontalHeaderLabels([tr("When"), tr("Change"), tr("What"), tr("Undone")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        # Long words wrap in the width the column has once laid out, not the width at filling.
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.table.activated.connect(lambda _index: self.undo_current())
        self.empty = QLabel(
            tr("No changes yet: merges, voids, mends, corrections and imports show here.")
        )
        self.empty.setWordWrap(True)
        self.message = RefusalLabel()
        self.undo_button = QPushButton(tr("Undo… [{key}]").format(key=UNDO_KEY))
        self.undo_button.setAccessibleName(tr("Undo…"))
        self.undo_button.setAutoDefault(False)
        self.undo_action = QAction(tr("Undo…"), self)
        self.undo_action.setShortcut(QKeySequence(UNDO_KEY))
        self.undo_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.undo_action.triggered.connect(lambda _=False: self.undo_current())
        self.addAction(self.undo_action)
        self.undo_button.clicked.connect(self.undo_action.trigger)
        row = QHBoxLayout()
        row.addWidget(self.message, 1)
        row.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self.dialog: UndoDialog | None = None
        self.stale = False
        self.table.currentCellChanged.connect(lambda *_: self._show_state())
        self.refresh()

    # ---- the list ---------------------------------------------------------------------------

    def mark_stale(self, changes: LeagueChanges) -> None:
        if changes:
            self.stale = True

    def show_current(self) -> None:
        if self.stale:
            self.refresh()

    def refresh(self, keep: str | None = None) -> None:
        from roller_desktop.store import keeper_log

        self.stale = False
        chosen = keep or self.current_id()
        self.entries = keeper_log.log(self.store)
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            undone = "" if entry.undone is None else _when(entry.undone)
            items = (
                _when(entry.at),
                kind_words(entry.kind),
                change_words(entry.kind, entry.facts),
                undone,
            )
            for column, text in enumerate(items):
                item = QTableWidgetItem(text)
                item.setData(IdRole, entry.id)
                if entry.undone is not None:
                    font = item.font()
                    font.setStrikeOut(column == 2)
                    item.setFont(font)
                    item.setForeground(self.palette().placeholderText())
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        self.empty.setVisible(not self.entries)
        self.table.setVisible(bool(self.entries))
        found = next((r for r, e in enumerate(self.entries) if e.id == chosen), 0)
        if self.entries:
            self.table.setCurrentCell(found, 0)
        self._show_state()

    def current_id(self) -> str | None:
        row = self.table.currentRow()
        if 0 <= row < len(self.entries):
            return str(self.entries[row].id)
        return None

    def current_entry(self) -> Any:
        row = self.table.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def _show_state(self) -> None:
        entry = self.current_entry()
        self.undo_button.setEnabled(entry is not None and entry.undoable)
        self.message.clear()

    def focus_table(self) -> None:
        if self.entries and self.table.currentRow() < 0:
            self.table.setCurrentCell(0, 0)
        self.table.setFocus()

    # ---- undo -------------------------------------------------------------------------------

    def undo_current(self) -> None:
        """Ctrl+Z / Undo…: ask, then take back the chosen change."""
        entry = self.current_entry()
        if entry is None:
            self.message.setText(tr("Choose a change to undo."))
            return
        if entry.undone is not None:
            self.message.setText(tr("That change was undone already."))
            return
        if not entry.undoable:
            self.message.setText(tr("That change has no undo of its own."))
            return
        self.message.clear()
        dialog = UndoDialog(self.store, entry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.done_undo.connect(lambda: self._undone(entry.id))
        dialog.finished.connect(lambda _: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()

    def _undone(self, change_id: str) -> None:
        self.refresh(keep=change_id)
        self.table.setFocus()
        self.league_changed.emit(LeagueChanges.everything())


class UndoDialog(QDialog):
    """Undo this change? What it did and what the undo does; Undo or Cancel. A refusal is said
    here (nothing changed) and only Close is left."""

    done_undo = Signal()

    def __init__(self, store: LeagueStore, entry: Any, parent: QWidget | None) -> None:
        super().__init__(parent)
        if parent is not None:  # measured below in the window's type, the largest too
            self.setFont(parent.window().font())
        self.store = store
        self.entry = entry
        self.setWindowTitle(tr("Undo a change"))
        layout = QVBoxLayout(self)
        question = QLabel(
            tr("Undo this change of {date}?\n\n{what}\n\n{effect}").format(
                date=_when(entry.at),
                what=change_words(entry.kind, entry.facts),
                effect=self._effect(entry.kind),
            )
        )
        question.setWordWrap(True)
        question.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(question)
        self.error = RefusalLabel()
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox()
        self.undo_button = self.buttons.addButton(
            tr("Undo"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.undo_button.setDefault(True)
        self.setMinimumWidth(460)
        fit_words(self, 460)

    @staticmethod
    def _effect(kind: str) -> str:
        effects = {
            "merge": tr("The two are split again: each match back to the player who played it."),
            "split": tr("The two are merged into one player again."),
            "void": tr("The match comes back into the league and every figure."),
            "restore": tr("The match is void again: out of the league, still in the history."),
            "mend": tr("The match gets back the date, time and place it had before."),
            "import": tr(
                "The matches and players this import added leave the league; what it brought "
                "is saved in the log, and importing the file again brings it back."
            ),
            "rename": tr("The player gets back the name they had before."),
            "archive": tr("The player goes back to how they were before."),
            "correct": tr("The cells get back what they had before the correction."),
            "undo": tr(
                "What the undo took out comes back: imported again from what the log saved."
            ),
        }
        return effects.get(kind, "")

    def accept(self) -> None:
        from roller_desktop.store import keeper_log

        try:
            progress = ProgressBar(tr("Undoing the change…"), self)
            try:
                progress.run(lambda _report: keeper_log.undo(self.store, self.entry.id))
            finally:
                progress.close()
        except StoreError as error:
            self.error.setText(describe(error))
            self.undo_button.setEnabled(False)
            self.undo_button.setVisible(False)
            self.cancel_button.setText(tr("Close"))
            self.cancel_button.setFocus()
            fit_words(self, 460)  # the refusal below the question, none of it cut off
            return
        super().accept()
        self.done_undo.emit()
