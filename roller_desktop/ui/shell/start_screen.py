"""The start screen: new Roller match, new 105 race, the unfinished matches to resume, more."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QDateTime,
    QLocale,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QFontMetrics,
    QFontMetricsF,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.fitted_text import (
    FELT,
    FitButton,
    FitLabel,
    felt_palette,
    scaled_font,
)
from roller_desktop.ui.play.dice_view import DiceView

if TYPE_CHECKING:  # types named only here: not made before the window maps (issue 28)
    from PySide6.QtCore import QModelIndex, QPersistentModelIndex
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem

MatchIdRole = Qt.ItemDataRole.UserRole + 1
RESIZED = Qt.WidgetAttribute.WA_Resized


ITEM_PAD_V, ITEM_PAD_H = 10, 6  # an unfinished match's padding in the list
GAP = 16  # over the buttons, under the subtitle
COLUMN_SPACING = 12
ONE_LINE = 0.88  # a button's words on one line down to this share of two lines' type
# The unfinished matches in sight at least where the page can give them room: an item of two
# lines (which match, then how far), each on one line, shortened with "…" (whole in the
# tooltip and the accessible name): four seats of long names wrapped into five lines, and at
# 11 pt and the largest text one match and a half were in sight.
MATCHES_IN_SIGHT, LINES_A_MATCH = 3, 2
TIGHT_PAD_V, TIGHT_SPACING = 4, 6  # an item's padding and the column's spacing, when short
LinesRole = Qt.ItemDataRole.UserRole + 2  # an item's lines as the list shows them


class MatchItems(QStyledItemDelegate):
    """An unfinished match's item as its lines (LinesRole), each on one line, shortened with
    "…" where the column is narrow; the item's text (its tooltip, its accessible name) is whole."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        lines = index.data(LinesRole)
        if not lines:
            return hint
        view = self.parent()
        pad = int((view.property("pad_v") if isinstance(view, QWidget) else None) or ITEM_PAD_V)
        spacing = QFontMetrics(option.font).lineSpacing()
        return QSize(hint.width(), len(lines) * spacing + 2 * pad + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        lines = index.data(LinesRole)
        if not lines:
            super().paint(painter, option, index)
            return
        # Qt's types for painting an item, imported here: PySide6 makes a type's Python enums
        # when it is first named (QStyle's alone ~6 ms), and the list is empty when the window
        # first paints (its matches come after, launch's list_now).
        from PySide6.QtGui import QPalette
        from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, widget)
        item.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        metrics = QFontMetrics(item.font)
        spacing = metrics.lineSpacing()
        chosen = bool(item.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if chosen else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(item.font)
        painter.setPen(item.palette.color(role))
        top = area.top() + max(0, (area.height() - len(lines) * spacing) // 2)
        for n, line in enumerate(lines):
            shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, area.width())
            box = QRect(area.left(), top + n * spacing, area.width(), spacing)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(flags), shown)
        painter.restore()


