"""A player's figures per season and over all time, from monthly tallies (no Qt here).

The same rules as the league table: only finished matches of two or more players count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from roller_desktop.engine.protocol import Outcome
from roller_desktop.store.derived.round_tallies import bucket
from roller_desktop.store.queries.league import MonthTally
from roller_desktop.store.queries.rounds import RoundMonth


@dataclass
class Figures:
    """Tallies over a set of matches of one game (summed from monthly tallies)."""

    matches: int = 0
    wins: int = 0
    ww: int = 0
    sur_mun: int = 0
    plump: int = 0
    tjock: int = 0
    rt: int = 0
    rollers: int = 0
    total_sum: int = 0
    best_total: int | None = None
    best_round: int | None = None
    place_sum: int = 0
    placed: int = 0
    turns: int = 0
    recorded: int = 0  # Roller: matches with throws; 105: races got through, turns recorded
    usual: int = 0  # Roller: matches of the usual 15 rounds
    usual_total_sum: int = 0

    @property
    def w(self) -> int:
        return self.wins - self.ww

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    @property
    def average_total(self) -> float | None:
        """Over the matches of the usual length (RULES.md: like with like); None: none."""
        return self.usual_total_sum / self.usual if self.usual else None

    @property
    def tjock_per_match(self) -> float:
        return self.tjock / self.matches if self.matches else 0.0

    @property
    def average_place(self) -> float | None:
        return self.place_sum / self.placed if self.placed else None

    @property
    def average_turns(self) -> float | None:
        """Over the races got through with their turns recorded; None: none."""
        return self.turns / self.recorded if self.recorded else None

    def add(self, t: MonthTally) -> None:
        self.matches += t.matches
        self.wins += t.wins
        self.ww += t.ww
        self.sur_mun += t.sur_mun
        self.plump += t.plump
        self.tjock += t.tjock
        self.rt += t.rt
        self.rollers += t.rollers
        self.total_sum += t.total_sum
        self.best_total = _best(self.best_total, t.best_total)
        self.best_round = _best(self.best_round, t.best_round)
        self.place_sum += t.place_sum
        self.placed += t.placed
        self.turns += t.turns
        self.recorded += t.recorded
        self.usual += t.usual
        self.usual_total_sum += t.usual_total_sum


def _best(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    return a if b is None else max(a, b)


def figures_by_season(
    tallies: Sequence[MonthTally], game: str
) -> tuple[Figures, list[tuple[int, Figures]]]:
    """All-time figures and one per season (newest season first)."""
    overall = Figures()
    seasons: dict[int, Figures] = {}
    for t in tallies:
        if t.game == game:
            overall.add(t)
            seasons.setdefault(t.month.year, Figures()).add(t)
    return overall, sorted(seasons.items(), reverse=True)


def monthly(tallies: Sequence[MonthTally], game: str) -> list[tuple[date, Figures]]:
    """Figures per calendar month, oldest first (for the charts over time)."""
    months: dict[date, Figures] = {}
    for t in tallies:
        if t.game == game:
            months.setdefault(t.month, Figures()).add(t)
    return sorted(months.items())


# The buckets of round_tallies with their labels, in the order shown.
SPREAD_LABELS: tuple[tuple[str, str], ...] = (
    ("rt", "RT"),
    ("tjock", "–"),
    ("50", "≤250"),
    ("300", "≤450"),
    ("500", "≤950"),
    ("1000", "≤1950"),
    ("2000", "2000+"),
)


def spread_of(counts: Mapping[str, int]) -> list[tuple[str, int]]:
    """Bucket counts (as round_tallies keeps them) as labelled bars: RT, Tjock, banked points."""
    return [(label, counts.get(key, 0)) for key, label in SPREAD_LABELS]


def round_spread(cells: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """Counts of round results: RT, Tjock, then banked points in buckets.

    `cells` are (outcome, points) with outcome "rt", "tjock" or "banked".
    """
    return spread_of(Counter(bucket(Outcome(outcome), points) for outcome, points in cells))


def rounds_in(months: Sequence[RoundMonth], game: str, year: int | None) -> dict[str, int]:
    """Bucket counts summed over a season (None: all time)."""
    summed: Counter[str] = Counter()
    for m in months:
        if m.game == game and (year is None or m.month.year == year):
            summed.update(m.counts)
    return dict(summed)


def tjock_rate(counts: Mapping[str, int]) -> float | None:
    """Rounds gone tjock (RT and Tjock) per round played; None without rounds."""
    rounds = sum(counts.values())
    return (counts.get("rt", 0) + counts.get("tjock", 0)) / rounds if rounds else None
