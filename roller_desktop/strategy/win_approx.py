"""Three to eight players: an approximate chance of finishing first ("≈"), NumPy.

Not a product of head-to-head chances (beating B and beating C both depend on my own total):
the chance is built on my final total. Every player's remaining rounds are played like the
steady player, whose round has an exact distribution (`match_aware._round_distribution`), so
each remaining total is an exact convolution, independent of the others'. The last round is
played for the win where it matters most:

- a player whose last turn comes after mine plays it to pass my final total (their exact best
  chance, `match_aware.reach_chance`), which is a chance *given my total*;
- when nobody plays after me in the last round, I play my last turn to pass the best of the
  others' final totals (the distribution of a maximum of independent totals);
- otherwise players play their last turn steadily.

Given my final total a, the others then finish below me independently: the chance is
sum over a of P(a) x product over the others of P(they stay below a), a tie counting one half
against each. With two players the same construction gives a chance to compare with the exact
table (benchmarks/bench_win_approx.py prints the error).

`bank_worth` is the worth of banking 0, 50, ... points for the player to move (the bank values
of a turn solve); `turn_chance` solves the turn with it.

A seat seen before its turn comes (`seat_chance`, `start_chances`) is seen as if it were about
to throw, but its last turn is played knowing the finals of the players before it in the
round (`_befores_then_me`): solved at once, it would play blind to them (the second of two in
a one-round match: 0.511 against the exact 0.599; three seats: the views summed to 0.90).
The players before it play their last turns for the win in its view too, each knowing the
finals before it (`_round_to_win`): played steadily there, the last of four 1 000 ahead saw
0.92 against the exact 0.79. Each view remains its own: they need not add up to one
(`shared_out`: the mover's own, the others sharing the rest; tests/strategy/exact_last_round.py
is an exact last round to check them against, `every_seat` there any number of seats; the
figures in docs/coach.md). Outside the last round the seats still to throw before a seat's
turn are not known to it (its turn solved now): that moves its view by at most 0.004.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np

from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import match_aware, solver
from .win_build import finals_together, solve_fast, solve_fast_together

STEP = solver.STEP
TAIL = 1e-15  # a distribution's tail below this is dropped
TOP_STEPS = 20000 // STEP  # banking beyond 20 000 points counts as 20 000 (as the table)
TRIM = 1e-12
# `_round_to_win`: a solve for each of the first DENSE best totals a player may meet (with a
# chance above WANTED), then for every INTERPOLATE-th, its chance over its reach chance
# interpolated between; the banked points followed for every FOLLOW-th of them while the best
# is met with a chance above FOLLOWED; worths cut where they rise by less than WIN_TRIM. Chosen
# for the time of the steady version it replaced (bench_win_approx 5): a solve for every
# target, every one followed, moved the views against the exact game by at most 0.005
DENSE, INTERPOLATE, WANTED = 8, 16, 1e-5
FOLLOW, FOLLOWED = 3, 1e-3
WIN_TRIM = 1e-4

Array = Any


@dataclass(frozen=True)
class Other:
    """Another player, from the mover's view: total minus mine (points), turns still to
    play after the mover's turn ends, and whether their last turn comes after mine."""

    lead: int
    turns: int
    after_me: bool


@lru_cache(maxsize=4)
def _round(forced: bool) -> Array:
    dist = np.array(match_aware._round_distribution(forced))
    keep = np.nonzero(dist > TAIL)[0]
    return dist[: keep[-1] + 1]


@lru_cache(maxsize=256)
def _rounds(forced: bool, n: int) -> Array:
    """n steady turns' points, by steps (index 0 = nothing)."""
    if n == 0:
        return np.ones(1)
    total = np.convolve(_rounds(forced, n - 1), _round(forced))
    keep = np.nonzero(total > TAIL)[0]
    return total[: keep[-1] + 1]


