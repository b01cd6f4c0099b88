"""How good is the approximate chance of finishing first (strategy/win_approx.py)?

Prints its error (the chance of the player to move at the start of a turn):
1. against the exact two-player table, over turns left and leads (with, for comparison, the
   points-only play's chance and match_aware's steady convolution of the two rounds before the
   last);
2. against a tiny exact three-player solve (3 rounds, 9 turns), over a grid of the two others'
   leads at every turn; and match_aware's last-round product (the worth of banking as the
   product over the others of the share against each alone) measured the same way; and every
   seat's view (`win_approx.seat_chance`) against it, alone, divided by their sum and shared
   out as the bar does (the mover's own, the others sharing the rest);
3. every seat's view at the start of the last round against the exact game of three of
   tests/strategy/exact_last_round.py (unclipped), the same three ways, also as they were
   while a seat played its last turn blind to the finals before it;
4. the same for four players (`exact_last_round.every_seat`), leads -1000..1000 by 1000
   (27 positions, about two minutes), and once the first has played the last round; and
   for five players at a few leads;
5. the time of the win-chance bar's figures (`win_now.chances_now`, nothing kept) at the
   start of the last round, 3-8 seats;
6. (--before-last TOP) four players before the last round: the last turn of the first of
   two rounds, exact (an exact last round of four for each of D's banks: minutes).

In 3-5 the views are shown as the program has them now (the players before a seat playing
their last turn for the win in its view, `win_approx._round_to_win`) and as before (playing
it steadily: `steady_befores` below, the code it replaced, kept here as the baseline); 5 times
both in the same run and prints the ratio.

The exact three-player solve is written here (NumPy) for the benchmark only: the state at the
start of a turn is the two others' totals over the mover's, clipped at +-cap; every player
maximises their own chance of finishing first (a tie for first shared), ties between the
mover's options go to the first listed (banking first), as the solver's do. It is exact for
the game with the differences clipped at the cap (--cap, default 1 500 points: about two
minutes of one core).

Run: .venv/bin/python benchmarks/bench_win_approx.py [--cap 1500] [--top 200]
     [--skip-two] [--skip-three] [--skip-last] [--skip-four] [--skip-time]
     [--before-last 100]
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import match_aware, solver, win_approx, win_now, win_table
from roller_desktop.strategy.win_approx import Other
from roller_desktop.strategy.win_build import _plan, solve_fast, solve_fast_together

STEP = 50
ROUNDS = 3


def approx_chance(turns_after: int, others: list[Other]) -> float:
    worth = win_approx.bank_worth(True, turns_after, others)
    return float(solve_fast(True, worth, worth[0]).turn_value)


def steady_befores(forced: bool, others: tuple[Other, ...]) -> float:
    """The baseline (win_approx before this round): a seat's chance before its last turn with
    the players before it in the round playing theirs steadily, then the seat its own knowing
    their finals (one solve per best total they may reach, every 8th past the first 8)."""
    wa = win_approx
    known = [(o.lead // STEP, wa._rounds(forced, o.turns)) for o in others if not o.after_me]
    grid, best = wa._best_of(known)
    after = [o.lead // STEP for o in others if o.after_me]
    if not after:
        return float(best @ wa._passing(int(grid[0]), int(grid[-1]) + 1, forced))
    x = np.arange(wa.TOP_STEPS + 1)
    alive = np.ones(x.size)
    for lead in after:
        alive *= 1.0 - wa._passing(-lead, x.size - lead, forced)
    ahead = grid < 0
    wanted = grid[(best > 1e-7) & ~ahead]
    points = np.unique(np.concatenate([wanted[:8], wanted[8::8], wanted[-1:]]))
    worths = [wa._trim(alive, 1e-9)] + [
        wa._trim(np.where(x > m, alive, np.where(x == m, alive / 2, 0.0)), 1e-9) for m in points
    ]
    values = np.array([t.turn_value for t in solve_fast_together(forced, worths)])
    chance = best[ahead].sum() * values[0]
    if points.size:
        chance += best[~ahead] @ np.interp(grid[~ahead], points, values[1:])
    return float(chance)


@contextlib.contextmanager
def steadily(before: bool) -> Iterator[None]:
    """The views as before (`steady_befores`) inside, when `before`; nothing kept either way."""
    now = win_approx._befores_then_me
    if before:
        win_approx._befores_then_me = steady_befores  # type: ignore[assignment]
    win_approx._round_to_win.cache_clear()
    win_approx._solutions.clear()
    try:
        yield
    finally:
        win_approx._befores_then_me = now  # type: ignore[assignment]


# ---- 1. two players --------------------------------------------------------------------------


def two_players() -> None:
    table = win_table.shipped(True)
    rules = RollerRules()
    errors: dict[str, list[float]] = {"approximation": [], "match_aware (2 rounds before)": []}
    late: list[float] = []
    start = time.perf_counter()
    for turns_left in range(1, 31):
        for lead in range(-2000, 2001, 250):
            exact = table.chance(turns_left, lead)
            other = Other(-lead, turns_left // 2, turns_left % 2 == 0)
            errors["approximation"].append(approx_chance((turns_left - 1) // 2, [other]) - exact)
            if 3 <= turns_left <= 6:  # match_aware's steady convolution (the sharp of before)
                mine = (turns_left - 1) // 2
                theirs = turns_left // 2
                worth = match_aware.late_round_worth(rules, lead, mine, theirs)
                value = solver.solve_utility(rules, worth, worth[0]).turn_value
                late.append(value - exact)
    errors["match_aware (2 rounds before)"] = late
    print(f"1. Two players, against the exact table ({time.perf_counter() - start:.0f} s)")
    print("   turns left 1-30, leads -2000..2000 by 250; error of the mover's chance")
    for name, values in errors.items():
        a = np.abs(np.array(values))
        print(f"   {name:<32} max {a.max():.4f}  mean {a.mean():.4f}  ({a.size} positions)")


# ---- 2. three players, exact on a clipped grid ----------------------------------------------


def exact_three(cap: int) -> list[Any]:
    """V[s][c, iu, iv]: chance of the player c places after the mover (0 the mover) at the
    start of turn s, the next player's total over the mover's u = (iu - k) steps and the
    one after's v = (iv - k) steps."""
    plan = _plan(True)
    k = cap // STEP
    side = 2 * k + 1
    u = np.arange(-k, k + 1)[:, None] * np.ones(side)[None, :]
    v = u.T
    totals = np.stack([np.zeros_like(u), u, v])  # the mover's, the next's, the one after's
    best = totals.max(axis=0)
    first = totals == best
    final = first / first.sum(axis=0)
    values = [np.zeros(1)] * (3 * ROUNDS + 1)
    # "the mover" after the last turn: the one who would move next (any view will do)
    values[3 * ROUNDS] = final.reshape(3, -1)
    iu = (u + k).astype(int).ravel()
    iv = (v + k).astype(int).ravel()
    for s in range(3 * ROUNDS - 1, -1, -1):
        following = values[s + 1].reshape(3, side, side)
        top_level = 2 * k
        levels = np.arange(top_level + 1)
        # banking i steps: the next player moves; from their view the others are the one
        # after me (v - u) and me (i - u); their channels (0, 1, 2) are mine (1, 2, 0).
        nu = np.clip(iv - iu + k, 0, 2 * k)[None, :] * np.ones(levels.size, int)[:, None]
        nv = np.clip(levels[:, None] - (iu - k)[None, :], -k, k) + k
        seen = following[:, nu, nv]  # (3, levels, grid)
        bank = np.stack([seen[2], seen[0], seen[1]])  # my channels
        values[s] = _solve_turn(plan, bank, top_level)
        print(f"   … turn {s} solved", file=sys.stderr, flush=True)
    return values


