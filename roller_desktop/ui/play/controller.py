"""The game controller: the window's side of a match in play (timing, signals and words).

Every action goes to the play session (roller_desktop.play.session): the engine judges it, the
store commits its events in one transaction, and only then does the controller tell the screen
to redraw from the engine's state and say what the session reported (ROLLER, Tjock, RT, extra
throws, places). The session also holds the computer seats, the undo rules and the bank value;
the controller paces the computers' moves with a timer.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from roller_desktop.engine import roller as roller_rules
from roller_desktop.engine.dice import DiceSource, parse_faces
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Bank, Keep, Throw, cell_points, read_cell
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.protocol import Outcome
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.play.beside_writes import BesideWrites, Unsaved
from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.play.session import Bot, Changes, PlaySession, Recorder
from roller_desktop.store.errors import MatchMovedOn, StoreError
from roller_desktop.ui.common.background import on_gui_thread
from roller_desktop.ui.common.i18n import faces
from roller_desktop.ui.common.messages import describe

if TYPE_CHECKING:
    from roller_desktop.store.championships import MatchTable

LARGE_RESULT = 10_000  # a round's result above this is asked about ("are you sure?")
# A computer to play that has not moved for this long, with no step of its own under way, is
# woken (and it is said on stderr): a computer that never plays would stop the table's evening.
WATCH_MS = 2000
# Leaving a match or closing the window waits at most this long (seconds) for the writes beside
# the play (the store's own time-outs end a write to a server that is away before it)
STOP_WAIT = 30.0
THINKING_WATCHES = 3  # a question to the thinker is given this many looks before it is asked again


class GameController(QObject):
    """Drives one match; the screens listen to its signals."""

    changed = Signal()  # redraw everything from the engine state
    announced = Signal(str, str)  # kind ("roller", "forced", "tjock", "rt", ...), text
    refused = Signal(str)  # an action the rules refuse, in words
    thrown = Signal()  # new dice on the table (the screen animates them)
    proposed = Signal(list)  # a computer's choice of dice, shown a moment before it keeps them
    league_changed = Signal(object)  # LeagueChanges: what the league's pages show of an action

    def __init__(
        self,
        recorder: Recorder,
        dice: DiceSource | None = None,
        real_dice: bool = False,
        computers: dict[int, Bot] | None = None,
        pace_ms: int = 900,
        parent: QObject | None = None,
        by_hand: bool = False,
    ) -> None:
        super().__init__(parent)
        self.session = PlaySession(recorder, computers, dice, real_dice)
        # protocol only: the table throws its own dice, the keeper types each turn's result
        self.by_hand = by_hand or bool(getattr(recorder.game, "hand_kept", False))
        self.labels: dict[int, str] = {}  # how computer seats are shown (computer_seats)
        self.table: MatchTable | None = None  # the championship table it is the match of
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(pace_ms)
        self._timer.timeout.connect(self._computer_step)
        self._stopped = False
        self._pending_keep: list[int] | None = None
        # Writes beside the play (a hint asked for) committed in a thread of their own; one
        # the store could not take (the server away) is tried again before the next action,
        # when asked again and when the match is left or the window closes (stop).
        self.beside = BesideWrites(on_gui_thread(self._beside_said))
        self.changed.connect(self._schedule_computer)
        from roller_desktop.ui.play.thinker import Thinker

        # A computer's first move of a turn may take long to work out (the sharp player's
        # solve): it is worked out in a thread first, so the window never freezes.
        self.thinker = Thinker(self)
        self._thought_at: object = None
        self.thinker.answered.connect(self._thought)
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._watch_computer)
        self._watched: object = None
        self._idle_looks = 0
        self.woken = 0  # how often the watch had to wake a computer (tests and stderr say it)

    def start(self) -> None:
        """The match is on screen: a computer whose turn it is plays (the first seat, or the
        seat to play after Resume). Later turns follow every change of state."""
        self._stopped = False
        self.beside.open()  # the hints' thread waits ahead: H does not wait for its start
        self._schedule_computer()

    @property
    def recorder(self) -> Recorder:
        return self.session.recorder

    @property
    def computers(self) -> dict[int, Bot]:
        return self.session.computers

    @property
    def dice(self) -> DiceSource:
        return self.session.dice

    @property
    def real_dice(self) -> bool:
        return self.session.real_dice

    @real_dice.setter
    def real_dice(self, on: bool) -> None:
        """Switched during a match (Ctrl+D): back on virtual dice a computer waiting for the
        table's throw throws for itself."""
        self.session.real_dice = on
        self._schedule_computer()

    # ---- state ------------------------------------------------------------------------------

    @property
    def game(self) -> RollerMatch | Race:
        return self.session.game

    @property
    def is_roller(self) -> bool:
        return isinstance(self.game, RollerMatch)

    def current_is_computer(self) -> bool:
        return self.session.current_is_computer()

    def can_undo(self) -> bool:
        """See PlaySession.can_undo."""
        return self.session.can_undo()

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
        return self.session.bank_value(selection)

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
            if not self.real_dice:  # the keep and the throw: one action, one commit
                return self._act(lambda: self.session.keep_and_throw(list(selection)))
            if not self._act(lambda: self.session.keep(list(selection))):
                return False
        if self.real_dice:
            self.changed.emit()  # the faces of real dice are entered next
            return True
        if game.is_over:
            return False
        return self._act(self.session.throw)

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
        return self._act(lambda: self.session.throw(list(values)))

    def result_needs_asking(self, text: str) -> int | None:
        """Protocol only: the points of a typed result so large (above LARGE_RESULT) that the
        keeper is asked first; None when it is not (a refusal is said by enter_result)."""
        try:
            cell = read_cell(text)
        except RulesError:
            return None
        points = cell_points(cell)
        return points if points is not None and points > LARGE_RESULT else None

    def enter_result(self, text: str) -> bool:
        """Protocol only: the current seat's result ("350", "-" Tjock, "r"/"RT" Råtjock),
        committed at once; a result that cannot be is refused and changes nothing."""
        if self.game.is_over or not self.by_hand:
            return False
        try:
            cell = read_cell(text)
        except RulesError as error:
            self.refused.emit(describe(error))
            return False
        return self._act(lambda: self.session.result(cell))

    def keep(self, selection: Sequence[int]) -> bool:
        if self.game.is_over:  # a key after the last bank: nothing to keep, nothing to say
            return False
        if not selection:
            self.refused.emit(self.tr("Choose the dice to keep first (keys 1-6 or click)."))
            return False
        return self._act(lambda: self.session.keep(list(selection)))

    def bank(self, selection: Sequence[int] = ()) -> bool:
        """Keep the selection if a keep is due, then bank; refused as a whole if bank is."""
        game = self.game
        # After the last bank B has nothing to bank: quiet, as Space is. The store's refusal
        # read "Not saved: …" in red on the end screen, as if the match had been lost.
        if not isinstance(game, RollerMatch) or game.is_over:
            return False
        if game.must_keep and selection:  # one action: judged whole, committed at once
            return self._act(lambda: self.session.keep_and_bank(list(selection)))
        return self._act(self.session.bank)

    def undo(self) -> bool:
        refusal = self.session.undo_refusal()
        if refusal == "computer":
            self.refused.emit(
                self.tr(
                    "A computer's move cannot be taken back: only your own selection or "
                    "bank before the next throw."
                )
            )
            return False
        if refusal == "throw":
            self.refused.emit(
                self.tr(
                    "With virtual dice a throw cannot be taken back: only a selection or "
                    "a bank before the next throw."
                )
            )
            return False
        if refusal is not None:
            self.refused.emit(self.tr("There is nothing to undo."))
            return False
        self._timer.stop()  # a computer's pending choice belongs to the state undone
        self._pending_keep = None
        return self._act(self.session.undo)

    def still_here(self) -> bool:
        """Before a key acts on the match as shown: False, with the reason said and the match
        shown as it is now, when another laptop took it over meanwhile (a shared league)."""
        check = getattr(self.recorder, "moved_on_elsewhere", None)
        moved = check() if check is not None else None
        if moved is None:
            return True
        self._moved_on_said()
        return False

    def write_beside(self, write: Callable[[], None]) -> None:
        """A write beside the play (a hint kept with the match), committed in a thread: the
        window goes on at once; what goes wrong is said when the thread has tried."""
        self.beside.put(write)

    def has_unkept(self) -> bool:
        return self.beside.has_held()

    def catch_up(self) -> str | None:
        """The writes beside the play put so far, and those the server refused meanwhile
        tried again, waited for: None when all are stored now, else why not in words. A write
        the league can no longer take (its match finished or gone meanwhile) is given up, and
        said."""
        unsaved = self.beside.catch_up()
        return self._unsaved_words(unsaved[-1]) if unsaved else None

    def _in_last_round(self) -> bool:
        """An action now may finish the match: a hint still being written is waited for (the
        store keeps hints only while their match is in progress). Earlier the action goes on
        beside it (a key pressed right after H: 20 ms at p95 under load otherwise)."""
        game = self.game
        current = getattr(game, "current_round", None)
        rounds = getattr(getattr(game, "rules", None), "rounds", None)
        return not isinstance(current, int) or not isinstance(rounds, int) or current >= rounds - 1

    def _beside_said(self) -> None:
        """The thread found a write it could not commit (on the window's thread)."""
        unsaved = self.beside.take_said()
        if unsaved and not self._stopped:
            self.refused.emit(self._unsaved_words(unsaved[-1]))

    def _unsaved_words(self, unsaved: Unsaved) -> str:
        from roller_desktop.store.errors import MatchClosed, UnknownMatch

        if unsaved.held and not unsaved.again:
            return self.tr(
                "The hint is shown, but the league's server does not answer: the hint is saved "
                "with the match as soon as it answers again."
            )
        if unsaved.again and isinstance(unsaved.error, MatchClosed | UnknownMatch):
            return self.tr(
                "A hint asked for while the server was away was not saved: {error}"
            ).format(error=describe(unsaved.error))
        return describe(unsaved.error)

    def stop(self) -> None:
        """The window closes or the match is left: no more computer moves; the writes beside
        the play are committed first (those the server refused, tried once more)."""
        self._stopped = True
        self._timer.stop()
        self._watch.stop()
        unsaved = self.beside.catch_up(STOP_WAIT)
        self.beside.close()
        if unsaved or not self.beside.settle(0):
            print(  # the match's screen is going: only stderr is left to say it
                "roller-desktop: a hint of the match was not saved: "
                + (describe(unsaved[-1].error) if unsaved else "the store did not answer"),
                file=sys.stderr,
            )

    # ---- internals --------------------------------------------------------------------------

    def _act(self, action: Callable[[], Changes]) -> bool:
        if self.beside.holds() or self._in_last_round():
            self.catch_up()  # first what waited for the server (said when asked again)
        try:
            changes = action()
        except RulesError as error:
            self.refused.emit(describe(error))
            return False
        except MatchMovedOn:  # another table played on: the recorder holds the match as it is
            self._moved_on_said()
            return False
        except StoreError as error:  # not saved, so not played: the screen stays as it was
            self.changed.emit()  # first: the refresh would clear the refusal said after it
            self.refused.emit(self.tr("Not saved: {error}").format(error=describe(error)))
            return False
        if changes.thrown:
            self.thrown.emit()
        self.changed.emit()
        if changes.league:
            self.league_changed.emit(changes.league)
        for kind, text in self._announcements(changes):
            self.announced.emit(kind, text)
        return True

    def _moved_on_said(self) -> None:
        self._timer.stop()
        self._pending_keep = None
        self.changed.emit()  # first: the refresh would clear the refusal said after it
        self.refused.emit(
            self.tr("This match moved on at another table; it is shown here as it is now.")
        )
        self.league_changed.emit(LeagueChanges.everything())  # written elsewhere

    def _announcements(self, changes: Changes) -> list[tuple[str, str]]:
        """What the session reported, in words (an undo says nothing)."""
        game = self.game
        out: list[tuple[str, str]] = []
        if not changes.steps:
            return out
        if isinstance(game, RollerMatch):
            end = changes.turn_end
            roller = changes.roller
            if end is not None:
                name = game.seats[end.seat]
                if end.result.outcome is Outcome.RT and self.by_hand:  # no throw seen here
                    out.append(("rt", self.tr("RT! {name}").format(name=name)))
                elif end.result.outcome is Outcome.RT:
                    out.append(("rt", self.tr("RT! {name}: no scoring dice").format(name=name)))
                elif end.result.outcome is Outcome.TJOCK and self.by_hand:
                    out.append(("tjock", self.tr("Tjock! {name}").format(name=name)))
                elif end.result.outcome is Outcome.TJOCK:
                    out.append(
                        (
                            "tjock",
                            self.tr("Tjock! {name} loses {points} points").format(
                                name=name, points=changes.lost
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
            elif roller is not None:
                if roller.forced:
                    out.append(
                        (
                            "forced",
                            self.tr(
                                "ROLLER! Forced throw: keep %n more scoring dice",
                                "",
                                roller.owed,
                            ),
                        )
                    )
                else:
                    out.append(("roller", self.tr("ROLLER! Bank, or throw all six again")))
            if changes.match_finished:
                out.append(("over", self.tr("The match is over")))
        elif isinstance(game, Race):
            o = changes.race_outcome
            if o is not None:
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
                elif o.rethrow_next and o.extra_throw:
                    out.append(("rethrow", self.tr("No hit: the extra throw again (kids' mode)")))
                elif o.rethrow_next:
                    out.append(("rethrow", self.tr("No hit: throw again (kids' mode)")))
            if changes.match_finished:
                out.append(("over", self.tr("The race is over")))
        return out

    def _schedule_computer(self) -> None:
        if self._stopped or self.game.is_over or not self.current_is_computer():
            return
        if not self._timer.isActive():
            self._timer.start()
        if not self._watch.isActive():
            self._watch.start()

    def _watch_computer(self) -> None:
        """Every WATCH_MS while a computer is to play: when it has not moved since the last
        look and no step of its own is under way (its timer, or a question to the thinker
        given THINKING_WATCHES looks), its step was lost: it is taken again, and said."""
        if self._stopped or self.game.is_over or not self.current_is_computer():
            self._watch.stop()
            self._watched, self._idle_looks = None, 0
            return
        here = self._position()
        if here != self._watched or self._timer.isActive():
            self._watched, self._idle_looks = here, 0
            return
        self._idle_looks += 1
        if self.thinker.waiting("move") and self._idle_looks < THINKING_WATCHES:
            return
        self._idle_looks = 0
        self.thinker.forget("move")
        self._thought_at = None  # asked again, not taken for answered
        before = (here, self._pending_keep)
        self._computer_step()
        if (self._position(), self._pending_keep) != before or self.thinker.waiting("move"):
            self.woken += 1  # with real dice a computer waits for the table: not lost
            print(
                f"roller-desktop: a computer's step was lost at event {here[1]} of the match;"
                " taken again",
                file=sys.stderr,
            )

    def _computer_step(self) -> None:
        if self._stopped or self.game.is_over or not self.current_is_computer():
            return
        if isinstance(self.game, Race):
            if not self.real_dice:
                self.throw()
            return
        if self._pending_keep is not None:
            dice, self._pending_keep = self._pending_keep, None
            self.keep(dice)
            return
        if self._think_first():
            return
        try:
            choice = self.session.computer_move()
        except RulesError as error:
            self.refused.emit(describe(error))
            return
        if isinstance(choice, Keep):  # shown first, kept at the next beat
            self._pending_keep = list(choice.dice)
            self.proposed.emit(list(choice.dice))
            self._timer.start()
        elif isinstance(choice, Bank):
            self.bank()
        elif isinstance(choice, Throw) and not self.real_dice:
            self.throw()

    def _think_first(self) -> bool:
        """True when the computer's move is being worked out in a thread (its bot is not
        ready to answer quickly): the step comes again when it is."""
        game = self.game
        seat = game.current_seat
        bot = self.computers.get(seat) if seat is not None else None
        ready = getattr(bot, "ready", None)
        if bot is None or ready is None or not isinstance(game, RollerMatch):
            return False
        if self._position() == self._thought_at or ready(game):
            return False  # worked out once for this position: no second trip
        from roller_desktop.ui.play.thinker import copy_of

        copy = copy_of(game)
        choose = bot.choose
        self.thinker.ask("move", self._position(), lambda: choose(copy()))
        return True

    def _position(self) -> tuple[int, int]:
        return (id(self.game), len(self.game.events))

    def _thought(self, kind: str, key: object, result: object) -> None:
        """The computer's move worked out: played now (quickly) if the match is still where
        it was asked."""
        if kind != "move" or key != self._position() or self._stopped:
            return
        self._thought_at = key
        if isinstance(result, RulesError):
            self.refused.emit(describe(result))
            return
        self._computer_step()
