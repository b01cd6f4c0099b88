"""A match in play, without Qt: an action in, its events committed, the Changes out.

The flow of one action (DESIGN.md): the engine refuses an illegal action and changes nothing;
a legal one is pushed, and the recorder commits all its events in one transaction (a keep and
a bank together; the match's derived rows too when it finishes); a failed commit pops the
events again, so the engine never holds what the store does not. Only a committed action
returns Changes: what it wrote, how the turn ended, a ROLLER, whether the match finished. The
announcements (RT, Tjock, ROLLER, forced throw, 105's places and extra throws) are read from
what the engine reported for each event, never from comparing states.

The session also holds the computer seats (it asks their bots for a move), the undo rules
(what one undo takes back, in virtual and real-dice mode) and the bank value shown on the
button. Timing, signals and words are the window's (ui/play/controller.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from roller_desktop.engine.dice import DiceSource, RandomDice
from roller_desktop.engine.errors import IllegalAction
from roller_desktop.engine.events import Action, Bank, Event, Keep, Result, Throw, read_cell
from roller_desktop.engine.hundredfive import Race, ThrowOutcome
from roller_desktop.engine.roller import RollerMatch, RollerStep, TurnEnd
from roller_desktop.play.league_changes import LeagueChanges

Game = RollerMatch | Race
Step = RollerStep | ThrowOutcome
UndoRefusal = Literal["computer", "throw", "nothing"]


class Recorder(Protocol):
    """What the session needs of the store's match recorder (store.recorder.MatchRecorder)."""

    match_id: str

    @property
    def game(self) -> Game: ...
    @property
    def practice(self) -> bool: ...  # a seat without a person (a computer): outside the league

    def push(self, items: Sequence[Event]) -> list[RollerStep | ThrowOutcome | None]: ...
    def undo(self, steps: int = 1) -> None: ...


class Bot(Protocol):
    """A computer seat (strategy.bots.Bot): the next action, as the engine's own value."""

    def choose(self, match: RollerMatch | Race) -> Action: ...


class Bots(Protocol):
    """Where computer seats come from: the strategy.bots module (or a test's stand-in)."""

    @property
    def LEVELS(self) -> Sequence[str]: ...

    def make_bot(self, level: str) -> Bot: ...


@dataclass(frozen=True, slots=True)
class Changes:
    """What one committed action changed."""

    events: tuple[Event, ...] = ()  # the events written (in order)
    undone: tuple[Event, ...] = ()  # the events taken back (the last one first)
    steps: tuple[Step, ...] = ()  # the engine's report of each event written
    thrown: bool = False  # new dice on the table
    match_finished: bool = False  # the finishing event: the match's results are stored
    practice: bool = False  # the match has a computer seat: it counts in no league table
    seats: int = 0  # the match's seats (a one-seat match counts in no league table)

    @property
    def turn_end(self) -> TurnEnd | None:
        """Roller: how the turn ended (RT, Tjock or banked), if it did."""
        for step in self.steps:
            if isinstance(step, RollerStep) and step.turn_end is not None:
                return step.turn_end
        return None

    @property
    def lost(self) -> int:
        """Roller: the points a Tjock lost."""
        return sum(step.lost for step in self.steps if isinstance(step, RollerStep))

    @property
    def roller(self) -> RollerStep | None:
        """Roller: the keep that completed a ROLLER, when the turn goes on after it."""
        if self.turn_end is not None:
            return None
        for step in self.steps:
            if isinstance(step, RollerStep) and step.roller:
                return step
        return None

    @property
    def race_outcome(self) -> ThrowOutcome | None:
        """105: what the throw did."""
        for step in reversed(self.steps):
            if isinstance(step, ThrowOutcome):
                return step
        return None

    @property
    def turn_ended(self) -> bool:
        outcome = self.race_outcome
        if outcome is not None:
            return not (outcome.extra_throw_next or outcome.rethrow_next)
        return self.turn_end is not None

    @property
    def league_changed(self) -> bool:
        """A finished league match brings its results, league days, tallies and ratings
        (a practice match only its own, outside the league: see `league`)."""
        return self.league.standings

    @property
    def league(self) -> LeagueChanges:
        """What the league's screens show of this action: a finished match of two or more
        seats changes the standings (practice ones only the practice figures); the end of a
        turn, a 105 throw, an undo and a finished match change the history's rows."""
        counted = self.match_finished and self.seats > 1
        return LeagueChanges(
            standings=counted and not self.practice,
            practice=counted and self.practice,
            matches=bool(self.undone)
            or self.match_finished
            or self.turn_end is not None
            or self.race_outcome is not None,
        )