def _solve_turn(plan: Any, bank: Any, top_level: int) -> Any:
    """One turn for every grid point, three channels, the mover maximising channel 0."""
    grid = bank.shape[2]
    tjock = bank[:, 0]  # (3, grid)
    top = bank[:, top_level]
    size = top_level + solver.SPAN + 1
    decision = np.empty((size, plan.states, 3, grid))
    surv = plan.survival[:, None, None]
    owed_tail = tjock[None] + (top - tjock)[None] * surv
    tail = np.where(plan.may_bank[:, None, None], top[None], owed_tail)
    decision[top_level + 1 :] = tail[None]
    lost = plan.no_score[:, None, None] * tjock[None]
    steps, nxt = plan.option_steps, plan.option_state
    weights = plan.chance[:, None, None]
    throw = lost
    columns = np.arange(grid)[None, :]
    for i in range(top_level, -1, -1):
        mover = decision[i + steps, nxt, 0]  # (groups, width, grid)
        pick = np.argmax(mover, axis=1)  # the first best for the mover, per group and point
        level = i + np.take_along_axis(steps, pick, axis=1)  # (groups, grid)
        state = np.take_along_axis(nxt, pick, axis=1)
        chosen = np.stack([decision[level, state, c, columns] for c in range(3)], axis=1)
        throw = np.add.reduceat(chosen * weights, plan.state_starts, axis=0) + lost
        banks = plan.may_bank[:, None] & (bank[0, i][None, :] >= throw[:, 0])
        decision[i] = np.where(banks[:, None, :], bank[:, i][None], throw)
    return throw[plan.start]


