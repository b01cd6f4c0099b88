"""The win-chance graph after a match and on its protocol page, with the coach's books.

`WinGraph` draws each seat's chance over the match, one point per decision
(`strategy.coach_graph`), in the seat's colour: RT as a filled square and Tjock as a hollow one
in the text's colour, ROLLER as a gold ring, the big swings as a larger ring. It takes the
focus: Left/Right (Home/End) move between points, Enter shows that moment (dice, choice, best
choice, chances) under the graph; a click does both.
`CoachPanel` is the graph with the books in words (`coach_words`), worked out in a thread of
its own (a cold win table solves every turn anew: about 2 s for a 15-round match), with
progress, and cached per match.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.events import Event
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach_graph as cg
from roller_desktop.strategy.coach import CoachReport, coach
from roller_desktop.ui.common.background import AfterPaint, on_gui_thread
from roller_desktop.ui.common.i18n import percent, signed_points
from roller_desktop.ui.common.widgets import FitButton
from roller_desktop.ui.play.coach_words import SEAT_COLOURS, books_lines, points

if TYPE_CHECKING:
    from roller_desktop.ui.printing.sheets import Sheet

REPLAY_KEY = "Ctrl+O"  # same dice, other choices (the end screen, a protocol; R on the graph)
COACH_SHEET_KEY = "Ctrl+G"  # the coach sheet's print preview (the end screen, a protocol)
CACHE_SIZE = 8
_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_R,
)
_PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WinGraph", text, disambiguation, n)


def colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


class WinGraph(QWidget):
    """Each seat's win chance over the match; a current point moved by the keys."""

    momentShown = Signal(object)  # the GraphPoint Enter (or a click) showed
    replayAsked = Signal(object)  # R: same dice, other choices from this GraphPoint

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winGraph")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(150)
        self.setAccessibleName(tr("Win chance over the match"))
        self.graph: cg.CoachGraph | None = None
        self.current = 0

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_graph(self, graph: cg.CoachGraph | None) -> None:
        self.graph = graph
        self.current = 0
        self.update()

    def point(self) -> cg.GraphPoint | None:
        if self.graph is None or not self.graph.points:
            return None
        return self.graph.points[self.current]

    def move_to(self, index: int) -> None:
        if self.graph is None or not self.graph.points:
            return
        self.current = max(0, min(len(self.graph.points) - 1, index))
        self.update()

    def show_moment(self) -> None:
        point = self.point()
        if point is not None:
            self.momentShown.emit(point)

    def event(self, event: QEvent) -> bool:
        # The play screen's shortcuts (Enter throws, Home...) yield to the graph in focus.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in _KEYS
            and event.modifiers() in _PLAIN
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {
            Qt.Key.Key_Left: self.current - 1,
            Qt.Key.Key_Right: self.current + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: 1 << 30,
        }
        if self.graph is not None and key in moves:
            self.move_to(moves[Qt.Key(key)])
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.show_moment()
            event.accept()
        elif key == Qt.Key.Key_R and self.point() is not None:
            self.replayAsked.emit(self.point())
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.graph is None or not self.graph.points:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        x = event.position().x()
        nearest = min(range(len(self.graph.points)), key=lambda i: abs(self._x(i) - x))
        self.move_to(nearest)
        self.show_moment()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def _plot(self) -> QRectF:
        m = self.fontMetrics()
        left = m.horizontalAdvance("100 %") + 8
        return QRectF(
            left, m.height() / 2 + 4, self.width() - left - 10, self.height() - m.height() - 12
        )

    def _x(self, index: int) -> float:
        plot = self._plot()
        count = len(self.graph.points) if self.graph is not None else 1
        return plot.left() + plot.width() * index / max(1, count - 1)

    def _y(self, chance: float) -> float:
        plot = self._plot()
        return plot.bottom() - plot.height() * chance

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self._plot()
        text = self.palette().text().color()
        painter.setPen(QPen(text, 1))
        painter.drawRect(plot)
        for chance in (0.0, 0.5, 1.0):
            y = self._y(chance)
            painter.drawText(
                QRectF(0, y - 10, plot.left() - 4, 20),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                percent(chance, 0),
            )
        painter.setPen(QPen(text, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(plot.left(), self._y(0.5)), QPointF(plot.right(), self._y(0.5)))
        graph = self.graph
        if graph is None or not graph.points:
            painter.end()
            return
        for seat in range(len(graph.names)):
            path = QPainterPath()
            for i, p in enumerate(graph.points):
                point = QPointF(self._x(i), self._y(p.chances[seat]))
                path.moveTo(point) if i == 0 else path.lineTo(point)
            painter.setPen(QPen(colour(_seat_of(graph, seat)), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        self._paint_marks(painter, graph)
        x = self._x(self.current)
        pen = QPen(self.palette().highlight().color(), 3 if self.hasFocus() else 1)
        painter.setPen(pen)
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.end()

    def _paint_marks(self, painter: QPainter, graph: cg.CoachGraph) -> None:
        for i, p in enumerate(graph.points):
            seat = p.seat if p.seat >= 0 else 0
            at = QPointF(self._x(i), self._y(p.chances[seat]))
            if p.kind in (cg.RT, cg.TJOCK):  # in the text's colour: no seat's colour
                ink = self.palette().text().color()
                painter.setPen(QPen(ink, 2))
                painter.setBrush(ink if p.kind == cg.RT else Qt.BrushStyle.NoBrush)
                painter.drawRect(QRectF(at.x() - 3.5, at.y() - 3.5, 7, 7))
            if p.roller:
                painter.setPen(QPen(QColor("#d4a000"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(at, 6, 6)
            if p.swing:
                painter.setPen(QPen(colour(_seat_of(graph, seat)), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(at, 9, 9)


def _seat_of(graph: cg.CoachGraph, position: int) -> int:
    """The seat index (the colour of the seat during play) of a position from the starter."""
    return graph.order[position] if position < len(graph.order) else position


def _nb(text: str) -> str:
    """A percentage kept on one line ("34,9 %")."""
    return text.replace(" %", "\u00a0%")


def moment_text(graph: cg.CoachGraph, point: cg.GraphPoint) -> str:
    """A point of the graph in words: the round, who, what was thrown and chosen, the best
    choice, and every seat's chance."""
    approx = graph.approximate
    chances = ", ".join(
        f"{name} {'≈' if approx else ''}{_nb(percent(c, 1))}"
        for name, c in zip(graph.names, point.chances, strict=True)
    )
    if point.kind == cg.END:
        return tr("The end of the match. Shares of the win: {chances}.").format(chances=chances)
    return what_happened(graph, point) + " " + tr("Chances: {chances}.").format(chances=chances)


def what_happened(graph: cg.CoachGraph, point: cg.GraphPoint) -> str:
    """The round, who, what was thrown and chosen, the best choice and what it cost."""
    approx = graph.approximate
    n = len(graph.names)
    head = tr("Round {round}, {name}").format(
        round=point.turn // n + 1, name=graph.names[point.seat]
    )
    dice = " ".join(str(d) for d in point.dice)
    if point.kind == cg.START:
        what = tr("the turn begins, lead {lead}").format(lead=signed_points(point.lead))
    elif point.kind == cg.RT:
        what = "RT"
    elif point.kind == cg.TJOCK:
        what = "Tjock"
    elif point.kind == cg.KEEP:
        what = tr("threw {dice}, kept {kept}; best: keep {best}").format(
            dice=dice,
            kept=" ".join(map(str, point.choice)),
            best=" ".join(map(str, point.best)),
        )
        if point.roller:
            what += " (ROLLER)"
    else:
        chosen = tr("banked {points}") if point.kind == cg.BANK else tr("threw on at {points}")
        best = tr("bank") if point.best_kind == cg.BANK else tr("throw on")
        what = (chosen + "; " + tr("best: {best}")).format(points=point.points, best=best)
    text = f"{head}: {what}."
    if point.is_decision:
        text += " " + tr("Chance {chosen} (best {best}, gave away {cost}).").format(
            chosen=("≈" if approx else "") + _nb(percent(point.chosen_chance, 1)),
            best=("≈" if approx else "") + _nb(percent(point.best_chance, 1)),
            cost=points(point.cost, approx, signed=False),
        )
    return text


Job = Callable[[Callable[[int, int], None]], tuple[cg.CoachGraph | None, CoachReport]]
_cache: dict[object, tuple[cg.CoachGraph | None, CoachReport]] = {}


def job_for(seats: Sequence[str], rules: RollerRules, events: Sequence[Event], starter: int) -> Job:
    """The work of the graph and the books, for another thread: it only computes."""
    seats, events = tuple(seats), tuple(events)

    def work(progress: Callable[[int, int], None]) -> tuple[cg.CoachGraph | None, CoachReport]:
        found = cg.graph(seats, rules, events, starter, progress)
        report = coach(seats, rules, events, starter)
        if found is not None:  # the coach sheet's points (a cold solve: about 0.1 s)
            from roller_desktop.strategy import solver

            solver.solve(rules)
        return found, report

    return work


class CoachPanel(QWidget):
    """The books in words over the win-chance graph and the moment chosen on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._after_paint = AfterPaint(self._start, self)
        self.setObjectName("coachPanel")
        self.title = QLabel(tr("Win chance"))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.books = QLabel()
        self.books.setWordWrap(True)
        self.books.setTextFormat(Qt.TextFormat.RichText)
        self.books.setAccessibleName(tr("The books"))
        self.progress = QProgressBar()
        self.progress.setFormat(tr("Working out the win chances… %p %"))
        self.graph = WinGraph()
        self.moment = QLabel(tr("Arrow keys move along the graph; Enter shows the moment."))
        self.moment.setWordWrap(True)
        self.moment.setAccessibleName(tr("The moment"))
        # Same dice, other choices: from the graph's current point (R on the graph) or here.
        # Its words get smaller, or go onto two lines, in the end screen's narrow column.
        self.replay_button = FitButton(
            tr("Same dice, other choices… [{key}]").format(key=REPLAY_KEY)
        )
        self.replay_button.setAccessibleName(tr("Same dice, other choices"))
        self.replay_button.clicked.connect(lambda _=False: self.open_replay(self.graph.point()))
        self.replay_button.hide()
        # The coach sheet: a player's page to print (ui.printing.coach_sheet).
        # Stacked: the end screen's column is narrow at the largest text.
        self.sheet_row = QWidget()
        row = QVBoxLayout(self.sheet_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.sheet_player = QComboBox()
        self.sheet_player.setAccessibleName(tr("Coach sheet for"))
        self.player_label = player_label = QLabel(tr("Player:"))
        player_label.setBuddy(self.sheet_player)
        self.sheet_button = FitButton(tr("Coach sheet… [{key}]").format(key=COACH_SHEET_KEY))
        self.sheet_button.setAccessibleName(tr("Coach sheet…"))
        self.sheet_button.clicked.connect(lambda _=False: self.print_sheet())
        for part in (player_label, self.sheet_player, self.sheet_button):
            row.addWidget(part)
        self.sheet_row.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        for widget in (
            self.title,
            self.books,
            self.progress,
            self.graph,
            self.moment,
            self.sheet_row,
        ):
            layout.addWidget(widget)
        self.match: tuple[tuple[str, ...], RollerRules, tuple[Event, ...], int] | None = None
        self.when: datetime | None = None  # the match's date, for the sheet's heading
        layout.addWidget(self.replay_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.graph.momentShown.connect(self._show_moment)
        self.graph.replayAsked.connect(self.open_replay)
        # What to start (or, worked out before, show) after the paint.
        self._job: tuple[object, Job | tuple[cg.CoachGraph | None, CoachReport]] | None = None
        self.report: CoachReport | None = None
        self._order: tuple[int, ...] = ()
        self._key: object = None
        self.hide()

    def buttons_to(self, row: QBoxLayout) -> dict[str, FitButton]:
        """The coach sheet's and the replay's buttons on a row of the caller's rather than
        under the graph (the replay's, with the longer words, wider): the end screen's
        buttons, in sight at every text size (under the graph they were ten wheel clicks down
        at the largest text). Shown, as here, once the books are worked out; marked to be
        seen whole (the layout audit holds them)."""
        from roller_desktop.ui.common.widgets import keep_in_sight

        self.player_label.setText(tr("Coach sheet for:"))  # its button is elsewhere
        buttons = {"sheet": self.sheet_button, "replay": self.replay_button}
        for share, button in zip((1, 2), buttons.values(), strict=True):
            holder = button.parentWidget()
            layout = holder.layout() if holder is not None else None
            if layout is not None:
                layout.removeWidget(button)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            row.addWidget(button, share)
            keep_in_sight(button)
            button.hide()
        return buttons

    def clear(self) -> None:
        self._key = None
        self._job = None
        self.report = None
        self.match = None
        self.sheet_row.hide()
        self.sheet_button.hide()
        self.replay_button.hide()
        self.graph.set_graph(None)
        self.hide()

    def show_match(
        self,
        key: object,
        seats: Sequence[str],
        rules: RollerRules,
        events: Sequence[Event],
        starter: int,
        when: datetime | None = None,
    ) -> None:
        """Work out the graph and the books of a Roller match in a thread (once per key:
        the same match and number of events); the panel shows progress meanwhile."""
        if key == self._key and self.isVisible():
            return
        self._key = key
        self.match = (tuple(seats), rules, tuple(events), starter)
        self.when = when
        self.report = None
        self._order = tuple(RollerMatch(seats, rules, starter).order)  # the seats' colours
        # The panel's first look (the title and the progress) is set before it shows: shown
        # in a visible column, each part laid the window out again.
        for part in (
            self.sheet_row,
            self.sheet_button,
            self.replay_button,
            self.graph,
            self.moment,
        ):
            part.hide()
        self.books.clear()
        self.graph.set_graph(None)
        cached = _cache.get(key)
        self._set_progress(0, len(events))
        self.progress.setVisible(cached is None)
        self.show()
        # Worked out (or, worked out before, shown) after the window has repainted for the
        # key that ended the match: an event posted at the low priority Qt paints at comes
        # after that paint, so that the end screen shows first and the graph and the books
        # follow it (issue 28).
        self._job = (key, job_for(seats, rules, events, starter) if cached is None else cached)
        self._after_paint.post()

    def _set_progress(self, done: int, of: int | None = None) -> None:
        """The bar's value without its repaint at once (QProgressBar.setValue repaints the
        window there and then: a frame of the end screen half built); it is painted with the
        rest of the window."""
        self.progress.setUpdatesEnabled(False)
        if of is not None:
            self.progress.setRange(0, max(1, of))
        self.progress.setValue(done)
        self.progress.setUpdatesEnabled(True)

    def _start(self) -> None:
        pending, self._job = self._job, None
        if pending is None or pending[0] != self._key:
            return  # another match's since, or cleared
        key, work = pending
        if isinstance(work, tuple):  # worked out before (the same match shown again)
            self._show(*work)
            return
        progressed, delivered = on_gui_thread(self._progressed), on_gui_thread(self._delivered)

        def run() -> None:
            try:
                result: object = work(lambda done, of: progressed(key, done, of))
            except Exception:  # the graph that fails is not shown; the rest of the page is
                result = None
            delivered(key, result)

        threading.Thread(target=run, name="coach-graph", daemon=True).start()

    def _progressed(self, key: object, done: int, of: int) -> None:
        if key == self._key:
            self._set_progress(done)

    def _delivered(self, key: object, result: object) -> None:
        if key != self._key:
            return
        self.progress.hide()
        if not isinstance(result, tuple):
            self.hide()
            self.sheet_button.hide()
            self.replay_button.hide()
            return
        if len(_cache) >= CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = result
        self._show(*result)

    def _show(self, graph: cg.CoachGraph | None, report: CoachReport) -> None:
        self.progress.hide()
        self.report = report
        names = [
            f"<span style='color:{colour(seat).name()}'>■</span>"
            for seat in self._order[: len(report.seats)]
        ]
        lines = books_lines(report)
        html_lines = [
            f"{names[i]} {_escape(line)}" if i < len(names) else f"<small>{_escape(line)}</small>"
            for i, line in enumerate(lines)
        ]
        self.books.setText("<br>".join(html_lines))
        chosen = self.sheet_player.currentIndex()
        self.sheet_player.clear()
        self.sheet_player.addItems([s.name for s in report.seats])
        if 0 <= chosen < len(report.seats):
            self.sheet_player.setCurrentIndex(chosen)
        self.sheet_row.show()
        self.sheet_button.show()
        self.graph.set_graph(graph)
        self.graph.setVisible(graph is not None)
        self.moment.setVisible(graph is not None)
        finished = all(s.result is not None for s in report.seats)
        self.replay_button.setVisible(graph is not None and finished)
        if graph is not None:
            worst = graph.costliest(count=3)
            text = tr("Arrow keys move along the graph; Enter shows the moment.")
            if worst:
                text += (
                    "\n"
                    + tr("Costliest decisions:")
                    + "\n"
                    + "\n".join(what_happened(graph, p) for p in worst)
                )
            self.moment.setText(text)

    def open_replay(self, point: cg.GraphPoint | None) -> None:
        """Same dice, other choices for this match, from the graph's point (None: the start)."""
        if self.match is None or self.replay_button.isHidden():
            return
        from roller_desktop.ui.play.other_choices_dialog import OtherChoicesDialog

        seats, rules, events, starter = self.match
        graph = self.graph.graph
        moment = None
        if point is not None and graph is not None and point.kind != cg.END:
            first = point.event + 1 if point.kind in (cg.RT, cg.TJOCK) else point.event
            moment = (_seat_of(graph, point.seat), first, what_happened(graph, point))
        self.replay_dialog = OtherChoicesDialog(seats, rules, events, starter, moment, self)
        self.replay_dialog.open()

    def sheet(self, position: int | None = None) -> Sheet | None:
        """The coach sheet of the player chosen (a position from the starter), once the
        graph and the books are worked out; None before."""
        if self.report is None or self.match is None:
            return None
        from roller_desktop.strategy.coach_sheet import sheet_models
        from roller_desktop.ui.printing.coach_sheet import coach_sheet

        seats, rules, events, starter = self.match
        chosen = self.sheet_player.currentIndex() if position is None else position
        models = sheet_models(seats, rules, events, starter, self.graph.graph, self.report)
        return coach_sheet(models[max(0, min(len(models) - 1, chosen))], self.when)

    def print_sheet(self) -> bool:
        """Coach sheet… : the chosen player's page in the print preview (print, PDF)."""
        sheet = self.sheet()
        if sheet is None:
            return False
        from roller_desktop.ui.printing.preview import show_print_preview

        show_print_preview(sheet, self.window())
        return True

    def _show_moment(self, point: cg.GraphPoint) -> None:
        if self.graph.graph is not None:
            self.moment.setText(moment_text(self.graph.graph, point))
            # In a scrolled column (the end screen, the protocol page; at a large text on a
            # small screen) the moment under the graph was out of sight: Enter seemed to do
            # nothing. It is brought up once the layout has made room for its new lines.
            QTimer.singleShot(0, self._bring_moment_up)

    def _bring_moment_up(self) -> None:
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        body = area.widget() if area is not None else None
        if area is None or body is None or not self.moment.isVisible():
            return
        # Measured once the layouts have placed the moment's new lines: the timer can come
        # before their posted requests, and the moment, measured where the old text had put
        # it, then ended above the column's top (seen at the largest text on 1024x600).
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        # Its start in sight: all of it where it fits, else its first lines at the top (Qt's
        # ensureWidgetVisible would centre a moment taller than the column, cutting its head).
        top = self.moment.mapTo(body, QPoint(0, 0)).y()
        height = self.moment.heightForWidth(self.moment.width())
        bar, view = area.verticalScrollBar(), area.viewport().height()
        if height >= view or top < bar.value():
            bar.setValue(top)
        elif top + height > bar.value() + view:
            bar.setValue(top + height - view)


def _escape(text: str) -> str:
    import html

    return html.escape(text)
