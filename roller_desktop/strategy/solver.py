"""The exact solution of one Roller turn by backward induction (no simulation).

A turn is a chain of states (points so far, dice to throw, scoring dice still owed after a
forced ROLLER). Points are multiples of 50 and only ever grow, so the values can be computed
from high points down to zero. Two values per state:

- `throw value`: the expected result of throwing now and choosing well afterwards;
- `decision value`: the better of banking (when allowed) and the throw value.

What a banked turn is worth is a parameter (`bank_values`): the points themselves for the
maximum-expected-points player, a chance of winning the match for the match-aware one. A throw
that scores nothing is worth `tjock_value` (0 points; RT and Tjock both lose the turn).

Above an index `limit` the values follow a tail computed apart (cheaper, and exact):

- maximum expected points (`_owed_values`): from some points on, banking beats throwing with
  every number of dice. Above that only the states owing dice after a forced ROLLER still
  decide something (which selection); they are solved alone, by a backward induction in which
  every other state banks, down from where a closed form holds (keep what allows banking
  soonest: a forced ROLLER's 2000 or 3000 points no longer pay for its risk). The limit is the
  lowest index at which "throw minus bank", computed from that tail, is negative for every
  number of dice; every slope of it is negative (below one point per point, as a throw can
  always score nothing), so it stays negative above: the tail satisfies the Bellman equation
  there and is the exact value. Below the limit, plain backward induction over every state.
- a saturating bank value (a win chance that cannot rise further above `limit`): banking is
  right whenever allowed and the owed states only try to survive until they may bank.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from roller_desktop.engine.roller import DICE, OWED_AFTER_FORCED_ROLLER, RollerRules

from .throws import Option, groups_of, no_score_chance

STEP = 50  # every score is a multiple of 50
SPAN = 3000 // STEP  # the most one selection adds (Alla lika), in steps
START = (DICE, 0)

State = tuple[int, int]  # (dice to throw, scoring dice owed)


def next_state(state: State, option: Option, forced_rule: bool) -> State:
    """The state after keeping `option.kept` dice (the engine's `keep`, in short)."""
    dice, owed = state
    owed = max(0, owed - option.kept)
    dice -= option.kept
    if dice == 0:  # ROLLER: all six again
        dice = DICE
        if forced_rule and option.forced:
            owed = OWED_AFTER_FORCED_ROLLER
    return (dice, owed)


def reachable_states(forced_rule: bool) -> tuple[State, ...]:
    found = {START}
    todo = [START]
    while todo:
        state = todo.pop()
        for group in groups_of(state[0]):
            for option in group.options:
                nxt = next_state(state, option, forced_rule)
                if nxt not in found:
                    found.add(nxt)
                    todo.append(nxt)
    return tuple(sorted(found, key=lambda s: (s[1], s[0])))


# One throw's options, prepared for a state: (chance, ((steps added, next state index), ...)).
Transition = tuple[float, tuple[tuple[int, int], ...]]


@dataclass(frozen=True)
class _Model:
    forced_rule: bool
    states: tuple[State, ...]
    index: dict[State, int]
    no_score: tuple[float, ...]  # per state
    transitions: tuple[tuple[Transition, ...], ...]  # per state
    survival: tuple[float, ...]  # per state: chance to reach banking under the survival policy
    gain: tuple[float, ...]  # per state: expected points gained times surviving, same policy


@lru_cache(maxsize=4)
def _model(forced_rule: bool) -> _Model:
    states = reachable_states(forced_rule)
    index = {s: i for i, s in enumerate(states)}
    transitions = tuple(
        tuple(
            (
                float(group.chance),
                tuple(
                    (o.points // STEP, index[next_state(s, o, forced_rule)]) for o in group.options
                ),
            )
            for group in groups_of(s[0])
        )
        for s in states
    )
    no_score = tuple(float(no_score_chance(s[0])) for s in states)
    survival = [1.0] * len(states)
    gain = [0.0] * len(states)
    # Owed states, fewest owed first: each only leads to fewer owed (or to a forced loop,
    # which the survival policy never takes: every Stege or Alla lika also offers a Triss or
    # a 1 and a 5, which pays the debt at once).
    for si in sorted((i for i, s in enumerate(states) if s[1]), key=lambda i: states[i][1]):
        surv = 0.0
        gained = 0.0
        for chance, options in transitions[si]:
            best: tuple[float, float] | None = None
            for steps, ni in options:
                if states[ni][1] >= states[si][1]:
                    continue  # the forced loop
                cand = (survival[ni], survival[ni] * steps * STEP + gain[ni])
                if best is None or cand > best:
                    best = cand
            if best is not None:
                surv += chance * best[0]
                gained += chance * best[1]
        survival[si] = surv
        gain[si] = gained
    return _Model(forced_rule, states, index, no_score, transitions, tuple(survival), tuple(gain))


TailFunction = Callable[[int, int], float]  # (state index, points index) -> decision value


class TurnSolution:
    """Values of every state of a turn; build with `solve` or `solve_utility`."""

    def __init__(
        self,
        model: _Model,
        bank_values: Sequence[float],
        tjock_value: float,
        tail: TailFunction,
        bank_beyond: Callable[[int], float],
    ) -> None:
        self._model = model
        self._bank_beyond = bank_beyond
        self.limit = len(bank_values) - 1
        self._bank = list(bank_values)
        self.tjock_value = tjock_value
        self._tail = tail
        size = self.limit + SPAN + 1
        n = len(model.states)
        self._decision = [[0.0] * size for _ in range(n)]
        self._throw = [[0.0] * size for _ in range(n)]
        for si in range(n):
            column = self._decision[si]
            for i in range(self.limit + 1, size):
                column[i] = tail(si, i)
        self._backward()

    def _backward(self) -> None:
        m = self._model
        decision = self._decision
        throw = self._throw
        bank = self._bank
        tjock = self.tjock_value
        plan = [
            (
                si,
                m.states[si][1] == 0,
                m.no_score[si] * tjock,
                [(c, [(decision[ni], d) for d, ni in opts]) for c, opts in m.transitions[si]],
            )
            for si in range(len(m.states))
        ]
        for i in range(self.limit, -1, -1):
            for si, may_bank, acc0, groups in plan:
                acc = acc0
                for chance, options in groups:
                    best = -1e300
                    for column, d in options:
                        v = column[i + d]
                        if v > best:
                            best = v
                    acc += chance * best
                throw[si][i] = acc
                if may_bank and bank[i] >= acc:
                    decision[si][i] = bank[i]
                else:
                    decision[si][i] = acc

    # ---- queries (points are turn points, a multiple of 50) ---------------------------------

    @property
    def states(self) -> tuple[State, ...]:
        return self._model.states

    @property
    def forced_rule(self) -> bool:
        return self._model.forced_rule

    def _si(self, dice: int, owed: int) -> int:
        try:
            return self._model.index[(dice, owed)]
        except KeyError:
            raise ValueError(f"A turn never has {dice} dice to throw with {owed} owed.") from None

    def bank_value(self, points: int) -> float:
        i = _steps(points)
        return self._bank[i] if i <= self.limit else self._bank_beyond(i)

    def decision_value(self, points: int, dice: int, owed: int = 0) -> float:
        """The value after keeping: the better of banking (if allowed) and throwing on."""
        si = self._si(dice, owed)
        i = _steps(points)
        column = self._decision[si]
        return column[i] if i < len(column) else self._tail(si, i)

    def throw_value(self, points: int, dice: int, owed: int = 0) -> float:
        """The value of throwing `dice` dice now with `points` at stake."""
        si = self._si(dice, owed)
        i = _steps(points)
        if i <= self.limit:
            return self._throw[si][i]
        m = self._model
        acc = m.no_score[si] * self.tjock_value
        for chance, options in m.transitions[si]:
            acc += chance * max(self._post(ni, i + d) for d, ni in options)
        return acc

    def _post(self, si: int, i: int) -> float:
        column = self._decision[si]
        return column[i] if i < len(column) else self._tail(si, i)

    def should_bank(self, points: int, dice: int, owed: int = 0) -> bool:
        """Banking is allowed and at least as good as throwing on (ties bank)."""
        return owed == 0 and self.bank_value(points) >= self.throw_value(points, dice, owed)

    def keep_value(
        self, points: int, dice: int, owed: int, kept: int, added: int, forced: bool
    ) -> float:
        """The value of keeping `kept` dice worth `added` points from a throw of `dice` dice."""
        nxt = next_state((dice, owed), Option(kept, added, forced), self.forced_rule)
        return self.decision_value(points + added, *nxt)

    @property
    def turn_value(self) -> float:
        """The value of a whole turn, before its first throw."""
        return self._throw[self._model.index[START]][0]


def _steps(points: int) -> int:
    if points < 0 or points % STEP:
        raise ValueError(f"Turn points are a non-negative multiple of {STEP}, not {points}.")
    return points // STEP


# ---- maximum expected points --------------------------------------------------------------


def _owed_closed_form(model: _Model, si: int, i: int) -> float:
    """Survival policy's value in an owed state: exact far enough up (see `_owed_values`)."""
    return model.survival[si] * i * STEP + model.gain[si]


def _owed_choice_is_survival(model: _Model, i: int) -> bool:
    """Whether, with banking above i, every owed state's best choice at i is the survival one."""
    for si, (_, owed) in enumerate(model.states):
        if owed == 0:
            continue
        acc = 0.0
        for chance, options in model.transitions[si]:
            acc += chance * max(
                (i + d) * STEP if model.states[ni][1] == 0 else _owed_closed_form(model, ni, i + d)
                for d, ni in options
            )
        if abs(acc - _owed_closed_form(model, si, i)) > 1e-9 * max(1.0, abs(acc)):
            return False
    return True


def _lowest_true(test: Callable[[int], bool]) -> int:
    """The lowest i >= 0 with test(i), for a test that stays true once true."""
    lo, hi = 0, 256
    while not test(hi):
        lo, hi = hi, hi * 2
    while lo < hi:
        mid = (lo + hi) // 2
        if test(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


@dataclass(frozen=True)
class _OwedValues:
    """The owed states' values when every owed-free state banks (true from `bank_limit` up)."""

    top: int  # from here up the closed form holds
    columns: tuple[tuple[float, ...], ...]  # per state (empty for owed-free states)
    bank_limit: int  # from here up banking is right in every owed-free state


@lru_cache(maxsize=4)
def _owed_values(forced_rule: bool) -> _OwedValues:
    """Backward induction over the owed states alone, everything else banking.

    Far up, the survival choice is best (a forced ROLLER's 2000 or 3000 points no longer pay
    for its risk); below that the choice is computed. The owed-free states bank from the
    lowest index where throwing is worse with every number of dice; "throw minus bank" only
    falls as points rise (every slope is below one), so it stays so above.
    """
    model = _model(forced_rule)
    states = model.states
    owed_states = [si for si, s in enumerate(states) if s[1]]
    top = _lowest_true(lambda i: _owed_choice_is_survival(model, i)) if owed_states else 0
    size = top + SPAN + 1
    columns: list[list[float]] = [[] for _ in states]
    for si in owed_states:
        columns[si] = [_owed_closed_form(model, si, i) for i in range(size)]
    # An owed state whose every choice pays the debt is linear in the points: its closed form
    # is exact. Elsewhere a throw's choices between banking and such states are straight lines
    # in the points; far enough up the steepest wins for good, so those throws add up to one
    # line, and only the throws that can repeat a forced ROLLER need a maximum per level.
    linear = {
        si
        for si in owed_states
        if all(states[ni][1] == 0 for _, opts in model.transitions[si] for _, ni in opts)
    }

    def is_line(ni: int) -> bool:
        return states[ni][1] == 0 or ni in linear

    def line(d: int, ni: int) -> tuple[float, float]:
        if states[ni][1] == 0:
            return (float(STEP), float(STEP * d))
        slope = model.survival[ni] * STEP
        return (slope, slope * d + model.gain[ni])

    plans = []
    for si in owed_states:
        if si in linear:
            continue
        slope_sum = intercept_sum = 0.0
        from_level = 0
        loops = []
        full = []
        for chance, options in model.transitions[si]:
            lines = [line(d, ni) for d, ni in options if is_line(ni)]
            others = [(columns[ni], d) for d, ni in options if not is_line(ni)]
            full.append((chance, lines, others))
            if others:
                loops.append((chance, lines, others))
                continue
            steep = max(lines)
            for slope, intercept in lines:
                if slope < steep[0] and intercept > steep[1]:
                    crossing = (intercept - steep[1]) / (steep[0] - slope)
                    from_level = max(from_level, int(crossing) + 1)
            slope_sum += chance * steep[0]
            intercept_sum += chance * steep[1]
        plans.append((si, from_level, slope_sum, intercept_sum, loops, full))

    def level_value(i: int, groups: list[Any], acc: float) -> float:
        for chance, lines, others in groups:
            best = -1e300
            for slope, intercept in lines:
                v = slope * i + intercept
                if v > best:
                    best = v
            for column, d in others:
                v = column[i + d]
                if v > best:
                    best = v
            acc += chance * best
        return acc

    # Every keep adds points, so a level only needs higher levels.
    for i in range(top, -1, -1):
        for si, from_level, slope_sum, intercept_sum, loops, full in plans:
            if i >= from_level:
                columns[si][i] = level_value(i, loops, slope_sum * i + intercept_sum)
            else:
                columns[si][i] = level_value(i, full, 0.0)

    def post(ni: int, i: int) -> float:
        if states[ni][1] == 0:
            return float(i * STEP)
        column = columns[ni]
        return column[i] if i < len(column) else _owed_closed_form(model, ni, i)

    def banking_everywhere(i: int) -> bool:
        for si, (_, owed) in enumerate(states):
            if owed:
                continue
            acc = 0.0
            for chance, options in model.transitions[si]:
                acc += chance * max(post(ni, i + d) for d, ni in options)
            if acc > i * STEP:
                return False
        return True

    bank_limit = _lowest_true(banking_everywhere)
    return _OwedValues(top, tuple(tuple(c) for c in columns), bank_limit)


def _ev_tail(model: _Model, owed: _OwedValues) -> TailFunction:
    states = model.states

    def tail(si: int, i: int) -> float:
        if states[si][1] == 0:
            return float(i * STEP)
        column = owed.columns[si]
        return column[i] if i < len(column) else _owed_closed_form(model, si, i)

    return tail


def solve_uncached(rules: RollerRules | None = None, limit: int | None = None) -> TurnSolution:
    """Solve for maximum expected points (see `solve`); `limit` may only raise the index up to
    which full backward induction runs (for checks)."""
    forced_rule = (rules or RollerRules()).forced_after_roller
    model = _model(forced_rule)
    owed = _owed_values(forced_rule)
    top = owed.bank_limit if limit is None else max(limit, owed.bank_limit)
    bank = [float(i * STEP) for i in range(top + 1)]
    return TurnSolution(model, bank, 0.0, _ev_tail(model, owed), lambda i: float(i * STEP))


@lru_cache(maxsize=4)
def _solve_cached(forced_rule: bool) -> TurnSolution:
    found = solve_uncached(RollerRules(forced_after_roller=forced_rule))
    _solved.add(forced_rule)
    return found


_solved: set[bool] = set()


def is_solved(rules: RollerRules | None = None) -> bool:
    """Whether `solve(rules)` is at hand (its first call takes tens of milliseconds: the
    window makes it in a thread)."""
    return (rules or RollerRules()).forced_after_roller in _solved


def solve(rules: RollerRules | None = None) -> TurnSolution:
    """The maximum-expected-points solution for these house rules (cached: only the forced
    throw after ROLLER changes a turn)."""
    return _solve_cached((rules or RollerRules()).forced_after_roller)


# ---- any bank value that stops rising (a chance of winning) --------------------------------


def solve_utility(
    rules: RollerRules | None, bank_values: Sequence[float], tjock_value: float
) -> TurnSolution:
    """Maximise the expected bank value; `bank_values[i]` is the worth of banking i*50 points,
    non-decreasing, and constant from its last entry on. A throw scoring nothing is worth
    `tjock_value`."""
    if not bank_values:
        raise ValueError("Give the worth of banking at least zero points.")
    forced_rule = (rules or RollerRules()).forced_after_roller
    model = _model(forced_rule)
    top = bank_values[-1]
    states = model.states

    def tail(si: int, i: int) -> float:
        if states[si][1] == 0:
            return top
        return tjock_value + (top - tjock_value) * model.survival[si]

    return TurnSolution(model, bank_values, tjock_value, tail, lambda i: top)


# ---- what a turn played by a solution's policy gives ----------------------------------------


@dataclass(frozen=True)
class TurnOutcomes:
    """The exact distribution of one turn's result under a solution's policy."""

    rt: float  # the first throw scores nothing
    tjock: float  # a later throw scores nothing
    banked: dict[int, float]  # points -> chance
    neglected: float = 0.0  # chance left in states below NEGLIGIBLE each (far up, tiny)

    def points_distribution(self) -> dict[int, float]:
        """Points written in the protocol -> chance (RT and Tjock are 0)."""
        result = dict(self.banked)
        result[0] = result.get(0, 0.0) + self.rt + self.tjock
        return result

    @property
    def expected_points(self) -> float:
        return sum(p * c for p, c in self.banked.items())


def best_option_index(
    solution: TurnSolution, i: int, si: int, options: Sequence[tuple[int, int]]
) -> int:
    """The option (steps, next state index) with the highest decision value; first among ties."""
    best_k = 0
    best_v = -1e300
    for k, (d, ni) in enumerate(options):
        v = solution._post(ni, i + d)
        if v > best_v:
            best_k, best_v = k, v
    return best_k


NEGLIGIBLE = 1e-15


def turn_outcomes(solution: TurnSolution) -> TurnOutcomes:
    """Push the chance of every state forward through the policy (points only grow, so one
    pass in order of points suffices). A state reached with less than NEGLIGIBLE chance is
    not followed (its chance is counted in `neglected`): only long chains of forced ROLLERs
    get there."""
    model = solution._model
    states = model.states
    start = model.index[START]
    pending_throw: dict[tuple[int, int], float] = {(0, start): 1.0}
    pending_decision: dict[tuple[int, int], float] = {}
    banked: dict[int, float] = {}
    rt = tjock = neglected = 0.0
    i = 0
    while pending_throw or pending_decision:
        for si, (dice, owed) in enumerate(states):
            mass = pending_decision.pop((i, si), 0.0)
            if not mass:
                continue
            points = i * STEP
            if owed == 0 and (i > solution.limit or solution.should_bank(points, dice, owed)):
                banked[points] = banked.get(points, 0.0) + mass
            else:
                key = (i, si)
                pending_throw[key] = pending_throw.get(key, 0.0) + mass
        for si in range(len(states)):
            mass = pending_throw.pop((i, si), 0.0)
            if mass < NEGLIGIBLE:
                neglected += mass
                continue
            lost = mass * model.no_score[si]
            if i == 0 and si == start:
                rt += lost
            else:
                tjock += lost
            for chance, options in model.transitions[si]:
                d, ni = options[best_option_index(solution, i, si, options)]
                key = (i + d, ni)
                pending_decision[key] = pending_decision.get(key, 0.0) + mass * chance
        i += 1
    return TurnOutcomes(rt, tjock, banked, neglected)
