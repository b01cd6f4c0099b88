"""A player's rounds over the months, from the round tallies (derived/round_tallies.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import func, select

from ..derived.round_tallies import RT, TJOCK
from ..errors import UnknownPlayer
from ..league_store import LeagueHandle
from ..models import PlayerRow, RoundTallyRow
from ..values import Game


@dataclass(frozen=True, slots=True)
class RoundMonth:
    """A player's rounds of one game in one calendar month, per bucket."""

    game: Game
    month: date  # the first day of the month
    counts: dict[str, int]

    @property
    def rounds(self) -> int:
        return sum(self.counts.values())

    @property
    def tjock(self) -> int:
        """Rounds gone tjock, RT included (as in the league table)."""
        return self.counts.get(RT, 0) + self.counts.get(TJOCK, 0)


def player_round_months(store: LeagueHandle, player_id: str) -> list[RoundMonth]:
    """A player's round tallies summed per game and month, oldest first: one aggregate."""
    t = RoundTallyRow
    if store.dialect == "sqlite":
        month: Any = func.strftime("%Y-%m", t.day)
    else:
        month = func.to_char(t.day, "YYYY-MM")
    with store.session() as s:
        player_pk = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == player_id))
        if player_pk is None:
            raise UnknownPlayer(f"There is no player with the id {player_id}.")
        rows = s.execute(
            select(t.game, month, t.bucket, func.sum(t.rounds))
            .where(t.player_pk == player_pk)
            .group_by(t.game, month, t.bucket)
            .order_by(month)
        ).all()
    found: dict[tuple[str, str], dict[str, int]] = {}
    for game, key, name, n in rows:
        found.setdefault((game, str(key)), {})[name] = int(n)
    months = []
    for (game, key), counts in found.items():
        year, mon = (int(part) for part in key.split("-"))
        months.append(
            RoundMonth("roller" if game == "roller" else "105", date(year, mon, 1), counts)
        )
    months.sort(key=lambda m: (m.month, m.game))
    return months
