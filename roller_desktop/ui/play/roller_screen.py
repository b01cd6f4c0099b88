"""The Roller game screen: whose turn, the points in play, the dice, and the protocol."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.events import Bank
from roller_desktop.engine.protocol import Outcome
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.strategy import hints as _hints
from roller_desktop.ui.common.widgets import StatBox, capped_font, scaled_font
from roller_desktop.ui.play.controller import GameController
from roller_desktop.ui.play.game_screen import GameScreen
from roller_desktop.ui.play.protocol_model import ProtocolModel, match_summary
from roller_desktop.ui.play.protocol_view import ProtocolView
from roller_desktop.ui.play.result_panel import ResultPanel


class AfterMatch(QWidget):
    """The end screen's words: the match summary, the win chance with the books, the
    analysis; rows of the main column, read by its one scroll bar. (In a scroll area of their
    own inside the column's they read through a keyhole of ~230 px at the largest text on
    1024x600, beside the column's bar and over a side scroll bar, the coach's buttons ten
    wheel clicks down.)"""

    def __init__(
        self, summary: QLabel, analysis: QLabel, coach: QWidget, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addWidget(summary)
        rows.addWidget(coach)  # the win-chance graph and the books (ui.play.win_graph)
        rows.addWidget(analysis)
        rows.addStretch(1)
        self.hide()


class RollerScreen(GameScreen):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_box = StatBox(self.tr("Turn points"))
        self.selection_box = StatBox(self.tr("Selection"))
        self.bank_box = StatBox(self.tr("Bank now"))
        self.best_box = StatBox(self.tr("Best from this throw"))
        for box in (self.turn_box, self.selection_box, self.bank_box, self.best_box):
            self.info.addWidget(box, 1)

        self.add_button("keep", self.tr("Keep"), "K", ["K"], self.keep)
        self.add_button(
            "throw", self.tr("Throw"), self.tr("Space"), ["Space", "Return", "Enter"], self.throw
        )
        self.add_button("bank", self.tr("Bank"), "B", ["B"], self.bank)
        self.add_button("undo", self.tr("Undo"), "U", ["U", "Ctrl+Z"], self.undo)
        self.add_button("hint", self.tr("Hint"), "H", ["H"], self.hint)

        self.results = ResultPanel()  # protocol only: each turn's result typed in
        self.results.submitted.connect(self.enter_result)
        self.results.hide()
        self.large_question: QMessageBox | None = None  # "are you sure?" while it is open
        self.main.insertWidget(self.main.indexOf(self.faces), self.results)

        self.model = ProtocolModel(parent=self)
        self.grid = ProtocolView(self.model)
        self.side_title = QLabel(self.tr("Protocol"))
        self.side.addWidget(self.side_title)
        from roller_desktop.ui.play.win_bar import WinBar

        self.win_bar = WinBar()  # each seat's win chance (Settings: when it shows)
        self.side.addWidget(self.win_bar)
        self.side.addWidget(self.grid, 1)
        from roller_desktop.ui.play.hint_panel import HintPanel

        self.hint_panel = HintPanel(self)  # the full hint after H (strategy.hints)
        self.side.addWidget(self.hint_panel)
        from roller_desktop.ui.play.coach_mode import CoachMode

        self.coach = CoachMode(self)  # per seat, off by default (Game → Coach mode)
        self.coach_line = QLabel()  # its quiet line after a costly decision
        self.coach_line.setWordWrap(True)
        self.coach_line.setAccessibleName(self.tr("Coach"))
        self.coach_line.hide()
        self._coach_turn: tuple[int, int] | None = None  # the decision's (round, seat)
        self._coach_text = ""
        self.side.addWidget(self.coach_line)
        self.coach.said.connect(self._coach_said)
        from roller_desktop.ui.play.thinker import Thinker

        self.thinker = Thinker(self)  # the hint's first solve of a turn (ui.play.thinker)
        self.thinker.answered.connect(self._thought)
        self._hint_asked: tuple[tuple[int, ...], int | None] = ((), None)
        # The end screen: the summary and the analysis in the main column, in place of the
        # points boxes and the dice, scrolled when long; the protocol keeps the whole height
        # of its column (squeezed under them it was ~150 px high on a 1024x600 screen).
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Match summary"))
        from roller_desktop.ui.play.match_analysis import AnalysisPanel

        self.analysis_panel = AnalysisPanel(self)  # given away, luck, hints: after the match
        from roller_desktop.ui.play.win_graph import CoachPanel

        self.coach_panel = CoachPanel(self)  # the win chance over the match, the books
        self.after = AfterMatch(self.summary, self.analysis_panel, self.coach_panel)
        from roller_desktop.ui.play.win_graph import COACH_SHEET_KEY

        # The coach sheet from anywhere on the end screen (the panel's button says the key).
        sheet_action = QAction(self.tr("Coach sheet…"), self)
        sheet_action.setShortcut(QKeySequence(COACH_SHEET_KEY))
        sheet_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sheet_action.triggered.connect(lambda _=False: self.coach_panel.print_sheet())
        self.addAction(sheet_action)
        from roller_desktop.ui.play.win_graph import REPLAY_KEY

        replay_action = QAction(self.tr("Same dice, other choices…"), self)
        replay_action.setShortcut(QKeySequence(REPLAY_KEY))
        replay_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        replay_action.triggered.connect(
            lambda _=False: self.coach_panel.open_replay(self.coach_panel.graph.point())
        )
        self.addAction(replay_action)
        self.main.insertWidget(self.main.indexOf(self.message), self.after, 1)
        # The coach sheet's and the replay's buttons with the end screen's own, never scrolled
        # away, in sight at every text size.
        self.coach_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.end_layout.addLayout(self.coach_row, 2, 0, 1, 2)
        self.coach_buttons = self.coach_panel.buttons_to(self.coach_row)
        for button in self.coach_buttons.values():
            button.setMinimumHeight(52)

        self.dice.selectionChanged.connect(self._selection_changed)
        self.dice.animationFinished.connect(self._show_best)
        self.apply_fonts()

    def play_share(self, seats: int, small: bool) -> int:
        """Five seats: the dice give way a little to the protocol, whose digits then read as
        large as four seats' at the largest text on 1024x600; six to eight on a small screen:
        more, for their digits to be at most a fifth smaller there (the layout audit's bound;
        the play column, narrow then, puts its points boxes over the protocol). On a wider
        screen the ordinary share gives them that room."""
        if seats == 5:
            return 1
        return {6: 1, 7: 3, 8: 6}.get(seats, 0) if small else 0

    def _coach_said(self, line: str, round_no: int, seat: int) -> None:
        """The line belongs to the decision's turn (a bank's arrives when the next turn has
        begun): it stays through that turn and the next, named by its round in the next."""
        game = self.controller.game if self.controller is not None else None
        if not isinstance(game, RollerMatch) or game.is_over:
            return
        self._coach_turn = (round_no, seat)
        self._coach_text = line
        self._forget_coach_line(game)

    def _forget_coach_line(self, game: RollerMatch) -> None:
        """The line shows in the turn of its decision and the one after it (the end screen
        lists the costliest decisions anyway)."""
        from roller_desktop.ui.play.coach_mode import turn_number

        said_in = self._coach_turn
        if game.is_over or said_in is None or game.current_round is None:
            self.coach_line.hide()
            return
        assert game.current_seat is not None
        now = turn_number(game, game.current_round, game.current_seat)
        since = now - turn_number(game, *said_in)
        if since == 0:
            self.coach_line.setText(self._coach_text)
        elif since == 1:
            named = self.tr("Round {round} – {line}")
            self.coach_line.setText(named.format(line=self._coach_text, round=said_in[0] + 1))
        self.coach_line.setVisible(since in (0, 1))

    def set_controller(self, controller: GameController) -> None:
        self.coach.coached.clear()  # coach mode is chosen per match
        self._coach_turn = None
        self.coach_line.hide()
        super().set_controller(controller)
        controller.proposed.connect(self._show_proposal)

    def _unhook(self, controller: GameController) -> None:
        super()._unhook(controller)
        controller.proposed.disconnect(self._show_proposal)

    def _show_proposal(self, dice: list[int]) -> None:
        self._select_faces(tuple(dice))

    def apply_fonts(self) -> None:
        super().apply_fonts()
        self.side_title.setFont(capped_font(self.font(), 1.4, self.room(0.045), bold=True))
        for box in (self.turn_box, self.selection_box, self.bank_box, self.best_box):
            box.apply_fonts(self.font(), self.room(0.075))
        self.summary.setFont(scaled_font(self.font(), 1.2, bold=True))
        self.results.apply_fonts(self.font())
        coach = list(getattr(self, "coach_buttons", {}).values())  # (made after the first call)
        for button in coach:  # a row of their own type: their words are the longest
            button.set_base_font(scaled_font(self.font(), 1.25, bold=True))
            button.same_size = coach

    def rows_for_buttons(self) -> None:
        """The coach's two buttons side by side, or one over the other where side by side
        their words would be cut (eight seats' protocol beside a column at the largest text)."""
        super().rows_for_buttons()
        coach = getattr(self, "coach_buttons", None)  # (made after the first call)
        room = self.main_side.width() - self.button_area.contentsMargins().right()
        if not coach or room <= 0:
            return
        spacing = max(0, self.coach_row.spacing())
        side_by_side = [  # their shares of the row: 1 and 2 (ui.play.win_graph.buttons_to)
            coach["sheet"].size_at((room - spacing) // 3)[1],
            coach["replay"].size_at((room - spacing) * 2 // 3)[1],
        ]
        direction = QBoxLayout.Direction
        wanted = direction.TopToBottom if any(side_by_side) else direction.LeftToRight
        if self.coach_row.direction() != wanted:
            self.coach_row.setDirection(wanted)

    # ---- actions ----------------------------------------------------------------------------

    def _selected(self) -> list[int]:
        return list(self.dice.selected_values())

    def throw(self) -> None:
        c = self.controller
        if c is None:
            return
        self.dice.skip_animation()  # the dice land and the key acts: no press is lost
        if c.by_hand:  # Enter: the result typed for the seat to play
            self.enter_result(self.results.edit.text())
            return
        computer = c.current_is_computer()
        if c.real_dice:  # the table throws for everybody, computers too, and types the faces
            game = c.game
            if isinstance(game, RollerMatch) and game.must_keep:
                if not computer:
                    c.throw(self._selected())  # keeps; the faces of the next throw are typed
            else:
                self._faces_entered(self.faces.edit.text())
            self.focus_for_play()
            return
        if not computer:
            c.throw(self._selected())

    def ask_large(self, points: int, text: str) -> QMessageBox:
        """A result this large is asked about, for that entry only: Yes enters it, No (the
        default, and Esc) leaves the box as it was typed. Not modal-blocking: the window
        goes on drawing while the question is open."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Are you sure?"),
            self.tr("{points} points in one round: is that right?").format(points=points),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(answer: int) -> None:
            if answer == QMessageBox.StandardButton.Yes:
                self._commit_result(text)
            else:
                self.results.edit.selectAll()
            self.focus_for_play()

        box.finished.connect(answered)
        self.large_question = box
        box.open()
        return box

    def enter_result(self, text: str) -> None:
        """Protocol only: the turn's result for the seat to play; a refusal keeps the text
        so it can be put right, an accepted entry empties the box for the next seat."""
        c = self.controller
        if c is None or not c.by_hand or c.game.is_over:
            return
        large = c.result_needs_asking(text)
        if large is not None:
            self.ask_large(large, text)
            return
        self._commit_result(text)
        self.focus_for_play()

    def _commit_result(self, text: str) -> None:
        c = self.controller
        if c is not None and c.enter_result(text):
            self.results.edit.clear()
        else:
            self.results.edit.selectAll()

    def focus_for_play(self) -> None:
        c = self.controller
        if c is not None and c.by_hand and not c.game.is_over and self.isVisible():
            self.results.edit.setFocus()
            return
        super().focus_for_play()

    def keep(self) -> None:
        c = self.controller
        if c is not None and not c.current_is_computer():
            c.keep(self._selected())

    def bank(self) -> None:
        c = self.controller
        if c is not None and not c.current_is_computer():
            c.bank(self._selected())

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def hint(self) -> None:
        c = self.controller
        if c is None or c.by_hand:  # no throws, no hints
            return
        game = c.game
        if not isinstance(game, RollerMatch) or game.is_over:
            return
        if not _hints.ready(game):  # the turn's first solve: in a thread, "thinking" meanwhile
            from roller_desktop.ui.play.thinker import copy_of

            copy = copy_of(game)
            self._hint_asked = (tuple(self._selected()), self.hint_panel.shown_at)
            self.hint_panel.show_thinking(len(game.events))
            self.thinker.ask("hint", self._hint_key(), lambda: _hints.hint(copy()))
            return
        self._show_hint(c, game, _hints.hint(game))

    def _hint_key(self) -> tuple[int, int] | None:
        c = self.controller
        return None if c is None else (id(c.game), len(c.game.events))

    def thinking(self) -> bool:
        return self.thinker.waiting("hint")

    def _thought(self, kind: str, key: object, result: object) -> None:
        """A hint worked out in the thread: shown if the game is still where it was asked
        (its dice chosen only if the person has not chosen others meanwhile)."""
        if kind == "hint":
            self._schedule_waiting()  # the keys pressed meanwhile act after it
        c = self.controller
        if kind != "hint" or c is None or key != self._hint_key():
            return
        game = c.game
        if not isinstance(result, _hints.Hint) or not isinstance(game, RollerMatch):
            self.hint_panel.follow(-1)  # no hint after all: the thinking line goes
            return
        chosen, shown_before = self._hint_asked
        self.hint_panel.shown_at = shown_before  # asked before: the record is not kept twice
        self._show_hint(c, game, result, select=tuple(self._selected()) == chosen)

    def _warm(self, c: GameController, game: RollerMatch) -> None:
        """A person's turn: its hint worked out in the thread ahead of H, so H answers at
        once."""
        if c.by_hand or game.is_over or c.current_is_computer() or _hints.ready(game):
            return
        from roller_desktop.ui.play.thinker import copy_of

        copy = copy_of(game)
        self.thinker.ask("warm", self._hint_key(), lambda: _hints.hint(copy()))

    def _show_hint(
        self, c: GameController, game: RollerMatch, h: _hints.Hint, select: bool = True
    ) -> None:
        asked_before = self.hint_panel.shown_at == len(game.events)
        self.hint_panel.show_hint(h, len(game.events))
        if not asked_before:  # kept with the match (once per position)
            from roller_desktop.ui.play.match_analysis import record_hint

            problem = record_hint(c, h)
        else:  # asked again: one kept for later (the server away) is stored now if it can be
            problem = c.catch_up() if c.has_unkept() else None
        if h.selections and select:
            self._select_faces(h.selections[0].dice)
        if problem:  # the hint is on the panel and its dice chosen; why it is not kept
            self.show_refusal(problem)
            return
        if h.selections:
            best = h.selections[0]
            text = self.tr(
                "Hint: keep {dice} (+{points}); the turn is then worth about {value} points"
            ).format(
                dice=" ".join(str(d) for d in best.dice),
                points=best.points,
                value=round(best.value),
            )
        elif h.bank_value is not None and h.throw_value is not None:
            if isinstance(h.best, Bank):
                text = self.tr("Hint: bank {points}; throwing on is worth about {value}").format(
                    points=round(h.bank_value), value=round(h.throw_value)
                )
            else:
                text = self.tr(
                    "Hint: throw on, worth about {value} against {points} banked now"
                ).format(points=round(h.bank_value), value=round(h.throw_value))
        else:
            text = self.tr("Hint: throw; the turn is worth about {value} points").format(
                value=round(h.throw_value or 0)
            )
        for_the_win = self.hint_panel.for_the_win(h)
        self.show_message(f"{text}. {for_the_win}" if for_the_win else text)

    def _select_faces(self, faces: tuple[int, ...]) -> None:
        values = self.dice_values()
        chosen: list[int] = []
        for face in faces:
            index = next((i for i, v in enumerate(values) if v == face and i not in chosen), None)
            if index is not None:
                chosen.append(index)
        self.dice.set_selected(chosen)

    # ---- drawing ----------------------------------------------------------------------------

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        game = c.game
        assert isinstance(game, RollerMatch)
        self.hint_panel.follow(len(game.events))
        self.coach.follow(game, (id(game), len(game.events)))
        self._forget_coach_line(game)
        self.forget_old_message()
        protocol = game.protocol()
        self.model.set_protocol(protocol)
        just_thrown = self.take_just_thrown()
        self.faces.setVisible(c.real_dice and not game.is_over)
        self.results.setVisible(c.by_hand and not game.is_over)
        for box in (self.turn_box, self.selection_box, self.bank_box, self.best_box):
            box.setVisible(not c.by_hand)
        # While dice are chosen, keys 1-6 select them: the faces entry steps aside.
        self.faces.setEnabled(not game.must_keep)
        if not game.is_over:
            self.faces.expect(game.dice_to_throw or 6)  # no turn yet: six dice
        if c.real_dice:
            self.show_foot_later()  # the dice typed in sight while they are chosen
        self.focus_for_play()
        self.win_bar.show_for(game)
        self._warm(c, game)
        if game.is_over:
            self._draw_over(game, just_thrown)
            return
        self.summary.clear()
        self.analysis_panel.reset()
        self.coach_panel.clear()
        self.show_end_row(False)
        self._show_after(False, c.by_hand)
        self.table_caption.setFont(self.caption_font())
        seat = game.current_seat
        assert seat is not None and game.current_round is not None
        name = game.seats[seat]
        if c.current_is_computer():
            if seat in c.labels:  # "Computer (steady)" says it already
                name = c.labels[seat]
            else:
                name = self.tr("{name} (computer)").format(name=name)
        self.round_label.setText(
            self.tr("Round {n} of {total}").format(
                n=game.current_round + 1, total=game.rules.rounds
            )
        )
        self.player_label.setText(name)
        self.rows_for_boxes()  # the round's words: beside the player's name, or over it
        if c.by_hand:
            self._draw_by_hand(game, name)
            return
        self.turn_box.set_value(str(game.turn_points))
        owed = game.dice_owed
        self.badge.setVisible(owed > 0)
        self.badge.setText(
            self.tr("Forced throw: keep %n more scoring dice before banking", "", owed)
        )

        self.dice.set_kept([list(g) for g in game.kept_dice])
        last = game.last_turn
        ended_by_throw = (
            game.throws_this_turn == 0
            and last is not None
            and last.result.outcome in (Outcome.TJOCK, Outcome.RT)
        )
        held = self.hold_throw(
            len(game.events) if ended_by_throw else -1, start=just_thrown and ended_by_throw
        )
        if game.must_keep and game.last_throw is not None:
            if just_thrown or list(self.dice_values()) != list(game.last_throw):
                self.dice.set_dice(list(game.last_throw), animate=just_thrown)
            self.dice.set_selectable(not c.current_is_computer())
            if c.current_is_computer():
                self.table_caption.setText(
                    self.tr("{name} is choosing the dice to keep…").format(name=name)
                )
            else:
                self.table_caption.setText(self.tr("Choose the dice to keep: keys 1-6 or click"))
        else:
            self.dice.set_selectable(False)
            if game.throws_this_turn and game.last_throw is not None and not game.has_roller:
                kept_now = Counter(game.kept_dice[-1]) if game.kept_dice else Counter()
                rest = list((Counter(game.last_throw) - kept_now).elements())
                self.dice.set_dice(rest, animate=False)
            elif held and last is not None:  # the throw that made the Tjock or RT lands
                if just_thrown or self.dice_values() != list(last.last_throw):
                    self.dice.set_dice(list(last.last_throw), animate=just_thrown)
                if just_thrown:
                    self.start_hold()
            else:  # a new turn: nothing of the player before on the table
                self.dice.set_dice([], animate=False)
            self.table_caption.setText(self._next_step_text(game, name, c))
        self._show_best()
        self._selection_changed()
        self._update_buttons()

    def _show_after(self, over: bool, by_hand: bool) -> None:
        """The end screen's summary and analysis in place of the points boxes and the dice
        (the felt keeps the winner's words), or back again (an undo). What goes is hidden
        before what comes shows (each widget shown in a visible column lays the window out
        there and then)."""
        if self.controller is not None:
            self.set_side_share(len(self.controller.game.seats), over)
        self.main.setStretchFactor(self.table, 0 if over else 1)
        going: list[QWidget] = [self.dice] if over else [self.after]
        coming: list[QWidget] = [self.after] if over else [self.dice]
        boxes = [self.turn_box, self.selection_box, self.bank_box, self.best_box]
        (coming if not over and not by_hand else going).extend(boxes)
        # In play the message keeps its line (the dice do not jump when one comes); at the
        # end, with nothing to say, its room goes to the summary and the coach's graph.
        (coming if not over or self.message.text() else going).append(self.message)
        for widget in going:
            widget.hide()
        for widget in coming:
            widget.show()

    def _draw_by_hand(self, game: RollerMatch, name: str) -> None:
        """Protocol only: the table throws its own dice; the felt says whose result is typed."""
        self.badge.hide()
        self.dice.set_selectable(False)
        self.dice.set_kept([])
        self.dice.set_dice([], animate=False)
        self.results.label.setText(self.tr("{name}:").format(name=name))
        ask = self.tr("Type {name}'s result: points, – for Tjock or RT").format(name=name)
        last = game.last_turn
        if last is not None:
            what = self._result_words(game, last.seat, last.result.outcome, last.result.points)
            ask = f"{what}\n{ask}"
        self.table_caption.setText(ask)
        for button in ("keep", "throw", "bank", "hint"):
            self.buttons[button].setVisible(False)
        self.rows_for_buttons()
        self.buttons["undo"].setEnabled(self.controller is not None and self.controller.can_undo())

    def _result_words(self, game: RollerMatch, seat: int, outcome: Outcome, points: int) -> str:
        name = game.seats[seat]
        if outcome is Outcome.TJOCK:
            return self.tr("{name}: Tjock –").format(name=name)
        if outcome is Outcome.RT:
            return self.tr("{name}: RT").format(name=name)
        return self.tr("{name} banked {points}").format(name=name, points=points)

    def _show_best(self) -> None:
        """The best from this throw, once the dice have landed: not while they tumble."""
        c = self.controller
        game = c.game if c is not None else None
        landed = not self.dice.is_animating()
        if c is not None and isinstance(game, RollerMatch) and game.must_keep and landed:
            self.best_box.set_value(str(c.best_from_throw()))
        else:
            self.best_box.set_value("–")

    def digit_refusal(self, index: int) -> str:
        c = self.controller
        game = c.game if c is not None else None
        if c is None or not isinstance(game, RollerMatch) or game.is_over:
            return ""
        if c.current_is_computer():
            return self.tr("The computer is choosing its dice.")
        if game.must_keep:
            return super().digit_refusal(index)
        if game.can_bank:
            return self.tr(
                "Keys 1-6 choose dice from a throw: throw the %n dice left first (Space), "
                "or bank (B).",
                "",
                game.dice_to_throw,
            )
        return self.tr("Keys 1-6 choose dice from a throw: throw first (Space).")

    def throw_due(self) -> bool:
        game = self.controller.game if self.controller is not None else None
        return isinstance(game, RollerMatch) and not game.is_over and not game.must_keep

    def dice_values(self) -> list[int]:
        values = getattr(self.dice, "values", None)
        if callable(values):
            return list(values())
        return []

    def _next_step_text(self, game: RollerMatch, name: str, c: GameController) -> str:
        """What happens next, in words: an instruction to a person, or, in a computer's
        turn, that the computer plays (the table throws for it with real dice)."""
        dice = game.dice_to_throw
        if c.current_is_computer():
            if c.real_dice:
                return self.tr("Throw %n dice for {name} and type the faces", "", dice).format(
                    name=name
                )
            return self.tr("{name} is playing…").format(name=name)
        if game.throws_this_turn == 0:
            if game.last_turn is not None:
                last = game.last_turn
                name = game.seats[last.seat]
                outcome = last.result.outcome
                if outcome is Outcome.TJOCK:
                    what = self.tr("{name}: Tjock –").format(name=name)
                elif outcome is Outcome.RT:
                    what = self.tr("{name}: RT").format(name=name)
                else:
                    what = self.tr("{name} banked {points}").format(
                        name=name, points=last.result.points
                    )
                return self.tr("{what}. Now {next}: throw six dice").format(
                    what=what, next=game.seats[game.current_seat or 0]
                )
            return self.tr("Throw six dice to begin")
        if game.dice_owed:
            return (
                self.tr("Throw %n dice", "", dice)
                + ": "
                + self.tr("you may bank after %n more scoring dice", "", game.dice_owed)
            )
        return self.tr("Throw %n dice, or bank {points}", "", dice).format(points=game.turn_points)

    def _selection_changed(self, *_: object) -> None:
        c = self.controller
        if c is None:
            return
        game = c.game
        if not isinstance(game, RollerMatch) or not game.must_keep:
            # a race (the controller's game may be one) has no turn points and no bank
            banked = game.turn_points if isinstance(game, RollerMatch) and game.can_bank else None
            self.selection_box.set_value("–")
            self.bank_box.set_value("–" if banked is None else str(banked))
            if not self.message.text() or bool(self.message.property("refusal")):
                self.message.clear()
            return
        values = self._selected()
        points, reason = c.selection_value(values)
        if points is None:
            self.selection_box.set_value("–")
            self.bank_box.set_value("–")
            if reason:
                self.show_refusal(reason)
            else:
                self.message.clear()
        else:
            self.selection_box.set_value(f"+{points}")
            bank = c.bank_value(values)
            self.bank_box.set_value("–" if bank is None else str(bank))
            self.message.clear()

    def _update_buttons(self) -> None:
        c = self.controller
        if c is None:
            return
        game = c.game
        human = not game.is_over and not c.current_is_computer()
        assert isinstance(game, RollerMatch)
        self.buttons["keep"].setEnabled(human and game.must_keep)
        self.buttons["throw"].setEnabled(human)
        self.buttons["bank"].setEnabled(human and (game.must_keep or game.can_bank))
        self.buttons["undo"].setEnabled(c.can_undo())
        if "hint" in self.buttons:
            self.buttons["hint"].setEnabled(human)

    def _draw_over(self, game: RollerMatch, just_thrown: bool = False) -> None:
        """The end screen: its words, and its parts' first look, set before the parts show
        (laid out then, the words wrap once); the analysis, the graph and the books follow
        the window's paint, from their threads."""
        protocol = game.protocol()
        self.round_label.setText(self.tr("Match over"))
        totals = protocol.totals
        best = max(totals)
        winners = [game.seats[s] for s, t in enumerate(totals) if t == best]
        self.player_label.setText(" & ".join(winners))
        for button in self.buttons.values():
            button.setEnabled(False)
        self.badge.hide()
        self.turn_box.set_value("–")
        self.selection_box.set_value("–")
        self.bank_box.set_value("–")
        self.best_box.set_value("–")
        self.dice.set_selectable(False)
        # A last throw that ended the match (a Tjock) lands and stays a moment like any
        # turn's end; then the table is empty: the end screen is the protocol's.
        last = game.last_turn
        if self.hold_throw(len(game.events), start=just_thrown) and last is not None:
            if just_thrown or self.dice_values() != list(last.last_throw):
                self.dice.set_dice(list(last.last_throw), animate=just_thrown)
            if just_thrown:
                self.start_hold()
        else:
            self.dice.clear()
        self.dice.set_kept([])
        self.table_caption.setFont(self.caption_font(2.0, bold=True))
        self.table_caption.setText(
            self.tr("{names}: {points} points").format(names=" & ".join(winners), points=best)
        )
        self.summary.setText(match_summary(protocol))
        if self.controller is not None:  # drawn from a controller's game
            self.analysis_panel.show_for(self.controller)
            # keyed by the match itself (an id of a game gone may come back for another)
            key = (tuple(game.seats), game.rules, game.starter, game.events)
            from datetime import UTC, datetime

            # the match just ended: the coach sheet's heading carries this moment
            when = datetime.now(UTC)
            self.coach_panel.show_match(
                key, game.seats, game.rules, game.events, game.starter, when
            )
        self._show_after(True, self.controller is not None and self.controller.by_hand)
        # "Match over" beside the winners' names, or over them; the end screen's buttons
        self.show_end_row(True)
