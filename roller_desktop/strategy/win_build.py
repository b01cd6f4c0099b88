"""Building the two-player win table (NumPy): backward induction over the turns of a match.

Row k of the table is the chance that the player to move, with k turns left in the match (this
one included), wins, for every lead from -cap to +cap in steps of 50 (a tie counts one half).
Row 0 is the end: the share of the win (1 ahead, 1/2 level, 0 behind). Row k comes from row
k - 1 by solving one turn for every lead at once: banking x points with lead L is worth
1 - row[k-1](-(L + x)) (the opponent then moves, trailing by L + x), a throw scoring nothing
1 - row[k-1](-L). The turn itself is the solver's backward induction over (points, dice, owed),
here run for all leads together, one level of turn points at a time (every keep adds points).

Two cuts, both part of the table's definition and shared with `win_table`'s turn solves:
- leads beyond +-cap count as +-cap (the clipping; its error is bounded in `clip_bound`);
- banking more than `TURN_CAP` points in one turn is worth no more than banking `TURN_CAP`
  (no policy gains that much in one turn with a chance above 1e-12).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

import numpy as np

from . import solver

STEP = solver.STEP
TURN_CAP = 20000  # points (the same cut as match_aware.REACH_LIMIT)
CHUNK = 64  # `finals_together` solves this many worths at a time
LOST = 1e-6  # `finals_together` stops following a turn with less than this still in play

Progress = Callable[[int, int], None]  # (rows done, rows in all)
Array = Any  # numpy arrays (mypy sees numpy as Any here)


@dataclass(frozen=True)
class _Plan:
    """One turn's structure flattened for NumPy (see solver._Model). Throw groups are listed
    state by state; each group's options are padded to `width` by repeating its last one (a
    maximum does not mind)."""

    states: int
    start: int
    may_bank: Array  # bool per state (owing nothing)
    no_score: Array  # per state
    survival: Array  # per state (the solver's survival policy, for the tail)
    option_steps: Array  # (groups, width): points an option adds, in steps
    option_state: Array  # (groups, width): the state after keeping it
    chance: Array  # per group
    state_starts: Array  # index of each state's first group


@lru_cache(maxsize=4)
def _plan(forced_rule: bool) -> _Plan:
    model = solver._model(forced_rule)
    groups = [(si, c, opts) for si, ts in enumerate(model.transitions) for c, opts in ts]
    width = max(len(opts) for _, _, opts in groups)

    def padded(part: int) -> Array:
        return np.array(
            [[opts[min(j, len(opts) - 1)][part] for j in range(width)] for _, _, opts in groups]
        )

    owners = np.array([si for si, _, _ in groups])
    return _Plan(
        states=len(model.states),
        start=model.index[solver.START],
        may_bank=np.array([s[1] == 0 for s in model.states]),
        no_score=np.array(model.no_score),
        survival=np.array(model.survival),
        option_steps=padded(0),
        option_state=padded(1),
        chance=np.array([c for _, c, _ in groups]),
        state_starts=np.searchsorted(owners, np.arange(len(model.states))),
    )


def next_row(previous: Array, cap_steps: int, forced_rule: bool) -> Array:
    """Row k from row k - 1 (both over leads -cap..cap in steps)."""
    return solve_row(previous, cap_steps, forced_rule).start


@dataclass
class RowSolve:
    """One turn solved for many leads at once: values by (level, state, lead)."""

    leads: Array  # in steps
    bank: Array  # (levels, leads): the worth of banking
    decision: Array  # (levels + SPAN, states, leads)
    throw: Array  # (levels, states, leads)
    top_level: int

    start_state: int

    @property
    def start(self) -> Array:
        return self.throw[0, self.start_state]


def solve_row(
    previous: Array,
    cap_steps: int,
    forced_rule: bool,
    leads: Array | None = None,
    keep: bool = False,
) -> RowSolve:
    """Solve turn k for the leads given (steps; all of -cap..cap by default) from row k - 1;
    `keep` keeps every level's values (else only the start's)."""
    plan = _plan(forced_rule)
    k = cap_steps
    leads = np.arange(-k, k + 1) if leads is None else np.asarray(leads)
    top_level = min(TURN_CAP // STEP, 2 * k)  # banking is worth no more from here up
    levels = np.arange(top_level + 1)
    after = np.clip(leads[:, None] + levels[None, :], -k, k)  # my lead after banking
    bank = np.ascontiguousarray((1.0 - previous[k - after]).T)  # (levels, leads)
    tjock = bank[0]
    top = bank[top_level]
    size = top_level + solver.SPAN + 1
    decision = np.empty((size, plan.states, leads.size))
    owed_tail = tjock[None, :] + (top - tjock)[None, :] * plan.survival[:, None]
    tail = np.where(plan.may_bank[:, None], top[None, :], owed_tail)
    decision[top_level + 1 :] = tail[None, :, :]
    lost = plan.no_score[:, None] * tjock[None, :]
    steps, nxt = plan.option_steps, plan.option_state
    weights = plan.chance[:, None]
    throws = np.empty((top_level + 1 if keep else 1, plan.states, leads.size))
    for i in range(top_level, -1, -1):
        best = decision[i + steps[:, 0], nxt[:, 0]]
        for j in range(1, steps.shape[1]):
            np.maximum(best, decision[i + steps[:, j], nxt[:, j]], out=best)
        throw = np.add.reduceat(best * weights, plan.state_starts, axis=0) + lost
        throws[i if keep else 0] = throw
        decision[i] = np.where(plan.may_bank[:, None], np.maximum(throw, bank[i]), throw)
    return RowSolve(leads, bank, decision, throws, top_level, plan.start)


class RowView(solver.TurnSolution):
    """One lead's turn out of a RowSolve, queried like any TurnSolution."""

    def __init__(self, row: RowSolve, column: int, forced_rule: bool) -> None:
        model = solver._model(forced_rule)
        self._model = model
        self.limit = row.top_level
        self._bank = row.bank[:, column].tolist()
        self.tjock_value = float(row.bank[0, column])
        top = float(row.bank[row.top_level, column])
        tjock = self.tjock_value
        self._bank_beyond = lambda i: top
        self._decision = cast(list[list[float]], row.decision[:, :, column].T.copy())
        self._throw = cast(list[list[float]], row.throw[:, :, column].T.copy())

        def tail(si: int, i: int) -> float:
            if model.states[si][1] == 0:
                return top
            return tjock + (top - tjock) * model.survival[si]

        self._tail = tail


