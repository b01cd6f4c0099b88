"""Who starts: the opening throws of both games (RULES.md, "Who starts").

Every contender throws in seating order: one die each in Roller, all their dice in 105 (the sum
counts). The highest starts; players tied for highest throw again, only among themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from .dice import DiceSource, check_faces
from .errors import MatchOver, RulesError


class OpeningDraw:
    def __init__(self, dice_per_seat: Sequence[int]) -> None:
        if not dice_per_seat:
            raise RulesError("Nobody is at the table to throw for the start.", "seats.none")
        for count in dice_per_seat:
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 6:
                raise RulesError(
                    f"Each seat throws 1 to 6 dice for the start, not {count!r}.",
                    "seats.dice",
                    most=6,
                    count=count,
                )
        self.dice = tuple(dice_per_seat)
        self._contenders = list(range(len(self.dice)))
        self._thrown: dict[int, tuple[int, ...]] = {}
        self.rounds: list[dict[int, tuple[int, ...]]] = []  # every finished round of throws
        self.winner: int | None = 0 if len(self.dice) == 1 else None

    @classmethod
    def for_roller(cls, seats: int) -> OpeningDraw:
        return cls([1] * seats)

    @classmethod
    def for_hundredfive(cls, dice: Sequence[int]) -> OpeningDraw:
        return cls(dice)

    @property
    def contenders(self) -> tuple[int, ...]:
        return tuple(self._contenders)

    @property
    def current_throws(self) -> dict[int, tuple[int, ...]]:
        return dict(self._thrown)

    @property
    def next_seat(self) -> int | None:
        if self.winner is not None:
            return None
        return next(s for s in self._contenders if s not in self._thrown)

    def throw(self, values: Sequence[int]) -> None:
        seat = self.next_seat
        if seat is None:
            raise MatchOver("The starter is already decided.", "opening.decided")
        self._thrown[seat] = check_faces(values, self.dice[seat])
        if len(self._thrown) < len(self._contenders):
            return
        sums = {s: sum(v) for s, v in self._thrown.items()}
        best = max(sums.values())
        tied = [s for s in self._contenders if sums[s] == best]
        self.rounds.append(dict(self._thrown))
        self._thrown = {}
        if len(tied) == 1:
            self.winner = tied[0]
        else:
            self._contenders = tied

    def throw_from(self, source: DiceSource) -> tuple[int, ...]:
        seat = self.next_seat
        if seat is None:
            raise MatchOver("The starter is already decided.", "opening.decided")
        values = source.roll(self.dice[seat])
        self.throw(values)
        return values

    def run(self, source: DiceSource) -> int:
        """Throw until the starter is decided; return the starter's seat."""
        while self.winner is None:
            self.throw_from(source)
        return self.winner
