"""File → Restore from backup…: the backups, newest first, each with what it holds.

Beside each copy's date: its number of finished matches, its newest match (when, who played)
and whether its whole check passed (the verdict backup_checks.py keeps beside the copy, as
`roller-desktop backups` shows it). A league's copies can be many and large: they are read one
by one in a thread of their own (store/backup_contents.py), and each row fills in as its copy
is read; the dialog answers meanwhile, and closing it stops the reading.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.store.backup_contents import Contents, NewestMatch, read_contents
from roller_desktop.ui.common.background import on_gui_thread
from roller_desktop.ui.common.i18n import qt_datetime
from roller_desktop.ui.common.widgets import resize_within_screen

FAILED = QColor("#b71c1c")  # a copy whose check failed (its text says so too)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("BackupChooser", text, disambiguation, n)


def short_date(when: datetime) -> str:
    return QLocale().toString(qt_datetime(when).date(), QLocale.FormatType.ShortFormat)


def players_text(players: tuple[str | None, ...]) -> str:
    return ", ".join(name if name is not None else tr("a computer") for name in players)


def newest_text(newest: NewestMatch) -> str:
    """'newest 5 Dec 2026: Anna, Bo'."""
    return tr("newest {date}: {players}").format(
        date=short_date(newest.finished), players=players_text(newest.players)
    )


def check_text(contents: Contents) -> str:
    """Whether the copy's whole check passed, in the words `backups` uses."""
    check = contents.check
    if check is None:
        return tr("not checked yet (it is checked whole before it is restored)")
    if check.ok:
        return tr("check passed {date}").format(date=short_date(check.checked))
    return tr("failed its check ({detail}): it cannot be restored").format(detail=check.detail)


def contents_text(contents: Contents) -> str:
    """The lines under a copy's date: its matches and newest match, then its check."""
    if contents.problem:
        held = tr("cannot be read ({problem})").format(problem=contents.problem)
    elif contents.matches == 0:
        held = tr("no finished matches")
    else:
        held = tr("%Ln finished matches", "", contents.matches)
        if contents.newest is not None:
            held += " · " + newest_text(contents.newest)
    return f"{held}\n{check_text(contents)}"


PAD = 6  # pixels around a copy's lines in the list
WRAP = int(Qt.TextFlag.TextWordWrap)


class CopyItems(QStyledItemDelegate):
    """A copy's item: its date in bold, what it holds and its check under it, each wrapped to
    the list's width (a large text on a small screen takes more lines, never cuts them)."""

    def _parts(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> tuple[tuple[QFont, str], tuple[QFont, str], int]:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        head, _, rest = text.partition("\n")
        bold = QFont(option.font)
        bold.setBold(True)
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListWidget) else option.rect.width()
        return (bold, head), (QFont(option.font), rest), max(1, width - 2 * PAD)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        height = 2 * PAD
        *parts, width = self._parts(option, index)
        for font, words in parts:
            height += (
                QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), WRAP, words).height()
            )
        return QSize(width, height)  # the list's width (less the padding): never wider

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""  # the background and the selection only: the words are drawn below
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if selected:
            color = option.palette.color(QPalette.ColorRole.HighlightedText)
        elif isinstance(foreground, QBrush):
            color = foreground.color()
        else:
            color = option.palette.color(QPalette.ColorRole.Text)
        rect = option.rect.adjusted(PAD, PAD, -PAD, -PAD)
        painter.save()
        painter.setPen(color)
        *parts, _width = self._parts(option, index)
        for font, words in parts:
            painter.setFont(font)
            used = painter.boundingRect(rect, WRAP, words)
            painter.drawText(rect, WRAP, words)
            rect.setTop(rect.top() + used.height())
        painter.restore()


class BackupChooser(QDialog):
    """The copies with what they hold; `chosen()` after Restore… is the index chosen."""

    def __init__(
        self,
        backups: list[Path],
        labels: list[str],
        parent: QWidget | None = None,
        read: Callable[[Path], Contents] = read_contents,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Restore from backup"))
        self.backups = backups
        self.labels = labels
        self.contents: dict[int, Contents] = {}
        layout = QVBoxLayout(self)
        question = QLabel(
            tr(
                "Which backup shall replace the league? Newest first; what each copy holds "
                "appears as it is read."
            )
        )
        question.setWordWrap(True)
        layout.addWidget(question)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Backups"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setItemDelegate(CopyItems(self.list))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)  # the lines wrap anew
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        reading = tr("Reading the copy…")
        for label in labels:
            self.list.addItem(QListWidgetItem(f"{label}\n{reading}"))
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        question.setBuddy(self.list)
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("Restore…"))
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.setFocus()
        # As large as a small screen allows: a copy's lines wrap less, and three copies or more
        # are in sight at the largest text.
        resize_within_screen(self, self.wanted_width(), 760)
        self._stop = threading.Event()
        self.read_all = threading.Event()  # every copy read (tests wait on it)
        self._thread = threading.Thread(
            target=self._read, args=(read, on_gui_thread(self._filled)), daemon=True
        )
        self._thread.start()

    def _read(
        self, read: Callable[[Path], Contents], deliver: Callable[[int, Contents], None]
    ) -> None:
        """The worker: each copy in turn, newest first (no widget touched here)."""
        for index, backup in enumerate(self.backups):
            if self._stop.is_set():
                return
            try:
                found = read(backup)
            except Exception as error:  # one copy's trouble never stops the others
                found = Contents(problem=str(error) or type(error).__name__)
            deliver(index, found)
        deliver(-1, Contents())

    def _filled(self, index: int, contents: Contents) -> None:
        if index < 0:
            self.read_all.set()
            return
        self.contents[index] = contents
        item = self.list.item(index)
        item.setText(f"{self.labels[index]}\n{contents_text(contents)}")
        if contents.problem or (contents.check is not None and not contents.check.ok):
            item.setForeground(QBrush(FAILED))

    def chosen(self) -> int | None:
        row = self.list.currentRow()
        return row if 0 <= row < len(self.backups) else None

    def done(self, result: int) -> None:
        self._stop.set()  # the copies not yet read are not read
        super().done(result)

    def wanted_width(self) -> int:
        return 1000


def ask_backup(backups: list[Path], labels: list[str], parent: QWidget | None) -> int | None:
    """The index of the backup chosen, None: cancelled."""
    dialog = BackupChooser(backups, labels, parent)
    if parent is not None:
        dialog.setFont(parent.window().font())  # the window's text size
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    return dialog.chosen() if accepted else None