def terminal_row(cap_steps: int) -> Array:
    leads = np.arange(-cap_steps, cap_steps + 1)
    return np.where(leads > 0, 1.0, np.where(leads == 0, 0.5, 0.0))


def build_rows(
    forced_rule: bool,
    turns: int,
    cap: int,
    progress: Progress | None = None,
    rows: Sequence[Array] | None = None,
) -> list[Array]:
    """Rows 0..turns for leads within +-cap points; `rows` continues an earlier build."""
    if cap % STEP or cap <= 0:
        raise ValueError(f"The lead cap is a positive multiple of {STEP}, not {cap}.")
    k = cap // STEP
    built = list(rows) if rows else [terminal_row(k)]
    while len(built) <= turns:
        built.append(next_row(built[-1], k, forced_rule))
        if progress:
            progress(len(built) - 1, turns)
    return built[: turns + 1]


def clip_bound(rows: Sequence[Array]) -> list[float]:
    """An upper bound of each row's error from clipping the leads (from the rows themselves).

    With k turns left the true chance at a lead beyond -cap lies between 0 and the true chance
    at -cap (a chance never falls as the lead grows); the clipped table reads its value at -cap
    there, so it errs by at most the larger of that value and the error at -cap itself (and
    the same at +cap with 1 - chance). A turn's expectations and maxima never widen an error,
    so row k errs by at most the largest edge value of the rows below it: bound[k] =
    max(bound[k-1], row[k-1](-cap), 1 - row[k-1](+cap))."""
    bounds = [0.0]
    for k in range(1, len(rows)):
        edge = max(float(rows[k - 1][0]), 1.0 - float(rows[k - 1][-1]))
        bounds.append(max(bounds[-1], edge))
    return bounds