@lru_cache(maxsize=4)
def _reach(forced: bool) -> Array:
    """R[n]: the best chance to finish above a total n steps over one's own in one turn
    (a draw counts one half); 0 from the end of the array on."""
    rules = RollerRules(forced_after_roller=forced)
    return np.array(
        [match_aware.reach_chance(rules, n * STEP) for n in range(match_aware.REACH_LIMIT // STEP)]
    )


def _convolve(a: Array, b: Array) -> Array:
    """The full convolution of a and b (by FFT: the arrays run to thousands of steps)."""
    size = a.size + b.size - 1
    n = 1 << (size - 1).bit_length()
    return np.fft.irfft(np.fft.rfft(a, n) * np.fft.rfft(b, n), n)[:size]


def _passing(lo: int, hi: int, forced: bool) -> Array:
    """R(n) for n = lo..hi-1: 1 below zero, 0 from REACH_LIMIT on."""
    reach = _reach(forced)
    n = np.arange(lo, hi)
    inside = reach[np.clip(n, 0, reach.size - 1)]
    return np.where(n < 0, 1.0, np.where(n < reach.size, inside, 0.0))


def _below(dist: Array, offset: int, grid: Array) -> Array:
    """P(X < a) + P(X = a) / 2 for a in grid (steps), X = offset + index of dist."""
    cdf = np.concatenate([[0.0], np.cumsum(dist)])
    u = grid - offset
    at = np.where((u >= 0) & (u < dist.size), dist[np.clip(u, 0, dist.size - 1)], 0.0)
    return cdf[np.clip(u, 0, dist.size)] + at / 2


def _not_passed(dist: Array, offset: int, span: int, forced: bool) -> Array:
    """For a = 0..span-1: the chance that a player with total offset + X (X ~ dist), playing a
    last turn to pass a, fails: 1 - sum over c of P(c) R(a - offset - c)."""
    lo = -offset - (dist.size - 1)
    passed = _convolve(dist, _passing(lo, span - offset, forced))
    return 1.0 - np.clip(passed[dist.size - 1 : dist.size - 1 + span], 0.0, 1.0)


def bank_worth(forced: bool, turns_after: int, others: Sequence[Other]) -> list[float]:
    """The approximate chance of finishing first after banking 0, 50, ... points now, for a
    mover with `turns_after` turns still to play after this one."""
    mine = _rounds(forced, turns_after)
    nobody_after = not any(o.after_me for o in others)
    if turns_after and nobody_after:
        return _worth_last_to_play(forced, turns_after, others)
    span = TOP_STEPS + mine.size
    grid = np.arange(span)  # my final total over my current one, in steps
    chance = np.ones(span)
    for o in others:
        lead = o.lead // STEP
        if o.turns == 0:
            chance *= np.where(grid > lead, 1.0, np.where(grid == lead, 0.5, 0.0))
        elif o.after_me:
            chance *= _not_passed(_rounds(forced, o.turns - 1), lead, span, forced)
        else:
            chance *= _below(_rounds(forced, o.turns), lead, grid)
    worth = np.correlate(chance, mine, mode="valid")[: TOP_STEPS + 1]
    return _trim(worth)


def _best_of(finals: Sequence[tuple[int, Array]]) -> tuple[Array, Array]:
    """The best of independent finals (each a lead in steps and its distribution): the grid of
    totals and P(max = m) over it (the maximum's distribution function is the product of
    theirs)."""
    low = min(lead for lead, _ in finals)
    high = max(lead + dist.size for lead, dist in finals)
    grid = np.arange(low, high)
    cdf = np.ones(grid.size)
    for lead, dist in finals:
        below = np.concatenate([[0.0], np.cumsum(dist)])
        cdf *= below[np.clip(grid - lead + 1, 0, dist.size)]
    return grid, np.diff(np.concatenate([[0.0], cdf]))


def _worth_last_to_play(forced: bool, turns_after: int, others: Sequence[Other]) -> list[float]:
    """Nobody plays after me in the last round: I play my last turn to pass the best of the
    others' finals (their totals independent: the maximum's distribution is the product of
    their distribution functions). When this is my last turn before the last round, the
    others play their last turns for the win before mine (`_round_chain`, fearing me from my
    total after a steady turn now), not steadily (four seats, all level: 0.668 against the
    exact 0.558)."""
    if turns_after == 1 and all(o.turns == 1 for o in others):
        first = others[0].lead // STEP
        me = round(float(_round(forced) @ np.arange(_round(forced).size)))
        leads = (*(o.lead // STEP - first for o in others), me - first)
        low, chance_at = _round_chain(forced, None, leads)[1]
        grid, best = low + first + np.arange(chance_at.size), chance_at
    else:
        grid, best = _best_of([(o.lead // STEP, _rounds(forced, o.turns)) for o in others])
    before_last = _rounds(forced, turns_after - 1)
    span = TOP_STEPS + before_last.size
    # For my total before my last turn, pre = 0..span-1 over my current one:
    # chance(pre) = sum over m of P(max = m) R(m - pre). With j = last - m the sum is a
    # convolution of the reversed maximum's distribution with R(n), n = lo..last: its entry
    # k = last - pre - lo.
    last = int(grid[-1])
    lo = int(grid[0]) - (span - 1)
    full = _convolve(best[::-1], _passing(lo, last + 1, forced))
    chance = np.clip(full[last - lo - np.arange(span)], 0.0, 1.0)
    worth = np.correlate(chance, before_last, mode="valid")[: TOP_STEPS + 1]
    return _trim(worth)


def _befores_then_me(forced: bool, others: tuple[Other, ...]) -> float:
    """A seat's chance before its last turn while players before it in the round have yet to
    play theirs (`_round_to_win`, the round from its first player still to play on: the
    others listed in playing order)."""
    done = [o.lead // STEP for o in others if o.turns == 0]
    before = [o.lead // STEP for o in others if o.turns > 0 and not o.after_me]
    after = [o.lead // STEP for o in others if o.after_me]
    first = before[0]
    leads = tuple(lead - first for lead in (*before, 0, *after))
    best = max(done) - first if done else None
    return _round_to_win(forced, best, leads)[len(before)]


def _round_to_win(forced: bool, done: int | None, leads: tuple[int, ...]) -> tuple[float, ...]:
    """Each player's chance (`_round_chain`)."""
    return _round_chain(forced, done, leads)[0]


@lru_cache(maxsize=64)
def _round_chain(
    forced: bool, done: int | None, leads: tuple[int, ...]
) -> tuple[tuple[float, ...], tuple[int, Array]]:
    """The last round's players still to play, in order, totals `leads` steps over the
    first's (`done`: the best final of those who have played, None: nobody): each one's
    chance, seen before the first throws, and the best final the last one meets (its lowest
    total over the first's, steps, and its distribution). Each plays its last turn knowing
    the finals before it (not blind to them, as a turn solved now would be): to pass the
    best of them, and not to be passed by each player after it chasing it alone
    (`bank_worth`'s worth). So a seat sees the players before it play for the win, as they
    will, not steadily (which put the last of four, 1 000 ahead, at 0.92 against the exact
    0.79): the best total before each player is followed through the round, each one's
    banked points drawn from its turn played for that best (`win_build.finals_together`).
    One solve per best total a player may meet (every one while few, then every
    INTERPOLATE-th, between them the nearer ones' chances interpolated and their points
    shifted to the best met)."""
    x = np.arange(TOP_STEPS + 1)
    known = [] if done is None else [(done, np.ones(1))]
    plans: list[tuple[Array, Array]] = []  # per player but the last: targets, followed
    worths: list[list[float]] = []
    followed: list[int] = []
    for i, lead in enumerate(leads[:-1]):
        alive = np.ones(x.size)  # nobody after it passes its total x
        for other in leads[i + 1 :]:
            alive *= 1.0 - _passing(lead - other, lead - other + x.size, forced)
        # the targets to solve for: where the best before it lies if those before it
        # played steadily (known without solving, so that every turn is solved at once)
        points, follow = np.zeros(0, dtype=int), np.zeros(0, dtype=int)
        if known:
            grid, chance_at = _best_of(known)
            wanted = grid[(chance_at > WANTED) & (grid >= lead)] - lead
            points = np.unique(
                np.concatenate([wanted[:DENSE], wanted[DENSE::INTERPOLATE], wanted[-1:]])
            )
            # the banked points followed where the best is met with a chance above
            # FOLLOWED (beyond, the last of them shifted): a turn chasing far is followed long
            above = np.cumsum(chance_at[::-1])[::-1][np.searchsorted(grid, lead + points)]
            follow = np.arange(0, points.size, FOLLOW)
            follow = follow[(above[follow] > FOLLOWED) | (follow == 0)]
        followed += [len(worths), *(len(worths) + 1 + follow)]
        plans.append((points, follow))
        worths += [_trim(alive, WIN_TRIM)] + [
            _trim(np.where(x > t, alive, np.where(x == t, alive / 2, 0.0)), WIN_TRIM)
            for t in points
        ]
        known.append((lead, _rounds(forced, 1)))
    values, finals = finals_together(forced, worths, followed)
    low = leads[0] - 1 if done is None else done  # nobody before: a best below the first's
    best = (low, np.ones(1))  # the best final so far: its lowest total and distribution
    chances: list[float] = []
    at = seen = 0  # the first player's worths and followed turns among all
    for lead, (points, follow) in zip(leads, plans, strict=False):
        grid = best[0] + np.arange(best[1].size)
        ahead = grid < lead
        mine = values[at : at + 1 + points.size]
        chance = best[1][ahead].sum() * mine[0]
        if points.size:  # its chance over its best chance to pass the target, interpolated
            reach = _passing(0, int(max(points[-1], grid[-1] - lead)) + 1, forced)
            ratio = np.divide(
                mine[1:], reach[points], out=np.zeros(points.size), where=reach[points] > 0
            )
            targets = grid[~ahead] - lead
            chance += best[1][~ahead] @ (np.interp(targets, points, ratio) * reach[targets])
        chances.append(float(chance))
        best = _next_best(best, lead, points[follow], finals[seen : seen + 1 + follow.size])
        at, seen = at + 1 + points.size, seen + 1 + follow.size
    grid = best[0] + np.arange(best[1].size)  # the last: its exact chance to pass each best
    chances.append(
        float(best[1] @ _passing(int(grid[0]) - leads[-1], int(grid[-1]) - leads[-1] + 1, forced))
    )
    return tuple(chances), best


def _next_best(
    best: tuple[int, Array], lead: int, points: Array, finals: Array
) -> tuple[int, Array]:
    """The best total (its lowest and distribution) after a player with total `lead` has
    played for the best before it: `finals[0]` its banked points when ahead of every total
    before it, `finals[1 + j]` when chasing the target `points[j]` steps over its total;
    between targets the nearer two's, each shifted to the target met (a chaser banks once
    past it), weighted by nearness. Banking no more than the best leaves the best."""
    low, dist = best
    target = low + np.arange(dist.size) - lead
    steps = finals.shape[1]
    passing = np.zeros((dist.size, steps))  # each best's chance of each banked x past it
    ahead = target < 0
    passing[ahead] = finals[0]
    chasing = ~ahead
    shift_span = 0
    if points.size and chasing.any():
        t = target[chasing]
        upper = np.minimum(np.searchsorted(points, t), points.size - 1)
        lower = np.where(points[upper] > t, np.maximum(upper - 1, 0), upper)
        gap = points[upper] - points[lower]
        near_lower = np.where(gap > 0, (points[upper] - t) / np.maximum(gap, 1), 1.0)
        near_lower = np.clip(near_lower, 0.0, 1.0)
        shift_span = max(0, int((t - points[lower]).max()))
        x = np.arange(steps + shift_span)
        part = np.zeros((t.size, x.size))
        for index, weight in ((lower, near_lower), (upper, 1.0 - near_lower)):
            source = x[None, :] - (t - points[index])[:, None]
            inside = (source >= 1) & (source < steps)
            taken = np.take_along_axis(finals[1 + index], np.clip(source, 0, steps - 1), axis=1)
            part += weight[:, None] * np.where(inside, taken, 0.0)
        passing = np.pad(passing, ((0, 0), (0, shift_span)))
        passing[chasing] = part
    x = np.arange(passing.shape[1])
    passing = np.where(x[None, :] > target[:, None], passing, 0.0) * dist[:, None]
    high = max(low + dist.size, lead + x.size)
    after = np.zeros(high - low)
    after[: dist.size] = dist - passing.sum(axis=1)
    moved = passing.sum(axis=0)
    at = lead - low + x
    after[at[at >= 0]] += moved[at >= 0]
    keep = np.nonzero(after > TAIL)[0]
    return low + int(keep[0]), after[keep[0] : keep[-1] + 1]


def _trim(worth: Array, cut: float = TRIM) -> list[float]:
    values: list[float] = np.maximum.accumulate(worth).tolist()
    end = len(values)
    while end > 1 and values[-1] - values[end - 2] < cut:
        end -= 1
    return values[:end]


def situation(match: RollerMatch) -> tuple[int, list[Other]]:
    """The mover's turns after this one and the others, from a match in play."""
    seat = match.current_seat
    rnd = match.current_round
    if seat is None or rnd is None:
        raise ValueError("The match is over.")
    rounds = match.rules.rounds
    totals = match.protocol().totals
    position = match.order.index(seat)
    others = [
        Other(
            totals[other] - totals[seat],
            rounds - rnd - (1 if q < position else 0),
            q > position,
        )
        for q, other in enumerate(match.order)
        if other != seat
    ]
    return rounds - rnd - 1, others


_solutions: OrderedDict[tuple[object, ...], solver.TurnSolution] = OrderedDict()
_lock = threading.Lock()
CACHE_SIZE = 512  # turn solutions kept (each about a megabyte)


def solved(forced: bool, turns_after: int, others: Sequence[Other]) -> solver.TurnSolution:
    """A turn solved for the approximate chance (tens of milliseconds; kept by situation:
    the hint, the sharp computer, the bar and the coach ask for the same turns)."""
    key = (forced, turns_after, tuple(others))
    with _lock:
        found = _solutions.get(key)
        if found is not None:
            _solutions.move_to_end(key)
            return found
    worth = bank_worth(forced, turns_after, others)
    found = solve_fast(forced, worth, worth[0])
    with _lock:
        _solutions[key] = found
        if len(_solutions) > CACHE_SIZE:
            _solutions.popitem(last=False)
    return found


def is_solved(match: RollerMatch) -> bool:
    """Whether the current turn's solution is at hand (`turn_solution` is then quick)."""
    turns_after, others = situation(match)
    with _lock:
        return (match.rules.forced_after_roller, turns_after, tuple(others)) in _solutions


def turn_solution(match: RollerMatch) -> solver.TurnSolution:
    """The current turn solved for the approximate chance of finishing first."""
    turns_after, others = situation(match)
    return solved(match.rules.forced_after_roller, turns_after, others)


def _seat_situation(match: RollerMatch, seat: int) -> tuple[int, list[Other]]:
    """A seat's turns still to play after its next one (-1: none left) and the others, seen
    at the start of the current turn as if it were the one about to throw (`seat_chance`)."""
    rnd = match.current_round
    mover = match.current_seat
    if rnd is None or mover is None:
        raise ValueError("The match is over.")
    rounds = match.rules.rounds
    totals = match.protocol().totals
    order = list(match.order)
    at = order.index(mover)

    def left(q: int) -> int:  # turns still to play, the mover's current one included
        return rounds - rnd - (1 if q < at else 0)

    position = order.index(seat)
    others = [
        Other(totals[other] - totals[seat], left(q), left(q) > 0 and q > position)
        for q, other in enumerate(order)
        if other != seat
    ]
    return left(position) - 1, others


def seat_chance(match: RollerMatch, seat: int) -> float:
    """A seat's approximate chance at the start of the current turn, seen as if it were the
    one about to throw (as `start_chances` sees every seat): its remaining turns, the others'
    remaining turns (the mover's turn in play counted), the lead of each. A seat that has
    played its last turn has only the others' last turns to fear."""
    turns_after, others = _seat_situation(match, seat)
    forced = match.rules.forced_after_roller
    if turns_after < 0:
        done = [replace(o, after_me=o.turns > 0) for o in others]
        return bank_worth(forced, 0, done)[0]
    if _waits_for_befores(turns_after, others):
        return _befores_then_me(forced, tuple(others))
    return float(solved(forced, turns_after, others).turn_value)


def _waits_for_befores(turns_after: int, others: Sequence[Other]) -> bool:
    """The seat's next turn is its last and some players before it in the round are still to
    play theirs (a seat seen before its turn comes: `seat_chance`, `start_chances`)."""
    return turns_after == 0 and any(o.turns > 0 and not o.after_me for o in others)


def solve_ahead(match: RollerMatch) -> None:
    """Solve together the turns the win-chance bar asks for next (`win_now.chances_now`): the
    mover's, and each other seat's as `seat_chance` sees it; those already kept are skipped.
    The same solutions as one by one (`win_build.solve_fast_together`), in a fraction of the
    time (eight turns: about 9 ms of CPU instead of 80) and in far fewer steps that hold the
    GIL (issue 28: the window's freezes)."""
    forced = match.rules.forced_after_roller
    wanted = [situation(match)]
    for seat in range(len(match.seats)):
        if seat != match.current_seat:
            turns_after, others = _seat_situation(match, seat)
            if turns_after >= 0 and not _waits_for_befores(turns_after, others):
                wanted.append((turns_after, others))
    missing: dict[tuple[bool, int, tuple[Other, ...]], None] = {}  # in order, once each
    with _lock:
        for turns_after, others in wanted:
            key = (forced, turns_after, tuple(others))
            if key not in _solutions:
                missing[key] = None
    if not missing:
        return
    worths = [bank_worth(forced, turns_after, others) for _, turns_after, others in missing]
    found = solve_fast_together(forced, worths)
    with _lock:
        for key, solution in zip(missing, found, strict=True):
            _solutions[key] = solution
        while len(_solutions) > CACHE_SIZE:
            _solutions.popitem(last=False)


def start_chances(
    rules: RollerRules, seats: int, start_points: Sequence[int] | None = None
) -> list[float]:
    """Each seat's approximate chance before the first throw, by position from the starter
    (`start_points`: what each starts with in that order, a handicap; none by default):
    the starter's own (its first turn solved), the others sharing what it lacks in the
    proportions of their own views (each as if it were about to throw, the others with all
    their turns to play; in a one-round match playing knowing the totals before it), as the
    win-chance bar and the coach's books share it (`shared_out`): they add up to one.

    The views alone do not: each seat's own later turns are played steadily in its view,
    while in an earlier seat's view it plays its last turn to pass that seat (15 rounds: 0.98
    with 3 seats, 0.95 with 5). In the last round they come close (the seats before one play
    for the win in its view, `_round_to_win`): against an exact game of three at the start
    of the last round (benchmarks/bench_win_approx.py, leads -1000..1000) the views alone
    are off by 0.0007 on average (at most 0.0055; 0.018 and 0.114 with the seats before one
    playing steadily in its view), shared out 0.0007 (0.0055; before 0.0027, 0.014); against
    the clipped exact game of 3 rounds at its start (before), the views alone 0.013 (0.033),
    divided by their sum 0.016 (0.023), shared out 0.013 (0.020)."""
    forced = rules.forced_after_roller
    turns_after = rules.rounds - 1
    start = list(start_points) if start_points is not None else [0] * seats
    views = [
        tuple(
            Other(start[q] - start[position], rules.rounds, q > position)
            for q in range(seats)
            if q != position
        )
        for position in range(seats)
    ]
    solving = [v for v in views if not _waits_for_befores(turns_after, v)]
    solutions = solve_fast_together(forced, [bank_worth(forced, turns_after, v) for v in solving])
    found = dict(zip(solving, (float(s.turn_value) for s in solutions), strict=True))
    return shared_out([found[v] if v in found else _befores_then_me(forced, v) for v in views], 0)


def shared_out(views: Sequence[float], mover: int) -> list[float]:
    """The mover's chance as it is; the others share what it lacks in the proportions of their
    own views (which need not add up to one with it)."""
    rest = max(0.0, 1.0 - views[mover])
    others = sum(v for k, v in enumerate(views) if k != mover)
    return [
        v if k == mover else (rest * v / others if others > 0 else rest / (len(views) - 1))
        for k, v in enumerate(views)
    ]
