"""A player's figures per season and over all time, from their match history (no Qt here).

The same rules as the league table: only finished matches of two or more players count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime

from roller_desktop.store.stats import PlayerMatch


@dataclass
class Figures:
    """Tallies over a set of matches of one game."""

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
    places: list[int] = field(default_factory=list)
    turns: int = 0

    @property
    def w(self) -> int:
        return self.wins - self.ww

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    @property
    def average_total(self) -> float:
        return self.total_sum / self.matches if self.matches else 0.0

    @property
    def tjock_per_match(self) -> float:
        return self.tjock / self.matches if self.matches else 0.0

    @property
    def average_place(self) -> float | None:
        return sum(self.places) / len(self.places) if self.places else None

    @property
    def average_turns(self) -> float:
        return self.turns / self.matches if self.matches else 0.0

    def add(self, m: PlayerMatch) -> None:
        self.matches += 1
        self.wins += int(m.won)
        self.ww += int("WW" in m.symbols)
        self.sur_mun += int("sur mun" in m.symbols)
        self.plump += int("plump" in m.symbols)
        self.tjock += m.tjock or 0
        self.rt += m.rt or 0
        self.rollers += m.rollers or 0
        if m.total is not None:
            self.total_sum += m.total
            self.best_total = m.total if self.best_total is None else max(self.best_total, m.total)
        if m.best_round is not None:
            self.best_round = (
                m.best_round if self.best_round is None else max(self.best_round, m.best_round)
            )
        if m.place is not None:
            self.places.append(m.place)
        self.turns += m.turns or 0


def local_date(moment: datetime) -> date:
    """The store keeps naive UTC; seasons are local calendar years."""
    return moment.replace(tzinfo=UTC).astimezone().date()


def league_matches(history: Iterable[PlayerMatch], game: str) -> list[PlayerMatch]:
    return [m for m in history if m.game == game and m.seat_count > 1]


def figures_by_season(
    history: Sequence[PlayerMatch], game: str
) -> tuple[Figures, list[tuple[int, Figures]]]:
    """All-time figures and one per season (newest season first)."""
    overall = Figures()
    seasons: dict[int, Figures] = {}
    for m in league_matches(history, game):
        overall.add(m)
        seasons.setdefault(local_date(m.finished).year, Figures()).add(m)
    return overall, sorted(seasons.items(), reverse=True)


def best_match(history: Sequence[PlayerMatch]) -> PlayerMatch | None:
    """The Roller match with the player's highest total (the earliest of equals)."""
    roller = [m for m in league_matches(history, "roller") if m.total is not None]
    return max(roller, key=lambda m: (m.total, -m.finished.timestamp()), default=None)


def best_round_match(history: Sequence[PlayerMatch]) -> PlayerMatch | None:
    """The Roller match with the player's best single round (the earliest of equals)."""
    roller = [m for m in league_matches(history, "roller") if m.best_round is not None]
    return max(roller, key=lambda m: (m.best_round, -m.finished.timestamp()), default=None)


def monthly(history: Sequence[PlayerMatch], game: str) -> list[tuple[date, Figures]]:
    """Figures per calendar month, oldest first (for the charts over time)."""
    months: dict[date, Figures] = {}
    for m in league_matches(history, game):
        day = local_date(m.finished)
        months.setdefault(day.replace(day=1), Figures()).add(m)
    return sorted(months.items())


ROUND_BUCKETS: tuple[tuple[str, int, int], ...] = (
    ("≤250", 50, 250),
    ("≤450", 300, 450),
    ("≤950", 500, 950),
    ("≤1950", 1000, 1950),
    ("2000+", 2000, 10**9),
)


def round_spread(cells: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """Counts of round results: RT, Tjock, then banked points in buckets.

    `cells` are (outcome, points) with outcome "rt", "tjock" or "banked".
    """
    counts = {"RT": 0, "–": 0, **{label: 0 for label, _, _ in ROUND_BUCKETS}}
    for outcome, points in cells:
        if outcome == "rt":
            counts["RT"] += 1
        elif outcome == "tjock":
            counts["–"] += 1
        else:
            for label, low, high in ROUND_BUCKETS:
                if low <= points <= high:
                    counts[label] += 1
                    break
    return list(counts.items())
