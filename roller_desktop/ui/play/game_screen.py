"""What the Roller screen and the 105 board share: header, table, banner, keys, real dice."""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import (
    IN_SIGHT,
    REFUSAL_STYLE,
    Banner,
    FacesPanel,
    FitButton,
    FitLabel,
    InheritedTr,
    MessageLabel,
    StatBox,
    capped_font,
    felt_palette,
    scaled_font,
)
from roller_desktop.ui.play import felt
from roller_desktop.ui.play.controller import GameController
from roller_desktop.ui.play.dice_view import THROW_MS, DiceView

HOLD_MS = 1500  # how long the throw that ended a turn stays after it lands
DIE_LINES = 5.0  # a die on the table is at least five lines of text high (as wide as it fits)

# Keys that wait, in order, while a computer plays (virtual dice) and act once a person is to
# play: no press is lost, none acts for the computer.
WAITING_KEYS = frozenset({"throw", "keep", "bank", "hint"})

# A play column narrower than this (eight seats' protocol beside it) may put its buttons on two
# rows and its points boxes over the protocol; a wider one keeps its layout (two rows of buttons
# there only where one would cut their words: the dice would get smaller).
NARROW_PX = 420
SMALL_SCREEN_PX = 1200  # a window narrower: six to eight seats' protocol takes more of it in play


