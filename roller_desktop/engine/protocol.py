"""The Roller protocol: the paper grid as a value. The screen grid and the printed page read it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .errors import checked_index

TJOCK_MARK = "–"  # U+2013, the stroke the paper protocol uses
RT_MARK = "RT"
WW = "WW"
W = "W"
SUR_MUN = "sur mun"
PLUMP = "plump"
PLUMP_SIGN = "●"


class Outcome(Enum):
    BANKED = "banked"
    TJOCK = "tjock"
    RT = "rt"


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One cell of the protocol: what one seat got in one round."""

    outcome: Outcome
    points: int = 0

    @property
    def is_tjock(self) -> bool:
        """RT and Tjock both count as going tjock (for plump)."""
        return self.outcome is not Outcome.BANKED

    @property
    def text(self) -> str:
        if self.outcome is Outcome.TJOCK:
            return TJOCK_MARK
        if self.outcome is Outcome.RT:
            return RT_MARK
        return str(self.points)


def match_symbols(totals: list[int], tjock_counts: list[int], ww_threshold: int) -> list[set[str]]:
    """The end-of-match symbols (RULES.md, "The end of a match"), all ties included."""
    symbols: list[set[str]] = [set() for _ in totals]
    if not totals:
        return symbols
    best = max(totals)
    for seat, total in enumerate(totals):
        if total == best:
            symbols[seat].add(WW if best >= ww_threshold else W)
    if len(totals) > 1:
        lowest = min(totals)
        if lowest != best:
            for seat, total in enumerate(totals):
                if total == lowest:
                    symbols[seat].add(SUR_MUN)
        most = max(tjock_counts)
        if most > 0:
            for seat, count in enumerate(tjock_counts):
                if count == most:
                    symbols[seat].add(PLUMP)
    return symbols


@dataclass(frozen=True)
class Protocol:
    """A snapshot of the protocol. Seats and rounds are 0-based indices (paper round 1 is 0).

    `cells[seat][round]` is a RoundResult, or None where the round is not yet played.
    """

    seats: tuple[str, ...]
    rounds: int
    starter: int
    cells: tuple[tuple[RoundResult | None, ...], ...]
    roller_counts: tuple[int, ...]
    ww_threshold: int
    is_over: bool
    current: tuple[int, int] | None  # (seat, round) of the turn in play
    rule_differences: tuple[tuple[str, str], ...] = ()
    # Kept by hand (turn results, no throws): roller_counts are 0 but not known.
    hand_kept: bool = False
    # The handicap: the points each seat started with (empty: none); in the totals, no cell.
    start_points: tuple[int, ...] = ()

    def start(self, seat: int) -> int:
        return self.start_points[seat] if self.start_points else 0

    def cell(self, seat: int, round: int) -> RoundResult | None:
        """OutOfRange for a seat or round the protocol does not have (negative ones too)."""
        checked_index(seat, len(self.seats), "seat")
        return self.cells[seat][checked_index(round, self.rounds, "round")]

    def cell_text(self, seat: int, round: int) -> str:
        """ "350", "–" for Tjock, "RT", or "" when the round is not yet played."""
        result = self.cell(seat, round)
        return "" if result is None else result.text

    def running_total(self, seat: int, round: int) -> int | None:
        """The seat's total after this round, or None when the round is not yet played."""
        if self.cell(seat, round) is None:
            return None
        return self.start(seat) + sum(
            r.points for r in self.cells[seat][: round + 1] if r is not None
        )

    @property
    def order(self) -> tuple[int, ...]:
        """Seats in playing order: the starter first, then clockwise."""
        n = len(self.seats)
        return tuple((self.starter + i) % n for i in range(n))

    @property
    def totals(self) -> list[int]:
        return [
            self.start(seat) + sum(r.points for r in row if r is not None)
            for seat, row in enumerate(self.cells)
        ]

    @property
    def tjock_counts(self) -> list[int]:
        """Rounds gone tjock per seat, RT and Tjock together."""
        return [sum(1 for r in row if r is not None and r.is_tjock) for row in self.cells]

    @property
    def rt_counts(self) -> list[int]:
        return [
            sum(1 for r in row if r is not None and r.outcome is Outcome.RT) for row in self.cells
        ]

    @property
    def best_rounds(self) -> list[int]:
        return [max((r.points for r in row if r is not None), default=0) for row in self.cells]

    @property
    def rounds_played(self) -> list[int]:
        return [sum(1 for r in row if r is not None) for row in self.cells]

    @property
    def symbols(self) -> list[set[str]]:
        """WW / W / sur mun / plump per seat; empty sets until the match is over."""
        if not self.is_over:
            return [set() for _ in self.seats]
        return match_symbols(self.totals, self.tjock_counts, self.ww_threshold)

    def symbol_text(self, seat: int) -> str:
        """The symbols as the paper shows them: WW or W, then sur mun, then ● for plump."""
        marks = self.symbols[checked_index(seat, len(self.seats), "seat")]
        parts = [s for s in (WW, W, SUR_MUN) if s in marks]
        if PLUMP in marks:
            parts.append(PLUMP_SIGN)
        return " ".join(parts)
