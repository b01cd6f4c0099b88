"""The director's view of a championship (issue 16), from the start screen: the championship
chosen, a round's tables with their seats clockwise and whether each has played, and the
standings with the rule that orders them. It reads the store only; a championship is made and
run from the command line (`roller-desktop championship ...`) for now.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.store import championships as ch
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, scaled_font


class DirectorView(QWidget):
    leave = Signal()

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 16, 32, 16)
        top = QHBoxLayout()
        self.title = QLabel(self.tr("Championship"))
        top.addWidget(self.title, 1)
        self.chooser = QComboBox()
        self.chooser.setAccessibleName(self.tr("Championship"))
        self.chooser.currentIndexChanged.connect(lambda _i: self.show_championship())
        top.addWidget(self.chooser)
        layout.addLayout(top)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.refusal = RefusalLabel()
        layout.addWidget(self.refusal)

        middle = QHBoxLayout()
        tables_side = QVBoxLayout()
        round_row = QHBoxLayout()
        self.round_label = QLabel(self.tr("Round"))
        round_row.addWidget(self.round_label)
        self.round = QSpinBox()
        self.round.setAccessibleName(self.tr("Round"))
        self.round.setMinimum(1)
        self.round.valueChanged.connect(lambda _v: self.show_round())
        self.round_label.setBuddy(self.round)
        round_row.addWidget(self.round)
        round_row.addStretch(1)
        tables_side.addLayout(round_row)
        self.tables = self._table(
            [self.tr("Table"), self.tr("Seats (clockwise)"), self.tr("Played")],
            self.tr("Tables of the round"),
            stretch=1,
        )
        tables_side.addWidget(self.tables, 1)
        middle.addLayout(tables_side, 2)
        standings_side = QVBoxLayout()
        self.standings_title = QLabel(self.tr("Standings"))
        standings_side.addWidget(self.standings_title)
        self.standings = self._table(
            [
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Points"),
                self.tr("Matches"),
                "WW",
                "W",
                "Tjock",  # a word of the game: Swedish in every language, as the league's
                self.tr("Best"),
            ],
            self.tr("Standings"),
            stretch=1,
        )
        tip = self.standings.horizontalHeaderItem(6)
        if tip is not None:
            tip.setToolTip(self.tr("Rounds gone tjock, RT included"))
        standings_side.addWidget(self.standings, 1)
        middle.addLayout(standings_side, 3)  # the names need the room on a small screen
        layout.addLayout(middle, 1)
        self.rule = QLabel(
            self.tr(
                "Points are the sum of a player's match totals over the qualifying rounds. Ties "
                "are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then "
                "the best single match total; players equal in all of these share a place."
            )
        )
        self.rule.setWordWrap(True)
        layout.addWidget(self.rule)
        self.empty = QLabel(
            self.tr(
                "No championship yet. Make one on the command line: roller-desktop "
                "championship new NAME --players FILE"
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.empty)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.back = QPushButton(self.tr("Back [Esc]"))
        self.back.setAccessibleName(self.tr("Back"))
        back = QAction(self.tr("Back"), self)
        back.setShortcut(QKeySequence("Esc"))
        back.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.triggered.connect(lambda _=False: self.leave.emit())
        self.addAction(back)
        self.back.clicked.connect(back.trigger)
        bottom.addWidget(self.back)
        layout.addLayout(bottom)
        self.apply_fonts()

    def _table(self, headers: list[str], name: str, stretch: int) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setAccessibleName(name)
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setWordWrap(True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        return table

    def apply_fonts(self) -> None:
        base = self.font()
        self.title.setFont(scaled_font(base, 1.8, bold=True))
        self.standings_title.setFont(scaled_font(base, 1.3, bold=True))
        self.summary.setFont(scaled_font(base, 1.1))
        for table in (self.tables, self.standings):
            table.setFont(scaled_font(base, 1.1))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.reload()

    def focus_first(self) -> None:
        (self.chooser if self.chooser.count() else self.back).setFocus()

    # ---- reading the store ------------------------------------------------------------------

    def reload(self) -> None:
        """The championships again, the one chosen kept."""
        chosen = self.chooser.currentText()
        try:
            names = ch.championship_names(self.store)
        except StoreError as error:
            self.refusal.setText(describe(error))
            return
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.addItems(names)
        if chosen in names:
            self.chooser.setCurrentText(chosen)
        self.chooser.blockSignals(False)
        has = bool(names)
        for widget in (self.chooser, self.summary, self.round_label, self.round, self.tables,
                       self.standings_title, self.standings, self.rule):  # fmt: skip
            widget.setVisible(has)
        self.empty.setVisible(not has)
        self.show_championship()

    def show_championship(self) -> None:
        name = self.chooser.currentText()
        self.refusal.setText("")
        if not name:
            return
        try:
            made = ch.championship(self.store, name)
            table = ch.standings(self.store, name)
            to_play = ch.tables_to_play(self.store, name)
        except StoreError as error:
            self.refusal.setText(describe(error))
            return
        playing = sum(e.playing for e in made.entrants)
        low, high = made.table_size
        sizes = str(low) if low == high else f"{low}–{high}"
        parts = [
            self.tr("%n players", "", playing),
            self.tr("%n qualifying rounds", "", made.rounds),
            self.tr("tables of {sizes}").format(sizes=sizes),
            self.tr("a final of %n", "", made.final_size),
        ]
        if made.place:
            parts.insert(0, made.place)
        if to_play:
            parts.append(self.tr("%n tables still to play", "", len(to_play)))
        else:
            parts.append(self.tr("every qualifying table has played"))
        self.summary.setText(" · ".join(parts))
        self.round.blockSignals(True)
        self.round.setMaximum(made.rounds)
        if to_play:
            self.round.setValue(to_play[0][0])  # the round in play
        self.round.blockSignals(False)
        self.standings.setRowCount(len(table))
        for row, s in enumerate(table):
            values = [s.rank, s.player, s.points, s.matches, s.ww, s.w, s.tjock, s.best]
            for column, value in enumerate(values):
                item = QTableWidgetItem("" if value is None else str(value))
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.standings.setItem(row, column, item)
        self.show_round()

    def show_round(self) -> None:
        name = self.chooser.currentText()
        if not name:
            return
        number = self.round.value()
        try:
            round_ = ch.stored_round(self.store, name, number)
            played = {
                m.table
                for m in ch.table_matches(self.store, name)
                if m.round == number and m.status == "finished"
            }
        except StoreError as error:
            self.refusal.setText(describe(error))
            return
        self.tables.setRowCount(len(round_.tables))
        for row, t in enumerate(round_.tables):
            cells = [
                str(t.number),
                ", ".join(t.seats),
                self.tr("played") if t.number in played else self.tr("still to play"),
            ]
            for column, text in enumerate(cells):
                self.tables.setItem(row, column, QTableWidgetItem(text))
        self.tables.resizeRowsToContents()