class GameScreen(InheritedTr, QWidget):
    """Base of both game screens. Subclasses fill `side` and implement `refresh`.

    The table shows the state of the player to play. Only the throw that has just ended a turn
    (a Tjock, a 105 throw) stays a moment after it lands, so the table sees it, named in the
    caption; then the next player's own state takes its place.
    """

    leave = Signal()  # back to the start screen
    new_match = Signal()  # the end screen: the same game again
    print_protocol = Signal()
    open_league = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self._just_thrown = False
        self.buttons: dict[str, FitButton] = {}
        self.actions_by_name: dict[str, QAction] = {}

        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        outer.setSpacing(16)
        # Two columns shared by a fixed ratio (set_side_share): what they hold never pushes the
        # window wider than the screen, nor does a long message shift the protocol sideways.
        self.main_column = QWidget()
        self.side_column = QWidget()
        for column in (self.main_column, self.side_column):
            column.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.main = QVBoxLayout(self.main_column)
        self.main.setContentsMargins(0, 0, 0, 0)
        self.main.setSpacing(8)
        self._reserve_bar(False)
        self.side = QVBoxLayout(self.side_column)
        self.side.setContentsMargins(0, 0, 0, 0)
        self._outer = outer
        # The main column scrolls (upwards only) when larger text and the dice it enlarges need
        # more height than the screen has: the dice never shrink as the text grows.
        self.main_scroll = QScrollArea()
        self.main_scroll.setWidgetResizable(True)
        self.main_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.main_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.main_scroll.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.main_scroll.setWidget(self.main_column)
        bar = self.main_scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: self._reserve_bar(high > 0))
        # In play a column that scrolls shows its foot: the felt with the dice, the message,
        # the faces typed (the top of the felt goes out of sight; the points boxes stay).
        self._in_play = False
        self.end_rows_made = 0  # how often show_end_row laid the rows out (tests count it)
        self._side_for = (0, False, False)  # set_side_share's seats, end and small screen
        bar.rangeChanged.connect(lambda _low, _high: self._show_foot())
        # Over and under the scrolled column, never scrolled away: the round and the player
        # to play; the play buttons (or the end screen's), on the screen to be clicked
        # however large the text.
        self.main_side = QWidget()
        self.main_side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        main_side = QVBoxLayout(self.main_side)
        main_side.setContentsMargins(0, 0, 0, 0)
        main_side.setSpacing(8)
        bar_extent = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.header_area = QVBoxLayout()
        self.header_area.setContentsMargins(0, 0, bar_extent, 0)  # as wide as the felt
        main_side.addLayout(self.header_area)
        # The points boxes: under the header, never scrolled away (with real dice at the
        # largest text the column scrolled to the faces typed and the boxes went out of sight
        # at its top), or over the protocol where the column is narrow (rows_for_boxes).
        self.info = QHBoxLayout()
        self.info.setContentsMargins(0, 0, bar_extent, 0)
        main_side.addLayout(self.info)
        # The felt's caption over the scrolled column, never scrolled away: where the column
        # scrolls to the faces typed or to a refusal under the felt (the largest text on
        # 1024x600), it went out of sight at the column's top, or lost a few pixels there. The
        # felt's head, joined to the felt under it (felt_corners).
        self.felt_top, self._top_rows = felt.felt_part()
        felt_column = QVBoxLayout()
        felt_column.setSpacing(0)
        felt_top_row = QVBoxLayout()
        felt_top_row.setContentsMargins(0, 0, bar_extent, 0)
        felt_top_row.addWidget(self.felt_top)
        felt_column.addLayout(felt_top_row)
        felt_column.addWidget(self.main_scroll, 1)
        main_side.addLayout(felt_column, 1)
        self.button_area = QVBoxLayout()
        self.button_area.setContentsMargins(0, 0, bar_extent, 0)
        main_side.addLayout(self.button_area)
        self.main_side.installEventFilter(self)
        outer.addWidget(self.main_side, 3)
        outer.addWidget(self.side_column, 2)

        header = QGridLayout()
        self.round_label = FitLabel()
        self.round_label.setAccessibleName(self.tr("Round"))
        self.player_label = FitLabel()
        self.player_label.setAccessibleName(self.tr("Player to play"))
        self.player_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge = QLabel()
        self.badge.setAccessibleName(self.tr("Forced throw"))
        self.badge.setStyleSheet(
            "background:#e86a00; color:white; border-radius:10px; padding:4px 12px;"
        )
        self.badge.setWordWrap(True)  # "Tvunget kast: behold 2 terninger til som gir poeng, før
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)  # du stopper" at 1024x600
        self.badge.hide()
        header.addWidget(self.round_label, 0, 0, Qt.AlignmentFlag.AlignLeft)
        header.addWidget(self.player_label, 0, 1)
        self._header = header  # the round over the player in a narrow column (rows_for_boxes)
        self.table_note = QLabel()  # a championship's table: which, and its duplicate dice
        self.table_note.setAccessibleName(self.tr("Championship table"))
        self.table_note.setWordWrap(True)
        self.table_note.hide()
        header.addWidget(self.table_note, 1, 0, 1, 2)
        header.setColumnStretch(0, 1)
        header.setColumnStretch(1, 2)
        self.header_area.addLayout(header)

        self.side_info = QHBoxLayout()  # the points boxes over the protocol (rows_for_boxes)
        self.side.addLayout(self.side_info)

        self.table, self.table_layout = felt.felt_part()  # under the caption: badge, dice
        self.table_caption = self.make_caption()
        self.table_caption.setStyleSheet("color: #e8f5e9;")
        self.table_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._top_rows.addWidget(self.table_caption)
        self.table_layout.addWidget(self.badge)
        self.dice = DiceView()
        self.dice.setAccessibleName(self.tr("Dice on the table"))
        self.dice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dice.set_text_floor(DIE_LINES)
        felt_palette(self.dice)
        self.table_layout.addWidget(self.dice, 1)
        self.main.addWidget(self.table, 1)
        self._felt_whole: tuple[bool, bool] | None = None  # as last drawn (felt_corners)
        self._caption_height = 0  # the felt's caption as last shown (_caption_gives_way)
        self.felt_corners()
        for part in (self.dice, self.badge):  # shown or hidden: the felt's corners follow
            part.installEventFilter(self)

        self.message = MessageLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Message"))
        self.message.setMinimumHeight(40)
        self.message.said.connect(self.show_foot_later)  # a refusal in sight, with the dice
        self.main.addWidget(self.message)

        self.faces = FacesPanel()
        self.faces.submitted.connect(self._faces_entered)
        self.main.addWidget(self.faces)

        # The play buttons: one row, or two where one row would give their words smaller
        # type than the window's text (a narrow column: many seats' protocol beside it).
        self.button_row = QHBoxLayout()
        self.button_row_two = QHBoxLayout()
        self.button_area.addLayout(self.button_row)
        self.button_area.addLayout(self.button_row_two)
        self._shares: dict[str, int] = {}
        self.end_buttons: dict[str, FitButton] = {}
        self.end_row = QWidget()  # the end screen's ways on, in place of the play buttons
        # Two by two: in a row of four each was ~130 px wide at 1024x600, in tiny type.
        self.end_layout = QGridLayout(self.end_row)
        self.end_layout.setContentsMargins(0, 0, 0, 0)
        self.button_area.addWidget(self.end_row)
        self.end_row.hide()
        self._held_at: int | None = None  # the number of events when a throw was held
        self._message_at: int | None = None  # the number of events the message was given at
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._end_hold)
        self._waiting: list[Callable[[], object]] = []  # keys pressed in a computer's turn

        self.banner = Banner(self)
        self.banner.zones = self._banner_zones

        for i in range(6):
            self._add_action(
                f"die{i + 1}",
                self.tr("Select die {n}").format(n=i + 1),
                [str(i + 1)],
                functools.partial(self._digit, i),
            )
        self._add_action("back", self.tr("Back to the start screen"), ["Esc"], self.leave.emit)
        self._add_end_button("new", self.tr("New match"), "N", self.new_match.emit)
        self._add_end_button(
            "print", self.tr("Print the protocol"), "Ctrl+P", self.print_protocol.emit, key=False
        )
        self._add_end_button("league", self.tr("League"), "L", self.open_league.emit)
        self._add_end_button("start", self.tr("Back to start"), "Esc", self.leave.emit, key=False)

    def make_caption(self) -> QLabel:
        """The felt's caption: words that wrap onto as many lines as they need."""
        caption = QLabel()
        caption.setWordWrap(True)
        return caption

    def felt_corners(self) -> None:
        """The caption and the felt under it drawn as one felt (ui.play.felt.join), as the
        dice and the badge show or hide and as the caption gives way or comes back."""
        empty = self.dice.isHidden() and self.badge.isHidden()
        alone = self.felt_top.isHidden()
        if (empty, alone) != self._felt_whole:
            self._felt_whole = (empty, alone)
            felt.join(self.felt_top, self._top_rows, self.table, self.table_layout, empty, alone)

    def _felt_parts(self) -> tuple[QWidget, ...]:
        return tuple(getattr(self, name) for name in ("dice", "badge") if hasattr(self, name))

    def _reserve_bar(self, shown: bool) -> None:
        """The main column keeps the scroll bar's width free while no bar shows, so the dice do
        not shrink by that width when larger text makes the column scroll."""
        extent = 0 if shown else self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.main.setContentsMargins(0, 0, extent, 0)

    def set_side_share(self, seats: int, over: bool = False) -> None:
        """The side column (the protocol, the race board) takes a larger share of the width
        the more seats it shows: 7 of 17 for up to three seats, 12 of 22 for eight; at the
        end of a match, with its longer running totals, four tenths more (six for six seats
        or more: at the largest text on a small screen their digits need it)."""
        small = self._small_screen()
        self._side_for = (seats, over, small)
        side = 7 + max(0, min(seats, 8) - 3)
        side += (6 if seats > 5 else 4) if over else self.play_share(seats, small)
        self._outer.setStretch(0, 10)
        self._outer.setStretch(1, side)

    def _small_screen(self) -> bool:
        wide = self.width() if self.isVisible() else self.window().width()
        return wide < SMALL_SCREEN_PX

    def play_share(self, seats: int, small: bool) -> int:
        """More of the side column's share in play (none here; the Roller protocol's); `small`:
        the window is narrower than SMALL_SCREEN_PX."""
        return 0

    # ---- building blocks --------------------------------------------------------------------

    def _add_action(
        self, name: str, text: str, keys: list[str], slot: Callable[[], object]
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def add_button(
        self, name: str, label: str, key_label: str, keys: list[str], slot: Callable[[], object]
    ) -> QPushButton:
        action = self._add_action(name, label, keys, functools.partial(self.press, name, slot))
        button = FitButton(f"{label}  [{key_label}]")
        button.setAccessibleName(label)
        button.setAccessibleDescription(self.tr("Shortcut: {key}").format(key=key_label))
        button.setToolTip(f"{label} ({key_label})")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumHeight(52)
        button.clicked.connect(action.trigger)
        # Shares by the length of the words, whatever the text size: a larger font never
        # leaves a button less room than before (its words would get smaller).
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._shares[name] = len(label) + len(key_label) + 6
        self.button_row.addWidget(button, self._shares[name])
        self.buttons[name] = button
        return button

    def press(self, name: str, slot: Callable[[], object]) -> None:
        """A play key or button: what is on show gives way (tumbling dice land at once; a held
        throw or a banner yields to the action's own redraw) and the key acts on what the dice
        show. In a computer's turn with the program's dice it waits, in order, for a person's
        turn (keys_waiting)."""
        self.dice.skip_animation()
        if self.controller is not None and not self.controller.still_here():
            return  # another laptop took the match over: said, and shown as it is now
        if name in WAITING_KEYS and (self._waiting or self._computer_plays() or self.thinking()):
            self._waiting.append(slot)
            self._schedule_waiting()
            self._say_waiting()
            return
        slot()

    def keys_waiting(self) -> int:
        """How many play keys wait for the computer's turn to end."""
        return len(self._waiting)

    def thinking(self) -> bool:
        """A hint is being worked out: the play keys pressed meanwhile wait for it (in
        order), so the hint's dice are chosen before they act."""
        return False

    def _computer_plays(self) -> bool:
        """A computer plays on its own now: a person's key would act for nobody."""
        c = self.controller
        return (
            c is not None
            and not c.game.is_over
            and not c.real_dice
            and not c.by_hand
            and c.current_is_computer()
        )

    def _schedule_waiting(self) -> None:
        if self._waiting:
            QTimer.singleShot(0, self._act_waiting)
            self._say_waiting()  # again after the computer's step redrew the screen

    def _say_waiting(self) -> None:
        """The keys that wait are seen to have counted: nobody presses again."""
        if self._waiting and self._computer_plays():
            self.show_message(
                self.tr("%n key waits for the computer's turn to end", "", len(self._waiting))
            )

    def _act_waiting(self) -> None:
        """The keys that waited act in order while a person is to play; a match over drops
        them (nothing is left to act on)."""
        c = self.controller
        if c is None or c.game.is_over:
            self._waiting.clear()
            return
        while self._waiting and not self._computer_plays() and not self.thinking():
            self._waiting.pop(0)()
        self._say_waiting()

    def _digit(self, index: int) -> None:
        """Keys 1-6 choose dice from a throw; at any other moment they say why nothing moved."""
        if self.dice.is_animating():
            self.dice.skip_animation()
        if self.controller is not None and not self.controller.still_here():
            return
        if self.dice.is_selectable() and index < len(self.dice.values()):
            self.dice.toggle(index)
            return
        why = self.digit_refusal(index)
        if why:
            self.show_refusal(why)

    def digit_refusal(self, index: int) -> str:
        """Why key `index + 1` chooses no die now ("" for silence)."""
        c = self.controller
        if c is None or c.game.is_over:
            return ""
        if self.dice.is_selectable():
            return self.tr("There is no die {n} on the table.").format(n=index + 1)
        return ""

    def _add_end_button(
        self, name: str, label: str, key_label: str, slot: Callable[[], object], key: bool = True
    ) -> QPushButton:
        """A button of the end screen. With `key` its shortcut works while the match is over
        (Esc and Ctrl+P already work: the screen's and the window's)."""
        button = FitButton(f"{label}  [{key_label}]")
        button.setAccessibleName(label)
        button.setAccessibleDescription(self.tr("Shortcut: {key}").format(key=key_label))
        button.setToolTip(f"{label} ({key_label})")
        button.setMinimumHeight(52)
        button.clicked.connect(lambda _=False: slot())
        if key:
            action = self._add_action(f"end_{name}", label, [key_label], slot)
            action.setEnabled(False)
        place = len(self.end_buttons)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)  # halves
        self.end_layout.addWidget(button, place // 2, place % 2)
        self.end_layout.setColumnStretch(place % 2, 1)
        self.end_buttons[name] = button
        return button

    def set_end_label(self, name: str, label: str, key_label: str) -> None:
        """Another label for an end screen's button (the 105 board: a race, not a match)."""
        button = self.end_buttons[name]
        button.setText(f"{label}  [{key_label}]")
        button.setAccessibleName(label)
        button.setToolTip(f"{label} ({key_label})")
        action = self.actions_by_name.get(f"end_{name}")
        if action is not None:
            action.setText(label)

    def _show_foot(self) -> None:
        if self.felt_top.isHidden() != self._caption_gives_way():  # laid out anew, then here
            QTimer.singleShot(0, self._caption_or_not)
        bar = self.main_scroll.verticalScrollBar()
        bar.setValue(bar.maximum() if self._in_play else 0)
        # Real dice being chosen (the entry steps aside): the felt with the dice typed, not the
        # entry (at the largest text the foot showed the greyed entry, the dice cut).
        choosing = self._in_play and self.faces.isVisibleTo(self) and not self.faces.isEnabled()
        self.table.setProperty(IN_SIGHT, choosing)
        self.faces.edit.setProperty(IN_SIGHT, not choosing)
        if choosing:
            self.main_scroll.ensureWidgetVisible(self.table, 0, 0)
            if self._refused():  # and the refusal under it (the felt's top gives way if need be)
                self.main_scroll.ensureWidgetVisible(self.message, 0, 0)

    def _refused(self) -> bool:
        """A refusal stands under the felt."""
        return bool(self.message.text()) and bool(self.message.property("refusal"))

    def _caption_or_not(self) -> None:
        self.felt_top.setVisible(not self._caption_gives_way())
        self.felt_corners()

    def _caption_gives_way(self) -> bool:
        """Dice being chosen, a refusal under the felt, and no room under the caption for the
        felt and the refusal (three lines of it at the largest text on 1024x600): the caption
        steps aside whole, never cut (the refusal says what to do), and comes back with the
        refusal gone."""
        if not (self._in_play and self._refused() and self.dice.is_selectable()):
            return False
        viewport = self.main_scroll.viewport().height()
        if self.felt_top.isHidden():
            viewport -= self._caption_height
        else:
            self._caption_height = self.felt_top.height()
        felt = self.table.minimumSizeHint().height()
        words = self.message.heightForWidth(self.message.width())
        return felt + max(0, self.main.spacing()) + words > viewport

    def show_foot_later(self) -> None:
        """The column's foot (or the dice being chosen) in sight once the layout is done."""
        QTimer.singleShot(0, self._show_foot)

    def show_end_row(self, over: bool) -> None:
        """The end screen's buttons in place of the play buttons, or back again (an undo)."""
        self._in_play = not over
        QTimer.singleShot(0, self._show_foot)  # once the layout has its new heights
        if self._end_row_shows(over):  # as it is (most refreshes): the rows stand
            if over and self.isVisible() and not self.end_row.isAncestorOf(self.focusWidget()):
                self.end_buttons["new"].setFocus()
            return
        self.end_rows_made += 1
        self.rows_for_boxes()
        for name in self.end_buttons:
            action = self.actions_by_name.get(f"end_{name}")
            if action is not None:
                action.setEnabled(over)
        # What goes first: a widget shown in a visible column lays the window out at once.
        if over:
            for button in self.buttons.values():
                button.hide()
        else:
            self.end_row.hide()
        self.rows_for_buttons()
        if over:
            self.end_row.show()
        else:
            for button in self.buttons.values():
                button.show()
        if over and self.isVisible() and not self.end_row.isAncestorOf(self.focusWidget()):
            self.end_buttons["new"].setFocus()

    def _end_row_shows(self, over: bool) -> bool:
        """Whether the end row, or the play buttons, are already shown as `over` asks (the
        rows of buttons and boxes were laid out for them then: 6 ms a refresh anew)."""
        actions = [self.actions_by_name.get(f"end_{name}") for name in self.end_buttons]
        return (
            self.end_rows_made > 0
            and self.end_row.isHidden() != over
            and all(b.isHidden() == over for b in self.buttons.values())
            and all(a.isEnabled() == over for a in actions if a is not None)
        )

    def hold_throw(self, events: int, start: bool) -> bool:
        """Whether the throw that ended a turn is still shown: `start` it when a refresh
        follows that throw; it lasts while nothing else happened (the same number of events)
        and the hold runs. Call start_hold() once the dice are on the table."""
        if start:
            self._held_at = events
            return True
        if self._held_at == events and self._hold.isActive():
            return True
        self._hold.stop()
        self._held_at = None
        return False

    def start_hold(self) -> None:
        self._hold.start(HOLD_MS + (THROW_MS if self.dice.is_animating() else 0))

    def _end_hold(self) -> None:
        self._held_at = None
        self.refresh()

    def room(self, share: float) -> float:
        """A share of the screen's height in pixels: the most a line of large type may take,
        so that the whole screen fits a small window at the largest text size."""
        tall = self.height() if self.isVisible() else self.window().height() - 60
        return max(tall, 400) * share

    def caption_font(self, factor: float = 1.3, bold: bool = False) -> QFont:
        return capped_font(self.font(), factor, self.room(0.045 * factor / 1.3), bold)

    def apply_fonts(self) -> None:
        base = self.font()
        self._fonts_for_height = self.height()
        self.round_label.setFont(capped_font(base, 1.8, self.room(0.05), bold=True))
        self.player_label.setFont(capped_font(base, 3.0, self.room(0.085), bold=True))
        self.badge.setFont(capped_font(base, 1.3, self.room(0.045), bold=True))
        self.table_note.setFont(capped_font(base, 1.0, self.room(0.035)))
        self.table_caption.setFont(self.caption_font())
        self.message.setFont(self.caption_font())
        for row in (list(self.buttons.values()), list(self.end_buttons.values())):
            for button in row:
                button.set_base_font(scaled_font(base, 1.25, bold=True))
                button.same_size = row  # a row reads alike: one size of type
        self.faces.apply_fonts(base)
        self.rows_for_buttons()
        self.rows_for_boxes()

    # ---- the controller ---------------------------------------------------------------------

    def set_controller(self, controller: GameController) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        self.controller = controller
        self._hold.stop()
        self._held_at = None
        self._waiting.clear()
        controller.setParent(self)
        self.set_side_share(len(controller.game.seats))
        controller.changed.connect(self.banner.hide)  # old news: a new one may follow
        controller.changed.connect(self.refresh)
        controller.changed.connect(self._schedule_waiting)
        controller.thrown.connect(self._on_thrown)
        controller.announced.connect(self.announce)
        controller.refused.connect(self.show_refusal)
        self.message.clear()
        self.banner.hide()
        self.show_table_note()
        self.refresh()
        controller.start()  # a computer to play first plays now

    def show_table_note(self) -> None:
        """Above the table: the championship table this match is (nothing for an ordinary
        match), and whether it throws duplicate dice (with the program's dice only)."""
        c = self.controller
        table = c.table if c is not None else None
        # A championship table's match goes back to the director's view (MainWindow.leave_match).
        back = (
            self.tr("Back to the championship") if table is not None else self.tr("Back to start")
        )
        self.set_end_label("start", back, "Esc")
        if table is None:
            self.table_note.hide()
            self.table_note.clear()
            return
        if table.round == 0:
            where = self.tr("{championship}: the final").format(championship=table.championship)
        elif table.round < 0:
            where = self.tr("{championship}: deciding round {number} of the final").format(
                championship=table.championship, number=-table.round
            )
        else:
            where = self.tr("{championship}: qualifying round {round}, table {table}").format(
                championship=table.championship, round=table.round, table=table.table
            )
        if table.duplicate and c is not None and not c.by_hand:
            if c.real_dice:
                dice = self.tr("the same dice at every table only with the program's dice")
            else:
                dice = self.tr("the same dice at every table of the round")
            where = self.tr("{table} · {dice}").format(table=where, dice=dice)
        self.table_note.setText(where)
        self.table_note.show()

    def release_controller(self) -> GameController | None:
        """Hand the match over to another screen (a new language): unhooked, still running."""
        controller, self.controller = self.controller, None
        self._waiting.clear()
        if controller is not None:
            self._unhook(controller)
            controller.setParent(None)
        return controller

    def _unhook(self, controller: GameController) -> None:
        controller.changed.disconnect(self.banner.hide)
        controller.changed.disconnect(self.refresh)
        controller.changed.disconnect(self._schedule_waiting)
        controller.thrown.disconnect(self._on_thrown)
        controller.announced.disconnect(self.announce)
        controller.refused.disconnect(self.show_refusal)

    def stop(self) -> None:
        self._hold.stop()
        self._waiting.clear()
        if self.controller is not None:
            self.controller.stop()

    def _on_thrown(self) -> None:
        self._just_thrown = True

    def take_just_thrown(self) -> bool:
        value, self._just_thrown = self._just_thrown, False
        return value

    def announce(self, kind: str, text: str) -> None:
        self.banner.announce(kind, text)

    def show_refusal(self, text: str) -> None:
        self.show_message(text, error=True)

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setProperty("refusal", error)
        if error:  # bold dark red on a light band: read from across the table
            self.message.setStyleSheet(f"QLabel {{ {REFUSAL_STYLE} }}")
        else:
            colour = self.palette().windowText().color().name()
            self.message.setStyleSheet(f"color: {colour};")
        self.message.setText(text)
        self.message.setAccessibleDescription(text)
        self.message.show()  # the end screen hides it while it has nothing to say
        self._message_at = self._position()

    def _position(self) -> int | None:
        return None if self.controller is None else len(self.controller.game.events)

    def forget_old_message(self) -> None:
        """A hint or a refusal belongs to the position it was given for: gone once the
        position changes (a keep, a throw, a bank, an undo)."""
        if self.message.text() and self._message_at != self._position():
            self.message.clear()

    def _faces_entered(self, text: str) -> None:
        if self.controller is not None and self.controller.enter_faces(text):
            self.faces.edit.clear()

    def refresh(self) -> None:
        raise NotImplementedError

    def throw_due(self) -> bool:
        """Whether the next thing the table does is a throw (real dice: typing its faces)."""
        raise NotImplementedError

    def focus_for_play(self) -> None:
        """The keyboard goes where the next step is typed: with real dice the faces box has it
        whenever a throw is due, so no digit is lost; otherwise the screen (keys 1-6 choose
        dice, the letters act)."""
        c = self.controller
        if c is None or not self.isVisible():  # a page behind another: it focuses when shown
            return
        if c.real_dice and self.throw_due() and self.faces.isEnabled():
            self.faces.edit.setFocus()
            self.main_scroll.ensureWidgetVisible(self.faces)  # larger text: scrolled to it
        else:
            self.setFocus()

    def _banner_zones(self) -> tuple[QRect, QRect, int]:
        """The banner may use the column from the header to the bottom of the table, best
        from the top of the table down; the dice (on the table and set apart) stay clear."""
        table = QRect(self.table.mapTo(self, QPoint(0, 0)), self.table.size())
        head = QRect(self.felt_top.mapTo(self, QPoint(0, 0)), self.felt_top.size())
        area = QRect(table.left(), 0, table.width(), max(table.bottom(), head.bottom()))
        dice = self.dice.content_rect().toAlignedRect()
        clear = QRect(self.dice.mapTo(self, dice.topLeft()), dice.size())
        return area, clear, table.top() if self.felt_top.isHidden() else head.top()

    def rows_for_buttons(self) -> None:
        """The play buttons on two rows (broken where their type is largest) where one row
        would cut their words, or in a narrow column give them smaller type than the window's
        text, and two rows give them larger; else on one. Looked at whenever the column's
        width, the type or the buttons shown change."""
        names = list(self.buttons)
        shown = [n for n in names if not self.buttons[n].isHidden()]
        margins = self.button_area.contentsMargins()
        room = self.main_side.width() - margins.left() - margins.right()
        if not shown or room <= 0:
            return

        cut = False

        def size(group: list[str]) -> float:
            nonlocal cut
            spacing = max(0, self.button_row.spacing()) * (len(group) - 1)
            total = sum(self._shares[n] for n in group)
            sizes = [
                self.buttons[n].size_at(int((room - spacing) * self._shares[n] / total))
                for n in group
            ]
            cut = any(c for _, c in sizes)
            return min(s for s, _ in sizes)

        one = size(shown)
        one_cut = cut
        # Where to break the row: where the smaller type of the two rows is the largest.
        two, at = max(
            ((min(size(shown[:k]), size(shown[k:])), k) for k in range(1, len(shown))),
            default=(one, len(shown)),
        )
        small = one < self.font().pointSizeF() and room < NARROW_PX
        below = set(shown[at:]) if (small or one_cut) and two > one else set()
        if below == {n for n in names if self.button_row_two.indexOf(self.buttons[n]) >= 0}:
            return
        for name in names:  # anew, in their order
            button = self.buttons[name]
            self.button_row.removeWidget(button)
            self.button_row_two.removeWidget(button)
            row = self.button_row_two if name in below else self.button_row
            row.addWidget(button, self._shares[name])

    def rows_for_boxes(self) -> None:
        """The round over the player's name where beside it it would be cut; the points boxes
        in a row over the protocol where in the narrow play column (eight seats' protocol
        beside it, a large text) a caption would not read whole even at its smallest type:
        two by two they pushed the dice out of sight at the largest text on 1024x600."""
        margins = self.button_area.contentsMargins()
        room = self.main_side.width() - margins.left() - margins.right()
        if room <= 0:
            return
        self._stack_header(room)
        boxes = [w for w in (self._box_at(i) for i in range(self._boxes_count())) if w]
        if not boxes:
            return
        spacing = max(0, self.info.spacing())

        def cut(width: float) -> bool:
            each = (width - spacing * (len(boxes) - 1)) / len(boxes)
            return any(box.caption_need() > each for box in boxes)

        # Over the protocol each has twice the room; at the smallest text the protocol keeps
        # its height (its digits, not the captions, are what it needs it for).
        large = self.font().pointSizeF() > QApplication.font().pointSizeF()
        aside = room < NARROW_PX and large and cut(room)
        row = self.side_info if aside else self.info
        if row.count() == len(boxes):
            return
        for box in boxes:  # anew, in their order
            self.info.removeWidget(box)
            self.side_info.removeWidget(box)
            row.addWidget(box, 1)

    def _boxes_count(self) -> int:
        return self.info.count() + self.side_info.count()

    def _stack_header(self, room: int) -> None:
        """The round over the player's name where beside it (a third of the width) the round
        would not read whole even at its smallest type ("Match over" at a large text)."""
        header = self._header
        beside = room - max(0, header.horizontalSpacing())
        stack = self.round_label.need() > beside / 3 - 2
        stacked = header.indexOf(self.player_label) >= 0 and (
            header.getItemPosition(header.indexOf(self.player_label))[0] == 2  # type: ignore[index]
        )
        # At the end, on a line of their own, the winners' names would say again what the felt
        # says under them: their room goes to the summary and the coach's graph. So do names
        # that would be cut beside the round ("Kampen er over  Datamaskin (forsik…").
        names_whole = self.player_label.need() <= beside * 2 / 3 - 2
        self.player_label.setVisible(self._in_play or not (stack or not names_whole))
        if stack == stacked:
            return
        header.removeWidget(self.round_label)
        header.removeWidget(self.player_label)
        if stack:
            header.addWidget(self.round_label, 0, 0, 1, 2)
            header.addWidget(self.player_label, 2, 0, 1, 2)
        else:
            header.addWidget(self.round_label, 0, 0, Qt.AlignmentFlag.AlignLeft)
            header.addWidget(self.player_label, 0, 1)

    def _box_at(self, i: int) -> StatBox | None:
        """The i-th points box, wherever the boxes are."""
        first = self.info.count()
        item = self.info.itemAt(i) if i < first else self.side_info.itemAt(i - first)
        widget = item.widget() if item is not None else None
        return widget if isinstance(widget, StatBox) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        shown = (QEvent.Type.ShowToParent, QEvent.Type.HideToParent)
        if event.type() in shown and watched in self._felt_parts():
            self.felt_corners()
        if watched is self.main_side and event.type() == QEvent.Type.Resize:
            self.rows_for_buttons()
            self.rows_for_boxes()
            if self.banner.isVisible():  # the column narrowed (eight seats): fitted again
                QTimer.singleShot(0, self.banner.place)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        seats, over, small = self._side_for
        if seats and small != self._small_screen():  # a small screen's shares, or back
            self.set_side_share(seats, over)
        if abs(self.height() - getattr(self, "_fonts_for_height", 0)) > 24:
            self.apply_fonts()  # the large type follows the window's height
        if self.banner.isVisible():
            QTimer.singleShot(0, self.banner.place)
