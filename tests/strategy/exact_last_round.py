"""Exact chances of finishing first in the last round of a Roller match, to check the
approximate chances of `win_approx` (computed from each player's own view) against one game in
which every player plays the last turn for the win, knowing the totals before it: three
players written out (`last_round`, `after_the_first`), and any number (`every_seat`: four
seats in about 5 s), the two built differently and checked against each other.

Written apart from win_approx and win_build: only one turn's rules come from the reference
solver's model (`solver._model`: throws, selections, states); the rest is a backward
induction over a turn here, vectorised over the situations the turn can be played in, with
one value per player (a "channel") carried through the mover's choices. The mover maximises
its own channel: the first best option, and banking when it is as good as throwing (as the
solver does). A tie for first is shared (1/2 between two, 1/3 among three).

The cut: banking beyond `top` steps (of 50 points) is worth what banking `top` steps is (the
solver's own tail), and a last player needing more than `top` steps to draw level is taken
not to make it. A turn's chance of gaining 8 000 points is about 1e-4 and 15 000 about 1e-7,
so the cut moves the chances by about that much (compare two cuts).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from roller_desktop.strategy import solver

Array = Any
START = solver.START


@lru_cache(maxsize=2)
def _tables(forced: bool) -> dict[str, Array]:
    """The turn's options as arrays: per group (a distinct throw of a state), its options'
    steps added and next state, padded; groups in order of their state."""
    model = solver._model(forced)
    groups = [(si, c, opts) for si in range(len(model.states)) for c, opts in model.transitions[si]]
    width = max(len(opts) for _, _, opts in groups)
    steps = np.zeros((len(groups), width), int)
    nxt = np.zeros((len(groups), width), int)
    valid = np.zeros((len(groups), width), bool)
    for g, (_, _, opts) in enumerate(groups):
        for k, (d, ni) in enumerate(opts):
            steps[g, k], nxt[g, k], valid[g, k] = d, ni, True
    owner = np.array([si for si, _, _ in groups])
    return {
        "steps": steps,
        "nxt": nxt,
        "valid": valid,
        "chance": np.array([c for _, c, _ in groups]),
        "starts": np.searchsorted(owner, np.arange(len(model.states))),
        "no_score": np.array(model.no_score),
        "may_bank": np.array([owed == 0 for _, owed in model.states]),
        "survival": np.array(model.survival),
        "start": model.index[START],
    }


def solve_turn(forced: bool, bank: Array) -> Array:
    """bank[x, s, c]: what banking x steps gives player c in situation s (c = 0: the mover);
    a throw scoring nothing gives bank[0]. The turn's value before its first throw, [s, c]."""
    t = _tables(forced)
    top = bank.shape[0] - 1
    tjock, high = bank[0], bank[top]
    states = t["no_score"].size
    levels = top + solver.SPAN + 1
    decision = np.empty((levels, states, *bank.shape[1:]))
    # beyond the cut: bank where allowed; a state owing dice only tries to survive
    survive = t["survival"][:, None, None]
    tail = np.where(t["may_bank"][:, None, None], high[None], tjock + (high - tjock) * survive)
    decision[top + 1 :] = tail[None]
    lost = t["no_score"][:, None, None] * tjock[None]
    steps, nxt, valid = t["steps"], t["nxt"], t["valid"]
    columns = np.arange(bank.shape[1])[None, :]
    throw = lost
    for i in range(top, -1, -1):
        mover = np.where(valid[:, :, None], decision[i + steps, nxt, :, 0], -np.inf)
        pick = np.argmax(mover, axis=1)  # (groups, situations): the first best for the mover
        level = i + np.take_along_axis(steps, pick, axis=1)
        state = np.take_along_axis(nxt, pick, axis=1)
        chosen = decision[level, state, columns]  # (groups, situations, players)
        throw = np.add.reduceat(chosen * t["chance"][:, None, None], t["starts"], axis=0) + lost
        banks = t["may_bank"][:, None] & (bank[i, :, 0][None, :] >= throw[:, :, 0])
        decision[i] = np.where(banks[:, :, None], bank[i][None], throw)
    return throw[t["start"]]