def three_players(cap: int) -> None:
    print(f"2. Three players, {ROUNDS} rounds, against an exact solve clipped at +-{cap}")
    start = time.perf_counter()
    values = exact_three(cap)
    k = cap // STEP
    print(f"   exact solve: {time.perf_counter() - start:.0f} s")
    rules = RollerRules(rounds=ROUNDS)
    level = values[0][:, k * (2 * k + 1) + k]
    print(f"   the starter, second, third at the start: {np.round(level, 4)}")
    leads = range(-1000, 1001, 250)
    where: list[tuple[int, int, int]] = []  # (turn, u, v) of each approximation error
    approx_err: list[float] = []
    product_err: list[float] = []
    product_last: list[float] = []
    approx_last: list[float] = []
    for s in range(3 * ROUNDS):
        position, rnd = s % 3, s // 3
        for lu in leads:
            for lv in leads:
                index = (lu // STEP + k) * (2 * k + 1) + (lv // STEP + k)
                exact = float(values[s][0, index])
                others = []
                for q, lead in ((position + 1) % 3, lu), ((position + 2) % 3, lv):
                    turns = ROUNDS - rnd - (1 if q < position else 0)
                    others.append(Other(lead, turns, q > position))
                error = approx_chance(ROUNDS - rnd - 1, others) - exact
                approx_err.append(error)
                where.append((s, lu, lv))
                if rnd == ROUNDS - 1:
                    approx_last.append(error)
                    base = 5000
                    done = [base + o.lead for o in others if not o.after_me]
                    to_play = [base + o.lead for o in others if o.after_me]
                    worth = match_aware.last_round_worth(rules, base, done, to_play, False)
                    value = solver.solve_utility(rules, worth, worth[0]).turn_value
                    product_err.append(value - exact)
                    product_last.append(value)
    for name, vals in (
        ("approximation, every turn", approx_err),
        ("approximation, last round", approx_last),
        ("match_aware's product, last round", product_err),
    ):
        a = np.abs(np.array(vals))
        print(f"   {name:<36} max {a.max():.4f}  mean {a.mean():.4f}  ({a.size} positions)")
    print("   (others' leads -1000..1000 by 250 at every turn; the mover's chance)")
    worst = int(np.argmax(np.abs(approx_err)))
    s, lu, lv = where[worst]
    print(f"   the approximation's worst: turn {s}, the next {lu:+}, the one after {lv:+}")
    print("   every seat's view (the mover, the next, the one after), leads -1000..1000 by 500:")
    for turns, name in ((range(3 * ROUNDS), "every turn"), (range(3), "first round")):
        now, blind, exact = [], [], []
        for s in turns:
            for lu in range(-1000, 1001, 500):
                for lv in range(-1000, 1001, 500):
                    index = (lu // STEP + k) * (2 * k + 1) + (lv // STEP + k)
                    exact.append([float(values[s][c, index]) for c in range(3)])
                    seen, was = seat_views(ROUNDS, s, (lu, lv))
                    now.append(seen)
                    blind.append(was)
        print(f"   {name}:")
        _errors("blind to the finals before", blind, exact)
        _errors("knowing them (now)", now, exact)


# ---- 3. every seat's view, and their sum ----------------------------------------------------


def seat_views(rounds: int, turn: int, leads: tuple[int, int]) -> tuple[list[float], list[float]]:
    """Each seat's approximate chance (the mover first, then in playing order) at the start of
    `turn`, the next player `leads[0]` points over the mover and the one after `leads[1]`:
    as `win_approx.seat_chance` sees them now, and as before a seat's last turn was played
    knowing the finals before it (every seat's next turn solved at once, blind to them)."""
    mover = turn % 3
    points = [0, 0, 0]
    points[(mover + 1) % 3], points[(mover + 2) % 3] = leads
    low = min(points)
    rules = RollerRules(rounds=rounds, handicap=tuple(p - low for p in points))
    match = RollerMatch(["A", "B", "C"], rules)
    for _ in range(turn):
        match.throw([2, 2, 3, 3, 4, 6])  # RT: the totals stay
    seats = [(mover + k) % 3 for k in range(3)]
    now = [win_approx.seat_chance(match, seat) for seat in seats]
    blind = []
    for seat in seats:
        turns_after, others = win_approx._seat_situation(match, seat)
        if turns_after < 0:  # played its last turn: nothing to know
            blind.append(win_approx.seat_chance(match, seat))
        else:
            blind.append(float(win_approx.solved(True, turns_after, others).turn_value))
    return now, blind


def _errors(name: str, approx: list[list[float]], exact: list[list[float]]) -> None:
    a, e = np.array(approx), np.array(exact)
    sums = a.sum(axis=1)
    scaled = a / sums[:, None]
    # the win-chance bar's way: the mover's own, the others sharing the rest as they stand
    rest = np.maximum(0.0, 1.0 - a[:, :1])
    others = np.maximum(a[:, 1:].sum(axis=1), 1e-300)[:, None]
    bar = np.concatenate([a[:, :1], rest * a[:, 1:] / others], axis=1)
    for label, values in ((name, a), (name + ", normalised", scaled), (name + ", the bar's", bar)):
        err = np.abs(values - e)
        print(
            f"   {label:<30} mean {err.mean():.4f}  max {err.max():.4f}"
            f"  (sum: mean {values.sum(axis=1).mean():.4f},"
            f" {values.sum(axis=1).min():.4f}..{values.sum(axis=1).max():.4f})"
        )


def last_round_views(top: int) -> None:
    """Every seat's chance at the start of the last round against the exact game
    (tests/strategy/exact_last_round.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.strategy.exact_last_round import last_round

    print("3. Three players at the start of the last round, every seat against the exact game")
    print(f"   (unclipped totals; banking beyond {top * STEP} points counts as that)")
    start = time.perf_counter()
    now, blind, steady, exact = [], [], [], []
    for lu in range(-1000, 1001, 500):
        for lv in range(-1000, 1001, 500):
            exact.append(list(last_round(True, (lu, lv), top)))
            with steadily(True):
                steady.append(seat_views(1, 0, (lu, lv))[0])
            with steadily(False):
                seen, was = seat_views(1, 0, (lu, lv))
            now.append(seen)
            blind.append(was)
    print(f"   leads of the others -1000..1000 by 500 ({time.perf_counter() - start:.0f} s)")
    _errors("blind to the finals before", blind, exact)
    _errors("befores steady (before)", steady, exact)
    _errors("befores for the win (now)", now, exact)
    e, n = np.array(exact), np.array(now)
    for k, name in enumerate(("mover", "second", "third")):
        print(f"   {name:<7} mean error {np.mean(n[:, k] - e[:, k]):+.4f} (now)")


def _views_of(leads: tuple[int, ...], before: bool) -> list[float]:
    """Every seat's view at the start of a one-round match, seat k+1 `leads[k]` over the
    first: now, or as before (`steady_befores`)."""
    low = min(0, *leads)
    rules = RollerRules(rounds=1, handicap=tuple(p - low for p in (0, *leads)))
    match = RollerMatch([f"P{k}" for k in range(len(leads) + 1)], rules)
    with steadily(before):
        return [win_approx.seat_chance(match, seat) for seat in range(len(leads) + 1)]


def _by_seat(now: list[list[float]], before: list[list[float]], exact: list[list[float]]) -> None:
    e, n, b = np.array(exact), np.array(now), np.array(before)
    for k in range(e.shape[1]):
        err, old = n[:, k] - e[:, k], b[:, k] - e[:, k]
        print(
            f"   seat {k + 1} view off by {np.mean(err):+.4f} on average, at most"
            f" {np.abs(err).max():.4f} (before: {np.mean(old):+.4f}, {np.abs(old).max():.4f})"
        )


def four_views(top: int) -> None:
    """Every seat's chance at the start of the last round of four (and a few of five) against
    the exact game, now and as before."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.strategy.exact_last_round import every_seat, once_the_first_has_played

    print("4. Four players at the start of the last round, every seat against the exact game")
    start = time.perf_counter()
    now, before, exact = [], [], []
    for leads in itertools.product(range(-1000, 1001, 1000), repeat=3):
        exact.append(list(every_seat(True, leads, top)))
        now.append(_views_of(leads, False))
        before.append(_views_of(leads, True))
    print(f"   leads of the others -1000..1000 by 1000 ({time.perf_counter() - start:.0f} s)")
    _errors("befores steady (before)", before, exact)
    _errors("befores for the win (now)", now, exact)
    _by_seat(now, before, exact)
    print("   once the first has played (its final 1000; handicaps 0 or 1000 for the others):")
    now, exact = [], []
    for handicap in itertools.product((0, 1000), repeat=3):
        match = RollerMatch(["A", "B", "C", "D"], RollerRules(rounds=1, handicap=(0, *handicap)))
        match.throw([1, 1, 1, 2, 3, 4])
        match.keep([1, 1, 1])
        match.bank()
        leads = tuple(h - 1000 for h in handicap)
        exact.append(list(once_the_first_has_played(True, leads, top)))
        with steadily(False):
            views = [win_approx.seat_chance(match, seat) for seat in range(4)]
        now.append([views[1], views[2], views[3], views[0]])  # the mover first
        exact[-1] = [exact[-1][1], exact[-1][2], exact[-1][3], exact[-1][0]]
    _errors("the views", now, exact)
    e, n = np.array(exact), np.array(now)
    for k, name in enumerate(("mover", "third", "fourth", "done")):
        err = n[:, k] - e[:, k]
        print(
            f"   {name:<7} view off by {np.mean(err):+.4f} on average,"
            f" at most {np.abs(err).max():.4f}"
        )
    print("   five players, the others' leads (0, 0, 0, 0), (0, 0, 0, 1000), (-500, 500, 0, -500):")
    start = time.perf_counter()
    now, before, exact = [], [], []
    for leads in ((0, 0, 0, 0), (0, 0, 0, 1000), (-500, 500, 0, -500)):
        exact.append(list(every_seat(True, leads, top)))
        now.append(_views_of(leads, False))
        before.append(_views_of(leads, True))
    print(f"   ({time.perf_counter() - start:.0f} s)")
    _errors("befores steady (before)", before, exact)
    _errors("befores for the win (now)", now, exact)
    _by_seat(now, before, exact)


def bar_time(repeats: int = 5) -> None:
    """The win-chance bar's figures at the start of the last round, nothing kept, now and as
    before (`steady_befores`), interleaved in the same run: CPU time and the ratio."""
    print("5. The bar's figures (win_now.chances_now, nothing kept) at the last round's start")
    cases = [(n, leads) for n in (3, 4, 5, 8) for leads in ((0,) * (n - 1), _spread(n - 1))]
    totals = {True: 0.0, False: 0.0}
    for before in (True, False):  # what every run shares made first (the solver, R(n))
        with steadily(before):
            win_now.chances_now(RollerMatch(["A", "B", "C"], RollerRules(rounds=1)))
    print(f"   {'seats':>5} {'others over the first':<38} {'before ms':>9} {'now ms':>7} ratio")
    for n, leads in cases:
        spent = {True: 0.0, False: 0.0}
        for _ in range(repeats):
            for before in (True, False):
                low = min(0, *leads)
                rules = RollerRules(rounds=1, handicap=tuple(p - low for p in (0, *leads)))
                match = RollerMatch([f"P{k}" for k in range(n)], rules)
                with steadily(before):
                    start = time.process_time()
                    win_now.chances_now(match)
                    spent[before] += time.process_time() - start
        for before in (True, False):
            totals[before] += spent[before]
        print(
            f"   {n:>5} {leads!s:<38} {spent[True] / repeats * 1000:>9.1f}"
            f" {spent[False] / repeats * 1000:>7.1f} {spent[True] / spent[False]:>5.2f}x"
        )
    print(
        f"   all: before {totals[True]:.2f} s, now {totals[False]:.2f} s of CPU,"
        f" {totals[True] / totals[False]:.2f}x (above 1: now quicker)"
    )


def before_the_last(top: int, positions: list[tuple[int, int, int]]) -> None:
    """Four players, two rounds, the last turn before the last round (D to move, A, B and C
    having thrown RT in the first): exact against the program's views. Exact: D's turn solved
    (`exact_last_round.solve_turn`, a channel per seat) for what banking x steps leads to,
    the exact last round of four (`every_seat`) with D's total x steps higher, for every x up
    to `top` (banking more counts as `top`): `top` + 1 exact last rounds per position."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.strategy.exact_last_round import every_seat, solve_turn

    print("6. Four players, the last turn before the last round (D to move), against the exact")
    print(f"   game (D's banking beyond {top * STEP} points counts as that)")
    now, before, exact = [], [], []
    start = time.perf_counter()
    for leads in positions:
        b, c, d = (lead // STEP for lead in leads)
        finals = [
            every_seat(True, tuple(STEP * v for v in (b, c, d + x)), top) for x in range(top + 1)
        ]
        bank = np.array([[f[3], f[0], f[1], f[2]] for f in finals])[:, None, :]  # D first
        d_, a, b_, c_ = solve_turn(True, bank)[0]
        exact.append([float(v) for v in (d_, a, b_, c_)])
        low = min(0, *leads)
        rules = RollerRules(rounds=2, handicap=tuple(p - low for p in (0, *leads)))
        for views, was in ((now, False), (before, True)):
            match = RollerMatch(["A", "B", "C", "D"], rules)
            for _ in range(3):
                match.throw([2, 2, 3, 3, 4, 6])  # RT: the totals stay
            with steadily(was):
                seen = win_now.chances_now(match)
            assert seen is not None
            own = [win_approx.turn_solution(match).turn_value]
            with steadily(was):
                own += [win_approx.seat_chance(match, seat) for seat in range(3)]
            views.append([float(v) for v in own])
        print(
            f"   others over A {leads}: exact (D, A, B, C) {np.round(exact[-1], 4)},"
            f" now {np.round(now[-1], 4)}, before {np.round(before[-1], 4)}",
            flush=True,
        )
    print(f"   ({time.perf_counter() - start:.0f} s)")
    _errors("befores steady (before)", before, exact)
    _errors("befores for the win (now)", now, exact)
    e, n = np.array(exact), np.array(now)
    worst = np.abs(n - e)[:, 0].max()
    print(f"   D's own (the coach's per-decision chances) off by at most {worst:.4f}")


def _spread(n: int) -> tuple[int, ...]:
    return tuple((k % 3 - 1) * 500 for k in range(n))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cap", type=int, default=1500, help="the exact solve's clip (points)")
    parser.add_argument("--skip-three", action="store_true")
    parser.add_argument("--skip-two", action="store_true")
    parser.add_argument("--skip-last", action="store_true")
    parser.add_argument("--skip-four", action="store_true")
    parser.add_argument("--skip-time", action="store_true")
    parser.add_argument(
        "--before-last",
        type=int,
        default=0,
        help="6.: the last turn before the last round of four, D's banking cut (steps; 0: skip)",
    )
    parser.add_argument("--top", type=int, default=200, help="the exact last round's cut (steps)")
    args = parser.parse_args()
    if not args.skip_two:
        two_players()
    if not args.skip_three:
        three_players(args.cap)
    if not args.skip_last:
        last_round_views(args.top)
    if not args.skip_four:
        four_views(args.top)
    if not args.skip_time:
        bar_time()
    if args.before_last:
        positions = [(0, 0, 0), (0, 0, -1000), (500, -500, 1000)]
        before_the_last(args.before_last, positions)


if __name__ == "__main__":
    main()