class FastTurnSolution(solver.TurnSolution):
    """A turn solved by `solve_fast` or `solve_fast_together`, queried like any TurnSolution
    (its values are arrays by state and level: they index like the base class's lists)."""

    def __init__(
        self,
        model: solver._Model,
        bank_values: Sequence[float],
        tjock_value: float,
        decision: Array,
        throw: Array,
    ) -> None:
        top = bank_values[-1]
        survival = model.survival
        self._model = model
        self.limit = len(bank_values) - 1
        self._bank = list(bank_values)
        self.tjock_value = tjock_value
        self._bank_beyond = lambda i: top

        def tail(si: int, i: int) -> float:
            if model.states[si][1] == 0:
                return top
            return tjock_value + (top - tjock_value) * survival[si]

        self._tail = tail
        self._decision = cast(list[list[float]], decision)
        self._throw = cast(list[list[float]], throw)


def solve_fast(
    forced_rule: bool, bank_values: Sequence[float], tjock_value: float
) -> solver.TurnSolution:
    """`solver.solve_utility`, by the solver's backward induction one level at a time with
    NumPy over the throw groups (far quicker than the plain loops); the same values up to
    rounding (the sums of a level are NumPy's), queried the same way."""
    return _solve_levels(forced_rule, [bank_values], [tjock_value])[0]


def solve_fast_together(
    forced_rule: bool, worths: Sequence[Sequence[float]]
) -> list[solver.TurnSolution]:
    """`solve_fast(forced_rule, worth, worth[0])` for each worth, in one pass over the levels
    for all of them (the win-chance bar's seats): a few NumPy calls per level instead of a
    few per level and turn, so a thread holds the GIL for far fewer, larger steps (issue 28).
    Every value comes from the same operations in the same order as alone: the same floats."""
    return _solve_levels(forced_rule, worths, [w[0] for w in worths])


def solve_in_order(
    forced_rule: bool, bank_values: Sequence[float], tjock_value: float
) -> solver.TurnSolution:
    """`solver.solve_utility` to the last bit, a few times quicker: each state's sum over its
    throw groups added up in the plain loops' order (nothing scoring first, then group by
    group), where `solve_fast` lets NumPy add them pairwise."""
    return _solve_levels(forced_rule, [bank_values], [tjock_value], in_order=True)[0]


def _in_order_slots(plan: _Plan) -> Array:
    """(states, most groups): each state's groups in order, then an index past the last
    group (a zero added to the sum changes nothing)."""
    groups = plan.chance.size
    ends = np.append(plan.state_starts[1:], groups)
    slots = np.full((plan.states, int((ends - plan.state_starts).max())), groups)
    for si, (start, end) in enumerate(zip(plan.state_starts, ends, strict=True)):
        slots[si, : end - start] = np.arange(start, end)
    return slots


@dataclass
class _Levels:
    """The backward induction's arrays for several worths, a column each."""

    decision: Array  # (levels * states, turns): a level's states consecutive
    throw: Array  # (levels, states, turns)
    bank: Array  # (limit + 1, turns)
    limits: Array  # per turn: its worth's last level