def last_round(forced: bool, leads: tuple[int, int], top: int = 300) -> tuple[float, ...]:
    """The chances of the three players of the last round, in their order (A, B, C), B's and
    C's totals `leads` points over A's."""
    lb, lc = (lead // solver.STEP for lead in leads)
    b_table = _second(forced, np.arange(top + 1) - lb, lc - lb, top)
    # A: banking xA steps leads to B's situation xA.
    a_bank = np.stack([b_table[:, 1], b_table[:, 0]], axis=-1)[:, None, :]
    a, b_chance = solve_turn(forced, a_bank)[0]
    return float(a), float(b_chance), float(1.0 - a - b_chance)


def after_the_first(forced: bool, leads: tuple[int, int], top: int = 300) -> tuple[float, ...]:
    """The chances (A, B, C) once A has played the last round, B to play: A's final and C's
    total `leads` points over B's."""
    d, e = (lead // solver.STEP for lead in leads)
    b, a = _second(forced, np.array([d]), e, top)[0]
    return float(a), float(b), float(1.0 - a - b)


def _second(forced: bool, d: Array, e: int, top: int) -> Array:
    """B's turn for each final of A's, d steps over B's total, C's total e steps over B's:
    [situation, (B's chance, A's chance)]."""
    x = np.arange(top + 1)
    # C, last to play: needing n >= 0 steps to draw level with `tied` players at the top.
    need = np.tile(np.arange(top + 1), 2)
    tied = np.repeat([1, 2], top + 1)
    xs = x[:, None]
    bank_c = np.stack(
        [(xs > need) + (xs == need) / (tied + 1), xs < need, xs == need], axis=-1
    ).astype(float)
    c_table = solve_turn(forced, bank_c)  # [situation, (C's chance, C below, C level)]

    def c_ends(n: Array, ties: Array) -> tuple[Array, Array]:
        """C's chance of ending below and level with the best total, n steps over C's."""
        inside = np.clip(n, 0, top) + (ties - 1) * (top + 1)
        below = np.where(n < 0, 0.0, np.where(n > top, 1.0, c_table[inside, 1]))
        level = np.where((n < 0) | (n > top), 0.0, c_table[inside, 2])
        return below, level

    b = x[:, None]
    best = np.maximum(b, d[None, :])
    ties = np.where(b == d[None, :], 2, 1)
    below, level = c_ends(best - e, ties)
    alone, shared = below + level / 2, below / 2 + level / 3
    b_share = np.where(b > d, alone, np.where(b == d, shared, 0.0))
    a_share = np.where(b < d, alone, np.where(b == d, shared, 0.0))
    return solve_turn(forced, np.stack([b_share, a_share], axis=-1))


def every_seat(forced: bool, leads: Sequence[int], top: int = 300) -> tuple[float, ...]:
    """The chances of any number of players in the last round, in their order: player k + 1's
    total `leads[k]` points over the first player's. Built another way than `last_round`:
    a table per player after the first over what its turn can meet (the best of the finals
    before it, and how many share that best), carrying a channel per player still to play."""
    steps = [0, *(lead // solver.STEP for lead in leads)]
    tables: dict[int, Array] = {}
    for k in range(len(steps) - 1, 0, -1):
        tables[k] = _table_of(forced, k, steps, tables, top)
    x = np.arange(top + 1)
    after = _look(1, x - steps[1], np.ones_like(x), steps, tables, top)
    # the first player's final x: it is the only one before the second, so its chance is
    # the second's "each of the best before me" channel
    bank = np.concatenate([after[:, 1:2], after[:, :1], after[:, 2:]], axis=1)
    return tuple(float(v) for v in solve_turn(forced, bank[:, None, :])[0])


def once_the_first_has_played(
    forced: bool, leads: Sequence[int], top: int = 300
) -> tuple[float, ...]:
    """The chances of every player once the first has played the last round: the others'
    totals `leads` points over the first one's final, the second to play."""
    steps = [0, *(lead // solver.STEP for lead in leads)]
    tables: dict[int, Array] = {}
    for k in range(len(steps) - 1, 0, -1):
        tables[k] = _table_of(forced, k, steps, tables, top)
    seen = _look(1, np.array([-steps[1]]), np.array([1]), steps, tables, top)[0]
    return (float(seen[1]), float(seen[0]), *(float(v) for v in seen[2:]))


def _table_of(forced: bool, k: int, steps: list[int], tables: dict[int, Array], top: int) -> Array:
    """Player k's turn for every situation it can meet: the best of the finals before it m
    steps over its total (m = -1 stands for every m below zero) and t of them sharing it.
    [m + 1, t - 1, channel]: channels k's chance, each of the t best's, then each later
    player's."""
    last = k == len(steps) - 1
    m = np.arange(-1, top + 1)[:, None, None]
    t = np.arange(1, k + 1)[None, :, None]
    x = np.arange(top + 1)[None, None, :]
    above, level = x > m, x == m
    if last:
        mine = above + level / (t + 1)
        theirs = np.where(above, 0.0, np.where(level, 1 / (t + 1), 1 / t))
        channels = [mine, theirs]
    else:
        best = np.maximum(x, m)
        sharing = np.where(above, 1, np.where(level, t + 1, t))
        shape = np.broadcast_shapes(best.shape, sharing.shape)
        best, sharing = np.broadcast_to(best, shape), np.broadcast_to(sharing, shape)
        nxt = _look(k + 1, best - (steps[k + 1] - steps[k]), sharing, steps, tables, top)
        leader = nxt[..., 1]
        channels = [
            np.where(x >= m, leader, 0.0),
            np.where(m >= x, leader, 0.0),
            nxt[..., 0],
            *(nxt[..., c] for c in range(2, nxt.shape[-1])),
        ]
    shape = np.broadcast_shapes(*(c.shape for c in channels))
    bank = np.stack([np.broadcast_to(c, shape) for c in channels], axis=-1)
    # (m, t, x, channel) -> (x, situation, channel)
    bank = bank.reshape(-1, top + 1, len(channels)).transpose(1, 0, 2)
    return solve_turn(forced, bank).reshape(top + 2, k, len(channels))


def _look(
    k: int, m: Array, t: Array, steps: list[int], tables: dict[int, Array], top: int
) -> Array:
    """Player k's table at the situations (m, t), any m: below zero as -1; beyond `top`
    player k cannot draw level (the cut): it gets nothing, and the players after it meet the
    same best."""
    last = k == len(steps) - 1
    table = tables[k]
    inside = table[np.clip(m, -1, top) + 1, np.where(m < 0, 0, t - 1)]
    if last:
        beyond = np.stack([np.zeros(m.shape), 1.0 / t], axis=-1)
    else:
        nxt = _look(k + 1, m - (steps[k + 1] - steps[k]), t, steps, tables, top)
        beyond = np.concatenate(
            [np.zeros((*m.shape, 1)), nxt[..., 1:2], nxt[..., :1], nxt[..., 2:]], axis=-1
        )
    return np.where((m > top)[..., None], beyond, inside)
