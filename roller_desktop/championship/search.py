"""The search behind the fair draw (draw.py): players as numbers 0..n-1, tables as lists.

The cost of a draw is the sum over pairs of m·(m−1)/2, m being the times the pair meets over
all rounds (played and drawn), plus APART for every meeting of a pair to keep apart: adding a
meeting to a pair that met m times costs m, taking one away saves m − 1, which keeps every
move's price a few additions. A draw without repeated meetings costs what the played rounds
alone cost; each repeat costs at least one more.

1. A greedy start, round by round: each player (in a seeded order) sits at the table with a
   free seat where he has met the fewest so far (ties: the emptier table, then the seed).
   Where a known design exists (an affine plane: q² players, tables of q, up to q + 1 rounds),
   it is the start instead (affine.py).
2. A tabu search on swaps (after Dotú and Van Hentenryck's for the social golfer problem):
   in a round with a repeated meeting, try every swap of a player in one with a player at
   another table, make the best one that is not tabu (moving a player back to the table he just
   left is tabu for a few steps, unless it beats the best draw seen); after a long stretch
   without progress, start again from the best draw with a few random swaps.

It ends at the target (no cost beyond what cannot be avoided: see `unavoidable` and
`shared_bound`) or when its budget of swap evaluations is spent, with the best draw it saw.
Only `random()` of the seeded generator is used (Python promises its sequence across
versions), so a seed gives one draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

_T = TypeVar("_T")

APART = 1_000_000  # the price of one meeting of a pair to keep apart: above any other cost

STEP_WORK = 10  # a step's own work (choosing a player, the tabu list), in swap evaluations
STALE_RESTARTS = 20  # the search gives up after this many restarts that found nothing better
PATIENCE = (50, 5)  # steps without progress before a restart: a + b per player
SHAKE = (2, 3)  # swaps of a shake: a + below(b)

Tables = list[list[int]]  # one round: its tables, each a list of players


class Rng:
    """A seeded generator that only uses random(): the same numbers on every Python."""

    def __init__(self, seed: int | str) -> None:
        self._random = random.Random(seed).random

    def below(self, n: int) -> int:
        """A whole number from 0 to n − 1 (n ≥ 1)."""
        return min(int(self._random() * n), n - 1)

    def shuffle(self, items: list[_T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def meetings(
    n: int, rounds: Sequence[Sequence[Sequence[int]]], apart: Sequence[tuple[int, int]]
) -> list[list[int]]:
    """The matrix m: meetings of every pair over these rounds, APART added for pairs apart."""
    m = [[0] * n for _ in range(n)]
    for a, b in apart:
        m[a][b] += APART
        m[b][a] += APART
    for tables in rounds:
        for table in tables:
            for i, x in enumerate(table):
                row = m[x]
                for y in table[i + 1 :]:
                    row[y] += 1
                    m[y][x] += 1
    return m


def cost_of(m: list[list[int]], apart: Sequence[tuple[int, int]]) -> int:
    """The cost of the meetings in m (see the module's docstring)."""
    total = 0
    for x, row in enumerate(m):
        for y in range(x + 1, len(row)):
            v = row[y]
            if v:
                total += v * (v - 1) // 2
    for a, b in apart:  # m·(m−1)/2 was taken of m + APART; the cost is APART·m + m(m−1)/2
        v = m[a][b]
        real = v - APART
        total -= v * (v - 1) // 2
        total += APART * real + real * (real - 1) // 2
    return total


def unavoidable(
    m: list[list[int]], present: Sequence[int], sizes: Sequence[int], rounds: int
) -> int:
    """A lower bound of what `rounds` more rounds at tables of `sizes` must add to the cost.
    A pair is fresh when both are present, have never met and are not kept apart; a meeting
    of a pair that is not fresh, or of a fresh pair again, costs at least one. So: the
    meetings the rounds hold beyond the fresh pairs; and per player, the meetings he has
    (at least `rounds` times the smallest table less himself) beyond his fresh partners,
    each such meeting counted at both its ends."""
    short = 0
    fresh_pairs = 0
    each = rounds * (min(sizes) - 1)
    for p in present:
        row = m[p]
        fresh = sum(1 for q in present if q != p and row[q] == 0)
        fresh_pairs += fresh
        short += max(0, each - fresh)
    held = rounds * sum(size * (size - 1) // 2 for size in sizes)
    return max((short + 1) // 2, held - fresh_pairs // 2, 0)


def fewest_shared(size: int, groups: int) -> int:
    """The fewest pairs a table of `size` players takes from `groups` tables of another
    round (each of its players from one of them): its players spread as evenly as can be."""
    each, more = divmod(size, groups)
    return more * (each + 1) * each // 2 + (groups - more) * each * (each - 1) // 2


def shared_bound(
    played: Sequence[Sequence[Sequence[int]]],
    present: Sequence[int],
    sizes: Sequence[int],
    rounds: int,
) -> int:
    """A lower bound of the cost `rounds` more rounds at tables of `sizes` add, by pigeonholes:
    two rounds share at least the pairs each table of one must take from the tables of the
    other (a table of 4 drawn from 3 tables has two players of one of them). The cost added
    is the number of (pair, two rounds) in which the pair meets in both, one round coming."""
    present_set = set(present)
    coming_pairs = rounds * (rounds - 1) // 2
    total = coming_pairs * sum(fewest_shared(size, len(sizes)) for size in sizes)
    for tables in played:
        seated = [t for t in tables if any(p in present_set for p in t)]
        there = {p for t in seated for p in t}
        groups = len(seated) + sum(1 for p in present if p not in there)  # a newcomer: alone
        total += rounds * sum(fewest_shared(size, groups) for size in sizes)
    return total


def greedy(m: list[list[int]], present: Sequence[int], sizes: Sequence[int], rng: Rng) -> Tables:
    """One round seated greedily (see the module's docstring); m takes its meetings."""
    order = list(present)
    rng.shuffle(order)
    tables: Tables = [[] for _ in sizes]
    for p in order:
        row = m[p]
        best = -1
        best_key = (0, 0)
        ties = 0
        for t, table in enumerate(tables):
            free = sizes[t] - len(table)
            if free <= 0:
                continue
            key = (sum(row[x] for x in table), -free)
            if best < 0 or key < best_key:
                best, best_key, ties = t, key, 1
            elif key == best_key:
                ties += 1
                if rng.below(ties) == 0:
                    best = t
        for x in tables[best]:
            row[x] += 1
            m[x][p] += 1
        tables[best].append(p)
    return tables


class Search:
    """The tabu search over the coming rounds (`rounds`, changed in place). `base` holds the
    meetings of the played rounds and the apart pairs; m those and the coming rounds'."""

    def __init__(self, base: list[list[int]], rounds: list[Tables], cost: int, rng: Rng) -> None:
        self.base = base
        self.rounds = rounds
        self.rng = rng
        self.m: list[list[int]] = []
        self.where: list[dict[int, int]] = []
        self.cost = cost
        self._count()
        self.best_cost = cost
        self.best = self._copy()
        self.evaluations = 0

    def _copy(self) -> list[Tables]:
        return [[list(table) for table in tables] for tables in self.rounds]

    def _count(self) -> None:
        """m and where from base and the rounds."""
        m = [list(row) for row in self.base]
        for tables in self.rounds:
            for table in tables:
                for i, x in enumerate(table):
                    row = m[x]
                    for y in table[i + 1 :]:
                        row[y] += 1
                        m[y][x] += 1
        self.m = m
        self.where = [
            {p: t for t, table in enumerate(tables) for p in table} for tables in self.rounds
        ]

    def conflicts(self, k: int) -> list[int]:
        """The players of coming round k in a repeated meeting there (or with a pair apart)."""
        m = self.m
        found: list[int] = []
        for table in self.rounds[k]:
            for x in table:
                if max(map(m[x].__getitem__, table)) >= 2:
                    found.append(x)
        return found

    def swap_delta(self, k: int, p: int, q: int) -> int:
        """What swapping p and q (at two tables of round k) adds to the cost."""
        tables = self.rounds[k]
        table_p = tables[self.where[k][p]]
        table_q = tables[self.where[k][q]]
        row_p, row_q = self.m[p], self.m[q]
        p_leaves = sum(row_p[x] for x in table_p if x != p) - (len(table_p) - 1)
        q_leaves = sum(row_q[x] for x in table_q if x != q) - (len(table_q) - 1)
        p_joins = sum(row_p[x] for x in table_q) - row_p[q]
        q_joins = sum(row_q[x] for x in table_p) - row_q[p]
        return p_joins - p_leaves + q_joins - q_leaves

    def swap(self, k: int, p: int, q: int, delta: int) -> None:
        m = self.m
        where = self.where[k]
        a, b = where[p], where[q]
        table_a, table_b = self.rounds[k][a], self.rounds[k][b]
        row_p, row_q = m[p], m[q]
        for x in table_a:
            if x != p:
                row_p[x] -= 1
                m[x][p] -= 1
                row_q[x] += 1
                m[x][q] += 1
        for x in table_b:
            if x != q:
                row_q[x] -= 1
                m[x][q] -= 1
                row_p[x] += 1
                m[x][p] += 1
        table_a[table_a.index(p)] = q
        table_b[table_b.index(q)] = p
        where[p], where[q] = b, a
        self.cost += delta
        if self.cost < self.best_cost:
            self.best_cost = self.cost
            self.best = self._copy()

    def run(self, target: int, budget: int, give_up: int = STALE_RESTARTS) -> None:
        """Search until the cost is at most `target`, `budget` swap evaluations are spent, or
        `give_up` restarts in a row found nothing better; leaves the best draw seen in
        self.rounds."""
        rng = self.rng
        tabu: dict[tuple[int, int, int], int] = {}  # (round, player, table) -> free again at
        step = 0
        last_progress = 0
        best_seen = self.cost
        stale = 0  # restarts since the best draw last got better
        patience = PATIENCE[0] + PATIENCE[1] * len(self.m)
        rounds = len(self.rounds)
        while self.cost > target and self.evaluations < budget:
            step += 1
            self.evaluations += STEP_WORK
            k = rng.below(rounds)
            for _ in range(rounds):
                conflicts = self.conflicts(k)
                if conflicts:
                    break
                k = (k + 1) % rounds
            else:
                break  # no repeat anywhere: nothing more to find
            move = self._best_swap(k, conflicts, tabu, step)
            if move is None:  # every swap tabu, or one table only
                move = self._any_swap(k, conflicts)
                if move is None:
                    break
            p, q, delta = move
            where = self.where[k]
            tenure = 3 + rng.below(8)
            tabu[(k, p, where[p])] = step + tenure
            tabu[(k, q, where[q])] = step + tenure
            self.swap(k, p, q, delta)
            if self.best_cost < best_seen:
                best_seen = self.best_cost
                last_progress = step
                stale = 0
            elif step - last_progress > patience:
                stale += 1
                if stale > give_up:
                    break
                self.restart_from_best()
                tabu.clear()
                last_progress = step
        self.restore_best()

    def _best_swap(
        self, k: int, players: list[int], tabu: dict[tuple[int, int, int], int], step: int
    ) -> tuple[int, int, int] | None:
        """The best swap of round k that moves one of `players` and is not tabu (unless it
        beats the best draw seen), ties by the seed: (player, other player, cost added)."""
        rng = self.rng
        m = self.m
        tables = self.rounds[k]
        where = self.where[k]
        aspire = self.best_cost - self.cost  # a tabu move is made if it beats the best
        chosen: tuple[int, int, int] | None = None
        ties = 0
        for p in players:
            home = where[p]
            table_a = tables[home]
            row_p = m[p]
            p_leaves = sum(map(row_p.__getitem__, table_a)) - (len(table_a) - 1)
            for t, table_b in enumerate(tables):
                if t == home:
                    continue
                p_tabu = tabu.get((k, p, t), 0) > step
                p_joins = sum(map(row_p.__getitem__, table_b))
                others = len(table_b) - 1
                self.evaluations += len(table_b)
                for q in table_b:
                    row_q = m[q]
                    delta = (
                        p_joins
                        - row_p[q]
                        - p_leaves
                        + sum(map(row_q.__getitem__, table_a))
                        - row_q[p]
                        - sum(map(row_q.__getitem__, table_b))
                        + others
                    )
                    if (p_tabu or tabu.get((k, q, home), 0) > step) and delta >= aspire:
                        continue
                    if chosen is None or delta < chosen[2]:
                        chosen, ties = (p, q, delta), 1
                    elif delta == chosen[2]:
                        ties += 1
                        if rng.below(ties) == 0:
                            chosen = (p, q, delta)
        return chosen

    def _any_swap(self, k: int, players: list[int]) -> tuple[int, int, int] | None:
        """A swap of one of `players` with anyone at another table, by the seed."""
        rng = self.rng
        p = players[rng.below(len(players))]
        home = self.where[k][p]
        others = [q for t, table in enumerate(self.rounds[k]) if t != home for q in table]
        if not others:
            return None
        q = others[rng.below(len(others))]
        return p, q, self.swap_delta(k, p, q)

    def restart_from_best(self) -> None:
        """Back to the best draw, shaken by a few random swaps."""
        self.restore_best()
        rng = self.rng
        for _ in range(SHAKE[0] + rng.below(SHAKE[1])):
            k = rng.below(len(self.rounds))
            tables = self.rounds[k]
            if len(tables) < 2:
                continue
            a = rng.below(len(tables))
            b = rng.below(len(tables) - 1)
            b += b >= a
            p = tables[a][rng.below(len(tables[a]))]
            q = tables[b][rng.below(len(tables[b]))]
            self.swap(k, p, q, self.swap_delta(k, p, q))

    def restore_best(self) -> None:
        self.rounds[:] = [[list(table) for table in tables] for tables in self.best]
        self.cost = self.best_cost
        self._count()