def _solve_levels(
    forced_rule: bool,
    banks: Sequence[Sequence[float]],
    tjocks: Sequence[float],
    in_order: bool = False,
) -> list[solver.TurnSolution]:
    """The backward induction for several bank-value lists at once, a column each; `in_order`
    sums each state's groups in the plain loops' order (`solve_in_order`)."""
    if not banks:
        return []
    plan = _plan(forced_rule)
    model = solver._model(forced_rule)
    solved = _induction(forced_rule, banks, tjocks, in_order)
    size = solved.throw.shape[0]
    by_level = solved.decision.reshape(size, plan.states, len(banks))
    return [
        FastTurnSolution(
            model,
            worth,
            tjock,
            by_level[: len(worth) + solver.SPAN, :, b].T.copy(),
            solved.throw[: len(worth) + solver.SPAN, :, b].T.copy(),
        )
        for b, (worth, tjock) in enumerate(zip(banks, tjocks, strict=True))
    ]


def finals_together(
    forced_rule: bool, worths: Sequence[Sequence[float]], followed: Sequence[int]
) -> tuple[Array, Array]:
    """Each worth's turn value (as `solve_fast_together`'s) and, for the worths `followed`
    (indices), the distribution of what the turn banks played for it, [followed, steps] (a
    Tjock or an RT banks nothing: index 0): the same backward induction, then its choices
    followed forward from the first throw. Above a worth's last level the turn banks where it
    may (nothing is worth more), and a turn owing dice there banks where it is with the
    solver's survival chance (`TurnSolution`'s tail)."""
    plan = _plan(forced_rule)
    model = solver._model(forced_rule)
    states, turns = plan.states, len(followed)
    size = max(len(w) for w in worths) + solver.SPAN
    values = np.empty(len(worths))
    decision = np.zeros((size * states, turns))
    throws = np.zeros((size, states, turns))
    banked = np.zeros((size - solver.SPAN, turns))
    limits = np.zeros(turns, dtype=int)
    place = {worth: k for k, worth in enumerate(followed)}
    for first in range(0, len(worths), CHUNK):  # many at once: slower by the cache's misses
        part = worths[first : first + CHUNK]
        solved = _induction(forced_rule, part, [w[0] for w in part])
        values[first : first + len(part)] = solved.throw[0, plan.start]
        high = solved.throw.shape[0]
        for b in range(len(part)):
            k = place.get(first + b)
            if k is not None:
                decision[: high * states, k] = solved.decision[:, b]
                throws[:high, :, k] = solved.throw[:, :, b]
                banked[: high - solver.SPAN, k] = solved.bank[:, b]
                limits[k] = solved.limits[b]
    if not turns:
        return values, np.zeros((0, size))
    survival = np.array(model.survival)[:, None]
    owner = np.repeat(np.arange(states), np.diff(np.append(plan.state_starts, plan.chance.size)))
    rows = np.ascontiguousarray((plan.option_steps * states + plan.option_state).T)
    columns = np.arange(turns)[None, :]
    mass = np.zeros((size * states, turns))  # the chance of reaching (level, state)
    mass[plan.start] = 1.0
    finals = np.zeros((turns, size))
    may_bank = plan.may_bank[:, None]
    top = banked.shape[0] - 1
    window = solver.SPAN * states  # every keep adds 1..SPAN steps: where a level's mass goes
    into = (rows - states) * turns  # an option's place in the window, its column to add
    width = rows.shape[0]
    earlier = np.arange(width, 0, -1, dtype=np.int8)[:, None, None]  # the first best: most
    groups = np.arange(rows.shape[1])[:, None]
    into = into[:, :, None] + columns[None]  # (width, groups, turns)
    groups = groups + np.zeros_like(columns)
    turns_of = columns + np.zeros_like(groups)
    no_score = plan.no_score[None, :]
    chance = plan.chance[:, None]
    first_beyond = int(limits.min()) + 1 if turns else size
    last_throw = int(limits.max()) if turns else -1
    for i in range(size):
        here = mass[i * states : (i + 1) * states]
        if i % 8 == 0 and mass[i * states :].sum() < LOST:
            break  # what is still in play from here on is negligible (it is left out)
        if i == 0:  # the turn begins with a throw
            throwing = here
        else:
            banks = may_bank & (banked[min(i, top)] >= throws[i])
            beyond = limits < i
            if i >= first_beyond:  # beyond a worth's end it banks where it may
                banks[:, beyond] = may_bank
            finals[:, i] += (here * banks).sum(axis=0)
            throwing = np.where(banks, 0.0, here)
            if i >= first_beyond:  # and owing dice there survive, or lose it all
                owing = throwing * beyond
                finals[:, i] += (owing * survival).sum(axis=0)
                finals[:, 0] += (owing * (1.0 - survival)).sum(axis=0)
                throwing = throwing * ~beyond
        finals[:, 0] += (no_score @ throwing)[0]
        if i > last_throw:
            continue  # beyond every worth's end nothing is thrown
        flow = throwing.take(owner, axis=0) * chance  # (groups, turns)
        options = decision[i * states :].take(rows, axis=0)  # (width, groups, turns)
        tops = (options == options.max(axis=0)).view(np.int8) * earlier
        to = into[width - tops.max(axis=0), groups, turns_of]  # the first best, its column's
        ahead = mass[(i + 1) * states : (i + 1) * states + window]
        ahead += np.bincount(to.ravel(), flow.ravel(), minlength=window * turns).reshape(
            window, turns
        )[: ahead.shape[0]]
    return values, finals


