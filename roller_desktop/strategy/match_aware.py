"""Playing for the match, not for points: the worth of banking is a chance of finishing first.

Exact for two players in the last round, where a turn's choice changes the most for the win:

- *Last to play* in the match: every other total is known. Banking x points is worth the
  share of first place it gives (1 ahead, 1/2 level, 0 behind), times 1 + `WW_WEIGHT` when the
  total reaches the WW limit, so that where the win is settled the player goes on for WW.
  The turn is solved exactly for that worth (`solver.solve_utility`; computed by
  `win_build.solve_in_order`: the same floats, a few times quicker).
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

The two rounds before the last, two players (an approximation): banking x points is worth
the chance of finishing first if both players then scored like the steady player in all the
rounds they have left. Those rounds are independent, so the chance comes exactly from the
distribution of a steady round (the solver's policy followed through a turn) convolved over
the rounds left. It is only an approximation because the last round is really played for the
win, not for points. With more players, or earlier in the match, the sharp player plays for
expected points: far from the end a point is worth about the same whoever leads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import solver
from .win_build import solve_in_order

STEP = solver.STEP
WW_WEIGHT = 0.01  # reaching WW as a winner counts for one hundredth of a win
REACH_LIMIT = 20000  # points; the chance of gaining more in one turn is below 1e-12
LATE_ROUNDS = 3  # the rounds played for the match: the last (exact) and two before it
WORTH_PRECISION = 1e-9  # worth rises by less than this beyond the cut


@lru_cache(maxsize=4)
def _reach_solution(forced_rule: bool) -> solver.TurnSolution:
    """Needing m more points to pass a total: the state value depends on m only, so one solve
    with the target REACH_LIMIT above zero gives every m (at points REACH_LIMIT - m)."""
    steps = REACH_LIMIT // STEP
    bank = [0.0] * steps + [0.5, 1.0]  # level at the target: a shared first place
    return solve_in_order(forced_rule, bank, 0.0)


@lru_cache(maxsize=4)
def _level_start(forced_rule: bool) -> float:
    """Needing nothing to draw level: nothing scoring keeps the draw (worth 1/2)."""
    return float(solve_in_order(forced_rule, [0.5, 1.0], 0.5).turn_value)


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


# ---- the rounds before the last (two players): an approximation ----------------------------


def _convolve(a: Sequence[float], b: Sequence[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, pa in enumerate(a):
        if pa < NEGLIGIBLE:
            continue
        for j, pb in enumerate(b):
            out[i + j] += pa * pb
    return out


@lru_cache(maxsize=4)
def _round_distribution(forced_rule: bool) -> tuple[float, ...]:
    """A steady round's points, by steps of 50 (exact, from the solver's policy)."""
    outcomes = solver.turn_outcomes(solver.solve(RollerRules(forced_after_roller=forced_rule)))
    points = outcomes.points_distribution()
    bins = [0.0] * (max(points) // STEP + 1)
    for value, chance in points.items():
        bins[value // STEP] += chance
    return tuple(bins)


@lru_cache(maxsize=4)
def _rounds_sum(forced_rule: bool, rounds: int) -> tuple[float, ...]:
    if rounds == 0:
        return (1.0,)
    return tuple(_convolve(_rounds_sum(forced_rule, rounds - 1), _round_distribution(forced_rule)))


@lru_cache(maxsize=16)
def _lead_gain(forced_rule: bool, mine: int, theirs: int) -> tuple[int, tuple[float, ...]]:
    """Win share against the lead in steps: (offset, share[lead + offset]) for the lead that
    `mine` more steady rounds of mine and `theirs` of the opponent's must settle."""
    me = _rounds_sum(forced_rule, mine)
    them = _rounds_sum(forced_rule, theirs)
    difference = _convolve(me, list(reversed(them)))  # index k: mine - theirs = k - offset
    offset = len(them) - 1
    # share(lead) = P(lead + D > 0) + P(lead + D = 0) / 2, D = mine - theirs
    share: list[float] = []
    above = 0.0  # P(D > -lead), built from the top of D downwards
    for lead_index in range(len(difference)):
        k = len(difference) - 1 - lead_index  # D = k - offset = -lead
        share.append(above + difference[k] / 2)
        above += difference[k]
    # share[j] is for lead = j - (len(difference) - 1 - offset)
    return len(difference) - 1 - offset, tuple(share)


def late_round_worth(rules: RollerRules, lead: int, mine: int, theirs: int) -> list[float]:
    """Worth of banking 0, 50, ... points with `lead` points over the one opponent, when I
    have `mine` rounds and they have `theirs` rounds still to play after this turn, assuming
    both play for expected points from then on (an approximation: the last round is really
    played for the win)."""
    offset, share = _lead_gain(rules.forced_after_roller, mine, theirs)
    worth: list[float] = []
    i = 0
    while True:
        j = (lead + i * STEP) // STEP + offset
        value = 0.0 if j < 0 else share[j] if j < len(share) else 1.0
        worth.append(value)
        if value >= 1.0 - WORTH_PRECISION:
            break
        i += 1
    return worth


NEGLIGIBLE = 1e-15


class LastRoundSolver:
    """Solves the current seat's turn for its match worth, late in a match; caches by
    situation."""

    def __init__(self, late_rounds: int = LATE_ROUNDS) -> None:
        self.late_rounds = late_rounds
        self._cache: dict[tuple[object, ...], solver.TurnSolution] = {}

    def solution(self, match: RollerMatch) -> solver.TurnSolution | None:
        """None when match awareness does not apply (early, or playing alone)."""
        seat = match.current_seat
        rnd = match.current_round
        if seat is None or rnd is None or len(match.seats) < 2:
            return None
        if not is_last_round(match):
            if len(match.seats) != 2 or rnd < match.rules.rounds - self.late_rounds:
                return None
            return self._late(match, seat, rnd)
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
        return self._solve(
            match, key, lambda: last_round_worth(match.rules, total, done, to_play, ww)
        )

    def _late(self, match: RollerMatch, seat: int, rnd: int) -> solver.TurnSolution:
        other = 1 - seat
        totals = match.protocol().totals
        lead = totals[seat] - totals[other]
        mine = match.rules.rounds - 1 - rnd
        theirs = mine + (1 if match.order.index(other) > match.order.index(seat) else 0)
        key = ("late", lead, mine, theirs)
        return self._solve(match, key, lambda: late_round_worth(match.rules, lead, mine, theirs))

    def _solve(
        self, match: RollerMatch, key: tuple[object, ...], worth_of: Callable[[], list[float]]
    ) -> solver.TurnSolution:
        key = (match.rules.forced_after_roller, *key)
        cached = self._cache.get(key)
        if cached is None:
            worth = worth_of()
            cached = solve_in_order(match.rules.forced_after_roller, worth, worth[0])
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[key] = cached
        return cached
