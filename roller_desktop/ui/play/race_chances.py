"""The 105 setup's chances: each child's exact chance to win with the table as it is set up
(dice, kids' mode, extra throw, who starts), and the dice counts that make the race most even.

The figures come from strategy.race_odds. A table seen for the first time takes up to a few
tenths of a second (its chains, the opening throw's chances) and the most even dice for eight
seats about two seconds, so both are worked out in a thread of their own; the box says so
meanwhile, and a result that arrives for a table since changed is dropped.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.strategy.race_odds import EvenDice, RaceSeat, most_even_dice, win_chances
from roller_desktop.ui.common.background import on_gui_thread
from roller_desktop.ui.common.i18n import percent
from roller_desktop.ui.common.widgets import FitButton

EVEN_KEY = "Ctrl+J"
UNEVEN = 0.10  # the most even dice still leave a seat this far from an equal share: say why
SETTLE_MS = 120  # a dice count spun quickly is worked out once it rests
TWO_ACROSS = 3  # more seats than this: two children to a line (the column stays short)


# One computation at a time: two threads of pure Python beside the window's would take turns
# with it at holding the interpreter, and the window waited up to 0.2 s between its turns.
_ONE_AT_A_TIME = threading.Lock()


@dataclass(frozen=True)
class RaceTable:
    """What the chances depend on: the seats in clockwise order, the extra throw, who starts
    (a seat, or None: the opening throw decides)."""

    seats: tuple[RaceSeat, ...]
    extra_throw: bool
    starter: int | None


def shown_chance(chance: float) -> str:
    """A chance as the table reads it: one decimal, never a certain 0 or 100 % that is not."""
    if 0.0 < chance < 0.0005:
        return "< " + percent(0.001, 1)
    if 0.9995 < chance < 1.0:
        return "> " + percent(0.999, 1)
    return percent(chance, 1)


class RaceChancesBox(QGroupBox):
    """Each seat's chance to win, and a button that sets the most even dice counts."""

    even_found = Signal(object)  # EvenDice: the setup sets its dice counts

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Chance to win"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(4)
        self.lines = QLabel()
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setWordWrap(True)
        # The names wrap in the column's width: they never widen the setup's right column.
        self.lines.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.lines.setAccessibleName(self.tr("Each child's chance to win"))
        # Tab reaches the chances, and the setup's page scrolls to them (a small screen).
        self.lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout.addWidget(self.lines)
        label = self.tr("Even it out")
        self.even_button = FitButton(f"{label} [{EVEN_KEY}]")
        self.even_button.setAccessibleName(label)
        tip = self.tr(
            "Set the dice counts that make the race most even (kids' mode, the extra throw "
            "and who starts as they are)"
        )
        self.even_button.setToolTip(tip)
        self.even_button.setAccessibleDescription(tip)
        self.even_button.clicked.connect(self.find_even)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.note.setAccessibleName(self.tr("About the dice counts"))
        row = QHBoxLayout()  # the note beside the button: the setup's column stays short
        row.addWidget(self.even_button, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.note, 1)
        layout.addLayout(row)
        self.table: RaceTable | None = None
        self.names: list[str] = []
        self.chances: list[float] | None = None  # for self.table, once worked out
        self._running: set[str] = set()  # "chances", "even": a thread is at work
        self._wanted_even: RaceTable | None = None
        self._note_for: RaceTable | None = None  # the table the note speaks of
        self._across = 1  # children to a line as last drawn
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._work_out_chances)

    # ---- the table --------------------------------------------------------------------------

    def show_table(self, table: RaceTable, names: Sequence[str]) -> None:
        """The table as set up now; its chances follow once worked out."""
        self.names = list(names)
        if table != self._note_for and self._wanted_even is None:
            self.note.clear()  # it spoke of another table
            self.note.setToolTip("")
        if table == self.table and self.chances is not None:
            self._draw()
            return
        self.table, self.chances = table, None
        self._draw()
        if table.seats:
            self._settle.start()

    def _work_out_chances(self) -> None:
        table = self.table
        if table is None or "chances" in self._running:
            return  # the running one looks again when it is done
        self._start(
            "chances",
            lambda: win_chances(table.seats, table.extra_throw, table.starter),
            self._chances_delivered,
            table,
        )

    def _chances_delivered(self, table: object, chances: object) -> None:
        self._running.discard("chances")
        if table != self.table:  # changed meanwhile: for the table as it is now
            if self.table is not None and self.table.seats:
                self._work_out_chances()
            return
        if isinstance(chances, list):
            self.chances = chances
            self._draw()

    def _draw(self) -> None:
        table = self.table
        self.even_button.setEnabled(bool(table and len(table.seats) > 1))
        if table is None or not table.seats:
            self.lines.setText(self.tr("The chances show once children are at the table."))
            return
        if self.chances is None:
            cells = [(name, "…") for name in self.names]
        else:
            cells = [
                (name, shown_chance(c)) for name, c in zip(self.names, self.chances, strict=True)
            ]
        across = 2 if len(cells) > TWO_ACROSS and self._two_fit(cells) else 1
        self._across = across
        rows = []
        for first in range(0, len(cells), across):
            row = "".join(
                f"<td>{html.escape(name)}</td>"
                f"<td align='right' style='padding-left:6px; padding-right:10px'>"
                f"{html.escape(chance).replace(' ', '&nbsp;')}</td>"
                for name, chance in cells[first : first + across]
            )
            rows.append(f"<tr>{row}</tr>")
        self.lines.setText(
            "<table width='100%' cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>"
        )
        if self.chances is not None:
            said = [
                f"{name} {shown_chance(c)}"
                for name, c in zip(self.names, self.chances, strict=True)
            ]
            self.lines.setAccessibleDescription(", ".join(said))

    def _two_fit(self, cells: list[tuple[str, str]]) -> bool:
        """Whether two children to a line fit the box's width (names wrap at their words,
        a chance never): at a large text size they go one to a line."""
        metrics = QFontMetrics(self.lines.font())
        word = max(metrics.horizontalAdvance(w) for name, _ in cells for w in name.split() or [""])
        chance = max(metrics.horizontalAdvance(c) for _, c in [*cells, ("", "> 99,9 %")])
        return self.lines.width() >= 2 * (word + chance + 24)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if len(self.names) > TWO_ACROSS:
            fit = self._two_fit([(name, "") for name in self.names])
            if fit != (self._across == 2):
                self._draw()

    # ---- the most even dice -----------------------------------------------------------------

    def find_even(self) -> None:
        """Work out the most even dice counts for the table as it is; the setup sets them."""
        table = self.table
        if table is None or len(table.seats) < 2:
            return
        self._wanted_even = table
        self.note.setText(self.tr("Working out the most even dice…"))
        if "even" in self._running:
            return
        self._start(
            "even",
            lambda: most_even_dice(table.seats, table.extra_throw, table.starter),
            self._even_delivered,
            table,
        )

    def _even_delivered(self, table: object, even: object) -> None:
        self._running.discard("even")
        wanted = self._wanted_even
        if wanted is None:
            return
        if table != wanted:
            self.find_even()  # the table changed meanwhile: for the table as it is now
            return
        self._wanted_even = None
        if not isinstance(even, EvenDice):
            self.note.clear()
            return
        already = self.table is not None and even.dice == tuple(s.dice for s in self.table.seats)
        why = ""
        if even.spread >= UNEVEN:  # kids' mode decides: said short, the reason in the tip
            note = self.tr("The most even dice are set, but kids' mode still decides the race.")
            why = self.tr(
                "Kids' mode shortens a race more than dice can make up: no dice counts make "
                "this table even."
            )
        elif already:
            note = self.tr("These are already the most even dice.")
        else:
            note = self.tr("The most even dice are set.")
        self.note.setToolTip(why)
        self.note.setText(note)
        seats = tuple(RaceSeat(d, s.kids) for d, s in zip(even.dice, wanted.seats, strict=True))
        self._note_for = RaceTable(seats, wanted.extra_throw, wanted.starter)
        self.even_found.emit(even)

    # ---- threads ----------------------------------------------------------------------------

    def _start(
        self,
        kind: str,
        job: Callable[[], object],
        slot: Callable[[object, object], None],
        table: RaceTable,
    ) -> None:
        self._running.add(kind)
        done = on_gui_thread(slot)

        def work() -> None:
            try:
                with _ONE_AT_A_TIME:
                    result: object = job()
            except Exception:  # figures that fail are not shown; the setup goes on
                result = None
            done(table, result)

        threading.Thread(target=work, name=f"race-{kind}", daemon=True).start()