def _induction(
    forced_rule: bool,
    banks: Sequence[Sequence[float]],
    tjocks: Sequence[float],
    in_order: bool = False,
) -> _Levels:
    plan = _plan(forced_rule)
    model = solver._model(forced_rule)
    turns, states = len(banks), plan.states
    limits = np.array([len(b) - 1 for b in banks])
    top_limit = int(limits.max())
    size = top_limit + solver.SPAN + 1
    bank = np.zeros((top_limit + 1, turns))
    # (levels * states, turns): a level's states are consecutive rows, so one `take`
    # gathers every option of every throw group for all turns at once
    decision = np.empty((size * states, turns))
    survival = np.array(model.survival)
    tails = np.empty((states, turns))  # above its limit a turn's values are known
    for b, (worth, tjock) in enumerate(zip(banks, tjocks, strict=True)):
        bank[: len(worth), b] = worth
        top = worth[-1]
        tails[:, b] = np.where(plan.may_bank, top, tjock + (top - tjock) * survival)
        decision[len(worth) * states :, b] = np.tile(tails[:, b], size - len(worth))
    lost = plan.no_score[:, None] * np.array(tjocks)[None, :]  # (states, turns)
    throw = np.zeros((size, states, turns))
    # (width, groups): the best option is a maximum over the first axis (whole-array steps)
    rows = np.ascontiguousarray((plan.option_steps * states + plan.option_state).T)
    chance = plan.chance[:, None]
    may_bank = plan.may_bank[:, None]
    slots = _in_order_slots(plan)
    terms = np.zeros((plan.chance.size + 1, turns))  # a throw group's share; the last: zero
    sums = np.empty((states, slots.shape[1] + 1, turns))
    for i in range(top_limit, -1, -1):
        best = decision.take(rows + i * states, axis=0).max(axis=0)  # (groups, turns)
        if in_order:  # the loss first, then group by group: a running sum adds in order
            np.multiply(best, chance, out=terms[:-1])
            sums[:, 0] = lost
            sums[:, 1:] = terms.take(slots, axis=0)
            row = np.add.accumulate(sums, axis=1)[:, -1]
        else:  # each turn's sums over its contiguous row, as NumPy sums one turn alone
            row = np.add.reduceat((best * chance).T, plan.state_starts, axis=1).T + lost
        values = np.where(may_bank & (bank[i] >= row), bank[i], row)
        beyond = limits < i
        if beyond.any():  # these turns keep their tail at this level, and no throw
            values = np.where(beyond, tails, values)
            row = np.where(beyond, 0.0, row)
        throw[i] = row
        decision[i * states : (i + 1) * states] = values
    return _Levels(decision, throw, bank, limits)
