"""Correcting a finished match kept by hand (issue #14, item 5): its protocol as a grid to retype.

The keeper holds the sheet against the grid and retypes a cell as the paper has it (350, – or
RT; a 105 race: the places). Each cell is checked as it is typed (the same coded refusals as
everywhere: the cell goes back to what it was); the totals follow. Saving records the changed
cells through the store's one correction path (`store.hand_kept.correct_match`: one `Correct`
event a cell, a later `Places` for a race), never overwriting: the old cells stay in the
record, and the history lists what was changed and when (`correction_lines`). A match played
with dice is never corrected (`why_not_correctable` says why, for a disabled entry's tooltip).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Correct, read_cell
from roller_desktop.store.errors import MatchClosed, StoreError
from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, resize_within_screen, scaled_font

if TYPE_CHECKING:
    from roller_desktop.engine.roller import RollerMatch
    from roller_desktop.store.hand_kept import Change
    from roller_desktop.store.league_store import LeagueStore
    from roller_desktop.store.values import LoadedMatch

FEWER_SEATS = 5  # up to five seats the cells are in the play protocol's type, more a fifth smaller
NOT_THROUGH = "–"  # a 105 seat that did not get through, as the grid shows it

SLACK_PX = 16  # wanted_height: what the sum leaves out


def tr(text: str) -> str:
    return QCoreApplication.translate("Correction", text)


def refusal(by_hand: bool, status: str) -> MatchClosed | None:
    """The store's refusal of a correction of such a match (None: it can be corrected)."""
    if not by_hand:
        return MatchClosed(
            "A match played with dice is never corrected: its throws are what happened.",
            "correct.played",
        )
    if status != "finished":
        return MatchClosed(
            "Only a finished match kept by hand is corrected.", "correct.not-finished"
        )
    return None


def why_not_correctable(by_hand: bool, status: str) -> str | None:
    """Why a match cannot be corrected, in the window's language, for a disabled entry's
    tooltip (None: it can): the words of the store's own refusal."""
    refused = refusal(by_hand, status)
    return None if refused is None else describe(refused)


def _places_words(places: str, names: list[str]) -> str:
    """'1,,2' (the store's form) as 'Åke 1, Bo –, Cy 2'."""
    values = places.split(",")
    return ", ".join(
        f"{name} {value or NOT_THROUGH}" for name, value in zip(names, values, strict=False)
    )


def change_line(change: Change, names: list[str]) -> str:
    """'2026-12-01 18:40: round 7, Åke: 400 → 450' (the time local, the names as shown)."""
    from roller_desktop.ui.printing.sheets import local_time

    when = f"{local_time(change.at):%Y-%m-%d %H:%M}"
    if change.seat is None or change.round is None:
        return tr("{when}: finishing order {old} → {new}").format(
            when=when, old=_places_words(change.old, names), new=_places_words(change.new, names)
        )
    return tr("{when}: round {round}, {name}: {old} → {new}").format(
        when=when, round=change.round + 1, name=names[change.seat], old=change.old, new=change.new
    )


def correction_lines(store: LeagueStore, match_id: str) -> list[str]:
    """The corrections of a match, oldest first, one line each (none for most matches)."""
    from roller_desktop.store.hand_kept import corrections

    loaded = store.load_match(match_id)
    if not loaded.by_hand:
        return []
    names = [shown_name(seat.name) for seat in loaded.seats]
    return [change_line(change, names) for change in corrections(store, match_id)]


