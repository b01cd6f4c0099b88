"""Every match, newest first, by player, season and game; opening one shows its protocol.

A finished match kept by hand can be corrected from here (Correct…, Ctrl+K: the correction
dialog); the list marks a corrected match, and below it the current match's corrections show,
with when. A played match offers no correction (the entry is disabled, its tooltip says why).

The keeper voids a finished match here (Void…, Ctrl+Del: it leaves the league, stays in the list
marked void with the reason and the date), restores it (Ctrl+R), and mends when and where a match
was played (Date and place…, F2).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store import championships
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import stats
from roller_desktop.store.values import Game, MatchSummary
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, by_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import ChosenTextBox, PairsRow, RefusalLabel
from roller_desktop.ui.league.history_dialogs import MendDialog, VoidDialog
from roller_desktop.ui.printing.sheets import local_time

PAGE = 200  # matches read at a time; the view asks for more as it scrolls to the end
SHARING = (3, 4)  # the result and the status: they give way to the players' names
PLAYERS_SHARE = 0.25  # of the table's width for the players' names, if they need it
WRAPPED = (2, 3)  # the players and the result: wrapped onto more lines where one cuts them
ROW_LINES = 3  # the most lines a row takes for them (more: the tooltip has the rest)
ROWS_MEASURED = PAGE  # the rows whose words decide the height (the first page's)
ROW_PADDING = 8
WRAP = int(Qt.TextFlag.TextWordWrap)
Index = QModelIndex | QPersistentModelIndex
ALL = "all"
WON_BY = "won by "


def tr(text: str) -> str:
    return QCoreApplication.translate("MatchHistory", text)


STATUS_TEXT = {
    "finished": QT_TRANSLATE_NOOP("MatchHistory", "finished"),
    "in_progress": QT_TRANSLATE_NOOP("MatchHistory", "in progress"),
    "abandoned": QT_TRANSLATE_NOOP("MatchHistory", "abandoned"),
    "damaged": QT_TRANSLATE_NOOP("MatchHistory", "set aside as damaged"),
}


def status_text(m: MatchSummary) -> str:
    """The status column: a void match with its reason and the day it was voided."""
    if m.set_aside == "void":
        if m.set_aside_at is not None:
            return tr("void {date}: {reason}").format(
                date=f"{local_time(m.set_aside_at):%Y-%m-%d}", reason=m.set_aside_note or ""
            )
        return tr("void: {reason}").format(reason=m.set_aside_note or "")
    if m.set_aside == "damaged":
        return tr(STATUS_TEXT["damaged"])
    return tr(STATUS_TEXT.get(m.status, m.status))


def fair_cap(wants: list[int], room: int) -> int:
    """The widest any of the columns may be for all of them to share `room`: a narrow one
    ("ferdig") keeps its width, the wide ones give way (a share in proportion read "f…")."""
    left, count = room, len(wants)
    for i, want in enumerate(sorted(wants)):
        share = left // (count - i)
        if want > share:
            return share
        left -= want
    return max(wants, default=room)


class MatchHistoryModel(QAbstractTableModel):
    HEADERS = (
        QT_TRANSLATE_NOOP("MatchHistory", "Date"),
        QT_TRANSLATE_NOOP("MatchHistory", "Game"),
        QT_TRANSLATE_NOOP("MatchHistory", "Players"),
        QT_TRANSLATE_NOOP("MatchHistory", "Result"),
        QT_TRANSLATE_NOOP("MatchHistory", "Status"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.matches: list[MatchSummary] = []
        self._load: Callable[[tuple[datetime, int] | None], stats.HistoryPage] | None = None
        self._after: tuple[datetime, int] | None = None

    def set_matches(self, matches: list[MatchSummary]) -> None:
        """Show exactly these matches (nothing more to fetch)."""
        self.beginResetModel()
        self.matches = matches
        self._load = None
        self._after = None
        self.endResetModel()

    def set_source(self, load: Callable[[tuple[datetime, int] | None], stats.HistoryPage]) -> None:
        """Show the matches `load` pages through, reading the first page now and the others
        when the view scrolls to the end (`load(after)` gives the page after that key)."""
        self.beginResetModel()
        page = load(None)
        self.matches = list(page.matches)
        self._load = load if page.after is not None else None
        self._after = page.after
        self.endResetModel()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._load is not None

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._load is None:
            return
        page = self._load(self._after)
        if page.matches:
            first = len(self.matches)
            self.beginInsertRows(QModelIndex(), first, first + len(page.matches) - 1)
            self.matches.extend(page.matches)
            self.endInsertRows()
        self._after = page.after
        if page.after is None:
            self._load = None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.matches)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        m = self.matches[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return m.id
        if role == Qt.ItemDataRole.FontRole and m.set_aside == "void":
            font = QFont()
            font.setStrikeOut(index.column() in (2, 3))  # out of the league: struck through
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and index.column() in (2, 3, 4):
            return self.data(index)  # the players, winners and status whole, where elided
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = index.column()
        if column == 0:
            return f"{local_time(m.finished or m.started):%Y-%m-%d %H:%M}"
        if column == 1:
            game = "Roller" if m.game == "roller" else "105"
            # A match kept by hand (a paper protocol, or protocol only at the table) is marked,
            # and so is practice (a computer seat, or one seat): it counts in no league table.
            if m.by_hand:
                return tr("{game} (paper)").format(game=game)
            return tr("{game} (practice)").format(game=game) if m.practice else game
        if column == 2:
            return ", ".join(shown_name(name) for name in m.seat_names)
        if column == 3:
            if m.status != "finished":
                return ""
            winners = m.progress.removeprefix(WON_BY)  # the store's summary is in English
            if winners == m.progress:
                return ""
            shown = ", ".join(shown_name(name) for name in winners.split(", "))
            return tr("won by {names}").format(names=shown)
        if m.corrected and m.status == "finished":
            return tr("finished, corrected")
        return status_text(m)

    def row_of(self, match_id: str) -> int | None:
        """The row of that match among those read so far."""
        for row, match in enumerate(self.matches):
            if match.id == match_id:
                return row
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return tr(self.HEADERS[section])
        return None


class MatchHistoryView(QWidget):
    matchActivated = Signal(str)
    corrected = Signal(object)  # LeagueChanges: a match was corrected from here
    league_changed = Signal(object)  # LeagueChanges: a match voided, restored or mended

    def __init__(
        self, store: LeagueStore, parent: QWidget | None = None, player: str | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.opens_protocols = True  # False when the window opens protocols itself
        self.followed = False  # the player chosen by the page it was opened from (`follow`)
        self.model = MatchHistoryModel(self)
        # As wide as the player chosen (a long name whole in the box too, at the largest text).
        self.player_box = ChosenTextBox(len(self.tr("Everybody")) + 1)
        self.season_box = QComboBox()
        self.game_box = QComboBox()
        self.game_box.addItem(self.tr("Both games"), ALL)
        self.game_box.addItem("Roller", "roller")
        self.game_box.addItem("105", "105")
        self.championship_box = QComboBox()  # shown once the league has a championship
        self.championship_box.setAccessibleName(self.tr("Championship"))
        self.count_label = QLabel()
        pairs: list[tuple[QWidget, QWidget]] = []
        for label, box in (
            (self.tr("&Player"), self.player_box),
            (self.tr("&Season"), self.season_box),
            (self.tr("Ga&me"), self.game_box),
            (self.tr("C&hampionship"), self.championship_box),
        ):
            buddy = QLabel(label)  # Alt and the underlined letter reach the box
            buddy.setBuddy(box)
            pairs.append((buddy, box))
            if box is self.championship_box:
                self.championship_label = buddy
        # As wide as the texts at the text size of now, not of the first show.
        for other in (self.season_box, self.game_box, self.championship_box):
            other.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_box.currentTextChanged.connect(lambda _text: self._player_shown())
        self.filter_bar = PairsRow(pairs, self.count_label)  # two rows at a larger text
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # One match at a time: the row shown selected is the current one (Ctrl+End too), the
        # one Enter opens and Correct… corrects.
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Fit the columns to the rows in view, not to every row fetched (thousands of them).
        header.setResizeContentsPrecision(PAGE // 4)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column in SHARING:  # as wide as their words, unless the players' need the room
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self._sharing = QTimer(self)
        self._sharing.setSingleShot(True)
        self._sharing.timeout.connect(self._share_columns)
        self.table.viewport().installEventFilter(self)
        for signal in (self.model.modelReset, self.model.rowsInserted, self.model.layoutChanged):
            signal.connect(lambda *_: self._sharing.start(0))
        self.table.activated.connect(self._activated)  # Enter, or a double click
        self.corrections_label = QLabel()
        self.corrections_label.setWordWrap(True)
        self.corrections_label.setTextFormat(Qt.TextFormat.PlainText)
        self.corrections_label.setAccessibleName(self.tr("Corrections"))
        self.correct_button = QPushButton(self.tr("&Correct… [Ctrl+K]"))
        self.correct_button.setAccessibleName(self.tr("Correct…"))
        self.correct_button.setAutoDefault(False)
        self.correct_button.clicked.connect(self.correct_current)
        self.correct_action = QAction(self.tr("Correct…"), self)
        self.correct_action.setShortcut(QKeySequence("Ctrl+K"))
        self.correct_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.correct_action.triggered.connect(lambda _=False: self.correct_current())
        self.addAction(self.correct_action)
        below = QHBoxLayout()
        below.addWidget(self.corrections_label, 1)
        below.addWidget(self.correct_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.table, 1)
        layout.addLayout(below)
        # What a key refused says, on a line of its own: beside the keeper's buttons at the
        # largest text it wrapped a word a line and squeezed the list to a row.
        self.message = RefusalLabel()
        layout.addWidget(self.message)
        keeper_row = QHBoxLayout()
        keeper_row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for name, label, key, slot in (
            ("void", self.tr("Void…"), "Ctrl+Del", self.void),
            ("restore", self.tr("Restore"), "Ctrl+R", self.restore),
            ("mend", self.tr("Date and place…"), "F2", self.mend),
        ):
            button = QPushButton(f"{label} [{key}]")
            button.setAccessibleName(label)
            action = QAction(label, self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, slot=slot: slot())
            self.addAction(action)
            button.clicked.connect(action.trigger)
            self.buttons[name] = button
            keeper_row.addWidget(button)
        layout.addLayout(keeper_row)
        self.dialog: QDialog | None = None  # the question on screen, if any
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_current_row())
        self.stale = False  # a change it shows came while it was not on show
        self._filters_stale = False
        self._fill_filters()
        self.follow(player)
        for box in (self.player_box, self.season_box, self.game_box, self.championship_box):
            box.currentIndexChanged.connect(self.refresh)
        self.player_box.activated.connect(lambda _: setattr(self, "followed", False))
        self.refresh()

    def _filters(self) -> tuple[QComboBox, ...]:
        """The boxes filled from the league (the game box is fixed)."""
        return (self.player_box, self.season_box, self.championship_box)

    def _fill_filters(self) -> None:
        for box in self._filters():
            box.blockSignals(True)
            box.clear()
        self.player_box.addItem(self.tr("Everybody"), ALL)
        for player in by_name(self.store.players(include_archived=True)):
            self.player_box.addItem(player.name, player.id)
        self.season_box.addItem(self.tr("All seasons"), ALL)
        years = league_queries.finished_years(self.store)
        this_year = date.today().year
        for year in sorted({this_year, *years}, reverse=True):
            self.season_box.addItem(str(year), year)
        self.championship_box.addItem(self.tr("Every match"), ALL)
        found = championships.championship_list(self.store)
        for item in found:
            self.championship_box.addItem(item.name, item.id)
        for widget in (self.championship_box, self.championship_label):
            widget.setVisible(bool(found))
        for box in self._filters():
            box.blockSignals(False)
        self._player_shown()

    def follow(self, player_id: str | None) -> None:
        """Opened from a player's page: that player's matches (Ctrl+H there showed everyone's).
        Opened from elsewhere (None): a player chosen so gives way to everybody again, one
        the keeper chose in the box stays. Read again when next shown."""
        if player_id is None and not self.followed:
            return
        wanted = ALL if player_id is None else player_id
        if self.player_box.findData(wanted) < 0 and self._filters_stale:
            self._filters_stale = False  # a player new since the box was filled
            self._fill_filters()
        index = self.player_box.findData(wanted)
        if index < 0:
            return
        self.followed = player_id is not None
        if index != self.player_box.currentIndex():
            self.player_box.blockSignals(True)
            self.player_box.setCurrentIndex(index)
            self.player_box.blockSignals(False)
            self._player_shown()
            self.stale = True

    def _player_shown(self) -> None:
        """The player box shows another name: its tooltip, its width, one row or two."""
        self.player_box.setToolTip(self.player_box.currentText())
        self.player_box.updateGeometry()
        self.filter_bar.fit()

    def mark_stale(self, changes: LeagueChanges) -> None:
        """The list shows every match with its progress and its players' names: read again
        (now if on show, else when next shown) when one of those changed, never otherwise."""
        if not (changes.matches or changes.players or changes.standings):
            return
        # Names, or a season's first match: the filters are filled again too.
        self._filters_stale = self._filters_stale or changes.players or changes.standings
        self.stale = True
        if self.isVisible():
            self.refresh()

    def show_current(self) -> None:
        """About to be shown: read again only if a change made it stale."""
        if self.stale:
            self.refresh()

    def refresh(self) -> None:
        self.stale = False
        if self._filters_stale:
            self._filters_stale = False
            chosen = [box.currentData() for box in self._filters()]
            self._fill_filters()
            for box, data in zip(self._filters(), chosen, strict=True):
                box.blockSignals(True)
                box.setCurrentIndex(max(box.findData(data), 0))
                box.blockSignals(False)
        player = self.player_box.currentData()
        season = self.season_box.currentData()
        game_choice = self.game_box.currentData()
        game: Game | None = None if game_choice == ALL else game_choice
        start = end = None
        if season not in (ALL, None):
            start, end = stats.season(int(season))
        player_id = None if player in (ALL, None) else str(player)
        chosen = self.championship_box.currentData()
        championship = None if chosen in (ALL, None) else str(chosen)

        def load(after: tuple[datetime, int] | None) -> stats.HistoryPage:
            return stats.match_history_page(
                self.store,
                player_id,
                game,
                start,
                end,
                after=after,
                limit=PAGE,
                championship_id=championship,
            )

        current = self.current_match()
        self.model.set_source(load)
        count = stats.match_history_count(
            self.store, player_id, game, start, end, championship_id=championship
        )
        self.count_label.setText(self.tr("%n matches", "", count))
        row = self.model.row_of(current.id) if current is not None else None
        if row is not None:  # the match that was current stays so (read again, corrected)
            self.table.setCurrentIndex(self.model.index(row, 0))
        self._show_current_row()

    def current_match(self) -> MatchSummary | None:
        index = self.table.currentIndex()
        if not index.isValid() or index.row() >= len(self.model.matches):
            return None
        return self.model.matches[index.row()]

    def _show_current_row(self) -> None:
        """Correct… for the current match if it can be (else disabled, the tooltip says why);
        its corrections below the list."""
        from roller_desktop.ui.league.correction_dialog import (
            correction_lines,
            why_not_correctable,
        )

        match = self.current_match()
        self.message.clear()  # what was said of the match chosen before
        why = (
            self.tr("Choose a match entered by hand in the list first.")
            if match is None
            else why_not_correctable(match.by_hand, match.status)
        )
        self.correct_button.setEnabled(why is None)  # Ctrl+K says why not (correct_current)
        self.correct_button.setToolTip(why or self.tr("Retype a cell of this match's protocol"))
        lines = correction_lines(self.store, match.id) if match and match.corrected else []
        self.corrections_label.setText("\n".join([self.tr("Corrected:"), *lines]) if lines else "")
        # Void… for a finished match, Restore for a void one; their keys still say why not.
        void = match is not None and match.set_aside == "void"
        self.buttons["void"].setEnabled(match is not None and match.status == "finished")
        self.buttons["restore"].setEnabled(void)
        self.buttons["restore"].setToolTip(
            "" if void else self.tr("Only a void match is restored.")
        )

    def correct_current(self) -> None:
        """Correct… (Ctrl+K): the correction dialog of the current match."""
        match = self.current_match()
        if match is None or not self.correct_button.isEnabled():  # the key says why, in words
            self.message.setText(self.correct_button.toolTip())
            return
        self.message.clear()
        from roller_desktop.store.errors import StoreError
        from roller_desktop.ui.common.messages import describe
        from roller_desktop.ui.league.correction_dialog import CorrectionDialog

        try:
            dialog = CorrectionDialog(self.store, match.id, self)
        except StoreError as error:  # gone or changed meanwhile
            QMessageBox.warning(self, self.tr("Correct…"), describe(error))
            return
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._corrected)
        dialog.open()

    def _corrected(self) -> None:
        changes = LeagueChanges(standings=True, matches=True)
        self.corrected.emit(changes)
        if self.opens_protocols:  # on its own (no window listens): read again itself
            self.mark_stale(changes)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._sharing.start(0)
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._sharing.start(0)

    def _share_columns(self) -> None:
        """The result and the status as wide as their words, but the players' names keep
        PLAYERS_SHARE of the table where they need it: at the largest text a long result
        ("vinnare: Ingemar, Kari") and status beside the date and the game left the names
        "Ingem…". The wider of the two gives way first (their tooltips have the words whole)."""
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        if room <= 0:
            return
        wants = [max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in SHARING]
        others = sum(header.sectionSize(c) for c in range(self.model.columnCount()))
        others -= sum(header.sectionSize(c) for c in (2, *SHARING))
        players = min(self.table.sizeHintForColumn(2), int(room * PLAYERS_SHARE))
        free = room - others - players
        if sum(wants) > free > 0:
            least = header.minimumSectionSize()
            wants = [max(least, min(w, fair_cap(wants, free))) for w in wants]
        for column, width in zip(SHARING, wants, strict=True):
            header.resizeSection(column, width)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The rows as tall as the players' names and the result wrap to in their columns
        (the rows read so far, at most ROW_LINES lines): at the largest text a computer's
        name ("Datamaskin (forsiktig)") left "Anna, Datamaski…" and "vinner: …", the
        winner's name gone. One height for every row, so scrolling never moves them."""
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(self.table.font())
        style = self.table.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        lines = 1
        for column in WRAPPED:
            room = max(1, header.sectionSize(column) - margin)
            for row in range(min(self.model.rowCount(), ROWS_MEASURED)):
                text = str(self.model.data(self.model.index(row, column)) or "")
                if metrics.horizontalAdvance(text) <= room:
                    continue
                box = metrics.boundingRect(QRect(0, 0, room, 100_000), WRAP, text)
                lines = max(lines, -(-box.height() // metrics.lineSpacing()))
                if lines >= ROW_LINES:
                    break
        rows = self.table.verticalHeader()
        rows.resetDefaultSectionSize()  # the style's, for one line
        if lines > 1:
            tall = min(lines, ROW_LINES) * metrics.lineSpacing() + ROW_PADDING
            rows.setDefaultSectionSize(max(tall, rows.defaultSectionSize()))

    def _activated(self, index: QModelIndex) -> None:
        match_id = self.model.data(index, Qt.ItemDataRole.UserRole)
        if match_id is None:
            return
        self.matchActivated.emit(match_id)
        if self.opens_protocols:
            from roller_desktop.ui.league.protocol_dialog import ProtocolDialog

            try:
                dialog = ProtocolDialog(self.store, match_id, self)
            except StoreError as error:  # a match that no longer replays: said, not opened
                QMessageBox.warning(self, self.tr("Protocol"), describe(error))
                return
            dialog.view.corrected.connect(self.mark_stale)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    # ---- the keeper's tools --------------------------------------------------------------

    def void(self) -> None:
        """Ctrl+Del / Void…: the chosen finished match out of the league, after asking why."""
        match = self.current_match()
        if match is None or match.status != "finished":
            self.message.setText(self.tr("Choose a finished match to void."))
            return
        self.message.clear()
        dialog = VoidDialog(self.store, match, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.done_void.connect(lambda: self._changed(match.id))
        dialog.finished.connect(lambda _: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()

    def mend(self) -> None:
        """F2 / Date and place…: when and where the chosen match was played, mended (a paper
        protocol typed in with the wrong date); the events never change, the season and the
        ratings follow, and the change is kept with the earlier ones."""
        match = self.current_match()
        if match is None:
            self.message.setText(self.tr("Choose a match to mend its date and place."))
            return
        self.message.clear()
        dialog = MendDialog(self.store, match, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.done_mend.connect(lambda: self._changed(match.id))
        dialog.finished.connect(lambda _: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()

    def restore(self) -> None:
        """Ctrl+R / Restore: the chosen void match back in the league."""
        from roller_desktop.store import keeper

        match = self.current_match()
        if match is None or match.set_aside != "void":
            self.message.setText(self.tr("Choose a void match to restore."))
            return
        try:
            progress = ProgressBar(self.tr("Restoring the match…"), self.window())
            try:
                progress.run(lambda _report: keeper.restore_match(self.store, match.id))
            finally:
                progress.close()
        except StoreError as error:
            self.message.setText(describe(error))
            return
        self.message.clear()
        self._changed(match.id)

    def _changed(self, match_id: str) -> None:
        self.refresh()
        for row, m in enumerate(self.model.matches):
            if m.id == match_id:
                self.table.selectRow(row)  # the row acted on stays chosen, in view
                break
        self.table.setFocus()
        self.league_changed.emit(LeagueChanges(standings=True, practice=True, matches=True))