class PlaySession:
    """One match being played: the recorder (engine and store) and the computer seats."""

    def __init__(
        self,
        recorder: Recorder,
        computers: Mapping[int, Bot] | None = None,
        dice: DiceSource | None = None,
        real_dice: bool = False,
    ) -> None:
        self.recorder = recorder
        self.computers: dict[int, Bot] = dict(computers or {})
        self.dice: DiceSource = dice if dice is not None else RandomDice()
        self.real_dice = real_dice

    @property
    def game(self) -> Game:
        return self.recorder.game

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, values: Sequence[int] | None = None) -> Changes:
        """Throw the dice due now: these faces (real dice), or from the session's dice."""
        if values is None:
            values = self.dice.roll(self.game.dice_to_throw)
        return self._play([Throw(tuple(values))], thrown=True)

    def keep(self, dice: Sequence[int]) -> Changes:
        if not isinstance(self.game, RollerMatch):
            raise IllegalAction(
                "In 105 the dice are set aside by themselves; nothing to keep.", "race.no-keep"
            )
        return self._play([Keep(tuple(dice))])

    def bank(self) -> Changes:
        if not isinstance(self.game, RollerMatch):
            raise IllegalAction("105 has no banking: every throw counts at once.", "race.no-bank")
        return self._play([Bank()])

    def keep_and_bank(self, dice: Sequence[int]) -> Changes:
        """Keep these dice and bank: the engine judges both, the store commits both at once."""
        if not isinstance(self.game, RollerMatch):
            raise IllegalAction("105 has no banking: every throw counts at once.", "race.no-bank")
        return self._play([Keep(tuple(dice)), Bank()])

    def keep_and_throw(self, dice: Sequence[int]) -> Changes:
        """Keep these dice and throw the rest as one action, committed in one transaction:
        the keep is tried on the engine first (and taken back), and the dice are thrown while
        it stands, so the dice see the match as the throw finds it (how many dice, and for
        duplicate dice the throw of the turn); a refused keep changes nothing and rolls no
        dice."""
        game = self.game
        if not isinstance(game, RollerMatch):
            raise IllegalAction(
                "In 105 the dice are set aside by themselves; nothing to keep.", "race.no-keep"
            )
        keep = Keep(tuple(dice))
        game.push(keep)
        try:
            faces = tuple(self.dice.roll(game.dice_to_throw))
        finally:
            game.pop()
        return self._play([keep, Throw(faces)], thrown=True)

    def result(self, cell: str) -> Changes:
        """A match kept by hand (protocol only): the turn's result as the keeper typed it
        ("350", "-", "RT"); refused (a coded RulesError) when it cannot be, the seat moves on."""
        if not isinstance(self.game, RollerMatch):
            raise IllegalAction("105 has no banking: every throw counts at once.", "race.no-bank")
        return self._play([Result(read_cell(cell))])

    def undo(self) -> Changes:
        """Take back what one undo may (see can_undo), in one transaction."""
        refusal = self.undo_refusal()
        if refusal is not None:
            raise IllegalAction("This cannot be taken back.", f"undo.{refusal}")
        steps = self.undo_steps()
        undone = self.game.events[-steps:][::-1]
        self.recorder.undo(steps)
        return Changes(undone=undone, practice=self.recorder.practice, seats=len(self.game.seats))

    def _play(self, items: Sequence[Event], thrown: bool = False) -> Changes:
        # refused or failed: nothing changed; a 105 order entered by hand reports no step
        steps = tuple(step for step in self.recorder.push(items) if step is not None)
        return Changes(
            events=tuple(items),
            steps=steps,
            thrown=thrown,
            match_finished=self.game.is_over,
            practice=self.recorder.practice,
            seats=len(self.game.seats),
        )

    # ---- the undo rules ---------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Real dice: the table's last entry (typed faces, or a person's keep or bank), with
        the computer's decisions that followed it. Virtual dice: a person's own selection or
        bank before the next throw; never a throw, never a computer's move."""
        return self.undo_refusal() is None

    def undo_refusal(self) -> UndoRefusal | None:
        """Why nothing can be taken back now: a computer's move, a virtual throw, or nothing
        there (an empty or finished match); None when an undo is allowed."""
        game = self.game
        if not game.events or game.is_over:
            return "nothing"
        if self.real_dice:
            return None if self.undo_steps() > 0 else "computer"
        if isinstance(game.events[-1], Result):  # protocol only: the keeper's last entry
            return None
        if self._by_computer():
            return "computer"
        if not isinstance(game.events[-1], Keep | Bank):
            return "throw"
        return None

    def undo_steps(self) -> int:
        """How many events one undo takes back: 1 with virtual dice; with real dice the
        table's last entry and the computer's decisions after it (0: nothing of the table's)."""
        if not self.real_dice:
            return 1
        game = self.game
        popped: list[Event] = []
        try:  # walk back through the computer's events, then play them again
            while game.events:
                if not self._by_computer():
                    return len(popped) + 1
                popped.append(game.pop())
            return 0
        finally:
            for item in reversed(popped):
                game.push(item)

    def _by_computer(self) -> bool:
        """Whether a computer seat made the last event (a keep or a bank)."""
        game = self.game
        last = game.events[-1]
        if isinstance(game, RollerMatch) and isinstance(last, Bank):
            seat = game.last_turn.seat if game.last_turn is not None else None
        elif isinstance(last, Keep):
            seat = game.current_seat
        else:  # a throw: the table's entry in real-dice mode, the program's otherwise
            return False
        return seat in self.computers

    # ---- what the buttons show --------------------------------------------------------------

    def bank_value(self, selection: Sequence[int]) -> int | None:
        """What banking would put in the protocol now, keeping the selection first if due."""
        game = self.game
        if not isinstance(game, RollerMatch) or game.is_over:
            return None
        if not game.must_keep:
            return game.turn_points if game.can_bank else None
        keep = Keep(tuple(selection))
        if not game.is_legal(keep):
            return None
        game.push(keep)  # tried and taken back: no copy of the match
        try:
            return game.turn_points if game.can_bank else None
        finally:
            game.pop()

    # ---- computer seats ---------------------------------------------------------------------

    def current_is_computer(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and seat in self.computers

    def computer_move(self) -> Action | None:
        """The move of the computer whose turn it is (None: a person's turn, or the end):
        `Keep(dice)`, `Bank()` or `Throw()` (without faces: the session's dice, or the table's,
        give them). The bot may raise a RulesError (a state it cannot play)."""
        game = self.game
        if game.is_over or not self.current_is_computer():
            return None
        if isinstance(game, Race):
            return Throw()
        seat = game.current_seat
        assert seat is not None
        choice = self.computers[seat].choose(game)
        if isinstance(choice, Throw):
            return Throw()  # the bot's faces, if it named any, are not the dice thrown
        if isinstance(choice, Keep):
            return Keep(tuple(choice.dice))
        return choice