class CorrectionDialog(QDialog):
    """The protocol of a finished match kept by hand, to retype; `count` after it was saved:
    how many corrections were recorded."""

    def __init__(self, store: LeagueStore, match_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from roller_desktop.store.games import replay

        self.store = store
        self.match_id = match_id
        self.count = 0
        self.loaded: LoadedMatch = store.load_match(match_id)
        refused = refusal(self.loaded.by_hand, self.loaded.status)
        if refused is not None:  # the entries are disabled then: nothing to retype
            raise refused
        self.names = [shown_name(seat.name) for seat in self.loaded.seats]
        self.game = replay(self.loaded)
        self.roller = self.loaded.game == "roller"
        self.rounds = self._roller().rules.rounds if self.roller else 1
        self.setWindowTitle(self.tr("Correct the protocol"))
        from roller_desktop.ui.printing.sheets import local_time

        when = local_time(self.loaded.finished or self.loaded.started)
        game = "Roller" if self.roller else "105"
        heading = self.heading = QLabel(
            self.tr("{game}, {day}: {names}").format(
                game=game, day=f"{when:%Y-%m-%d %H:%M}", names=", ".join(self.names)
            )
        )
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setWordWrap(True)  # eight long names: the dialog no wider than the screen
        if self.roller:
            how = self.tr(
                "Retype a cell as the paper has it: the points, – (or -) for Tjock, RT (or r) for "
                "Råtjock; Enter keeps it. The cells as they were stay in the league's record."
            )
        else:
            how = self.tr(
                "Retype the places as the paper has them: 1 for the winner, empty (or –) for a "
                "player who did not get through; Enter keeps it. The order as it was stays in "
                "the league's record."
            )
        explanation = QLabel(how)
        explanation.setWordWrap(True)

        self.table = QTableWidget()
        self.table.setAccessibleName(self.tr("Protocol to correct"))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.row_height = 0
        self.apply_fonts()
        self.original: dict[tuple[int, int], str] = {}  # as stored: (seat, round) → cell
        self._fill()
        self.typed = dict(self.original)  # as shown, each typed cell checked
        self.table.itemChanged.connect(self._cell_typed)

        self.status = RefusalLabel()  # what was refused, in the window's own refusal style
        self.status.setAccessibleName(self.tr("Correction message"))
        self.changed_label = QLabel()
        self.save_button = QPushButton(self.tr("&Save the correction [Ctrl+Enter]"))
        self.save_button.setAccessibleName(self.tr("Save the correction"))
        cancel = QPushButton(self.tr("Cancel [Esc]"))
        cancel.setAccessibleName(self.tr("Cancel"))
        for button in (self.save_button, cancel):
            button.setAutoDefault(False)  # Enter keeps a cell; it never saves by surprise
            button.setDefault(False)
        self.save_button.clicked.connect(self.save)
        cancel.clicked.connect(self.reject)
        save = QAction(self)
        save.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        save.triggered.connect(lambda _=False: self.save())
        self.addAction(save)
        buttons = QHBoxLayout()
        buttons.addWidget(self.changed_label, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(explanation)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self._show_changes()
        # as tall as the grid needs, the screen allowing
        wide = self.wanted_width()
        resize_within_screen(self, wide, self.wanted_height(wide))
        self.table.setCurrentCell(0, 0)
        self.table.setFocus()

    # ---- the grid ---------------------------------------------------------------------------

    def apply_fonts(self) -> None:
        """The cells in the play screen's protocol type (a quarter larger than the window's
        text; with six to eight seats the window's text, as the play screen's protocol is a
        fifth smaller then, and eight columns fit 1024 pixels), rows as tight as it allows; at
        the largest text the rounds scroll."""
        few = len(self.names) <= FEWER_SEATS  # eight names: the heading's lines cost rounds
        self.heading.setFont(scaled_font(self.font(), 1.2 if few else 1.0, bold=True))
        font = scaled_font(self.font(), 1.25 if few else 1.0)
        self.table.setFont(font)
        # the headers in the type set here: given before the dialog showed, they kept the
        # first one (the names in 12 px over cells of 30)
        self.table.horizontalHeader().setFont(self.font())
        self.table.verticalHeader().setFont(font)
        self.row_height = QFontMetrics(font).height() + 9
        self.table.verticalHeader().setDefaultSectionSize(self.row_height)
        # A cell's new type is no retyping: unblocked, itemChanged took it for one and moved
        # the cursor down a round (a dialog gets the window's type when it first shows).
        blocker = QSignalBlocker(self.table)
        for row in range(self.table.rowCount()):
            self.table.setRowHeight(row, self.row_height)
            for column in range(self.table.columnCount()):
                item = self.table.item(row, column)
                if item is not None:  # bold (a total, a changed cell) stays bold
                    cell = QFont(font)
                    cell.setBold(item.font().bold())
                    item.setFont(cell)
        blocker.unblock()

    def wanted_width(self) -> int:
        """Wide enough for every column to show five digits (at least 760 pixels)."""
        digits = QFontMetrics(self.table.font()).horizontalAdvance("10000") + 16
        self.table.horizontalHeader().setMinimumSectionSize(digits)  # else it scrolls
        side = self.table.verticalHeader().sizeHint().width()
        return max(760, side + digits * max(1, self.table.columnCount()) + 60)

    def wanted_height(self, width: int = 0) -> int:
        """Every round in sight under the words at `width` (the present width: 0)."""
        layout = self.layout()
        if layout is None:
            return self.height()
        width = width or self.width()
        total = (
            layout.totalHeightForWidth(width)
            if layout.hasHeightForWidth()
            else layout.totalSizeHint().height()
        )
        header = self.table.horizontalHeader().sizeHint().height()
        grid = header + 2 * self.table.frameWidth() + (self.row_height + 1) * self.table.rowCount()
        grid += SLACK_PX  # the header's own margins at a large type, measured short
        return total - self.table.sizeHint().height() + grid

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self.apply_fonts()
            # the columns' least width follows the type (wanted_width sets it) also before
            # the dialog shows: it takes the window's type then, and a larger one left its
            # columns as narrow as the first ("1050" shown as "1…" at the largest text)
            wanted = self.wanted_width()
            # and its rows at the new type: a match of two rounds showed one at the largest
            # text, the dialog as tall as the first type's rows and lines of words
            wide = max(wanted, self.width())
            tall = self.wanted_height(wide)
            if (wide, tall) != (self.width(), self.height()):
                resize_within_screen(self, wide, tall)

    def digit_px(self) -> float:
        """The cells' type in pixels (what the layout audit holds against the play screen's)."""
        font = self.table.font()
        return font.pointSizeF() * 96 / 72 if font.pointSizeF() > 0 else float(font.pixelSize())

    def _fill(self) -> None:
        table = self.table
        if self.roller:
            protocol = self._roller().protocol()
            table.setColumnCount(len(self.names))
            table.setRowCount(protocol.rounds + 1)  # the totals below the rounds
            table.setHorizontalHeaderLabels(self.names)
            for column, name in enumerate(self.names):  # elided in a narrow column: whole here
                header_item = table.horizontalHeaderItem(column)
                if header_item is not None:
                    header_item.setToolTip(name)
            table.setVerticalHeaderLabels(
                [str(r + 1) for r in range(protocol.rounds)] + [self.tr("Total")]
            )
            for seat in range(len(self.names)):
                for round_ in range(protocol.rounds):
                    text = protocol.cell_text(seat, round_)
                    self.original[(seat, round_)] = text
                    table.setItem(round_, seat, self._item(text))
            self._show_totals(protocol.totals)
        else:
            places = self.game.places  # type: ignore[union-attr]
            table.setColumnCount(1)
            table.setRowCount(len(self.names))
            table.setHorizontalHeaderLabels([self.tr("Place")])
            table.setVerticalHeaderLabels(self.names)
            for seat, place in enumerate(places):
                text = NOT_THROUGH if place is None else str(place)
                self.original[(seat, 0)] = text
                table.setItem(seat, 0, self._item(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # "Anna-Le…", whole in its tooltip

    def _roller(self) -> RollerMatch:
        from roller_desktop.engine.roller import RollerMatch

        assert isinstance(self.game, RollerMatch)
        return self.game

    @staticmethod
    def _item(text: str, editable: bool = True) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if not editable:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return item

    def _position(self, item: QTableWidgetItem) -> tuple[int, int]:
        """(seat, round) of a Roller cell; (seat, 0) of a 105 place."""
        return (item.column(), item.row()) if self.roller else (item.row(), 0)

    def _cell_typed(self, item: QTableWidgetItem) -> None:
        """A cell typed: checked as the store will check it; refused, it goes back to what it
        was and the message says why."""
        position = self._position(item)
        if self.roller and position[1] >= self.rounds:
            return  # the totals row
        text = item.text()
        try:
            cleaned = read_cell(text) if self.roller else self._place(text)
        except RulesError as error:
            self._set_text(item, self.typed[position])
            self._say(describe(error))
            return
        before = self.typed[position]
        self.typed[position] = cleaned
        self._set_text(item, cleaned)
        self._say("")
        if self.roller:
            try:
                self._show_totals(self._corrected_game().protocol().totals)
            except RulesError as error:  # a cell the match cannot have: back as it was
                self.typed[position] = before
                self._set_text(item, before)
                self._say(describe(error))
                return
        self._show_changes()
        row, column = item.row(), item.column()
        QTimer.singleShot(0, lambda: self._next_cell(row, column))

    def _place(self, text: str) -> str:
        cleaned = text.strip()
        if cleaned in ("", "-", NOT_THROUGH):
            return NOT_THROUGH
        if cleaned.isascii() and cleaned.isdigit() and 1 <= int(cleaned) <= len(self.names):
            return str(int(cleaned))
        raise RulesError("A place is a number from 1 to the number of seats.", "places.value")

    def _set_text(self, item: QTableWidgetItem, text: str) -> None:
        self.table.blockSignals(True)
        item.setText(text)
        self.table.blockSignals(False)

    def _next_cell(self, row: int, column: int) -> None:
        """Down the column as on the paper (a Roller match's totals row is not typed in)."""
        last = self.table.rowCount() - (2 if self.roller else 1)
        if row < last and self.table.currentRow() == row:
            self.table.setCurrentCell(row + 1, column)

    def changes(self) -> dict[tuple[int, int], str]:
        """The cells retyped to something else: (seat, round) → the new cell."""
        return {p: t for p, t in self.typed.items() if t != self.original[p]}

    def _corrected_game(self) -> RollerMatch:
        from roller_desktop.engine.roller import RollerMatch
        from roller_desktop.store.games import replay

        game = replay(self.loaded)
        assert isinstance(game, RollerMatch)
        now = datetime.now().replace(microsecond=0).isoformat()
        for (seat, round_), cell in sorted(self.changes().items()):
            game.apply(Correct(seat, round_, cell, now))
        return game

    def _show_totals(self, totals: list[int]) -> None:
        row = self.table.rowCount() - 1
        self.table.blockSignals(True)
        for seat, total in enumerate(totals):
            item = self._item(f"{total}", editable=False)
            font = QFont(self.table.font())
            font.setBold(True)
            item.setFont(font)
            self.table.setItem(row, seat, item)
        self.table.blockSignals(False)

    def _show_changes(self) -> None:
        """Retyped cells in bold, the old value in their tooltip; how many are changed."""
        changed = self.changes()
        self.table.blockSignals(True)
        for (seat, round_), old in self.original.items():
            row, column = (round_, seat) if self.roller else (seat, 0)
            item = self.table.item(row, column)
            if item is None:
                continue
            font = QFont(self.table.font())
            font.setBold((seat, round_) in changed)
            item.setFont(font)
            item.setToolTip(
                self.tr("Was {old}").format(old=old) if (seat, round_) in changed else ""
            )
        self.table.blockSignals(False)
        count = len(changed)
        if self.roller:
            self.changed_label.setText(self.tr("%n cells changed", "", count) if count else "")
        else:
            self.changed_label.setText(self.tr("The order is changed") if count else "")

    def _say(self, text: str) -> None:
        """A refusal (or nothing: cleared), in the window's refusal style."""
        self.status.setText(text)

    # ---- saving -----------------------------------------------------------------------------

    def save(self) -> None:
        """Records the changed cells as corrections (all or none); refused, nothing changed and
        the dialog stays open with the message."""
        from roller_desktop.store.hand_kept import correct_match

        if self.table.state() == QAbstractItemView.State.EditingState:
            self._say("")
            self.table.setFocus()  # the cell being typed is kept first (or refused)
            if self.status.text():
                return
        changed = self.changes()
        if not changed:
            self._say(self.tr("Nothing is changed yet: retype a cell first."))
            return
        try:
            if self.roller:
                self.count = correct_match(self.store, self.match_id, cells=changed)
            else:
                places = [
                    None if text == NOT_THROUGH else int(text)
                    for _, text in sorted(self.typed.items())
                ]
                self.count = correct_match(self.store, self.match_id, places=places)
        except (RulesError, StoreError) as error:
            self._say(describe(error))
            return
        self.accept()
