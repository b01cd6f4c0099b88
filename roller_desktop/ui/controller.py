"""The game controller: every action goes engine, then store (committed), then screen.

The recorder (store.recorder.MatchRecorder, or a fake in tests) checks each action with the
engine and commits the event; only then does the controller tell the screen to redraw from the
engine's state. Announcements (ROLLER, Tjock, RT, extra throws, places) are worked out by
comparing the engine's state before and after an action.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from roller_desktop.engine import roller as roller_rules
from roller_desktop.engine.dice import DiceSource, RandomDice, parse_faces
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Bank, Keep
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.protocol import Outcome
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.errors import MatchMovedOn, StoreError
from roller_desktop.ui.i18n import faces
from roller_desktop.ui.messages import describe


class GameController(QObject):
    """Drives one match; the screens listen to its signals."""

    changed = Signal()  # redraw everything from the engine state
    announced = Signal(str, str)  # kind ("roller", "forced", "tjock", "rt", ...), text
    refused = Signal(str)  # an action the rules refuse, in words
    thrown = Signal()  # new dice on the table (the screen animates them)
    proposed = Signal(list)  # a computer's choice of dice, shown a moment before it keeps them

    def __init__(
        self,
        recorder: Any,
        dice: DiceSource | None = None,
        real_dice: bool = False,
        computers: dict[int, Any] | None = None,
        pace_ms: int = 900,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.dice: DiceSource = dice if dice is not None else RandomDice()
        self._real_dice = real_dice
        self.computers = dict(computers or {})
        self.labels: dict[int, str] = {}  # how computer seats are shown (computer_seats)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(pace_ms)
        self._timer.timeout.connect(self._computer_step)
        self._stopped = False
        self._pending_keep: list[int] | None = None
        self.changed.connect(self._schedule_computer)

    def start(self) -> None:
        """The match is on screen: a computer whose turn it is plays (the first seat, or the
        seat to play after Resume). Later turns follow every change of state."""
        self._stopped = False
        self._schedule_computer()

    @property
    def real_dice(self) -> bool:
        return self._real_dice

    @real_dice.setter
    def real_dice(self, on: bool) -> None:
        """Switched during a match (Ctrl+D): back on virtual dice a computer waiting for the
        table's throw throws for itself."""
        self._real_dice = on
        self._schedule_computer()

    # ---- state ------------------------------------------------------------------------------

    @property
    def game(self) -> RollerMatch | Race:
        game: RollerMatch | Race = self.recorder.game
        return game

    @property
    def is_roller(self) -> bool:
        return isinstance(self.game, RollerMatch)

    def current_is_computer(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and seat in self.computers

    def can_undo(self) -> bool:
        """Real dice: the table's last entry (typed faces, or a person's keep or bank), with
        the computer's decisions that followed it. Virtual dice: a person's own selection or
        bank before the next throw; never a throw, never a computer's move."""
        game = self.game
        if not game.events or game.is_over:
            return False
        if self.real_dice:
            return self._undo_steps() > 0
        return isinstance(game.events[-1], Keep | Bank) and not self._by_computer(game)

    def _by_computer(self, game: RollerMatch | Race) -> bool:
        """Whether a computer seat made the last event of `game` (a keep or a bank)."""
        last = game.events[-1]
        if isinstance(game, RollerMatch) and isinstance(last, Bank):
            seat = game.last_turn.seat if game.last_turn is not None else None
        elif isinstance(last, Keep):
            seat = game.current_seat
        else:  # a throw: the table's entry in real-dice mode, the program's otherwise
            return False
        return seat in self.computers

    def _undo_steps(self) -> int:
        """Real dice: how many events one undo takes back (0: nothing of the table's)."""
        game = self.game
        steps = 0
        while game.events:
            steps += 1
            if not self._by_computer(game):
                return steps
            game = game.without_last_event()
        return 0

    def selection_value(self, values: Sequence[int]) -> tuple[int | None, str]:
        """Points of keeping these dice now, or None and the engine's reason in words."""
        if not values:
            return None, ""
        try:
            return roller_rules.score_selection(values), ""
        except RulesError as error:
            return None, describe(error)

    def bank_value(self, selection: Sequence[int]) -> int | None:
        """What banking would put in the protocol now, keeping the selection first if due."""
        game = self.game
        if not isinstance(game, RollerMatch) or game.is_over:
            return None
        if not game.must_keep:
            return game.turn_points if game.can_bank else None
        trial = copy.deepcopy(game)
        try:
            trial.keep(list(selection))
            return trial.bank()
        except RulesError:
            return None

    def best_from_throw(self) -> int:
        game = self.game
        if isinstance(game, RollerMatch) and game.must_keep and game.last_throw:
            return roller_rules.max_score(game.last_throw)
        return 0

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, selection: Sequence[int] = ()) -> bool:
        """Keep the selection (if a keep is due), then throw: virtual dice only."""
        game = self.game
        if isinstance(game, RollerMatch) and game.must_keep:
            if not selection:
                self.refused.emit(
                    self.tr("Choose scoring dice to keep (keys 1-6 or click), then throw.")
                )
                return False
            if not self._act(lambda: self.recorder.keep(list(selection))):
                return False
        if self.real_dice:
            self.changed.emit()  # the faces of real dice are entered next
            return True
        if game.is_over:
            return False
        values = self.dice.roll(self.game.dice_to_throw)
        return self._act(lambda: self.recorder.throw(list(values)), thrown=True)

    def enter_faces(self, text: str) -> bool:
        """Real dice: the faces the table's dice show, typed or clicked."""
        game = self.game
        if game.is_over:
            return False
        if isinstance(game, RollerMatch) and game.must_keep:
            self.refused.emit(self.tr("Keep scoring dice from this throw first (K)."))
            return False
        try:
            values = parse_faces(text)
        except RulesError as error:
            self.refused.emit(describe(error))
            return False
        wanted = game.dice_to_throw
        if len(values) != wanted:  # refused as typed: never trimmed, never padded
            self.refused.emit(self.tr("Type exactly %n faces.", "", wanted))
            return False
        return self._act(lambda: self.recorder.throw(list(values)), thrown=True)

    def keep(self, selection: Sequence[int]) -> bool:
        if not selection:
            self.refused.emit(self.tr("Choose the dice to keep first (keys 1-6 or click)."))
            return False
        return self._act(lambda: self.recorder.keep(list(selection)))

    def bank(self, selection: Sequence[int] = ()) -> bool:
        """Keep the selection if a keep is due, then bank; refused as a whole if bank is."""
        game = self.game
        if not isinstance(game, RollerMatch):
            return False
        if game.must_keep and selection:
            trial = copy.deepcopy(game)  # the engine judges both steps before anything is stored
            try:
                trial.keep(list(selection))
                trial.bank()
            except RulesError as error:
                self.refused.emit(describe(error))
                return False
            if not self._act(lambda: self.recorder.keep(list(selection))):
                return False
        return self._act(self.recorder.bank)

    def undo(self) -> bool:
        if not self.can_undo():
            game = self.game
            if game.events and not game.is_over and self._by_computer(game):
                self.refused.emit(
                    self.tr(
                        "A computer's move cannot be taken back: only your own selection or "
                        "bank before the next throw."
                    )
                )
            elif game.events and not game.is_over and not self.real_dice:
                self.refused.emit(
                    self.tr(
                        "With virtual dice a throw cannot be taken back: only a selection or "
                        "a bank before the next throw."
                    )
                )
            else:
                self.refused.emit(self.tr("There is nothing to undo."))
            return False
        steps = self._undo_steps() if self.real_dice else 1
        self._timer.stop()  # a computer's pending choice belongs to the state undone
        self._pending_keep = None

        def undo_steps() -> None:
            for _ in range(steps):
                self.recorder.undo()

        return self._act(undo_steps, announce=False)

    def stop(self) -> None:
        """The window closes: no more computer moves."""
        self._stopped = True
        self._timer.stop()

    # ---- internals --------------------------------------------------------------------------

    def _act(self, action: Callable[[], Any], thrown: bool = False, announce: bool = True) -> bool:
        before = _snapshot(self.game)
        try:
            action()
        except RulesError as error:
            self.refused.emit(describe(error))
            return False
        except MatchMovedOn:  # another table played on: the recorder holds the match as it is
            self._timer.stop()
            self._pending_keep = None
            self.refused.emit(
                self.tr("This match moved on at another table; it is shown here as it is now.")
            )
            self.changed.emit()
            return False
        except StoreError as error:  # not saved, so not played: the screen stays as it was
            self.changed.emit()  # first: the refresh would clear the refusal said after it
            self.refused.emit(self.tr("Not saved: {error}").format(error=describe(error)))
            return False
        if thrown:
            self.thrown.emit()
        self.changed.emit()
        if announce:
            for kind, text in self._announcements(before):
                self.announced.emit(kind, text)
        return True

    def _announcements(self, before: dict[str, Any]) -> list[tuple[str, str]]:
        game = self.game
        out: list[tuple[str, str]] = []
        if isinstance(game, RollerMatch):
            end = game.last_turn
            if end is not None and end is not before["last_turn"]:
                name = game.seats[end.seat]
                if end.result.outcome is Outcome.RT:
                    out.append(("rt", self.tr("RT! {name}: no scoring dice").format(name=name)))
                elif end.result.outcome is Outcome.TJOCK:
                    out.append(
                        (
                            "tjock",
                            self.tr("Tjock! {name} loses {points} points").format(
                                name=name, points=before["turn_points"]
                            ),
                        )
                    )
                else:
                    out.append(
                        (
                            "bank",
                            self.tr("{name} banks {points}").format(
                                name=name, points=end.result.points
                            ),
                        )
                    )
            elif game.rollers_this_turn > before["rollers"]:
                if game.is_forced_throw:
                    out.append(
                        (
                            "forced",
                            self.tr(
                                "ROLLER! Forced throw: keep %n more scoring dice",
                                "",
                                game.dice_owed,
                            ),
                        )
                    )
                else:
                    out.append(("roller", self.tr("ROLLER! Throw all six again")))
            if game.is_over:
                out.append(("over", self.tr("The match is over")))
        elif isinstance(game, Race):
            o = game.last_outcome
            if o is not None and o is not before["last_outcome"]:
                name = game.seats[o.seat]
                if o.finished:
                    place = game.place(o.seat)
                    out.append(
                        (
                            "place",
                            self.tr("{name} is through! Place {place}").format(
                                name=name, place=place
                            ),
                        )
                    )
                elif o.extra_throw_next:
                    out.append(
                        (
                            "extra",
                            self.tr("{name} has all the {faces}: extra throw!").format(
                                name=name, faces=faces(o.chased, definite=True)
                            ),
                        )
                    )
                elif o.completed:
                    out.append(
                        (
                            "done",
                            self.tr("{name} has all the {faces}").format(
                                name=name, faces=faces(o.chased, definite=True)
                            ),
                        )
                    )
                elif o.rethrow_next:
                    out.append(("rethrow", self.tr("No hit: throw again (kids' mode)")))
            if game.is_over:
                out.append(("over", self.tr("The race is over")))
        return out

    def _schedule_computer(self) -> None:
        if self._stopped or self.game.is_over or not self.current_is_computer():
            return
        if not self._timer.isActive():
            self._timer.start()

    def _computer_step(self) -> None:
        if self._stopped or self.game.is_over or not self.current_is_computer():
            return
        game = self.game
        if isinstance(game, Race):
            if not self.real_dice:
                self.throw()
            return
        if self._pending_keep is not None:
            dice, self._pending_keep = self._pending_keep, None
            self.keep(dice)
            return
        bot = self.computers[game.current_seat]  # type: ignore[index]
        try:
            choice = bot.choose(game)
        except RulesError as error:
            self.refused.emit(describe(error))
            return
        # strategy.actions (Keep, Bank, Throw) or engine events of the same names
        kind = type(choice).__name__
        if kind == "Keep":  # shown first, kept at the next beat, so the table can follow
            self._pending_keep = list(choice.dice)
            self.proposed.emit(list(choice.dice))
            self._timer.start()
        elif kind == "Bank":
            self.bank()
        elif kind == "Throw" and not self.real_dice:
            self.throw()


def _snapshot(game: RollerMatch | Race) -> dict[str, Any]:
    if isinstance(game, RollerMatch):
        return {
            "last_turn": game.last_turn,
            "turn_points": game.turn_points,
            "rollers": game.rollers_this_turn,
        }
    return {"last_outcome": game.last_outcome}
