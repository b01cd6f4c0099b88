"""Drills from a player's own matches: the costly decisions and close calls of their stored
Roller matches, asked again (docs/coach.md, "Drills").

The page looks through the matches not looked through yet (in a worker, with a bar), then
asks the player's drills that are due, one at a time: the moment in words, the dice drawn;
the player chooses dice (1-6 or a click) and then Bank [B] or Throw on [T]. Only then the
answer: graded right / close / wrong, with what each option gives, and the drill is
scheduled again (fsrs). Next [Enter] goes on.
"""

from __future__ import annotations

from datetime import UTC

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.store.drills import DrillRecord
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.strategy.drills import CLOSE, RIGHT, Choice, Situation
from roller_desktop.ui.common.i18n import by_name, number, percent, qt_datetime
from roller_desktop.ui.common.widgets import FitButton, scaled_font
from roller_desktop.ui.play.dice_view import DiceView

SHOWN_OPTIONS = 6  # the best options listed with the answer (and the two answers, if not among)


class DrillsView(QWidget):
    """Whose drills (a player box), how many are due, and the drill on show."""

    answered = Signal(str)  # the grade, once an answer is graded (for tests)

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.player_id: str | None = None
        self.queue: list[DrillRecord] = []
        self.drill: DrillRecord | None = None
        self.situation: Situation | None = None
        self.grade: str | None = None
        self.mined_once = False

        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Whose drills"))
        player_label = QLabel(self.tr("&Player"))
        player_label.setBuddy(self.player_box)
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.player_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        bar = QHBoxLayout()
        bar.addWidget(player_label)
        bar.addWidget(self.player_box)
        bar.addStretch(1)

        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.dice = DiceView()
        self.dice.setAccessibleName(self.tr("The dice of the drill"))
        self.dice.set_animation_enabled(False)
        self.dice.setMinimumHeight(48)
        self.dice.setMaximumHeight(140)
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b71c1c;")
        self.bank_button = FitButton(self.tr("Keep and bank [B]"))
        self.bank_button.setAccessibleName(self.tr("Keep the chosen dice and bank"))
        self.throw_button = FitButton(self.tr("Keep and throw on [T]"))
        self.throw_button.setAccessibleName(self.tr("Keep the chosen dice and throw on"))
        self.next_button = FitButton(self.tr("Next drill [Enter]"))
        self.next_button.setAccessibleName(self.tr("Next drill"))
        self.ahead_button = FitButton(self.tr("Drill ahead [A]"))
        self.ahead_button.setAccessibleName(self.tr("Drill those not due yet"))
        buttons = QHBoxLayout()
        for button in (self.bank_button, self.throw_button, self.next_button, self.ahead_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.options = QTableWidget(0, 3)
        self.options.setAccessibleName(self.tr("What each choice gives"))
        self.options.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.options.verticalHeader().setVisible(False)
        header = self.options.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.options.setWordWrap(True)
        # as tall as its few rows: the page scrolls, not a table inside it
        self.options.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        inner = QWidget()
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.question)
        column.addWidget(self.dice, 1)
        column.addWidget(self.refusal)
        column.addLayout(buttons)
        column.addWidget(self.verdict)
        column.addWidget(self.options)
        column.addStretch(1)
        scroll = self.scroll_area = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.counts)
        layout.addWidget(scroll, 1)

        self._key("B", lambda: self.answer(True))
        self._key("T", lambda: self.answer(False))
        self._key("Return", self.next_drill)
        self._key("Enter", self.next_drill)
        self._key("A", self.practise_ahead)
        for k in range(6):
            self._key(str(k + 1), lambda k=k: self._toggle(k))
        self.bank_button.clicked.connect(lambda: self.answer(True))
        self.throw_button.clicked.connect(lambda: self.answer(False))
        self.next_button.clicked.connect(self.next_drill)
        self.ahead_button.clicked.connect(self.practise_ahead)
        self.player_box.currentIndexChanged.connect(self._player_chosen)
        self.dice.selectionChanged.connect(lambda _s: self.refusal.clear())
        self.apply_fonts()
        self._show_state()

    def _key(self, key: str, slot: object) -> None:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: slot())  # type: ignore[operator]
        self.addAction(action)

    def apply_fonts(self) -> None:
        base = self.font()
        self.question.setFont(scaled_font(base, 1.25))
        self.verdict.setFont(scaled_font(base, 1.2, bold=True))
        for button in (self.bank_button, self.throw_button, self.next_button, self.ahead_button):
            button.set_base_font(scaled_font(base, 1.1, bold=True))
        self._fit_options()
        self._keep_answer_up()

    def _fit_options(self) -> None:
        """The options' rows as tall as their wrapped choices (a larger text wraps them anew),
        the table as tall as its rows."""
        table = self.options
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        tall = table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth()
        table.setFixedHeight(tall)

    def _keep_answer_up(self) -> None:
        """After Ctrl++ or a new size, the answer (the verdict over the options) stays where
        the page scrolled it: a larger text pushed the options out of sight below."""
        if self.grade is not None:
            QTimer.singleShot(0, self._bring_answer_up)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_answer_up()

    # ---- whose drills ---------------------------------------------------------------------

    def open_for(self, player_id: str | None) -> None:
        """Look through new matches (a bar while it takes), list the players with how many
        drills each has due, and start on `player_id`'s (None: the one with most due)."""
        from roller_desktop.store.drills import due_counts
        from roller_desktop.store.errors import StoreError

        # The players first, here: a store still being built at start-up is waited for in
        # this thread, never in the search's worker.
        people = [p for p in self.store.players() if not p.archived or p.id == player_id]
        problem = ""
        # Meanwhile the page says what it does, not "no players" or an old drill.
        self.queue, self.drill, self.situation, self.grade = [], None, None, None
        self._show_state()
        self.counts.setText(self.tr("Looking through the matches for drills…"))
        self.question.clear()
        try:
            self._mine()
        except StoreError as error:  # a league only looked at, a server gone: say so
            from roller_desktop.ui.common.messages import describe

            problem = describe(error)
        due = due_counts(self.store)
        people = by_name(people)
        if player_id is None and people:
            player_id = max(people, key=lambda p: due.get(p.id, 0)).id
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for p in people:
            count = due.get(p.id, 0)
            text = self.tr("{name} (%n due)", "", count).format(name=p.name) if count else p.name
            self.player_box.addItem(text, p.id)
        index = self.player_box.findData(player_id)
        self.player_box.setCurrentIndex(max(index, 0))
        self.player_box.blockSignals(False)
        self._player_chosen()
        if problem:
            self.refusal.setText(problem)

    def _mine(self) -> None:
        from roller_desktop.play.drill_mining import mine_new
        from roller_desktop.ui.common.background import ProgressBar

        bar = ProgressBar(self.tr("Looking through the matches for drills…"), self.window())
        store = self.store
        try:
            bar.run(lambda report: mine_new(store, report))
        finally:
            bar.close()
        self.window().activateWindow()  # the keys come back to the page (no window manager)
        self.mined_once = True

    def _player_chosen(self) -> None:
        data = self.player_box.currentData()
        self.player_id = None if data is None else str(data)
        self._load(ahead=False)

    def _load(self, ahead: bool) -> None:
        from roller_desktop.store.drills import player_drills
        from roller_desktop.store.handle import utc_now

        self.queue = []
        if self.player_id is not None:
            due_by = None if ahead else utc_now()
            self.queue = player_drills(self.store, self.player_id, due_by)
        self.next_drill(force=True)

    def _recount_player(self) -> None:
        """The player box says how many are due for the player on show, answered or not."""
        if self.player_id is None:
            return
        from roller_desktop.store.drills import drill_counts

        due, _ = drill_counts(self.store, self.player_id)
        name = next((p.name for p in self.store.players(True) if p.id == self.player_id), "")
        text = self.tr("{name} (%n due)", "", due).format(name=name) if due else name
        self.player_box.setItemText(self.player_box.currentIndex(), text)

    def practise_ahead(self) -> None:
        """Every drill of the player, the soonest due first (none is due now)."""
        if self.drill is None and self.player_id is not None:
            self._load(ahead=True)

    def _update_counts(self) -> None:
        if self.player_id is None:
            self.counts.setText(self.tr("No players in the league yet."))
            return
        from roller_desktop.store.drills import drill_counts

        due, total = drill_counts(self.store, self.player_id)
        due_text = self.tr("%n due now", "", due)
        self.counts.setText(due_text + " · " + self.tr("%n in all", "", total))

    # ---- one drill --------------------------------------------------------------------------

    def next_drill(self, force: bool = False) -> None:
        if not force and self.drill is not None and self.grade is None:
            return  # answer first
        self.drill = self.situation = self.grade = None
        while self.queue and self.situation is None:
            drill = self.queue.pop(0)
            try:
                self.situation = self._work_out(drill)
                self.drill = drill
            except ValueError:  # its match changed meanwhile: not a drill any longer
                continue
        self._show_state()
        # A new question from its first line: the answer before was brought up into sight,
        # and the scroll stayed there, cutting the new question's head off.
        self.scroll_area.verticalScrollBar().setValue(0)
        if self.situation is None and self.isVisible():
            # The Next button, disabled now, gave the focus away out of the page, where A
            # (drill ahead) and the digits no longer reach it.
            (self.ahead_button if self.ahead_button.isVisible() else self.player_box).setFocus()

    def _work_out(self, drill: DrillRecord) -> Situation:
        """The drill's moment, valued in a worker: a turn's solve is quick, but the first one
        of a session loads the win table (and a match longer than the shipped tables builds
        its own), which is not for the window's thread. A quick one shows no bar."""
        from roller_desktop.play.drill_mining import situation
        from roller_desktop.ui.common.background import ProgressBar

        bar = ProgressBar(self.tr("Working out the drill…"), self.window())
        store = self.store
        try:
            return bar.run(lambda _report: situation(store, drill))
        finally:
            shown = bar.dialog.isVisible()
            bar.close()
            if shown:  # the keys come back to the page (no window manager)
                self.window().activateWindow()

    def _show_state(self) -> None:
        self._update_counts()
        s = self.situation
        asking = s is not None and self.grade is None
        self.bank_button.setEnabled(asking)
        self.throw_button.setEnabled(asking)
        self.next_button.setEnabled(s is not None and self.grade is not None)
        self.ahead_button.setVisible(s is None and self.player_id is not None)
        self.dice.setVisible(s is not None)
        self.options.setVisible(self.grade is not None)
        self.refusal.clear()
        if s is None:
            self.dice.clear()
            self.verdict.clear()
            self.question.setText(self._nothing_due())
            return
        if asking:  # after the answer the dice chosen stay marked
            self.dice.set_selectable(True)
        if self.grade is None:
            self.dice.set_dice(list(s.thrown), animate=False)
            self.dice.set_kept([list(group) for group in s.aside])
            self.verdict.clear()
            self.question.setText(self.describe(s))
            self.dice.setFocus()

    def _nothing_due(self) -> str:
        if self.player_id is None:
            return self.tr("Choose a player.")
        from roller_desktop.store.drills import player_drills

        drills = player_drills(self.store, self.player_id)
        if not drills:
            return self.tr(
                "No drills yet: a drill is a choice in one of your finished Roller matches "
                "that gave away much, or a close call. Play a few matches and come back."
            )
        soonest = min(d.due for d in drills)
        local = soonest.replace(tzinfo=UTC).astimezone().replace(tzinfo=None)
        when = QLocale().toString(qt_datetime(local), QLocale.FormatType.ShortFormat)
        return self.tr(
            "No drills are due: the next one is due {when}. Drill ahead [A] to go through "
            "them anyway."
        ).format(when=when)

    def describe(self, s: Situation) -> str:
        """The moment in words, as a player at the table would say it."""
        name = s.names[s.seat]
        if s.lead > 0:
            lead = self.tr("you lead by {points}").format(points=number(s.lead))
        elif s.lead < 0:
            lead = self.tr("you trail by {points}").format(points=number(-s.lead))
        else:
            lead = self.tr("you are level")
        if len(s.names) > 2:
            lead = self.tr("{lead} (against the best of the others)").format(lead=lead)
        lines = [
            self.tr("{name}, round {round} of {rounds}, {lead}.").format(
                name=name, round=s.round, rounds=s.rounds, lead=lead
            ),
            self.tr("%n points in the turn before this throw", "", s.points)
            + ", "
            + self.tr("%n dice thrown:", "", len(s.thrown)),
        ]
        if s.owed:
            lines.append(
                self.tr(
                    "After the forced ROLLER %n more scoring dice must be kept before banking.",
                    "",
                    s.owed,
                )
            )
        lines.append(
            self.tr("Which dice do you keep (1–6 or click), and then: bank [B] or throw on [T]?")
        )
        return "\n".join(lines)

    def _toggle(self, index: int) -> None:
        if self.situation is not None and self.grade is None and index < len(self.dice.values()):
            self.dice.toggle(index)

    def answer(self, bank: bool) -> None:
        """Grade the dice chosen with banking or throwing on, show every option's figures,
        and schedule the drill again."""
        s, drill = self.situation, self.drill
        if s is None or drill is None or self.grade is not None:
            return
        chosen = sorted(self.dice.selected_values())
        if not chosen:
            self.refusal.setText(self.tr("Choose the dice to keep first (1–6 or click them)."))
            return
        same = [o for o in s.options if sorted(o.choice.dice) == chosen]
        if not same:
            self.refusal.setText(self.tr("These dice do not score together: choose again."))
            return
        option = next((o for o in same if o.choice.bank == bank), None)
        if option is None:
            self.refusal.setText(
                self.tr("After a forced ROLLER you may not bank yet: throw on [T].")
            )
            return
        from roller_desktop.store.drills import review
        from roller_desktop.store.errors import StoreError

        grade = s.grade(option.choice)
        try:
            review(self.store, drill.match_id, drill.seat, drill.event, grade)
        except StoreError as error:  # nothing was answered: the drill stays asked
            from roller_desktop.ui.common.messages import describe

            self.refusal.setText(describe(error))
            return
        self.grade = grade
        self._show_answer(s, option.choice)
        self._show_state()
        self._recount_player()
        self.next_button.setFocus()
        # On a small screen with large text the answer is below the dice: bring it up once
        # the layout has made room for it.
        QTimer.singleShot(0, self._bring_answer_up)
        self.answered.emit(self.grade)

    def _bring_answer_up(self) -> None:
        """The options' rows fitted to the table's width as laid out (it was hidden when they
        were filled), then the page scrolled to the verdict once it has taken their height."""
        self._fit_options()
        QTimer.singleShot(0, self._scroll_to_answer)

    def _scroll_to_answer(self) -> None:
        bar = self.scroll_area.verticalScrollBar()
        bar.setValue(min(bar.maximum(), max(0, self.verdict.y() - 8)))

    def value_text(self, s: Situation, value: float) -> str:
        return percent(value, 1) if s.by_win else number(value, 1)

    def given_text(self, s: Situation, given: float) -> str:
        if s.by_win:
            return self.tr("%1 percentage points").replace("%1", number(100 * given, 1))
        return self.tr("%1 points").replace("%1", number(given, 1))

    def choice_text(self, choice: Choice) -> str:
        dice = " ".join(str(d) for d in choice.dice)
        if choice.bank:
            return self.tr("keep {dice}, bank").format(dice=dice)
        return self.tr("keep {dice}, throw on").format(dice=dice)

    def _show_answer(self, s: Situation, mine: Choice) -> None:
        best = s.best
        cost = s.cost_of(mine) or 0.0
        if self.grade == RIGHT:
            verdict = self.tr("Right: {choice} is the best choice.").format(
                choice=self.choice_text(mine)
            )
        elif self.grade == CLOSE:
            verdict = self.tr("Close: {choice} gives away only {given}; best is {best}.").format(
                choice=self.choice_text(mine),
                given=self.given_text(s, cost),
                best=self.choice_text(best.choice),
            )
        else:
            verdict = self.tr("Wrong: {choice} gives away {given}; best is {best}.").format(
                choice=self.choice_text(mine),
                given=self.given_text(s, cost),
                best=self.choice_text(best.choice),
            )
        if s.chosen is not None:
            verdict += "\n" + self.tr("In the match: {choice}, which gave away {given}.").format(
                choice=self.choice_text(s.chosen), given=self.given_text(s, s.cost)
            )
        self.verdict.setText(verdict)
        self._fill_options(s, mine)

    def _fill_options(self, s: Situation, mine: Choice) -> None:
        shown = list(s.options[:SHOWN_OPTIONS])
        for extra in (mine, s.chosen):
            found = [o for o in s.options if o.choice == extra]
            if found and found[0] not in shown:
                shown.append(found[0])
        heading = self.tr("Win chance") if s.by_win else self.tr("Expected points of the turn")
        self.options.setHorizontalHeaderLabels([self.tr("Choice"), heading, self.tr("Gives away")])
        self.options.setRowCount(len(shown))
        for row, option in enumerate(shown):
            text = self.choice_text(option.choice)
            marks = []
            if option.choice == mine:
                marks.append(self.tr("your answer"))
            if option.choice == s.chosen:
                marks.append(self.tr("in the match"))
            if marks:
                text += "\n(" + ", ".join(marks) + ")"
            given = s.best.value - option.value
            cells = [text, self.value_text(s, option.value), self.given_text(s, max(0.0, given))]
            for column, cell in enumerate(cells):
                self.options.setItem(row, column, QTableWidgetItem(cell))
        self._fit_options()
