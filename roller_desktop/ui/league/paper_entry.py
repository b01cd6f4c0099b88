"""Entering a finished paper protocol (File → Enter a paper protocol…, issue 14 item 2).

Two steps, as the keeper holds the sheet: the form (date, time if known, place, game, the
players in seating order from the one who started, the house rules), then the protocol itself:
a Roller grid typed cell by cell with the keys of protocol only (`350`, `-` or `–` for Tjock,
`r` or `RT` for Råtjock, Enter), seat by seat within a round and then the next round, the
arrow keys or a click going back to a cell to type it again; or a 105 race's finishing order
with each seat's dice. Totals, running totals and symbols show as the cells are typed, in the
protocol grid of play (ProtocolView). Saving goes through the store's path for a paper
protocol of a file (protocol_csv.enter_typed): the same checks, new names made players, one
transaction, and "already here" for a protocol the league has.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QFontMetricsF, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import cell_points, read_cell
from roller_desktop.engine.protocol import Protocol
from roller_desktop.engine.roller import RollerRules, cell_result
from roller_desktop.engine.seats import MAX_SEATS
from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.limits import clean_name, name_key
from roller_desktop.store.written_dates import WrittenDateError, read_clock, read_when
from roller_desktop.ui.common.button_row import ButtonRow
from roller_desktop.ui.common.date_words import date_words
from roller_desktop.ui.common.i18n import by_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import (
    FitLabel,
    RefusalLabel,
    WrappedCheck,
    return_moves_on,
    scaled_font,
)
from roller_desktop.ui.play.protocol_model import ProtocolModel, match_summary
from roller_desktop.ui.play.protocol_view import ProtocolView

if TYPE_CHECKING:  # SQLAlchemy: imported when a protocol is saved
    from roller_desktop.store.protocol_csv import TypedProtocol

LARGE_RESULT = 10_000  # a cell above this is asked about, as in protocol only
ROOMY = 680  # pixels of height from which the grid's page shows its title and the keys' help
NameRole = Qt.ItemDataRole.UserRole + 1


def wrapped(names: QListWidget) -> None:
    """A list of names whose lines wrap in its width: a long name ("2. Karl-Gustav
    Ångström-Bergqvist (new player)") reads whole at the largest text, not cut at the list's
    edge with the rest a sideways scroll away."""
    names.setWordWrap(True)
    names.setTextElideMode(Qt.TextElideMode.ElideNone)
    names.setResizeMode(QListView.ResizeMode.Adjust)  # wrapped anew when the list narrows
    names.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


class CellEdit(QLineEdit):
    """The cell being typed: the arrow keys move to another cell (the box holds a few
    characters: nothing to move through), Enter enters it."""

    moved = Signal(int, int)  # seats, rounds

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        step = steps.get(Qt.Key(event.key()))
        if step is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.moved.emit(*step)
            return
        super().keyPressEvent(event)


@dataclass
class PaperState:
    """The page as the keeper left it, carried over to the page made anew in another language
    (nothing typed is lost when the language changes)."""

    game: int
    texts: tuple[str, str, str, str]  # date, time, place, the new name being typed
    rounds: int
    ww: int
    forced: bool
    seats: list[str]
    cells: list[list[str | None]]
    grid_names: list[str]
    at: tuple[int, int]
    order: list[tuple[str, int, int, bool]]  # name, place's index, dice, kids' mode
    step: int  # 0 the form, 1 the grid, 2 the finishing order
    dirty: bool


class PaperEntryPage(QWidget):
    """The page; `saved` reports what a saved protocol changed, `leave` asks to go back."""

    saved = Signal(object)  # LeagueChanges
    leave = Signal()

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.seats: list[str] = []  # names in seating order, the one who started first
        self.cells: list[list[str | None]] = []  # [seat][round]
        self.at = (0, 0)  # (seat, round) being typed
        self.grid_names: list[str] = []
        self.dirty = False  # something typed since the page began or saved
        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 12)
        self.title = FitLabel(self.tr("Enter a paper protocol"))
        layout.addWidget(self.title)
        layout.addWidget(self.pages, 1)
        self._build_form()
        self._build_grid()
        self._build_order()
        self._shortcut("Esc", self.back)
        self._shortcut("Ctrl+Return", self.next_step)
        self._shortcut("Ctrl+Enter", self.next_step)
        self._shortcut("Ctrl+S", self.save)
        self.begin()

    def _shortcut(self, key: str, slot: Callable[[], object]) -> None:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)

    # ---- the form ---------------------------------------------------------------------------

    def _build_form(self) -> None:
        self.form_page = QWidget()
        outer = QVBoxLayout(self.form_page)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        scroll.setWidget(body)
        columns = QGridLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(14)
        outer.addWidget(scroll, 1)

        match_box = QGroupBox(self.tr("The match"))
        form = QFormLayout(match_box)
        # Each field under its label, the box's width for it (beside the label at large text
        # the place had a field of a few letters and the game showed "Ro").
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.game = QComboBox()
        self.game.addItem("Roller", "roller")
        self.game.addItem("105", "105")
        self.game.setAccessibleName(self.tr("Game"))
        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        form.addRow(self.tr("Ga&me"), self.game)
        self.date = QLineEdit()
        self.date.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.date.setAccessibleName(self.tr("Date"))
        form.addRow(self.tr("&Date"), self.date)
        # What may stay empty is said by the label, the field shows only the form to type:
        # at large text the field beside its label read "TT:MM…" and "Var de…".
        self.time = QLineEdit()
        self.time.setPlaceholderText(self.tr("HH:MM"))
        self.time.setAccessibleName(self.tr("Time"))
        self.time.setToolTip(self.tr("HH:MM, empty if not known"))
        form.addRow(self.tr("&Time (if known)"), self.time)
        self.place = QLineEdit()
        self.place.setAccessibleName(self.tr("Place"))
        self.place.setToolTip(self.tr("Where it was played (optional)"))
        form.addRow(self.tr("&Place (optional)"), self.place)
        self.date.setToolTip(date_words().forms(timed=False))
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 100)
        self.rounds.setAccessibleName(self.tr("Rounds"))
        self.ww = QSpinBox()
        self.ww.setRange(50, 100000)
        self.ww.setSingleStep(50)
        self.ww.setAccessibleName(self.tr("WW limit"))
        self.forced_row = WrappedCheck(self.tr("Forced throw after ROLLER by Stege or Alla lika"))
        self.forced = self.forced_row.box
        self.rounds_label = QLabel(self.tr("&Rounds"))
        self.rounds_label.setBuddy(self.rounds)
        self.ww_label = QLabel(self.tr("&WW limit (points)"))
        self.ww_label.setBuddy(self.ww)
        form.addRow(self.rounds_label, self.rounds)
        form.addRow(self.ww_label, self.ww)
        form.addRow(self.forced_row)
        self.match_box = match_box
        return_moves_on(self.date, self.time, self.place, self.rounds, self.ww)

        league = QVBoxLayout()
        league_title = QLabel(self.tr("League players (Enter seats them)"))
        league_title.setWordWrap(True)
        league.addWidget(league_title)
        self.league_list = QListWidget()
        self.league_list.setAccessibleName(self.tr("League players"))
        self.league_list.itemActivated.connect(
            lambda item: self.seat(str(item.data(NameRole) or item.text()))
        )
        league.addWidget(self.league_list, 1)
        new_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("New player's name"))
        self.name_edit.returnPressed.connect(self.seat_typed_name)
        add = QPushButton(self.tr("Add"))
        add.setAccessibleName(self.tr("Add the name typed to the table"))
        add.clicked.connect(self.seat_typed_name)
        # What the name is for in its label, which wraps: as the field's example it was cut
        # in the narrow column at large text ("Ett namn s…").
        name_label = QLabel(self.tr("&New name (not in the league yet):"))
        name_label.setWordWrap(True)
        name_label.setBuddy(self.name_edit)
        league.addWidget(name_label)
        league.addWidget(self.name_edit)
        self.name_edit.setToolTip(self.tr("A name not in the league yet"))
        new_row.addStretch(1)
        new_row.addWidget(add)
        league.addLayout(new_row)
        note = QLabel(
            self.tr("A new name becomes a player of the league when the protocol is saved.")
        )
        note.setWordWrap(True)
        league.addWidget(note)

        table = QVBoxLayout()
        table_title = QLabel(self.tr("At the table, clockwise, from the one who started"))
        table_title.setWordWrap(True)
        table.addWidget(table_title)
        self.seat_list = QListWidget()
        self.seat_list.setAccessibleName(self.tr("Seats, clockwise"))
        table.addWidget(self.seat_list, 1)
        # Beside each other where their words fit, else one under another: side by side they
        # made the column ~486 px wide at the largest text, the league's names beside it cut.
        self.moves = ButtonRow()
        for label, key, shown, slot in (
            (self.tr("Up"), "Alt+Up", "Alt+↑", lambda: self.move_seat(-1)),
            (self.tr("Down"), "Alt+Down", "Alt+↓", lambda: self.move_seat(1)),
            (self.tr("Remove"), "Del", self.tr("Del"), self.remove_seat),
        ):
            button = QPushButton(f"{label} [{shown}]")
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, s=slot: s())
            self._form_shortcut(key, slot)
            self.moves.add(button)
        table.addWidget(self.moves)

        columns.addWidget(match_box, 0, 0)  # as the sheet is read: its head first
        for column, inner in enumerate((league, table), start=1):
            holder = QWidget()
            inner.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(inner)
            columns.addWidget(holder, 0, column)
        for column, stretch in enumerate((2, 3, 3)):  # the names have the room they need
            columns.setColumnStretch(column, stretch)

        self.news = QLabel()  # what was saved last
        self.news.setWordWrap(True)
        self.news.setAccessibleName(self.tr("Saved"))
        outer.addWidget(self.news)
        self.form_problem = RefusalLabel()
        self.form_problem.setAccessibleName(self.tr("Problem with the protocol"))
        buttons = QHBoxLayout()
        cancel = QPushButton(self.tr("Cancel [Esc]"))
        cancel.setAccessibleName(self.tr("Cancel"))
        cancel.clicked.connect(self.cancel)
        self.next_button = QPushButton(self.tr("Next: the protocol [Ctrl+Enter]"))
        self.next_button.setAccessibleName(self.tr("Next: the protocol"))
        self.next_button.setMinimumHeight(48)
        self.next_button.clicked.connect(self.next_step)
        buttons.addWidget(cancel)
        buttons.addWidget(self.form_problem, 1)
        buttons.addWidget(self.next_button)
        outer.addLayout(buttons)
        for names in (self.league_list, self.seat_list):
            wrapped(names)
        self.pages.addWidget(self.form_page)

    def _form_shortcut(self, key: str, slot: Callable[[], object]) -> None:
        """Alt+↑ and Alt+↓ anywhere on the page; Del only in the seats' list (in a name box
        it deletes a letter)."""
        if key.startswith("Alt"):
            self._shortcut(key, slot)
            return
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.seat_list.addAction(action)

    # ---- the Roller grid --------------------------------------------------------------------

    def _build_grid(self) -> None:
        self.grid_page = QWidget()
        layout = QVBoxLayout(self.grid_page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid_heading = QLabel()
        self.grid_heading.setWordWrap(True)
        layout.addWidget(self.grid_heading)
        self.model = ProtocolModel(parent=self)
        self.grid = ProtocolView(self.model)
        self.grid.clicked.connect(self._clicked)
        layout.addWidget(self.grid, 1)
        row = QHBoxLayout()
        self.cell_label = QLabel()
        self.edit = CellEdit()
        self.edit.setPlaceholderText(self.tr("e.g. 350, – (Tjock) or RT"))
        self.edit.setAccessibleName(self.tr("Result of the cell"))
        self.edit.returnPressed.connect(lambda: self.enter(self.edit.text()))
        self.edit.moved.connect(self.step)
        self.cell_label.setBuddy(self.edit)
        enter = QPushButton(self.tr("Enter [Enter]"))
        enter.setAccessibleName(self.tr("Enter the cell"))
        enter.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        enter.clicked.connect(lambda _=False: self.enter(self.edit.text()))
        # The cell's name over the entry: beside it, the entry's example was cut at the
        # largest text ("t.ex. 350, – (Tjoc…").
        layout.addWidget(self.cell_label)
        row.addWidget(self.edit, 1)
        row.addWidget(enter)
        layout.addLayout(row)
        self.keys_help = QLabel(
            self.tr(
                "Enter moves on to the next seat, then the next round; the arrow keys or a "
                "click go back to a cell to type it again (Enter with the box empty empties it)."
            )
        )
        self.keys_help.setWordWrap(True)
        self.edit.setToolTip(self.keys_help.text())
        layout.addWidget(self.keys_help)
        self.grid_problem = RefusalLabel()
        self.grid_problem.setAccessibleName(self.tr("Problem with the cell"))
        layout.addWidget(self.grid_problem)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Match summary"))
        layout.addWidget(self.summary)
        layout.addLayout(self._step_buttons())
        self.pages.addWidget(self.grid_page)
        self.pages.currentChanged.connect(lambda _i: self._fit_room())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_room()

    def _fit_room(self) -> None:
        """On a low screen (1024 x 600) the grid gets the title's and the help's room: the
        heading under it names the match, the help is the entry's tooltip as well."""
        roomy = self.height() >= ROOMY
        self.title.setVisible(roomy or self.pages.currentWidget() is self.form_page)
        self.keys_help.setVisible(roomy)

    def _step_buttons(self) -> QHBoxLayout:
        buttons = QHBoxLayout()
        back = QPushButton(self.tr("Back to the form [Esc]"))
        back.setAccessibleName(self.tr("Back to the form"))
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        back.clicked.connect(self.back)
        save = QPushButton(self.tr("Save in the league [Ctrl+S]"))
        save.setAccessibleName(self.tr("Save in the league"))
        save.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        save.setMinimumHeight(48)
        save.clicked.connect(self.save)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(save)
        return buttons

    # ---- the 105 finishing order ------------------------------------------------------------

    def _build_order(self) -> None:
        self.order_page = QWidget()
        layout = QVBoxLayout(self.order_page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.order_heading = QLabel()
        self.order_heading.setWordWrap(True)
        layout.addWidget(self.order_heading)
        explain = QLabel(
            self.tr(
                "Each seat's place (1 = the winner) and dice. When the race ended with its "
                "winner, the others are not through."
            )
        )
        explain.setWordWrap(True)
        layout.addWidget(explain)
        self.order = QTableWidget(0, 4)
        self.order.setAccessibleName(self.tr("Finishing order"))
        self.order.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Finishing place"), self.tr("Dice"), self.tr("Kids' mode")]
        )
        self.order.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.order.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.order.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.order.setTabKeyNavigation(False)
        self.order.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.order, 1)
        self.order_problem = RefusalLabel()
        self.order_problem.setAccessibleName(self.tr("Problem with the finishing order"))
        layout.addWidget(self.order_problem)
        layout.addLayout(self._step_buttons())
        self.pages.addWidget(self.order_page)
        self.place_boxes: list[QComboBox] = []
        self.dice_boxes: list[QSpinBox] = []
        self.kids_boxes: list[QCheckBox] = []
        self.order_names: list[str] = []

    # ---- state ------------------------------------------------------------------------------

    def begin(self) -> None:
        """A fresh page: today, Roller with the default house rules, nobody seated."""
        self.game.setCurrentIndex(0)
        # Today as the window's language writes a date (14.06.2022 in Norwegian).
        self.date.setText(QDate.currentDate().toString(date_words().box_form()))
        self.time.clear()
        self.place.clear()
        rules = RollerRules()
        self.rounds.setValue(rules.rounds)
        self.ww.setValue(rules.ww_threshold)
        self.forced.setChecked(rules.forced_after_roller)
        self.seats = []
        self.cells = []
        self.grid_names = []
        self.dirty = False
        self.form_problem.clear()
        self.news.clear()
        self.name_edit.clear()
        self._game_chosen()
        self.reload_players()
        self._redraw_seats()
        self.pages.setCurrentWidget(self.form_page)

    def state(self) -> PaperState:
        boxes = zip(
            self.order_names, self.place_boxes, self.dice_boxes, self.kids_boxes, strict=True
        )
        return PaperState(
            self.game.currentIndex(),
            (self.date.text(), self.time.text(), self.place.text(), self.name_edit.text()),
            self.rounds.value(),
            self.ww.value(),
            self.forced.isChecked(),
            list(self.seats),
            [list(column) for column in self.cells],
            list(self.grid_names),
            self.at,
            [(n, p.currentIndex(), d.value(), k.isChecked()) for n, p, d, k in boxes],
            self.pages.currentIndex(),
            self.dirty,
        )

    def restore(self, state: PaperState) -> None:
        self.game.setCurrentIndex(state.game)
        edits = (self.date, self.time, self.place, self.name_edit)
        for edit, text in zip(edits, state.texts, strict=True):
            edit.setText(text)
        self.rounds.setValue(state.rounds)
        self.ww.setValue(state.ww)
        self.forced.setChecked(state.forced)
        self.seats = list(state.seats)
        self.reload_players()
        self._redraw_seats()
        self.cells = [list(column) for column in state.cells]
        self.grid_names = list(state.grid_names)
        self.at = state.at
        if state.step == self.pages.indexOf(self.grid_page) and self.cells:
            self._shape_grid()
            self.pages.setCurrentWidget(self.grid_page)
            self._show_grid()
        elif state.step == self.pages.indexOf(self.order_page):
            self._shape_order()
            for (_, place, dice, kids), p, d, k in zip(
                state.order, self.place_boxes, self.dice_boxes, self.kids_boxes, strict=False
            ):
                p.setCurrentIndex(place)
                d.setValue(dice)
                k.setChecked(kids)
            self.pages.setCurrentWidget(self.order_page)
        self.dirty = state.dirty

    def page_title(self) -> str:
        return self.tr("Paper protocol")

    def focus_first(self) -> None:
        current = self.pages.currentWidget()
        if current is self.grid_page:
            self.edit.setFocus()
        elif current is self.order_page and self.place_boxes:
            self.place_boxes[0].setFocus()
        else:
            self.date.setFocus()
            self.date.selectAll()

    def apply_fonts(self) -> None:
        base = self.font()
        self.title.setFont(scaled_font(base, 2.0, bold=True))
        for widget in (self.league_list, self.seat_list, self.match_box, self.name_edit):
            widget.setFont(scaled_font(base, 1.1))
        self.grid_heading.setFont(scaled_font(base, 1.15, bold=True))
        self.order_heading.setFont(scaled_font(base, 1.15, bold=True))
        self.cell_label.setFont(scaled_font(base, 1.2))
        self.edit.setFont(scaled_font(base, 1.6, bold=True))
        self.summary.setFont(scaled_font(base, 1.1, bold=True))
        self.order.setFont(scaled_font(base, 1.15))
        # The date filled in (today) reads whole, to be changed: at the largest text the
        # narrow field showed '26-12-06'.
        frame = self.date.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        wide = QFontMetricsF(self.date.font()).horizontalAdvance("0000-00-00")
        self.date.setMinimumWidth(math.ceil(wide) + 2 * frame + 8)

    def roller(self) -> bool:
        return bool(self.game.currentData() != "105")

    def _game_chosen(self) -> None:
        for widget in (self.rounds, self.ww, self.forced_row, self.rounds_label, self.ww_label):
            widget.setVisible(self.roller())

    def reload_players(self) -> None:
        seated = {name_key(name) for name in self.seats}
        self.league_list.clear()
        for player in by_name(self.store.players()):
            if name_key(player.name) in seated:
                continue
            item = QListWidgetItem(player.name)
            item.setData(NameRole, player.name)
            self.league_list.addItem(item)
        if self.league_list.count():
            self.league_list.setCurrentRow(0)

    def seat_typed_name(self) -> None:
        if self.seat(self.name_edit.text()):
            self.name_edit.clear()

    def seat(self, name: str) -> bool:
        """A seat for a league player or a new name (a player once saved); a name that cannot
        be one, or one seated already, is refused with the usual words."""
        try:
            cleaned = clean_name(name)
        except StoreError as error:
            self.form_problem.setText(describe(error))
            return False
        twice = [seated for seated in self.seats if name_key(seated) == name_key(cleaned)]
        if twice:
            self.form_problem.setText(
                self.tr("{name} sits at the table twice.").format(name=twice[0])
            )
            return False
        if len(self.seats) >= MAX_SEATS:
            self.form_problem.setText(self.tr("A match has at most %n seats.", "", MAX_SEATS))
            return False
        known = {name_key(p.name): p.name for p in self.store.players(include_archived=True)}
        self.seats.append(known.get(name_key(cleaned), cleaned))
        self.form_problem.clear()
        self.reload_players()
        self._redraw_seats()
        self.seat_list.setCurrentRow(len(self.seats) - 1)
        return True

    def remove_seat(self) -> None:
        row = self.seat_list.currentRow()
        if 0 <= row < len(self.seats):
            del self.seats[row]
            self.reload_players()
            self._redraw_seats()
            self.seat_list.setCurrentRow(min(row, len(self.seats) - 1))

    def move_seat(self, step: int) -> None:
        row = self.seat_list.currentRow()
        to = row + step
        if 0 <= row < len(self.seats) and 0 <= to < len(self.seats):
            self.seats[row], self.seats[to] = self.seats[to], self.seats[row]
            self._redraw_seats()
            self.seat_list.setCurrentRow(to)

    def _redraw_seats(self) -> None:
        self.seat_list.clear()
        known = {name_key(p.name) for p in self.store.players(include_archived=True)}
        for number, name in enumerate(self.seats, start=1):
            if name_key(name) in known:
                text = f"{number}. {name}"
            else:
                text = self.tr("{number}. {name} (new player)").format(number=number, name=name)
            self.seat_list.addItem(text)

    # ---- the steps --------------------------------------------------------------------------

    def when(self) -> tuple[datetime, bool] | None:
        """The date and time typed (and whether the time is known); None: refused, said.
        The date may carry the time (14.6.2022 19.30) when the time's own field is empty."""
        words = date_words()
        try:
            written = read_when(self.date.text(), time_allowed=not self.time.text().strip())
        except WrittenDateError as error:
            self.form_problem.setText(words.refusal(error, timed=False))
            self.date.setFocus()
            return None
        clock = self.time.text().strip()
        if not clock:
            return written.moment, written.timed
        try:
            hour, minute = read_clock(clock)
        except WrittenDateError as error:
            self.form_problem.setText(words.refusal(error, timed=False))
            self.time.setFocus()
            return None
        return written.moment.replace(hour=hour, minute=minute), True

    def next_step(self) -> None:
        """Ctrl+Enter on the form: the grid (Roller) or the finishing order (105)."""
        if self.pages.currentWidget() is not self.form_page:
            return
        if self.when() is None:
            return
        if not self.seats:
            self.form_problem.setText(self.tr("Seat at least one player at the table."))
            return
        try:
            RollerRules(rounds=self.rounds.value(), ww_threshold=self.ww.value())
        except RulesError as error:
            self.form_problem.setText(describe(error))
            return
        self.form_problem.clear()
        if self.roller():
            self._shape_grid()
            self.pages.setCurrentWidget(self.grid_page)
            self._show_grid()
            self.edit.setFocus()
        else:
            self._shape_order()
            self.pages.setCurrentWidget(self.order_page)
            self.focus_first()

    def heading(self) -> str:
        when = self.when()
        day = (
            ""
            if when is None
            else f"{when[0]:%Y-%m-%d %H:%M}"
            if when[1]
            else f"{when[0]:%Y-%m-%d}"
        )
        game = "Roller" if self.roller() else "105"
        place = self.place.text().strip()
        where = f", {place}" if place else ""
        return f"{game}, {day}{where}: {', '.join(self.seats)}"

    def _shape_grid(self) -> None:
        """The grid for the seats and rounds of the form; cells typed before keep their seat
        (by name) and round."""
        rounds = self.rounds.value()
        old = dict(zip(self.grid_names, self.cells, strict=True))
        self.cells = []
        for name in self.seats:
            column = list(old.get(name, []))[:rounds]
            self.cells.append(column + [None] * (rounds - len(column)))
        self.grid_names = list(self.seats)
        seat, rnd = self.at
        if not (seat < len(self.seats) and rnd < rounds):
            self.at = (0, 0)
        self.grid_heading.setText(self.heading())
        self.grid_problem.clear()

    def protocol(self) -> Protocol:
        """The grid as the engine's protocol: the same totals, running totals and symbols as
        a played match's (the symbols once every cell is typed)."""
        rounds = len(self.cells[0]) if self.cells else 0
        results = tuple(
            tuple(None if cell is None else cell_result(cell) for cell in column)
            for column in self.cells
        )
        return Protocol(
            seats=tuple(self.grid_names),
            rounds=rounds,
            starter=0,
            cells=results,
            roller_counts=(0,) * len(self.cells),
            ww_threshold=self.ww.value(),
            is_over=self.empty_cells() == 0,
            current=self.at,
            hand_kept=True,
        )

    def empty_cells(self) -> int:
        return sum(cell is None for column in self.cells for cell in column)

    def _show_grid(self) -> None:
        p = self.protocol()
        self.model.set_protocol(p)
        seat, rnd = self.at
        self.cell_label.setText(
            self.tr("Round {round}, {name}:").format(round=rnd + 1, name=self.grid_names[seat])
        )
        typed = self.cells[seat][rnd]
        self.edit.setText(typed or "")
        self.edit.selectAll()
        total = p.rounds * len(p.seats)
        if p.is_over:
            self.summary.setText(match_summary(p))
        else:
            self.summary.setText(
                self.tr("{typed} of %n cells typed.", "", total).format(
                    typed=total - self.empty_cells()
                )
            )

    def _order(self) -> list[tuple[int, int]]:
        """Every cell in the order of play: seat by seat within a round, then the next."""
        seats = len(self.cells)
        rounds = len(self.cells[0]) if self.cells else 0
        return [(seat, rnd) for rnd in range(rounds) for seat in range(seats)]

    def go_to(self, seat: int, rnd: int) -> None:
        if 0 <= seat < len(self.cells) and 0 <= rnd < len(self.cells[0]):
            self.at = (seat, rnd)
            self.grid_problem.clear()
            self._show_grid()

    def step(self, seats: int, rounds: int) -> None:
        seat, rnd = self.at
        self.go_to(seat + seats, rnd + rounds)

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.go_to(index.column(), index.row())
            self.edit.setFocus()

    def ask_large(self, points: int) -> bool:
        """A cell this large is asked about, as in protocol only (tests answer here)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Are you sure?"),
            self.tr("{points} points in one round: is that right?").format(points=points),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        self.window().activateWindow()  # the keys go on to the page (no window manager too)
        return answer == QMessageBox.StandardButton.Yes

    def enter(self, text: str) -> bool:
        """The cell at the cursor as typed: refused with the protocol's words and nothing
        changed, or written and the cursor on the next empty cell in the order of play. An
        empty box empties a typed cell."""
        if self.pages.currentWidget() is not self.grid_page or not self.cells:
            return False
        seat, rnd = self.at
        if not text.strip():
            if self.cells[seat][rnd] is None:
                self.grid_problem.setText(
                    self.tr("Type the result first: the points, – for Tjock or RT.")
                )
                return False
            self.cells[seat][rnd] = None
            self.dirty = True
            self.grid_problem.clear()
            self._show_grid()
            return True
        try:
            cell = read_cell(text)
        except RulesError as error:
            self.grid_problem.setText(describe(error))
            self.edit.selectAll()
            return False
        points = cell_points(cell)
        if (
            points is not None
            and points > LARGE_RESULT
            and cell != self.cells[seat][rnd]
            and not self.ask_large(points)
        ):
            self.edit.selectAll()
            return False
        self.cells[seat][rnd] = cell
        self.dirty = True
        self.grid_problem.clear()
        order = self._order()
        here = order.index((seat, rnd))
        later = order[here + 1 :] + order[: here + 1]
        self.at = next(((s, r) for s, r in later if self.cells[s][r] is None), (seat, rnd))
        self._show_grid()
        self.edit.setFocus()
        return True

    def _shape_order(self) -> None:
        old = {
            name: (box.currentIndex(), dice.value(), kids.isChecked())
            for name, box, dice, kids in zip(
                self.order_names, self.place_boxes, self.dice_boxes, self.kids_boxes, strict=True
            )
        }
        self.order_names = list(self.seats)
        self.order.setRowCount(len(self.seats))
        self.place_boxes, self.dice_boxes, self.kids_boxes = [], [], []
        for row, name in enumerate(self.seats):
            item = QTableWidgetItem(name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.order.setItem(row, 0, item)
            place = QComboBox()
            place.addItem(self.tr("not through"), None)
            for number in range(1, len(self.seats) + 1):
                place.addItem(str(number), number)
            place.setAccessibleName(self.tr("Place of {name}").format(name=name))
            dice = QSpinBox()
            dice.setRange(1, 5)
            dice.setValue(5)
            dice.setAccessibleName(self.tr("Dice for {name}").format(name=name))
            kids = QCheckBox()
            kids.setAccessibleName(self.tr("Kids' mode for {name}").format(name=name))
            if name in old:
                index, count, on = old[name]
                place.setCurrentIndex(index if index < place.count() else 0)
                dice.setValue(count)
                kids.setChecked(on)
            for signal in (place.currentIndexChanged, dice.valueChanged, kids.toggled):
                signal.connect(self._order_changed)
            self.order.setCellWidget(row, 1, place)
            self.order.setCellWidget(row, 2, dice)
            self.order.setCellWidget(row, 3, kids)
            self.place_boxes.append(place)
            self.dice_boxes.append(dice)
            self.kids_boxes.append(kids)
        for section in (1, 2, 3):
            self.order.horizontalHeader().setSectionResizeMode(
                section, QHeaderView.ResizeMode.ResizeToContents
            )
        self.order_heading.setText(self.heading())
        self.order_problem.clear()

    def _order_changed(self, *_: object) -> None:
        self.dirty = True
        self.order_problem.clear()

    # ---- saving and leaving -----------------------------------------------------------------

    def typed(self) -> TypedProtocol | None:
        """The protocol as typed, for the store (None: the date or time is refused)."""
        from roller_desktop.store.protocol_csv import TypedProtocol

        when = self.when()
        if when is None:
            return None
        moment, timed = when
        common: dict[str, Any] = {
            "date": moment,
            "timed": timed,
            "names": list(self.seats),
            "place": self.place.text().strip() or None,
        }
        if self.roller():
            return TypedProtocol(
                game="roller",
                cells=[[cell or "" for cell in column] for column in self.cells],
                ww_limit=self.ww.value(),
                forced_throw=self.forced.isChecked(),
                **common,
            )
        return TypedProtocol(
            game="105",
            places=[box.currentData() for box in self.place_boxes],
            dice=[box.value() for box in self.dice_boxes],
            kids=[box.isChecked() for box in self.kids_boxes],
            **common,
        )

    def say(self, text: str) -> None:
        current = self.pages.currentWidget()
        if current is self.grid_page:
            self.grid_problem.setText(text)
        elif current is self.order_page:
            self.order_problem.setText(text)
        else:
            self.form_problem.setText(text)

    def save(self) -> str | None:
        """Ctrl+S: the protocol into the league (the store's path for a file's protocol, one
        transaction); the id of the match made, or None (refused or already here, said)."""
        if self.pages.currentWidget() is self.form_page:
            return None
        if self.roller():
            missing = self.empty_cells()
            if missing:
                self.say(
                    self.tr(
                        "%n cells are still empty: the protocol is saved when every round "
                        "of every seat is typed.",
                        "",
                        missing,
                    )
                )
                return None
        typed = self.typed()
        if typed is None:
            self.pages.setCurrentWidget(self.form_page)
            return None
        from roller_desktop.store.protocol_csv import enter_typed

        try:
            summary = enter_typed(self.store, typed)
        except (RulesError, StoreError) as error:
            self.say(describe(error))
            return None
        if summary.matches_unchanged:
            self.dirty = False  # the league has it: leaving loses nothing, nothing is asked
            self.say(
                self.tr(
                    "This protocol is in the league already (the same date, place, players "
                    "and cells): nothing was added."
                )
            )
            return None
        self.saved.emit(
            LeagueChanges(standings=True, matches=True, players=summary.players_added > 0)
        )
        saved = self.heading()
        match_id = summary.added_ids[0]
        self.cells = []
        self.grid_names = []
        self.at = (0, 0)
        self.dirty = False
        self._shape_order_clear()
        self.reload_players()
        self._redraw_seats()
        self.pages.setCurrentWidget(self.form_page)
        self.form_problem.clear()
        self.news.setText(
            self.tr(
                "Saved in the league: {match}. Type the next protocol, or Esc to leave."
            ).format(match=saved)
        )
        self.date.setFocus()
        self.date.selectAll()
        return match_id

    def _shape_order_clear(self) -> None:
        self.order.setRowCount(0)
        self.place_boxes, self.dice_boxes, self.kids_boxes = [], [], []
        self.order_names = []

    def typed_count(self) -> int:
        return sum(cell is not None for column in self.cells for cell in column)

    def ask_discard(self) -> bool:
        """Cancel with something typed: throw it away? (tests answer here)."""
        count = self.typed_count()
        if self.roller() and count:
            text = self.tr("Discard the %n cells typed? They are not saved.", "", count)
        else:
            text = self.tr("Discard the protocol typed? It is not saved.")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Cancel the protocol?"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        self.window().activateWindow()
        return answer == QMessageBox.StandardButton.Yes

    def back(self) -> None:
        """Esc: from the protocol back to the form (nothing typed is lost), from the form out."""
        if self.pages.currentWidget() is not self.form_page:
            self.pages.setCurrentWidget(self.form_page)
            self.next_button.setFocus()
            return
        self.cancel()

    def cancel(self) -> bool:
        """Leave the page; cells typed and not saved are asked about first."""
        if self.dirty and not self.ask_discard():
            return False
        self.begin()
        self.leave.emit()
        return True
