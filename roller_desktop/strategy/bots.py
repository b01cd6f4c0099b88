"""Computer players. `make_bot(level)` gives a Bot whose `choose(match)` returns the next
action as the engine's own value (`Keep(dice)`, `Bank()`, or `Throw()` without faces: the
dice are thrown by whoever holds them), always legal in the current state:

- careful: keeps the most points and banks as soon as the turn holds `CAREFUL_BANK` points
  (or two dice or fewer are left), like a cautious beginner;
- steady: the maximum-expected-points policy of the exact solver;
- sharp: plays for the chance of finishing first: with two players exactly, at every turn
  (the win table, `win_table`; where the match is decided, for points and WW); with more
  players for the approximate chance of `win_approx` before the last round and by
  `match_aware` in it;
- child: steady's judgement blurred by noise, so small mistakes are common and big ones rare:
  each selection's value and the bank/throw comparison get a random error of about
  `CHILD_NOISE` points.

In 105 there is nothing to decide: every bot throws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from roller_desktop.engine.errors import MatchOver
from roller_desktop.engine.events import Action, Bank, Keep, Throw
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import (
    RollerMatch,
    Selection,
    completes_forced_roller,
    score_selection,
)

from . import solver, win_table
from .match_aware import LastRoundSolver, is_last_round

LEVELS = ("careful", "steady", "sharp", "child")
CAREFUL_BANK = 300
CHILD_NOISE = 120.0
DECIDED = 1e-12  # a win chance this close to 0 or 1 settles the match


class Bot:
    """Base: the order of questions every level answers the same way."""

    level = "steady"

    def choose(self, match: RollerMatch | Race) -> Action:
        if isinstance(match, Race):
            if match.is_over:
                raise MatchOver("The race is over; nothing more can be thrown.")
            return Throw()
        if match.is_over:
            raise MatchOver("The match is over; nothing more can be played.")
        if match.must_keep:
            return Keep(self.select(match, match.selections()).dice)
        if match.can_bank and self.banks(match):
            return Bank()
        return Throw()

    def ready(self, match: RollerMatch | Race) -> bool:
        """Whether `choose` answers quickly now (within milliseconds). When not, the window
        calls `choose` on a copy of the match in a thread first (which makes it quick)."""
        return True

    def select(self, match: RollerMatch, selections: Sequence[Selection]) -> Selection:
        raise NotImplementedError

    def banks(self, match: RollerMatch) -> bool:
        raise NotImplementedError


def selection_values(
    solution: solver.TurnSolution, match: RollerMatch, selections: Sequence[Selection]
) -> list[float]:
    """The value of keeping each selection and then playing on by the solution."""
    points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
    return [
        solution.keep_value(
            points, dice, owed, len(s.dice), s.points, completes_forced_roller(s.dice)
        )
        for s in selections
    ]


def kept_value(solution: solver.TurnSolution, match: RollerMatch, faces: Sequence[int]) -> float:
    """The value of keeping these faces of the throw on show, then playing on by the solution
    (the analysis, the coach's books and its graph charge a keep by it)."""
    return solution.keep_value(
        match.turn_points,
        match.dice_to_throw,
        match.dice_owed,
        len(faces),
        score_selection(faces),
        completes_forced_roller(faces),
    )


def _best(selections: Sequence[Selection], values: Sequence[float]) -> Selection:
    best = max(range(len(selections)), key=lambda k: (values[k], -k))
    return selections[best]


class SteadyBot(Bot):
    level = "steady"

    def ready(self, match: RollerMatch | Race) -> bool:
        return (
            not isinstance(match, RollerMatch)
            or not _decides(match)
            or solver.is_solved(match.rules)
        )

    def _solution(self, match: RollerMatch) -> solver.TurnSolution:
        return solver.solve(match.rules)

    def select(self, match: RollerMatch, selections: Sequence[Selection]) -> Selection:
        solution = self._solution(match)
        return _best(selections, selection_values(solution, match, selections))

    def banks(self, match: RollerMatch) -> bool:
        solution = self._solution(match)
        return solution.should_bank(match.turn_points, match.dice_to_throw, match.dice_owed)


class SharpBot(SteadyBot):
    level = "sharp"

    def __init__(self) -> None:
        self._last_round = LastRoundSolver()
        self._approximate: dict[tuple[object, ...], solver.TurnSolution] = {}
        self._solved_turns: set[tuple[object, ...]] = set()

    def ready(self, match: RollerMatch | Race) -> bool:
        """Whether this turn is solved already (its first solve takes tens of milliseconds
        to a few hundred with three players or more)."""
        if not isinstance(match, RollerMatch) or not _decides(match):
            return True
        return solver.is_solved(match.rules) and _turn_key(match) in self._solved_turns

    def _solution(self, match: RollerMatch) -> solver.TurnSolution:
        found = self._turn_solution(match)
        if len(self._solved_turns) > 4096:
            self._solved_turns.clear()
        self._solved_turns.add(_turn_key(match))
        return found

    def _turn_solution(self, match: RollerMatch) -> solver.TurnSolution:
        if len(match.seats) == 2:
            exact = self._for_the_win(match)
            if exact is not None:
                return exact
        elif len(match.seats) > 2 and not is_last_round(match):
            return self._approximately(match)
        aware = self._last_round.solution(match)
        return aware if aware is not None else solver.solve(match.rules)

    def _approximately(self, match: RollerMatch) -> solver.TurnSolution:
        """Three players or more, before the last round: the turn solved for the approximate
        chance of finishing first (`win_approx`; one solve per turn, kept for its decisions);
        a decided match is played for points."""
        from . import win_approx

        turns_after, others = win_approx.situation(match)
        key = (match.rules.forced_after_roller, turns_after, tuple(others))
        found = self._approximate.get(key)
        if found is None:
            found = win_approx.solved(match.rules.forced_after_roller, turns_after, others)
            if found.tjock_value >= 1.0 - DECIDED or found.turn_value <= DECIDED:
                found = solver.solve(match.rules)
            if len(self._approximate) > 256:
                self._approximate.clear()
            self._approximate[key] = found
        return found

    def _for_the_win(self, match: RollerMatch) -> solver.TurnSolution | None:
        """Two players: the exact win-maximising turn (the win table). Where the match is
        decided whatever happens, the choices all win alike: then play for points, and in the
        match's last turn for WW too (match_aware's WW weight). None while the table of a
        long match is still being built (in the background)."""
        table = win_table.ready(match.rules)
        if table is None:
            win_table.build_in_background(match.rules)
            return None
        _, left, lead = win_table.moment(match)
        if left == 1:
            return None  # match_aware's last turn: exact for the win, then WW
        exact = table.solution(left, lead)
        if exact.tjock_value >= 1.0 - DECIDED or exact.turn_value <= DECIDED:
            return solver.solve(match.rules)
        return exact


def _decides(match: RollerMatch | Race) -> bool:
    """Whether the next move is a choice (a keep, or bank against throw); else it throws."""
    return (
        isinstance(match, RollerMatch) and not match.is_over and (match.must_keep or match.can_bank)
    )


def _turn_key(match: RollerMatch) -> tuple[object, ...]:
    """What a turn's solution depends on: the rules, the seat to move, the round, the
    totals and the order of play."""
    totals = match.protocol().totals
    return (match.rules, match.current_seat, match.current_round, tuple(totals), match.order)


class CarefulBot(Bot):
    level = "careful"

    def select(self, match: RollerMatch, selections: Sequence[Selection]) -> Selection:
        return selections[0]  # the most points (the engine lists the best first)

    def banks(self, match: RollerMatch) -> bool:
        return match.turn_points >= CAREFUL_BANK or match.dice_to_throw <= 2


class ChildBot(SteadyBot):
    level = "child"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def select(self, match: RollerMatch, selections: Sequence[Selection]) -> Selection:
        values = selection_values(self._solution(match), match, selections)
        blurred = [v + self._rng.gauss(0.0, CHILD_NOISE) for v in values]
        return _best(selections, blurred)

    def banks(self, match: RollerMatch) -> bool:
        solution = self._solution(match)
        points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
        margin = solution.bank_value(points) - solution.throw_value(points, dice, owed)
        return margin + self._rng.gauss(0.0, CHILD_NOISE) >= 0.0


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of one of LEVELS; `seed` makes the child's mistakes repeatable."""
    if level == "careful":
        return CarefulBot()
    if level == "steady":
        return SteadyBot()
    if level == "sharp":
        return SharpBot()
    if level == "child":
        return ChildBot(seed)
    raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")


def play_out(bots: Sequence[Bot], match: RollerMatch, dice: random.Random) -> RollerMatch:
    """Each seat's bot plays its turns until the match is over (simulations); the match."""
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        play_turn(bots[seat], match, dice)
    return match


def play_turn(bot: Bot, match: RollerMatch, dice: random.Random) -> None:
    """Let `bot` play the current turn to its end with fair dice from `dice` (simulations)."""
    seat = match.current_seat
    rnd = match.current_round
    while not match.is_over and match.current_seat == seat and match.current_round == rnd:
        action = bot.choose(match)
        if isinstance(action, Keep):
            match.keep(action.dice)
        elif isinstance(action, Bank):
            match.bank()
        else:
            match.throw([dice.randint(1, 6) for _ in range(match.dice_to_throw)])
