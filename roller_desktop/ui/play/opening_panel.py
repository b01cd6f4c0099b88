"""The opening throws of the setup: one seat at a time, ties thrown again, then who starts
(engine.opening.OpeningDraw), animated with the program's dice or typed from real dice."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from roller_desktop.engine.dice import DiceSource, parse_faces
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.opening import OpeningDraw
from roller_desktop.ui.common.fit_paragraph import FitParagraph
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import (
    FELT,
    FacesPanel,
    FitLabel,
    felt_palette,
    scaled_font,
)
from roller_desktop.ui.play.dice_view import DiceView


class OpeningPanel(QWidget):
    """The opening throws, one seat at a time, ties thrown again; then who starts."""

    done = Signal(int, list)  # the starter's seat, the rounds of throws for the store
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Who starts? Everybody throws"))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.heading)
        felt = QWidget()
        felt.setObjectName("openingFelt")
        felt.setStyleSheet(f"#openingFelt {{ background: {FELT}; border-radius: 22px; }}")
        felt_layout = QVBoxLayout(felt)
        # "Datamaskin (forsiktig) 7 begynner!" in smaller type on one line: the die keeps its room
        self.thrower = FitLabel(floor=0.5)
        self.thrower.setStyleSheet("color: #fff8e1;")
        self.thrower.setAlignment(Qt.AlignmentFlag.AlignCenter)
        felt_layout.addWidget(self.thrower)
        self.dice = DiceView()
        self.dice.setAccessibleName(self.tr("The opening throw"))
        felt_palette(self.dice)
        self.dice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dice.animationFinished.connect(self._landed)
        self._winner_waits = False
        felt_layout.addWidget(self.dice, 1)
        layout.addWidget(felt, 3)
        self.log = FitParagraph()  # the felt keeps its room; the log's type gives way
        self.log.setAccessibleName(self.tr("Opening throws"))
        layout.addWidget(self.log, 2)
        self.faces = FacesPanel()
        self.faces.submitted.connect(self._entered)
        layout.addWidget(self.faces)
        self.play_button = QPushButton(self.tr("Play [Enter]"))
        self.play_button.setAccessibleName(self.tr("Play"))
        self.play_button.setMinimumHeight(56)
        self.play_button.clicked.connect(self._finish)
        layout.addWidget(self.play_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.draw: OpeningDraw | None = None
        self.names: list[str] = []
        self.source: DiceSource | None = None
        self.lines: list[str] = []

    def apply_fonts(self) -> None:
        self.heading.setFont(scaled_font(self.font(), 2.0, bold=True))
        self.thrower.setFont(scaled_font(self.font(), 2.2, bold=True))
        self.log.setFont(scaled_font(self.font(), 1.4))
        self.play_button.setFont(scaled_font(self.font(), 1.5, bold=True))
        self.faces.apply_fonts(self.font())

    def run(
        self, names: list[str], draw: OpeningDraw, source: DiceSource | None, animate: bool
    ) -> None:
        self.names, self.draw, self.source = names, draw, source
        self.animate = animate
        self._winner_waits = False
        self.lines = []
        self._timer.setInterval(1100 if animate else 0)
        self.dice.set_animation_enabled(animate)
        self.dice.clear()
        self.log.setText("")
        self.play_button.setVisible(False)
        self.faces.setVisible(source is None)
        self._prompt()
        if source is not None:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setFocus()  # Enter while the dice roll (keyPressEvent)
            self._timer.start(150 if animate else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The log of throws asks for all of them at its floor's type, up to 0.4 of the
        panel (then its first rounds give way); the felt's die takes the rest (it asked for
        its whole width's height and left the log 4 px at the largest text with eight seats)."""
        super().resizeEvent(event)
        most = int(0.4 * self.height())
        if most != self.log.most:
            self.log.most = most
            self.log.updateGeometry()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Space while the program's dice still roll for who starts: the rest is
        thrown at once and the match begins (no key is lost: it finishes what is on show and
        acts, as in play). With real dice the faces are typed, and Enter submits them."""
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if event.key() not in keys or self.draw is None or self.source is None:
            super().keyPressEvent(event)
            return
        self._timer.stop()
        self.animate = False
        self.dice.set_animation_enabled(False)
        self.dice.skip_animation()
        while self.draw.winner is None:
            self._step()
        self._timer.stop()
        if self._winner_waits:
            self._landed()
        self._finish()

    def stop(self) -> None:
        self._timer.stop()

    def _prompt(self) -> None:
        assert self.draw is not None
        seat = self.draw.next_seat
        if seat is None:
            return
        self.thrower.setText(self.tr("{name} throws").format(name=self.names[seat]))
        if self.source is None:
            self.faces.expect(self.draw.dice[seat])
            self.faces.edit.clear()
            self.faces.edit.setFocus()

    def _step(self) -> None:
        if self.draw is None or self.draw.winner is not None or self.source is None:
            return
        seat = self.draw.next_seat
        values = self.draw.throw_from(self.source)
        self._after_throw(seat, values)

    def _entered(self, text: str) -> None:
        if self.draw is None or self.draw.winner is not None:
            return
        seat = self.draw.next_seat
        assert seat is not None
        try:
            values = parse_faces(text)
            wanted = self.draw.dice[seat]
            if len(values) != wanted:  # refused as typed: never trimmed
                self.log.setText(self.tr("Type exactly %n faces.", "", wanted))
                return
            self.draw.throw(values)
        except RulesError as error:
            self.log.setText(describe(error))
            return
        self._after_throw(seat, values)

    def _after_throw(self, seat: int | None, values: tuple[int, ...]) -> None:
        assert self.draw is not None and seat is not None
        self.dice.set_dice(list(values), animate=self.animate)
        rounds_before = len(self.lines)
        if len(self.draw.rounds) > rounds_before:
            last = self.draw.rounds[-1]
            text = ", ".join(self._thrown(s, v) for s, v in last.items())
            if self.draw.winner is None:
                tied = " & ".join(self.names[s] for s in self.draw.contenders)
                text += " — " + self.tr("tied: {names} throw again among themselves").format(
                    names=tied
                )
            self.lines.append(text)
        shown = list(self.lines)
        current = self.draw.current_throws
        if current:
            shown.append(", ".join(self._thrown(s, v) for s, v in current.items()))
        self.log.setText("\n".join(shown))
        if self.draw.winner is not None:
            self.faces.setVisible(False)
            if self.dice.is_animating():  # the last throw lands first, then the starter's
                self._winner_waits = True
            else:
                self._show_winner()
            return
        self._prompt()
        if self.source is not None:
            self._timer.start()

    def _thrown(self, seat: int, values: tuple[int, ...]) -> str:
        """A seat's opening throw in the log: "Datamaskin (forsiktig) 2: 6", where "… 2 6"
        read as two figures beside the numbered computers."""
        return self.tr("{name}: {points}").format(name=self.names[seat], points=sum(values))

    def _landed(self) -> None:
        if self._winner_waits:
            self._winner_waits = False
            self._show_winner()

    def _show_winner(self) -> None:
        """Who starts, over the die (or dice) that won it: not the last thrower's."""
        assert self.draw is not None and self.draw.winner is not None
        winner = self.draw.winner
        if self.draw.rounds and winner in self.draw.rounds[-1]:
            self.dice.set_dice(list(self.draw.rounds[-1][winner]), animate=False)
        self.thrower.setText(self.tr("{name} starts!").format(name=self.names[winner]))
        self.play_button.setVisible(True)
        self.play_button.setFocus()
        self.play_button.setDefault(True)

    def _finish(self) -> None:
        if self.draw is None or self.draw.winner is None:
            return
        rounds = [{str(s): list(v) for s, v in r.items()} for r in self.draw.rounds]
        self.done.emit(self.draw.winner, rounds)

    @property
    def winner(self) -> int | None:
        return None if self.draw is None else self.draw.winner