class StartScreen(QWidget):
    new_roller = Signal()
    new_race = Signal()
    resume = Signal(str)  # match id
    abandon = Signal(str)  # match id
    league = Signal()
    players = Signal()
    keeper_log = Signal()  # the keeper's log: every change to the league, each undone there
    paper = Signal()  # enter a finished paper protocol
    championship = Signal()  # the director's view
    drills = Signal()  # drills from the players' own matches (whose: chosen on the page)
    settings = Signal()
    quit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[str, FitButton] = {}
        self._later: Callable[[], Sequence[Any]] | None = None  # set_unfinished_later's
        outer = QHBoxLayout(self)
        outer.setContentsMargins(32, 16, 32, 16)
        outer.setSpacing(32)

        # The columns' own spacing: a layout without it takes its parent's, the 32 pixels
        # between the columns, which between the right column's five parts left its list of
        # matches one row at the largest text (a desktop font of 10 pt).
        left = QVBoxLayout()
        left.setSpacing(COLUMN_SPACING)
        card = QFrame()
        card.setObjectName("titleCard")
        card.setStyleSheet(f"#titleCard {{ background: {FELT}; border-radius: 24px; }}")
        card_layout = QVBoxLayout(card)
        card_layout.setContentsMargins(18, 14, 18, 10)
        self.title = FitLabel("Roller")
        self.title.setStyleSheet("color: #fff8e1;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        card_layout.addWidget(self.title)
        self.dice = DiceView()
        self.dice.setAccessibleName(self.tr("A Stege: one to six"))
        self.dice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        felt_palette(self.dice)
        self.dice.setMinimumHeight(48)  # smaller on a small screen with large text
        self.dice.setMaximumHeight(100)
        self.dice.set_dice([1, 2, 3, 4, 5, 6], animate=False)
        card_layout.addWidget(self.dice)
        self.subtitle = QLabel(self.tr("Six dice, fifteen rounds, and 105 for the children"))
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.card = card
        left.addWidget(card)
        left.addWidget(self.subtitle)
        # between the subtitle and the buttons; none where the subtitle steps aside
        self.gap = QSpacerItem(0, GAP, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        left.addSpacerItem(self.gap)
        grid = QGridLayout()
        grid.setSpacing(12)
        # Two columns of one width: a column sized by its longest words would leave the other
        # too narrow, and its words (and so all, in one size) smaller at larger text.
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.grid = grid
        entries: Sequence[tuple[str, str, str, Callable[[], Any]]] = (
            ("new_roller", self.tr("New Roller match"), "N", self.new_roller.emit),
            ("new_race", self.tr("New 105 race"), "5", self.new_race.emit),
            ("resume", self.tr("Resume"), "R", self._resume_selected),
            ("league", self.tr("League"), "L", self.league.emit),
            ("players", self.tr("Players"), "P", self.players.emit),
            ("settings", self.tr("Settings"), "S", self.settings.emit),
            ("championship", self.tr("Championship"), "C", self.championship.emit),
            ("keeper_log", self.tr("Keeper's log"), "K", self.keeper_log.emit),
        )
        for i, (name, label, key, slot) in enumerate(entries):
            button = self._button(name, label, key, slot)
            grid.addWidget(button, i // 2, i % 2)
        # A match played on paper comes in beside the matches to resume: under their list,
        # where a small screen at the largest text has room for it.
        paper = self._button("paper", self.tr("Enter a paper protocol"), "E", self.paper.emit)
        drills = self._button("drills", self.tr("Drills from your matches"), "D", self.drills.emit)
        left.addStretch(1)
        left.addLayout(grid)
        outer.addLayout(left, 1)
        self.left = left

        right = QVBoxLayout()
        right.setSpacing(COLUMN_SPACING)
        self.resume_title = FitLabel(self.tr("Unfinished matches"))
        right.addWidget(self.resume_title)
        self.matches = QListWidget()
        self.matches.setAccessibleName(self.tr("Unfinished matches"))
        self.matches.itemActivated.connect(self._activated)
        self.tight: bool | None = None  # the list's room won from the rest (fit_list)
        self.matches.setProperty("pad_v", ITEM_PAD_V)
        self.matches.setItemDelegate(MatchItems(self.matches))
        self.matches.setWordWrap(False)  # each line shortened with "…", whole in the tooltip
        self.matches.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.matches.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.matches.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Long names are shortened in the column's width; they never widen the window.
        self.matches.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        right.addWidget(self.matches, 1)
        self.abandon_button = FitButton(self.tr("Abandon the chosen match… [Del]"))
        self.abandon_button.setAccessibleName(self.tr("Abandon the chosen match"))
        abandon = QAction(self.tr("Abandon the chosen match"), self)
        abandon.setShortcut(QKeySequence("Del"))
        abandon.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        abandon.triggered.connect(lambda _=False: self._abandon_selected())
        self.addAction(abandon)
        self.abandon_button.clicked.connect(abandon.trigger)
        for key, step in (("Down", 1), ("Up", -1)):  # from anywhere on the page, into the list
            move = QAction(self)
            move.setShortcut(QKeySequence(key))
            move.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            move.triggered.connect(lambda _=False, step=step: self.move_in_list(step))
            self.addAction(move)
        right.addWidget(self.abandon_button)
        self.empty = QLabel(self.tr("No unfinished matches: start a new one."))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        right.addWidget(self.empty, 1)
        right.addWidget(paper)
        right.addWidget(drills)
        outer.addLayout(right, 1)
        self.right = right
        self.apply_fonts()

    def _button(self, name: str, label: str, key: str, slot: Callable[[], Any]) -> QPushButton:
        button = FitButton(f"{label}  [{key}]")
        button.setAccessibleName(label)
        button.setAccessibleDescription(self.tr("Shortcut: {key}").format(key=key))
        button.setMinimumHeight(54)
        action = QAction(label, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        button.clicked.connect(action.trigger)
        self.buttons[name] = button
        return button

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_list()
        self.fit_buttons()

    def fit_buttons(self) -> None:
        """Buttons whose words need two lines in a narrow column (large text on a small
        screen) get the height for two, and the dice and the subtitle step aside for them
        when the column is short: the buttons never squeeze into one another."""
        grid = [b for n, b in self.buttons.items() if n not in ("paper", "drills")]
        # Not before the layout has given the buttons their sizes (the resize when the page
        # is shown): the font measuring would cost start-up time for nothing.
        if not grid or grid[0].width() <= 0 or not grid[0].testAttribute(RESIZED):
            return
        font = scaled_font(self.font(), 1.35, bold=True)
        metrics = QFontMetricsF(font)
        room = grid[0].width() - FitButton.PADDING
        one_line = all(metrics.horizontalAdvance(b.text()) * ONE_LINE <= room for b in grid)
        tall = 54 if one_line else max(54, round(2 * metrics.lineSpacing() * 0.8 + 14))
        for button in grid:
            button.setMinimumHeight(tall)
            button.one_line_share = ONE_LINE
        # What the column needs from the top: the card's title and margins, the dice (as
        # tall as their width makes them, at most 100), the subtitle, the buttons; the
        # page's margins and the layouts' spacing besides.
        width = max(1, grid[0].width() * 2)
        rows = (len(grid) + 1) // 2
        buttons = rows * tall + (rows - 1) * self.grid.spacing()
        self._fit_title()
        title = self.title.sizeHint().height() + 30
        dice = min(100, self.dice.heightForWidth(width - 36))
        subtitle = self.subtitle.heightForWidth(width) + 6
        room = self.height() - 32 - GAP - 20 - buttons - title
        self.subtitle.setVisible(room >= dice + subtitle)
        self.dice.setVisible(room >= dice + (subtitle if self.subtitle.isVisible() else 0))
        gap = GAP if self.subtitle.isVisible() else 0
        if self.gap.sizeHint().height() != gap:
            self.gap.changeSize(0, gap, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self.left.invalidate()
        if room + GAP < 8:  # not even the title and the buttons alone
            self._fit_title(8 - (room + GAP))  # 8: the layouts' spacing the sum leaves out

    def fit_list(self) -> None:
        """The unfinished matches' column gives its list the room for MATCHES_IN_SIGHT
        matches where it can: on a short page (11 pt on the desktop, the largest text, 1024×600)
        its heading and items take the page's type rather than a larger one, and its items'
        padding and spacing shrink; two matches of five lines needed more than the 275 px
        the list had, and it scrolled."""
        base = self.font()
        roomy = QFontMetricsF(scaled_font(base, 1.15)).lineSpacing()
        heading = QFontMetricsF(scaled_font(base, 1.5, bold=True)).height()
        under = (self.abandon_button, *(self.buttons[n] for n in ("paper", "drills")))
        buttons = sum(max(b.sizeHint().height(), b.minimumHeight()) for b in under)
        room = self.height() - 32 - heading - buttons - 4 * COLUMN_SPACING
        tight = room < MATCHES_IN_SIGHT * (LINES_A_MATCH * roomy + 2 * ITEM_PAD_V + 4)
        if tight == self.tight and self.matches.font() == scaled_font(base, 1.0 if tight else 1.15):
            return
        self.tight = tight
        # the heading's type a step over the list's, and never smaller at a larger text size
        self.resume_title.setFont(scaled_font(base, 1.2 if tight else 1.5, bold=True))
        self.matches.setFont(scaled_font(base, 1.0 if tight else 1.15))
        pad = TIGHT_PAD_V if tight else ITEM_PAD_V
        self.matches.setProperty("pad_v", pad)
        self.matches.setStyleSheet(f"QListWidget::item {{ padding: {pad}px {ITEM_PAD_H}px; }}")
        self.right.setSpacing(TIGHT_SPACING if tight else COLUMN_SPACING)
        self.matches.doItemsLayout()

    def _fit_title(self, over: float = 0.0) -> None:
        """The title's type smaller by what the left column needs `over` the page's height
        at the title's own size (with the dice and the subtitle aside, and the gap under them
        gone): at the largest text, a desktop font of 12 pt makes four rows of two-line
        buttons and the title need more than 600 pixels."""
        title = scaled_font(self.font(), 4.5, bold=True)
        size = min(title.pointSizeF(), 48.0)  # room for the buttons below
        title.setPointSizeF(size)
        if over > 0:
            own = QFontMetricsF(title).height()
            least = scaled_font(self.font(), 1.5, bold=True).pointSizeF()
            title.setPointSizeF(max(least, size * (own - over) / own))
        if title != self.title.font():
            self.title.setFont(title)

    def apply_fonts(self) -> None:
        base = self.font()
        self._fit_title()
        self.subtitle.setFont(scaled_font(base, 1.3))
        self.empty.setFont(scaled_font(base, 1.2))
        self.abandon_button.set_base_font(base)
        for button in self.buttons.values():
            button.set_base_font(scaled_font(base, 1.35, bold=True))
            button.same_size = list(self.buttons.values())  # one size of type for them all
        self.fit_list()
        self.fit_buttons()

    def set_new_league(self, path: str) -> None:
        """Say that this start made a new league, and where (a mistyped --database shows)."""
        self.empty.setText(
            self.tr("A new league at {path}.\n\nNo unfinished matches: start a new one.").format(
                path=path
            )
        )

    def set_unfinished_later(self, read: Callable[[], Sequence[Any]]) -> None:
        """The list in its place, its matches once `list_now` reads them with `read` (the
        program's start: after the window's first paint, for the engine's replay of each
        match is not needed to paint it), or sooner for a key that needs them: Resume,
        Abandon, Up and Down. The list does not move when its matches come."""
        self.set_unfinished([])
        self._later = read
        for widget, shown in ((self.empty, False), (self.matches, True)):
            widget.setVisible(shown)
        self.abandon_button.setVisible(True)
        self.buttons["resume"].setEnabled(True)

    def list_now(self) -> None:
        """The matches of set_unfinished_later, read now (once; nothing when listed)."""
        read, self._later = self._later, None
        if read is not None:
            self.set_unfinished(read())

    def set_unfinished(self, summaries: Sequence[Any]) -> None:
        """MatchSummary values: game, seat names, progress, when it started."""
        self._later = None
        self.matches.clear()
        for s in summaries:
            item = QListWidgetItem()
            self.word_item(item, s)
            item.setData(MatchIdRole, s.id)
            self.matches.addItem(item)
        has = self.matches.count() > 0
        self.empty.setVisible(not has)
        self.matches.setVisible(has)
        self.abandon_button.setVisible(has)
        self.buttons["resume"].setEnabled(has)
        if has:
            self.matches.setCurrentRow(0)

    def word_item(self, item: QListWidgetItem, summary: Any) -> None:
        """The item's two lines: which match (a championship's by its table: the director
        resumes the right one of several tables), then how far it has come; its text, tooltip
        and accessible name the whole of it."""
        s = summary
        # The date as the window's language writes it: 2026-12-01 09:39, 01.12.2026 09:39
        when = QLocale().toString(QDateTime(s.started), QLocale.FormatType.ShortFormat)
        names = ", ".join(shown_name(name) for name in s.seat_names)
        far = self.tr("{progress} · started {when}").format(
            progress=self.progress_text(s), when=when
        )
        table = getattr(s, "table", None)
        if table is None:
            game = "Roller" if s.game == "roller" else "105"
            which = self.tr("{game}: {names}").format(game=game, names=names)
            whole = f"{which}\n{far}"
        else:
            # The table first on the first line, the qualifying round first on the second:
            # what tells one table's match from another's stays in sight when the column is
            # narrow ("Kvalifiseringsrunde 1, bord 4" alone is wider than it at the largest
            # text), the championship's name may end in "…".
            whole = self.tr("{championship} · {table}: {names}").format(
                championship=table.championship,
                table=self.table_text(table.round, table.table),
                names=names,
            )
            whole = f"{whole}\n{far}"
            if table.round > 0:
                short = self.tr("Table {table}").format(table=table.table)
                qualifying = self.tr("Qualifying round {round}").format(round=table.round)
                context = f"{qualifying} · {table.championship}"
            else:
                short, context = self.table_text(table.round, table.table), table.championship
            which = self.tr("{table}: {names}").format(table=short, names=names)
            far = self.tr("{championship} · {progress}").format(championship=context, progress=far)
        item.setText(whole)
        item.setToolTip(whole)
        item.setData(LinesRole, [which, far])

    def table_text(self, round_: int, table: int) -> str:
        """A championship's table in the window's words: the final, a deciding round of the
        final, or a qualifying round's table (the glossary's word: never a bare "round",
        which is a Roller round, a rond)."""
        if round_ == 0:
            return self.tr("The final")
        if round_ < 0:
            return self.tr("Deciding round {number} of the final").format(number=-round_)
        return self.tr("Qualifying round {round}, table {table}").format(round=round_, table=table)

    def progress_text(self, summary: Any) -> str:
        """How far a match has come, in the window's language, from the summary's data."""
        rounds = getattr(summary, "rounds", None)
        throws = getattr(summary, "throws", None)
        to_play = getattr(summary, "to_play", None)
        number = getattr(summary, "round", None)
        if rounds is not None and number is not None:
            text = self.tr("Round {round} of {rounds}").format(round=number, rounds=rounds)
        elif throws is not None:
            text = self.tr("%n throws", "", throws)
        else:  # a store that gives only its English words
            from roller_desktop.ui.common.messages import translate_message

            return translate_message(summary.progress)
        if to_play:  # a computer in the window's language ("Dator (skarp)")
            text = self.tr("{progress}, {name} to play").format(
                progress=text, name=shown_name(to_play)
            )
        return text

    def move_in_list(self, step: int) -> None:
        """Down and Up choose among the unfinished matches, wherever the focus is."""
        self.list_now()
        count = self.matches.count()
        if not count:
            return
        row = self.matches.currentRow()
        self.matches.setCurrentRow(max(0, min(count - 1, row + step)))
        self.matches.setFocus()

    def describe(self, match_id: str) -> str:
        """The match as the list shows it: game, players, round, when it started."""
        self.list_now()
        for row in range(self.matches.count()):
            item = self.matches.item(row)
            if item.data(MatchIdRole) == match_id:
                return item.text()
        return ""

    def _resume_selected(self) -> None:
        self.list_now()
        item = self.matches.currentItem()
        if item is not None:
            self.resume.emit(str(item.data(MatchIdRole)))

    def _abandon_selected(self) -> None:
        self.list_now()
        item = self.matches.currentItem()
        if item is not None:
            self.abandon.emit(str(item.data(MatchIdRole)))

    def _activated(self, item: QListWidgetItem) -> None:
        self.resume.emit(str(item.data(MatchIdRole)))
