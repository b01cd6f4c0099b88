"""A league table as a plain snapshot, without Qt: the store's standings for a game and a
period, with each player's rating (store/derived/elo.py) beside them, in the default order.

Default order (README, "The league"): Roller by rating, then win rate, then average total;
105 by rating, then win rate, then fewer turns on average. Names break the last ties. The
window shows a `LeagueTable` through ui/league/league_model.py (its columns, words and page).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from ..derived import elo, season_ratings
from ..league_store import LeagueHandle
from ..values import Game
from . import ratings as rating_queries
from . import stats


@dataclass(frozen=True)
class Period:
    """A season (a calendar year), all time, or a chosen range; both ends inclusive.
    `practice`: matches with computer seats count too (a setting; RULES.md). `championship`:
    the matches of one championship only (their ratings computed, never stored)."""

    start: date | None
    end: date | None
    practice: bool = False
    championship: str | None = None  # its id: only that championship's matches
    championship_name: str | None = field(default=None, compare=False)  # for the page's title

    @classmethod
    def of_championship(cls, championship_id: str, name: str) -> Period:
        return cls(None, None, championship=championship_id, championship_name=name)

    @classmethod
    def season(cls, year: int) -> Period:
        return cls(date(year, 1, 1), date(year, 12, 31))

    @classmethod
    def all_time(cls) -> Period:
        return cls(None, None)


@dataclass(frozen=True)
class RatedRoller:
    """A Roller standing with its rating (the fields the columns read)."""

    standing: stats.RollerStanding
    rating: float | None  # None while it is being computed

    def __getattr__(self, name: str) -> Any:
        return getattr(self.standing, name)


@dataclass(frozen=True)
class RatedRace:
    standing: stats.RaceStanding
    rating: float | None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.standing, name)


def stored_season(period: Period) -> int | None:
    """The season whose ratings the store keeps for this period (0: all time); None for any
    other range, whose ratings are computed."""
    if period.practice or period.championship is not None:  # not what is stored: computed
        return None
    if period.start is None and period.end is None:
        return season_ratings.ALL_TIME
    if period.start is not None and period == Period.season(period.start.year):
        return period.start.year
    return None


def period_ratings(store: LeagueHandle, game: Game, period: Period) -> dict[str, float]:
    """Player id -> rating over a period: stored for a season or all time (one query), else
    computed over the range's matches (as long as a pass over them takes)."""
    season = stored_season(period)
    if season is None:
        return rating_queries.league_ratings(
            store, game, period.start, period.end, period.practice, period.championship
        )
    return rating_queries.ratings_of(store, game, season)


def default_key(game: Game) -> Callable[[Any], tuple[Any, ...]]:
    def rated(r: Any) -> float:
        return -(r.rating if r.rating is not None else elo.START_RATING)

    if game == "roller":
        return lambda r: (rated(r), -r.win_rate, -(r.average_total or 0.0), r.name.casefold())
    return lambda r: (rated(r), -r.win_rate, r.average_turns or 999.0, r.name.casefold())


@dataclass(frozen=True)
class LeagueTable:
    game: Game
    period: Period
    standings: tuple[Any, ...]  # the store's RollerStanding or RaceStanding
    rows: tuple[Any, ...] = ()  # RatedRoller or RatedRace, in the default order

    @property
    def rated(self) -> bool:
        return all(row.rating is not None for row in self.rows)

    def with_ratings(self, ratings: dict[str, float] | None) -> LeagueTable:
        """The same standings with ratings (None: not known yet), in the default order."""
        kind = RatedRoller if self.game == "roller" else RatedRace
        rows = [
            kind(s, None if ratings is None else ratings.get(s.player_id, elo.START_RATING))
            for s in self.standings
        ]
        rows.sort(key=default_key(self.game))
        return LeagueTable(self.game, self.period, self.standings, tuple(rows))


def load_table(
    store: LeagueHandle,
    game: Game,
    period: Period,
    ratings: dict[str, float] | None = None,
    *,
    rate: bool = True,
) -> LeagueTable:
    """The standings of a game over a period, rated and in the default order.

    With `rate=False` and no `ratings`, the rating column waits (None) for `with_ratings`.
    """
    if ratings is None and rate:
        ratings = period_ratings(store, game, period)
    if game == "roller":
        standings: list[Any] = stats.roller_league(
            store, period.start, period.end, period.practice, period.championship
        )
    else:
        standings = stats.hundredfive_league(
            store, period.start, period.end, period.practice, period.championship
        )
    return LeagueTable(game, period, tuple(standings)).with_ratings(ratings)
