"""Playing for the match, not for points: the worth of banking is a chance of finishing first.

Exact for two players in the last round (the only round where a turn's choice changes much
for the win; earlier rounds are played for expected points, documented below):

- *Last to play* in the match: every other total is known. Banking x points is worth the
  share of first place it gives (1 ahead, 1/2 level, 0 behind), times 1 + `WW_WEIGHT` when the
  total reaches the WW limit, so that where the win is settled the player goes on for WW.
  The turn is solved exactly for that worth (`solver.solve_utility`).
- *First of two in the last round*: the opponent, who plays last, will then need a known
  number of points and will play to get them. `reach_chance(rules, need)` is their exact best
  chance of winning (ties counting one half), from one backward induction over "points still
  needed" (the chance depends on nothing else). Banking is worth one minus that chance. The
  chance of a single turn gaining more than `REACH_LIMIT` points is below 1e-12, so needs above
  it count as unreachable.

More than two players (an approximation): the worth of banking x is the product, over the
others, of the share against each one alone: a known total if they have played the last
round, else one minus their `reach_chance` of beating x, as if each later player only had to
beat this one (they really have to beat everyone, so this undervalues the lead slightly).

Before the last round the sharp player plays for expected points: the gain from match
awareness there is small, and an exact two-player answer would need a solve for every
difference in totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import solver

STEP = solver.STEP
WW_WEIGHT = 0.01  # reaching WW as a winner counts for one hundredth of a win
REACH_LIMIT = 20000  # points; the chance of gaining more in one turn is below 1e-12
WORTH_PRECISION = 1e-9  # worth rises by less than this beyond the cut


@lru_cache(maxsize=4)
def _reach_solution(forced_rule: bool) -> solver.TurnSolution:
    """Needing m more points to pass a total: the state value depends on m only, so one solve
    with the target REACH_LIMIT above zero gives every m (at points REACH_LIMIT - m)."""
    steps = REACH_LIMIT // STEP
    bank = [0.0] * steps + [0.5, 1.0]  # level at the target: a shared first place
    return solver.solve_utility(RollerRules(forced_after_roller=forced_rule), bank, 0.0)


@lru_cache(maxsize=4)
def _level_start(forced_rule: bool) -> float:
    """Needing nothing to draw level: nothing scoring keeps the draw (worth 1/2)."""
    rules = RollerRules(forced_after_roller=forced_rule)
    return solver.solve_utility(rules, [0.5, 1.0], 0.5).turn_value


def reach_chance(rules: RollerRules, need: int) -> float:
    """A player's best chance to finish above a total `need` points over their own, in one
    turn (a draw counts one half)."""
    if need < 0:
        return 1.0
    if need == 0:
        return _level_start(rules.forced_after_roller)
    if need >= REACH_LIMIT:
        return 0.0
    return _reach_solution(rules.forced_after_roller).throw_value(REACH_LIMIT - need, 6, 0)


def share(mine: int, theirs: int) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def last_round_worth(
    rules: RollerRules, total: int, done: Sequence[int], to_play: Sequence[int], ww: bool
) -> list[float]:
    """Worth of banking 0, 50, 100, ... points on `total`, until it can rise no more.

    `done`: the others' final totals; `to_play`: totals of those still to throw in the last
    round. `ww`: add the WW weight (used when nobody plays after this turn)."""
    top = max([*done, *to_play, total])
    limit = top - total + STEP
    if to_play:
        limit = max(t for t in to_play) - total + REACH_LIMIT
    if ww:
        limit = max(limit, rules.ww_threshold - total)
    limit = max(limit, 0)
    worth: list[float] = []
    for points in range(0, limit + STEP, STEP):
        x = total + points
        value = 1.0
        for b in done:
            value *= share(x, b)
        for b in to_play:
            value *= 1.0 - reach_chance(rules, x - b)
        if ww and x >= rules.ww_threshold:
            value *= 1.0 + WW_WEIGHT
        worth.append(value)
    # Cut where the worth no longer rises noticeably (it is constant from there on).
    end = len(worth)
    while end > 1 and worth[-1] - worth[end - 2] < WORTH_PRECISION:
        end -= 1
    return worth[:end]


def is_last_round(match: RollerMatch) -> bool:
    return match.current_round == match.rules.rounds - 1


class LastRoundSolver:
    """Solves the current seat's last-round turn for its match worth; caches by situation."""

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], solver.TurnSolution] = {}

    def solution(self, match: RollerMatch) -> solver.TurnSolution | None:
        """None when match awareness does not apply (not the last round, or playing alone)."""
        seat = match.current_seat
        if seat is None or not is_last_round(match) or len(match.seats) < 2:
            return None
        protocol = match.protocol()
        totals = protocol.totals
        position = match.order.index(seat)
        after = match.order[position + 1 :]
        before = match.order[:position]
        done = sorted(totals[s] for s in before)
        to_play = sorted(totals[s] for s in after)
        total = totals[seat]
        ww = not to_play
        if ww:
            key: tuple[object, ...] = ("last", total, tuple(done))
        else:  # only differences matter
            key = ("first", tuple(b - total for b in done), tuple(b - total for b in to_play))
        cached = self._cache.get(key)
        if cached is None:
            worth = last_round_worth(match.rules, total, done, to_play, ww)
            cached = solver.solve_utility(match.rules, worth, worth[0])
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[key] = cached
        return cached
