"""A second, straightforward computation of two-player win chances, for checking the table.

Written from RULES.md and the engine's scoring alone (no throws.py, no solver.py): every
distinct throw of n dice with its multinomial chance, every legal selection the engine lists,
a memoised recursion over (turns left, lead, turn points, dice, owed). It uses the table's
definitions: leads clipped at +-cap, banking beyond `turn_cap` points worth no more. Slow: for
tiny cases only.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from roller_desktop.engine import scoring

SIX = 6
OWED = 2


@cache
def _throws(n: int) -> tuple[tuple[float, tuple[tuple[int, int, bool], ...]], ...]:
    """(chance, ((dice kept, points, completes a forced ROLLER), ...)) per distinct throw."""
    found = []
    for faces in combinations_with_replacement(range(1, SIX + 1), n):
        counts = scoring.counts_of(faces)
        ways = factorial(n)
        for c in counts:
            ways //= factorial(c)
        choices = set()
        for sel in scoring.selections_of(counts):
            sel_counts = scoring.counts_of(sel.dice)
            forced = len(sel.dice) == SIX and (
                scoring.is_stege(sel_counts) or scoring.is_alla_lika(sel_counts)
            )
            choices.add((len(sel.dice), sel.points, forced))
        found.append((ways / SIX**n, tuple(sorted(choices))))
    return tuple(found)


def _after(n: int, owed: int, kept: int, forced: bool, forced_rule: bool) -> tuple[int, int]:
    owed = max(0, owed - kept)
    n -= kept
    if n == 0:
        n = SIX
        if forced and forced_rule:
            owed = OWED
    return n, owed


class PlainWin:
    def __init__(self, forced_rule: bool, cap: int, turn_cap: int) -> None:
        self.forced_rule = forced_rule
        self.cap = cap
        self.turn_cap = turn_cap
        self.memo: dict[tuple[int, int, int, int, int], float] = {}
        self.rows: dict[tuple[int, int], float] = {}
        self._survival: dict[tuple[int, int], float] | None = None

    def _clip(self, lead: int) -> int:
        return max(-self.cap, min(self.cap, lead))

    def chance(self, turns_left: int, lead: int) -> float:
        lead = self._clip(lead)
        if turns_left == 0:
            return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
        key = (turns_left, lead)
        if key not in self.rows:
            self.rows[key] = self._throw(turns_left, lead, 0, SIX, 0)
        return self.rows[key]

    def _bank(self, k: int, lead: int, points: int) -> float:
        return 1.0 - self.chance(k - 1, -(lead + min(points, self.turn_cap)))

    def _survive(self, n: int, owed: int) -> float:
        """Far up, where banking is worth its most: the best chance to get to bank."""
        if self._survival is None:
            self._survival = self._survival_chances()
        return self._survival[(n, owed)]

    def _survival_chances(self) -> dict[tuple[int, int], float]:
        q = {(d, o): 0.0 for d in range(1, SIX + 1) for o in range(OWED + 1)}
        while True:  # value iteration; the forced loop shrinks geometrically
            new = {}
            for d, o in q:
                if o == 0:
                    new[(d, o)] = 1.0
                    continue
                total = 0.0
                for chance, choices in _throws(d):
                    if choices:
                        total += chance * max(
                            q[_after(d, o, kept, forced, self.forced_rule)]
                            for kept, _, forced in choices
                        )
                new[(d, o)] = total
            if max(abs(new[key] - q[key]) for key in q) < 1e-17:
                return new
            q = new

    def _decide(self, k: int, lead: int, points: int, n: int, owed: int) -> float:
        if owed == 0:
            bank = self._bank(k, lead, points)
            if points >= self.turn_cap:
                return bank  # nothing is worth more than banking now
            return max(bank, self._throw(k, lead, points, n, owed))
        if points >= self.turn_cap:
            tjock = self._bank(k, lead, 0)
            top = self._bank(k, lead, self.turn_cap)
            return tjock + (top - tjock) * self._survive(n, owed)
        return self._throw(k, lead, points, n, owed)

    def _throw(self, k: int, lead: int, points: int, n: int, owed: int) -> float:
        key = (k, lead, points, n, owed)
        if key in self.memo:
            return self.memo[key]
        tjock = self._bank(k, lead, 0)
        total = 0.0
        for chance, choices in _throws(n):
            if not choices:
                total += chance * tjock
                continue
            total += chance * max(
                self._decide(
                    k, lead, points + pts, *_after(n, owed, kept, forced, self.forced_rule)
                )
                for kept, pts, forced in choices
            )
        self.memo[key] = total
        return total
