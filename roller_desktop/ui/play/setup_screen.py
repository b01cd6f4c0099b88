"""Setting up a match: players and their seats (clockwise), house rules, dice, who starts.

The starter is thrown for (opening_panel: animated, ties thrown again) or chosen by the table.
A 105 race shows each child's chance to win as the table is set up (race_chances). The result
goes to the main window, which records the match in the store.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QFontMetricsF, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.dice import DiceSource
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.hundredfive import HundredFiveRules
from roller_desktop.engine.opening import OpeningDraw
from roller_desktop.engine.roller import RollerRules
from roller_desktop.engine.seats import MAX_SEATS
from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.values import Game, LoadedMatch
from roller_desktop.strategy.race_odds import EvenDice, RaceSeat
from roller_desktop.ui.common.computer_seats import shown_names
from roller_desktop.ui.common.i18n import by_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import (
    FitButton,
    FitLabel,
    RefusalLabel,
    WrappedCheck,
    keep_in_sight,
    return_moves_on,
    scaled_font,
)
from roller_desktop.ui.play.handicap_box import HandicapBox, HandicapTable
from roller_desktop.ui.play.opening_panel import OpeningPanel
from roller_desktop.ui.play.race_chances import EVEN_KEY, RaceChancesBox, RaceTable

PlayerIdRole = Qt.ItemDataRole.UserRole + 1


@dataclass
class SeatChoice:
    player_id: str | None  # None: a computer seat (of the level in `computer`)
    name: str
    dice: int = 5
    kids: bool = False
    computer: str | None = None
    coached: bool = False  # Roller: coach mode for this person's seat (ui.play.coach_mode)


@dataclass
class SetupResult:
    game: Game
    rules: dict[str, Any]
    seats: list[SeatChoice]
    starter: int
    real_dice: bool
    opening: list[Any] | None = field(default=None)
    by_hand: bool = False  # protocol only: the keeper types each turn's result (Roller)


NAME_LETTERS = 12  # the seat table's names read at least this many letters before eliding
COACH_COLUMN = 3  # the seat table's: player, dice, kids' mode (105), coach mode (Roller)
RULES_LETTERS = 24  # the rules' column: its longest words whole beside a check box
UNLIMITED = 16_777_215  # Qt's QWIDGETSIZE_MAX (not exported by PySide6)


class SetupScreen(QWidget):
    ready = Signal(object)  # SetupResult
    cancelled = Signal()
    league_changed = Signal(object)  # LeagueChanges: a player added to the league here

    def __init__(
        self,
        store: LeagueStore,
        dice_factory: Callable[[], DiceSource],
        animation: bool = True,
        levels: tuple[str, ...] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.levels = levels  # computer levels, when the strategy package offers them
        self.store = store
        self.dice_factory = dice_factory
        self.animation = animation
        self.game: Game = "roller"
        self.seats: list[SeatChoice] = []
        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 12)
        self.title = FitLabel()
        layout.addWidget(self.title)
        layout.addWidget(self.pages, 1)
        # The form scrolls down on a small screen at a huge text size, never sideways: its
        # columns go under each other where they do not fit beside each other (_arrange). Back
        # and Start stay under it, always in sight.
        self.form_body = QWidget()
        self.form = QScrollArea()
        self.form.setWidgetResizable(True)
        self.form.setFrameShape(QFrame.Shape.NoFrame)
        self.form.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form.setWidget(self.form_body)
        self.form.viewport().installEventFilter(self)
        self.form_page = QWidget()
        self.form_layout = QVBoxLayout(self.form_page)
        self.form_layout.setContentsMargins(0, 0, 0, 0)
        self.form_layout.addWidget(self.form, 1)
        self.opening = OpeningPanel(self)
        self.opening.done.connect(self._opening_done)
        self.opening.back.connect(lambda: self.pages.setCurrentWidget(self.form_page))
        self.pages.addWidget(self.form_page)
        self.pages.addWidget(self.opening)
        self._build_form()
        self._shortcut("Esc", self._back)
        self._shortcut("Ctrl+Return", self.start)
        self._shortcut("Ctrl+Enter", self.start)
        self._shortcut(EVEN_KEY, self._even)

    # ---- the form ---------------------------------------------------------------------------

    def _shortcut(self, key: str, slot: Callable[[], object]) -> None:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)

    def _build_form(self) -> None:
        outer = QVBoxLayout(self.form_body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.columns = QGridLayout()
        self.columns.setSpacing(14)
        outer.addLayout(self.columns, 1)
        self.column_widgets: list[QWidget] = []
        self._side_by_side: bool | None = None

        def column(inner: QLayout) -> None:
            holder = QWidget()
            inner.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(inner)
            self.column_widgets.append(holder)

        league = QVBoxLayout()
        league_title = QLabel(self.tr("League players (Enter seats them)"))
        league_title.setWordWrap(True)
        league.addWidget(league_title)
        self.league_list = QListWidget()
        self.league_list.setAccessibleName(self.tr("League players"))
        self.league_list.itemActivated.connect(self._seat_item)
        self.league_list.installEventFilter(self)  # a name typed that it has not: a new name
        self._typed, self._typed_at = "", 0.0  # the letters of a search in the list
        league.addWidget(self.league_list, 1)
        new_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.setAccessibleName(self.tr("New player's name"))
        self.name_edit.returnPressed.connect(self.add_new_player)
        self.add_player_button = QPushButton(self.tr("Add player"))
        self.add_player_button.setAccessibleName(self.tr("Add a new player"))
        self.add_player_button.clicked.connect(self.add_new_player)
        # The name on a line of its own: beside the button its placeholder read "Namn p…".
        league.addWidget(self.name_edit)
        self.name_edit.setToolTip(self.name_edit.placeholderText())  # a narrow column at large text
        new_row.addStretch(1)
        new_row.addWidget(self.add_player_button)
        league.addLayout(new_row)
        self.name_error = RefusalLabel()
        self.name_error.setAccessibleName(self.tr("Problem with the name"))
        league.addWidget(self.name_error)
        # A name that is taken offers the one who has it (or another name, typed over it).
        self.pick_existing_button = QPushButton()
        self.pick_existing_button.setAccessibleName(self.tr("Seat the player who has this name"))
        self.pick_existing_button.clicked.connect(self._seat_existing)
        self.pick_existing_button.hide()
        self._existing: tuple[str, str] | None = None
        league.addWidget(self.pick_existing_button)
        self.computer_row = QHBoxLayout()
        self.computer_level = QComboBox()
        self.computer_level.setAccessibleName(self.tr("Computer level"))
        narrow_combo(self.computer_level, 5)
        for level in self.levels:
            self.computer_level.addItem(self.level_name(level), level)
            self.computer_level.setItemData(
                self.computer_level.count() - 1,
                self.level_description(level),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.add_computer_button = QPushButton(self.tr("Seat a computer"))
        self.add_computer_button.clicked.connect(self.add_computer)
        self.computer_row.addWidget(self.computer_level, 1)
        self.computer_row.addWidget(self.add_computer_button)
        league.addLayout(self.computer_row)
        # What the chosen level plays like, in a line under the choice (tooltips need a mouse).
        self.level_help = QLabel()
        self.level_help.setWordWrap(True)
        self.level_help.setAccessibleName(self.tr("How the computer level plays"))
        keep_in_sight(self.level_help)  # whole over the fold of the form (_fit_first_row)
        league.addWidget(self.level_help)
        self.computer_level.currentIndexChanged.connect(self._level_chosen)
        self._level_chosen()
        column(league)
        # Only now that they have a parent: shown before, each would flash up as a window.
        has_bots = bool(self.levels)
        self.computer_level.setVisible(has_bots)
        self.add_computer_button.setVisible(has_bots)
        self.level_help.setVisible(has_bots)

        table = QVBoxLayout()
        table.addWidget(QLabel(self.tr("At the table, clockwise")))
        self.seat_table = QTableWidget(0, 4)
        self.seat_table.setAccessibleName(self.tr("Seats, clockwise"))
        self.seat_table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Dice"),
                self.tr("Kids' mode"),
                self.tr("Coach mode"),
            ]
        )
        self.seat_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for section in range(4):  # the whole word where a heading is cut (a larger text)
            heading = self.seat_table.horizontalHeaderItem(section)
            if heading is not None:
                heading.setToolTip(heading.text())
        self.seat_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seat_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seat_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seat_table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        table.addWidget(self.seat_table, 1)
        moves = QHBoxLayout()
        for label, key, shown, slot in (
            (self.tr("Up"), "Alt+Up", "Alt+↑", lambda: self.move_seat(-1)),
            (self.tr("Down"), "Alt+Down", "Alt+↓", lambda: self.move_seat(1)),
            (self.tr("Remove"), "Del", self.tr("Del"), self.remove_seat),
        ):
            button = FitButton(f"{label} [{shown}]")
            button.keep_whole = True  # squeezed beside the rules they read smaller at larger text
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, s=slot: s())
            self._shortcut(key, slot)
            moves.addWidget(button, 1)
        table.addLayout(moves)
        column(table)

        right = QVBoxLayout()
        self.rules_box = QGroupBox(self.tr("House rules"))
        rules = QFormLayout(self.rules_box)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 100)
        self.rounds.setAccessibleName(self.tr("Rounds"))
        self.ww = QSpinBox()
        self.ww.setRange(50, 100000)
        self.ww.setSingleStep(50)
        self.ww.setAccessibleName(self.tr("WW limit"))
        self.forced_row = WrappedCheck(self.tr("Forced throw after ROLLER by Stege or Alla lika"))
        self.extra_row = WrappedCheck(self.tr("Extra throw when a number is done"))
        self.places_row = WrappedCheck(self.tr("Play on for places after the winner"))
        self.forced = self.forced_row.box
        self.extra = self.extra_row.box
        self.places = self.places_row.box
        self.rounds_label = QLabel(self.tr("Rounds"))
        self.ww_label = QLabel(self.tr("WW limit (points)"))
        rules.addRow(self.rounds_label, self.rounds)
        rules.addRow(self.ww_label, self.ww)
        return_moves_on(self.rounds, self.ww)
        rules.addRow(self.forced_row)
        rules.addRow(self.extra_row)
        rules.addRow(self.places_row)
        right.addWidget(self.rules_box)

        start_box = QGroupBox(self.tr("Start"))
        start = QFormLayout(start_box)
        # Each choice under its label, the column's width for it: beside the label a choice
        # showed half its words at 1024x600 ("Avgjør med kast (ved l").
        start.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.starter = QComboBox()
        self.starter.setAccessibleName(self.tr("Who starts"))
        narrow_combo(self.starter, 10)
        start.addRow(self.tr("Who starts"), self.starter)
        self.dice_mode = QComboBox()
        self.dice_mode.addItems(
            [self.tr("Virtual dice (the program throws)"), self.tr("Real dice (type the faces)")]
        )
        self.dice_mode.setAccessibleName(self.tr("Dice"))
        narrow_combo(self.dice_mode, 10)
        start.addRow(self.tr("Dice"), self.dice_mode)
        for choice in (self.starter, self.dice_mode):  # its whole words, where they are cut
            choice.currentTextChanged.connect(choice.setToolTip)
            choice.setToolTip(choice.currentText())
        right.addWidget(start_box)
        self.handicap_box = HandicapBox(self.store)
        self.handicap_box.hide()
        right.addWidget(self.handicap_box)
        self.chances = RaceChancesBox()
        self.chances.even_found.connect(self._set_even_dice)
        right.addWidget(self.chances)
        right.addStretch(1)
        column(right)
        self.extra.toggled.connect(self._table_changed)
        self.starter.currentIndexChanged.connect(self._table_changed)
        self.rounds.valueChanged.connect(self._table_changed)
        self.forced.toggled.connect(self._table_changed)
        self._arrange()

        # Back, what is wrong, and Start: one row under the three columns.
        self.problem = RefusalLabel()
        self.problem.setAccessibleName(self.tr("Problem with the setup"))
        buttons = QHBoxLayout()
        buttons.setSpacing(18)
        self.back_button = QPushButton(self.tr("Back [Esc]"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.back_button.clicked.connect(self._back)
        self.start_button = QPushButton(self.tr("Start [Ctrl+Enter]"))
        self.start_button.setAccessibleName(self.tr("Start the match"))
        self.start_button.setMinimumHeight(52)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.problem, 1)
        buttons.addWidget(self.start_button)
        self.form_layout.addLayout(buttons)

    def _arrange(self) -> None:
        """The three columns side by side where they fit the width, else the house rules and
        the start under the players and the seats."""
        league, table, right = self.column_widgets
        room = self.form.viewport().width() or self.width()
        needed = sum(
            max(w.minimumSizeHint().width(), w.minimumWidth()) for w in self.column_widgets
        )
        needed += 2 * 14
        side_by_side = room >= needed
        self._fit_first_row()
        if side_by_side == self._side_by_side:
            return
        self._side_by_side = side_by_side
        for widget in self.column_widgets:
            self.columns.removeWidget(widget)
        for i in range(3):
            self.columns.setColumnStretch(i, 0)
            self.columns.setRowStretch(i, 0)
        top = Qt.AlignmentFlag.AlignTop  # beside a taller column: at the top (_fit_first_row)
        self.columns.addWidget(league, 0, 0, top)
        self.columns.addWidget(table, 0, 1, top)
        if side_by_side:
            self.columns.addWidget(right, 0, 2)
            stretches = (2, 3, 3)
        else:
            self.columns.addWidget(right, 1, 0, 1, 2)
            stretches = (2, 3, 0)
        for i, stretch in enumerate(stretches):
            self.columns.setColumnStretch(i, stretch)
        self.columns.setRowStretch(0, 1)

    def _fit_first_row(self) -> None:
        """The players and the seats exactly as tall as the form's view (or their least
        height), at its top: the fold lies under them, never through the computer level's
        description under the players (at the largest text on 1024x600 the list of league
        players took the height and the fold cut it in half, or it lay under the fold beside
        the long house rules of the handicap or a race's chances)."""
        view = self.form.viewport().height()
        for holder in self.column_widgets[:2]:
            if view <= 0:
                holder.setMinimumHeight(0)
                holder.setMaximumHeight(UNLIMITED)
            else:
                holder.setFixedHeight(max(view, holder.minimumSizeHint().height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.form.viewport() and event.type() == QEvent.Type.Resize:
            self._arrange()
        elif event.type() == QEvent.Type.KeyPress and watched is self.league_list:
            return self._typed_into_list(cast(QKeyEvent, event))
        return False

    def _typed_into_list(self, event: QKeyEvent) -> bool:
        """Letters typed into the league's list (it has the first focus; Tab leads on to the
        name): while they begin a name in it they choose that player, as Qt's search does; a
        letter that begins nobody's name starts a new player's name with all that was typed.
        ("Ingemar" typed over a list of Maja and Ola went nowhere, and Enter seated Maja.)"""
        text = event.text()
        chord = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if not text.isprintable() or not text.strip() or event.modifiers() & chord:
            self._typed = ""
            return False
        now = time.monotonic()
        if now - self._typed_at > QApplication.keyboardInputInterval() / 1000:
            self._typed = ""
        self._typed_at = now
        typed = self._typed + text
        names = (self.league_list.item(i).text() for i in range(self.league_list.count()))
        if any(name.casefold().startswith(typed.casefold()) for name in names):
            self._typed = typed
            return False  # on to the list, which picks that player
        self._typed = ""
        self.name_edit.setFocus()
        self.name_edit.insert(typed if not self.name_edit.text() else text)
        return True

    def level_name(self, level: str) -> str:
        """The strategy's levels in the table's language; an unknown one as it is."""
        names = {
            "careful": self.tr("careful"),
            "steady": self.tr("steady"),
            "sharp": self.tr("sharp"),
            "child": self.tr("child"),
        }
        return names.get(level, level)

    def level_description(self, level: str) -> str:
        """How a computer level plays, in a sentence for the table (strategy.bots)."""
        descriptions = {
            "careful": self.tr(
                "Careful: keeps the most points and banks from 300 or when two dice or fewer "
                "are left, like a cautious beginner."
            ),
            "steady": self.tr(
                "Steady: plays every turn for the most points on average (the exact solver): "
                "hard to beat over a season."
            ),
            "sharp": self.tr(
                "Sharp: plays every turn for the win, not the points: takes risks when "
                "behind, banks early when ahead."
            ),
            "child": self.tr(
                "Child: steady's judgement with a child's slips: small mistakes are common, "
                "big ones rare."
            ),
        }
        return descriptions.get(level, "")

    def _level_chosen(self, *_: object) -> None:
        level = self.computer_level.currentData()
        text = self.level_description(level) if isinstance(level, str) else ""
        if self.game == "105":
            text = self.tr("In 105 there is nothing to choose: a computer just throws.")
        self.level_help.setText(text)
        # The level's name too: with large text the narrow choice may show it cut.
        name = self.computer_level.currentText()
        self.computer_level.setToolTip(f"{name}\n{text}" if text else name)
        self.computer_level.setAccessibleDescription(text)

    def apply_fonts(self) -> None:
        for widget in (self.league_list, self.seat_table, self.rules_box, self.name_edit):
            widget.setFont(scaled_font(self.font(), 1.15))
        self.title.setFont(scaled_font(self.font(), 2.2, bold=True))
        self.start_button.setFont(scaled_font(self.font(), 1.3, bold=True))
        self._fit_columns()  # headings of the new size: the names get back what they can
        self._side_by_side = None  # the columns' widths change with the type
        self._arrange()
        self.opening.apply_fonts()

    # ---- state ------------------------------------------------------------------------------

    def begin(
        self, game: Game, again: LoadedMatch | None = None, coached: frozenset[int] = frozenset()
    ) -> None:
        """A fresh form for a new Roller match ("roller") or 105 race ("105"); `again`: a
        match or race just played, whose table is set up again (its seats in their order, with
        their dice and kids' mode in 105, computers at their levels and the `coached` seats in
        coach mode in Roller; its house rules, its starter if chosen, its dice). A handicap is
        proposed afresh from the play up to now."""
        self.game = game
        self.seats = []
        roller = game == "roller"
        self.title.setText(self.tr("New Roller match") if roller else self.tr("New 105 race"))
        r, h = RollerRules(), HundredFiveRules()
        if again is not None and again.game == game:
            if roller:
                self.title.setText(self.tr("New Roller match: the same table"))
                r = RollerRules.from_dict(again.rules)  # its handicap: the box's, below
            else:
                self.title.setText(self.tr("New 105 race: the same table"))
                h = HundredFiveRules.from_dict(again.rules)
            self.seats = [
                SeatChoice(
                    s.player_id,
                    s.name,
                    s.dice,
                    s.kids,
                    s.computer,
                    coached=roller and i in coached and s.computer is None,
                )
                for i, s in enumerate(again.seats)
            ]
        # the handicap on as the last match had it, its lead proposed afresh (not copied)
        self.handicap_box.begin(on=roller and bool(self.seats) and bool(r.handicap))
        self.rounds.setValue(r.rounds)
        self.ww.setValue(r.ww_threshold)
        self.forced.setChecked(r.forced_after_roller)
        self.extra.setChecked(h.extra_throw)
        self.places.setChecked(h.play_for_places)
        # Computers in 105 only throw: no level to choose, and no word of Roller's play.
        has_bots = bool(self.levels)
        self.computer_level.setVisible(has_bots and roller)
        self.level_help.setVisible(has_bots)
        self._level_chosen()
        self.chances.setVisible(not roller)
        for w in (self.rounds, self.ww, self.forced_row, self.rounds_label, self.ww_label):
            w.setVisible(roller)
        for w in (self.extra_row, self.places_row):
            w.setVisible(not roller)
        self.seat_table.setColumnHidden(1, roller)
        self.seat_table.setColumnHidden(2, roller)
        self.seat_table.setColumnHidden(COACH_COLUMN, not roller)  # Roller's choices only
        # Protocol only (the keeper types each turn's result) is for Roller: a 105 race kept
        # by hand is entered as its finishing order afterwards.
        while self.dice_mode.count() > 2:
            self.dice_mode.removeItem(2)
        if roller:
            self.dice_mode.addItem(self.tr("Protocol only (type each turn's result)"))
        self.dice_mode.setCurrentIndex(_dice_mode(again) if self.seats else 0)
        self.name_error.clear()
        self.problem.clear()
        self.pages.setCurrentWidget(self.form_page)
        self.form.verticalScrollBar().setValue(0)  # the seats first, not where the last one was
        self.reload_players()
        self.starter.setCurrentIndex(0)
        self._redraw_seats()
        if self.seats and again is not None and (r if roller else h).starter == "choose":
            self.starter.setCurrentIndex(again.starter + 1)
        self.apply_fonts()
        if self.seats:  # the same table: Ctrl+Enter (or Space on Start) plays it
            self.start_button.setFocus()
        else:
            self.league_list.setFocus()

    def reload_players(self) -> None:
        seated = {s.player_id for s in self.seats if s.player_id is not None}
        self.league_list.clear()
        for player in by_name(self.store.players()):
            if player.id in seated:
                continue
            item = QListWidgetItem(player.name)
            item.setData(PlayerIdRole, player.id)
            self.league_list.addItem(item)
        if self.league_list.count():
            self.league_list.setCurrentRow(0)

    def add_new_player(self) -> None:
        name = self.name_edit.text()
        self._offer_existing(None)
        try:
            player = self.store.add_player(name)
        except ValueError as error:  # store.errors.InvalidName: empty, taken, too long
            self.name_error.setText(describe(error))
            self._offer_taken(error)
            return
        self.name_error.clear()
        self.name_edit.clear()
        self.league_changed.emit(LeagueChanges(players=True))
        self.seat_player(player.id, player.name)

    def _offer_taken(self, error: ValueError) -> None:
        """A taken name: offer to seat the player who has it, or to type another name over it
        (the name stays in the field, selected)."""
        values: dict[str, object] = getattr(error, "values", {})
        player_id = values.get("player_id")
        if getattr(error, "code", "") not in ("name.taken", "name.merged") or not player_id:
            return
        # the one who has it (merged: the player the name was merged into)
        name = str(values.get("other") or values.get("name") or "")
        if any(seat.player_id == player_id for seat in self.seats):
            self.name_error.setText(
                self.tr("{name} already has a seat. Give the new player another name.").format(
                    name=name
                )
            )
        else:
            self.name_error.setText(
                self.tr(
                    "There is already a player called {name}. Seat {name}, or give the new "
                    "player another name."
                ).format(name=name)
            )
            self._offer_existing((str(player_id), name))
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def _offer_existing(self, player: tuple[str, str] | None) -> None:
        self._existing = player
        if player is None:
            self.pick_existing_button.hide()
            return
        self.pick_existing_button.setText(self.tr("Seat {name}").format(name=player[1]))
        self.pick_existing_button.show()

    def _seat_existing(self) -> None:
        if self._existing is None:
            return
        player_id, name = self._existing
        self._offer_existing(None)
        self.name_error.clear()
        self.name_edit.clear()
        self.seat_player(player_id, name)

    def add_computer(self) -> None:
        """A computer seat of the chosen level: a seat, not a player of the league (any number
        of them, of any levels; a match with one is practice)."""
        level = self.computer_level.currentData()
        if self.game == "105" and self.levels:  # any level throws alike: the steady one
            level = "steady" if "steady" in self.levels else self.levels[0]
        if not level:
            return
        self.seat_player(None, self.computer_name(level), computer=level)

    def computer_name(self, level: str) -> str:
        """How a computer seat of this level is called, in the window's language."""
        return self.tr("Computer ({level})").format(level=self.level_name(level))

    def _seat_item(self, item: QListWidgetItem) -> None:
        self.seat_player(str(item.data(PlayerIdRole)), item.text())

    def seat_player(self, player_id: str | None, name: str, computer: str | None = None) -> None:
        if len(self.seats) >= MAX_SEATS:
            self.problem.setText(self.tr("A match has at most %n seats.", "", MAX_SEATS))
            return
        self.seats.append(SeatChoice(player_id, name, computer=computer))
        self.problem.clear()
        self.reload_players()
        self._redraw_seats()
        self.seat_table.selectRow(len(self.seats) - 1)

    def remove_seat(self) -> None:
        row = self.seat_table.currentRow()
        if 0 <= row < len(self.seats):
            del self.seats[row]
            self.reload_players()
            self._redraw_seats()

    def move_seat(self, step: int) -> None:
        row = self.seat_table.currentRow()
        to = row + step
        if 0 <= row < len(self.seats) and 0 <= to < len(self.seats):
            self.seats[row], self.seats[to] = self.seats[to], self.seats[row]
            self._redraw_seats()
            self.seat_table.selectRow(to)

    def seat_names(self) -> list[str]:
        """The seats' names as shown: computers in the window's language, numbered when two
        of one level sit at the table."""
        return shown_names([(s.name, s.computer) for s in self.seats])

    def _redraw_seats(self) -> None:
        self.seat_table.setRowCount(len(self.seats))
        names = self.seat_names()
        for row, seat in enumerate(self.seats):
            shown = names[row]
            name_item = QTableWidgetItem(shown)  # numbered by the header
            name_item.setToolTip(shown)  # whole where the column cuts it
            self.seat_table.setItem(row, 0, name_item)
            dice = QSpinBox()
            dice.setRange(1, 5)
            dice.setValue(seat.dice)
            dice.setAccessibleName(self.tr("Dice for {name}").format(name=seat.name))
            dice.valueChanged.connect(lambda v, s=seat: self._set_dice(s, v))
            self.seat_table.setCellWidget(row, 1, dice)
            kids = QCheckBox()
            kids.setChecked(seat.kids)
            kids.setAccessibleName(self.tr("Kids' mode for {name}").format(name=seat.name))
            kids.toggled.connect(lambda on, s=seat: self._set_kids(s, on))
            self.seat_table.setCellWidget(row, 2, kids)
            coached = QCheckBox()  # a computer is not coached: no box
            coached.setChecked(seat.coached)
            coached.setAccessibleName(self.tr("Coach mode for {name}").format(name=seat.name))
            coached.setToolTip(
                self.tr(
                    "After a choice that cost more than a percentage point of the chance to "
                    "win, a quiet line says what was better"
                )
            )
            coached.toggled.connect(lambda on, s=seat: setattr(s, "coached", on))
            if seat.computer:
                self.seat_table.removeCellWidget(row, COACH_COLUMN)
            else:
                self.seat_table.setCellWidget(row, COACH_COLUMN, coached)
        self._fit_columns()
        current = self.starter.currentIndex()
        self.starter.clear()
        self.starter.addItem(self.tr("Decide by a throw (tied players throw again)"))
        for shown in names:
            self.starter.addItem(self.tr("{name} starts").format(name=shown))
        self.starter.setCurrentIndex(current if 0 <= current < self.starter.count() else 0)
        self._table_changed()

    # ---- 105: the chances ---------------------------------------------------------------------

    def _set_dice(self, seat: SeatChoice, dice: int) -> None:
        seat.dice = dice
        self._table_changed()

    def _set_kids(self, seat: SeatChoice, on: bool) -> None:
        seat.kids = on
        self._table_changed()

    def race_table(self) -> RaceTable:
        """The 105 table as set up: what each child's chance depends on."""
        chosen = self.starter.currentIndex()
        return RaceTable(
            tuple(RaceSeat(s.dice, s.kids) for s in self.seats),
            self.extra.isChecked(),
            chosen - 1 if chosen > 0 else None,
        )

    def _table_changed(self, *_: object) -> None:
        if self.game == "105" and self.starter.count() == len(self.seats) + 1:
            self.chances.show_table(self.race_table(), self.seat_names())
        self.handicap_box.show_table(self.handicap_table())

    def handicap_table(self) -> HandicapTable | None:
        """A two-player Roller table as the handicap sees it; None for any other."""
        if self.game != "roller" or len(self.seats) != 2:
            return None
        try:
            rules = RollerRules(
                rounds=self.rounds.value(), forced_after_roller=self.forced.isChecked()
            )
        except RulesError:
            return None
        chosen = self.starter.currentIndex()
        names = self.seat_names()
        return HandicapTable(
            rules,
            (self.seats[0].player_id, self.seats[1].player_id),
            (names[0], names[1]),
            chosen - 1 if 0 < chosen <= 2 else None,
        )

    def _even(self) -> None:
        if self.game == "105" and self.pages.currentWidget() is self.form_page:
            self.form.ensureWidgetVisible(self.chances)  # below the fold at a large text
            self.chances.find_even()

    def _set_even_dice(self, even: object) -> None:
        """The most even dice counts, worked out for the table as it is, on its seats."""
        if not isinstance(even, EvenDice) or len(even.dice) != len(self.seats):
            return
        for row, (seat, dice) in enumerate(zip(self.seats, even.dice, strict=True)):
            seat.dice = dice
            box = self.seat_table.cellWidget(row, 1)
            if isinstance(box, QSpinBox):
                box.blockSignals(True)
                box.setValue(dice)
                box.blockSignals(False)
        self._table_changed()

    def _fit_columns(self) -> None:
        """The narrow columns as wide as their headings (not their cells: sized to those, they
        squeezed the names out of the 105 table at 1024x600), the dice as wide as a choice of
        dice. A computer's level is in its name ("Datamaskin (skarp)"), not in a column of its
        own: beside one the names were cut to "Datam…" at the largest text."""
        header = self.seat_table.horizontalHeader()
        for section in (1, 2, COACH_COLUMN):
            width = header.sectionSizeFromContents(section).width()
            if section == 1:
                width = max(width, QSpinBox().sizeHint().width())
            header.resizeSection(section, width)
        # Room for names that read (about a dozen letters) beside those columns: where the
        # three columns of the form cannot give it, the rules and chances go under them.
        table = self.seat_table
        narrow = sum(header.sectionSize(c) for c in (1, 2) if not table.isColumnHidden(c))
        letter = QFontMetricsF(table.font()).averageCharWidth()
        wide = int(narrow + letter * NAME_LETTERS + table.verticalHeader().sizeHint().width() + 24)
        # The rules' and chances' column: room for their longest words ("placeringarna").
        rules = int(letter * RULES_LETTERS)
        right = self.column_widgets[2]
        if wide != table.minimumWidth() or rules != right.minimumWidth():
            table.setMinimumWidth(wide)
            right.setMinimumWidth(rules)
            self._side_by_side = None
            self._arrange()

    def rules_dict(self) -> dict[str, Any]:
        starter = "throw" if self.starter.currentIndex() <= 0 else "choose"
        if self.game == "roller":
            return RollerRules(
                rounds=self.rounds.value(),
                ww_threshold=self.ww.value(),
                forced_after_roller=self.forced.isChecked(),
                starter=starter,
                handicap=self.handicap_box.handicap(),
            ).to_dict()
        return HundredFiveRules(
            extra_throw=self.extra.isChecked(),
            play_for_places=self.places.isChecked(),
            starter=starter,
        ).to_dict()

    # ---- starting ---------------------------------------------------------------------------

    def start(self) -> None:
        if self.pages.currentWidget() is not self.form_page:
            return
        if not self.seats:
            self.problem.setText(self.tr("Seat at least one player at the table."))
            return
        try:
            rules = self.rules_dict()
        except RulesError as error:
            self.problem.setText(describe(error))
            return
        real = self.dice_mode.currentIndex() == 1
        by_hand = self.dice_mode.currentIndex() == 2 and self.game == "roller"
        if by_hand and any(s.computer for s in self.seats):
            self.problem.setText(
                self.tr("Protocol only is for people: take the computers away from the table.")
            )
            return
        self._pending = SetupResult(self.game, rules, list(self.seats), 0, real, by_hand=by_hand)
        if self.starter.currentIndex() > 0:
            self._pending.starter = self.starter.currentIndex() - 1
            self.ready.emit(self._pending)
            return
        dice = [1] * len(self.seats) if self.game == "roller" else [s.dice for s in self.seats]
        self.pages.setCurrentWidget(self.opening)
        self.opening.run(
            self.seat_names(),
            OpeningDraw(dice),
            None if real or by_hand else self.dice_factory(),
            self.animation,
        )

    def _opening_done(self, winner: int, rounds: list[Any]) -> None:
        self._pending.starter = winner
        self._pending.opening = rounds
        self.ready.emit(self._pending)

    def _back(self) -> None:
        if self.pages.currentWidget() is self.opening:
            self.opening.stop()
            self.pages.setCurrentWidget(self.form_page)
        else:
            self.cancelled.emit()


def _dice_mode(again: LoadedMatch | None) -> int:
    """The dice choice of a table set up again: thrown here, real dice, or protocol only."""
    if again is None:
        return 0
    return 2 if again.by_hand and again.game == "roller" else int(again.real_dice)


def narrow_combo(combo: QComboBox, letters: int = 14) -> None:
    """A choice that may be narrower than its longest entry (the open list shows it whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
