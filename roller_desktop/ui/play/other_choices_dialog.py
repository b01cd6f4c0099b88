"""Same dice, other choices (`strategy.other_choices`) in the window: a finished Roller match
replayed with one seat's decisions made by the exact player, on that seat's own stored throws,
from the start or from a moment chosen on the win-chance graph; the rounds as played and as
replayed side by side, the total and the result against the others' actual totals.

Opened from the coach's panel (after the match, and on a stored match's protocol page: the
button, or R on the graph). The replay solves each of the seat's turns for the win (a second
or two in all, cold): worked out in a thread with progress.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.events import Event
from roller_desktop.engine.protocol import RoundResult
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import other_choices as oc
from roller_desktop.ui.common.background import on_gui_thread


class OtherChoicesDialog(QDialog):
    """Choose a seat and a moment; Replay shows what the exact player would have made of it."""

    def __init__(
        self,
        seats: Sequence[str],
        rules: RollerRules,
        events: Sequence[Event],
        starter: int,
        moment: tuple[int, int, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`moment`: (seat index, first event replaced, the moment in words) from the graph."""
        super().__init__(parent)
        if parent is not None:
            self.setFont(parent.window().font())  # the window's text size
        self.setObjectName("otherChoicesDialog")
        self.setWindowTitle(self.tr("Same dice, other choices"))
        self.seats, self.rules, self.events = tuple(seats), rules, tuple(events)
        self.starter = starter
        self.order = RollerMatch(seats, rules, starter).order
        self.turns = oc.turn_of_event(seats, rules, events, starter)
        self.replayed: oc.OtherChoices | None = None
        self._request: object = None
        # The words, the choices and the result in a scroll area, the rounds' table beside it
        # as tall as the dialog: under the words, at the largest text on a small screen, it
        # kept none of its fifteen rows in sight.
        outer = QVBoxLayout(self)
        body = QWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        side = QHBoxLayout()
        side.addWidget(scroll, 1)
        outer.addLayout(side, 1)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(
            self.tr(
                "The player's own throws, the exact player's choices (playing to win) from the "
                "moment chosen on; the others as they played. Where the exact player throws a "
                "different number of dice than the stored throw, the program throws: the same "
                "draw for the same place in the match (round and throw) every time, so that "
                "replays share their luck as far as they can."
            )
        )
        intro.setWordWrap(True)
        intro.setAccessibleName(self.tr("How the replay throws"))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.seat = QComboBox()
        self.seat.setAccessibleName(self.tr("Player replayed"))
        for seat in self.order:
            self.seat.addItem(self.seats[seat], seat)
        self.start = QComboBox()
        self.start.setAccessibleName(self.tr("Replay from"))
        self.start.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.start.setMinimumContentsLength(16)
        self.start.addItem(self.tr("The start of the match"), 0)
        if moment is not None:
            self.start.addItem(
                self.tr("The moment on the graph: {moment}").format(moment=moment[2]), moment[1]
            )
            self.seat.setCurrentIndex(max(0, self.seat.findData(moment[0])))
            self.start.setCurrentIndex(1)
        for rnd in range(1, rules.rounds):
            first = oc.first_event_of_turn(self.turns, len(seats) * rnd)
            self.start.addItem(self.tr("Round {round}").format(round=rnd + 1), first)
        self.start.currentTextChanged.connect(self.start.setToolTip)
        self.start.setToolTip(self.start.currentText())
        form.addRow(self.tr("Player"), self.seat)
        form.addRow(self.tr("From"), self.start)
        layout.addLayout(form)
        self.replay_button = QPushButton(self.tr("Replay [Enter]"))
        self.replay_button.setAccessibleName(self.tr("Replay"))
        self.replay_button.setDefault(True)
        self.replay_button.clicked.connect(self.replay)
        layout.addWidget(self.replay_button)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("Replaying… %p %"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("What the replay ended with"))
        layout.addWidget(self.summary)
        # how the replay throws under what it ended with: at the largest text on a small
        # screen the result is in sight at once, the explanation a scroll away
        layout.addWidget(intro)
        self.table = QTableWidget(0, 3)
        self.table.setAccessibleName(self.tr("The rounds as played and as replayed"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Played"), self.tr("Replayed")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.hide()
        self.fit_table()
        side.addWidget(self.table)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        top = parent.window() if parent is not None else None
        room = top.size() if top is not None else None
        width, height = 640, 560
        if room is not None:  # within the window, as large as it allows
            width, height = min(1000, room.width() - 20), min(600, room.height() - 20)
        self.resize(width, height)
        self.seat.setFocus()

    def fit_table(self) -> None:
        """The rounds' table as wide as its headings and cells need (it grows with the text
        size), the words beside it taking the rest."""
        table = self.table
        header = table.horizontalHeader()
        columns = range(table.columnCount())  # stretched alike: each as wide as the widest
        wide = max(max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in columns)
        bar = table.verticalScrollBar().sizeHint().width()
        table.setFixedWidth((wide + 12) * len(columns) + bar + 2 * table.frameWidth())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self.fit_table()

    # ---- the work ---------------------------------------------------------------------------

    def replay(self) -> None:
        seat = int(self.seat.currentData())
        start = int(self.start.currentData())
        request = (seat, start)
        self._request = request
        self.replay_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.show()
        self.summary.setText(self.tr("Replaying…"))
        seats, rules, events, starter = self.seats, self.rules, self.events, self.starter
        progressed, delivered = on_gui_thread(self._progressed), on_gui_thread(self._delivered)

        def run() -> None:
            def told(done: int, of: int) -> None:
                progressed(request, done, of)

            try:
                result: object = oc.other_choices(
                    seats, rules, events, starter, seat, start, progress=told
                )
            except ValueError as error:
                result = str(error)
            delivered(request, result)

        threading.Thread(target=run, name="other-choices", daemon=True).start()

    def _progressed(self, request: object, done: int, of: int) -> None:
        if request == self._request:
            self.progress.setRange(0, max(1, of))
            self.progress.setValue(done)

    def _delivered(self, request: object, result: object) -> None:
        if request != self._request:
            return
        self.progress.hide()
        self.replay_button.setEnabled(True)
        if not isinstance(result, oc.OtherChoices):
            self.summary.setText(self.tr("The match cannot be replayed: {why}").format(why=result))
            return
        self.replayed = result
        self.summary.setText(self.summary_text(result))
        self.table.setRowCount(len(result.cells))
        for rnd, (played, replayed) in enumerate(zip(result.actual, result.cells, strict=True)):
            for column, text in enumerate((str(rnd + 1), _cell(played), _cell(replayed))):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if column == 2 and played != replayed:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(rnd, column, item)
        self.fit_table()
        self.table.show()

    # ---- words ------------------------------------------------------------------------------

    def summary_text(self, r: oc.OtherChoices) -> str:
        name = r.names[r.seat]
        others = ", ".join(
            f"{n} {t}"
            for i, (n, t) in enumerate(zip(r.names, r.totals, strict=True))
            if i != r.seat
        )
        text = self.tr(
            "With the exact player's choices {name} would have ended with {total} "
            "(played: {played}): {result} against {others}."
        ).format(
            name=name,
            total=r.total,
            played=r.actual_total,
            result=self.result_words(r.result, r.place),
            others=others,
        )
        if (r.result, r.place) != (r.actual_result, r.actual_place):
            text += " " + self.tr("As played: {result}.").format(
                result=self.result_words(r.actual_result, r.actual_place)
            )
        own = len(r.throws) - r.program_throws
        text += " " + self.tr("Throws: %n of the player's own", "", own)
        text += self.tr(", %n of the program's (another number of dice).", "", r.program_throws)
        return text

    def result_words(self, share: float, place: int) -> str:
        if share == 1.0:
            return self.tr("won")
        if share > 0.0:
            return self.tr("a shared win")
        return self.tr("lost (place %n)", "", place)


def _cell(result: RoundResult | None) -> str:
    return "" if result is None else result.text
