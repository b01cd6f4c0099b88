"""The players of a duplicate-dice round compared (issue 16, item 6): every table of the
round threw the same dice for the same position in the order of play, so the players at one
position are compared on the same throws: what they scored, what their decisions gave away
against the maximum-expected-points play, and their luck. Opened from the analysis under a
finished table's protocol (at the end of the match, or from the match history): the data
(`same_dice`, from the tables' analyses) and the dialog."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.i18n import signed_points


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("SameDice", text, disambiguation, n)


@dataclass(frozen=True)
class Played:
    """One seat of a duplicate-dice table as the comparison needs it."""

    table: int
    position: int  # in playing order: the starter is 1
    name: str
    points: int
    given_away: float
    luck: float


COMPARE_LINK = "same-dice"


@dataclass(frozen=True)
class SameDice:
    """A finished table of a duplicate-dice qualifying round with the other tables of the
    round that have finished: each position threw the same dice at every table (as long as
    the same dice were kept), so what the players made of them compares their decisions."""

    championship: str
    round: int
    table: int  # the table it is seen from
    players: tuple[Played, ...]  # every compared table's seats: by position, best first

    @property
    def tables(self) -> int:
        return len({p.table for p in self.players})

    def best_other(self, position: int) -> Played | None:
        """The best at this position at another table (the highest total; then the least
        given away)."""
        return next(
            (p for p in self.players if p.position == position and p.table != self.table), None
        )

    def summary_html(self) -> str:
        """The line under the analysis: how many tables threw the same dice, and the link
        that opens the comparison."""
        title = html.escape(tr("The same dice at %n tables of the round", "", self.tables))
        link = html.escape(tr("Compare the players…"))
        return f"<b>{title}</b>: <a href='{COMPARE_LINK}'>{link}</a>"


def same_dice(championship: str, round_: int, table: int, players: Sequence[Played]) -> SameDice:
    """The comparison seen from `table`: every player, by position, the best first."""
    ordered = sorted(players, key=lambda p: (p.position, -p.points, p.given_away, p.table))
    return SameDice(championship, round_, table, tuple(ordered))


class SameDiceDialog(QDialog):
    def __init__(self, same: SameDice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.same = same
        self.setWindowTitle(self.tr("The same dice at every table"))
        layout = QVBoxLayout(self)
        heading = QLabel(
            self.tr("{championship}: round {round}, %n tables", "", same.tables).format(
                championship=same.championship, round=same.round
            )
        )
        font = QFont(heading.font())
        font.setBold(True)
        heading.setFont(font)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.table = QTableWidget(len(same.players), 6)
        self.table.setAccessibleName(self.tr("The players at each position"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Position"),
                self.tr("Player"),
                self.tr("Table"),
                self.tr("Scored"),
                self.tr("Given away"),
                self.tr("Luck"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        shown = -1
        for row, played in enumerate(same.players):
            first = played.position != shown  # the position once, on its best player's row
            shown = played.position
            cells = [
                str(played.position) if first else "",
                played.name,
                str(played.table),
                str(played.points),
                str(round(played.given_away)),
                signed_points(played.luck),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if played.table == same.table:  # the table it was opened from
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        note = QLabel(
            self.tr(
                "Position: the order of play (1 starts). Every table threw the same dice for "
                "the same position, throw by throw, as long as the same dice were kept. Given "
                "away: expected points lost by the decisions made. Luck: points scored minus "
                "points expected. In bold: table {table}."
            ).format(table=same.table)
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.setFocus()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        rows = self.table.verticalHeader().defaultSectionSize()
        width, height = 640, 230 + rows * (len(same.players) + 1)  # every row, if room
        if screen is not None:
            width, height = min(width, screen.width() - 40), min(height, screen.height() - 60)
        self.resize(width, height)
