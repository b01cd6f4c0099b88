"""The spread of round results per game, local day and player (table round_tallies).

The one finish path (finish.py) adds the rounds of every finished match with `add_rows`, in
the same transaction as its other derived rows; so a player's rounds over years are a few rows
per day, never a replay of their matches. The buckets: RT, Tjock, and banked points by the
highest floor reached (50, 300, 500, 1000, 2000). Their sum is the number of rounds played.
Practice matches (one seat) are not counted, as in the league. Added in revision 0008.
The buckets themselves are in buckets.py, which `check`'s worker processes import alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from typing import Any

from sqlalchemy import Connection, delete

from roller_desktop.engine.protocol import Protocol
from roller_desktop.engine.roller import RollerMatch

from ..handle import local_day
from ..models import Base
from .buckets import BANKED_FLOORS as BANKED_FLOORS
from .buckets import BUCKETS as BUCKETS
from .buckets import RT as RT
from .buckets import TJOCK as TJOCK
from .buckets import bucket as bucket
from .buckets import seat_counts
from .upsert import upsert

TABLE = Base.metadata.tables["round_tallies"]


def tally_rows(
    game: object,
    player_pks: Sequence[int | None],
    finished: datetime,
    day: date | None = None,
    protocol: Protocol | None = None,
) -> list[dict[str, Any]]:
    """The rows one finished match adds (none for 105 or for practice: one seat, or a
    computer seat, which has no player), on its stored league day (`day`; the local day of
    `finished` for a match finishing now)."""
    if not isinstance(game, RollerMatch) or len(player_pks) < 2 or None in player_pks:
        return []
    day = day or local_day(finished)
    people = [pk for pk in player_pks if pk is not None]
    summed: Counter[tuple[int, str]] = Counter()
    for player_pk, counts in zip(people, seat_counts(game, protocol), strict=True):
        for name, n in counts.items():
            summed[player_pk, name] += n
    return [
        {"game": "roller", "day": day, "player_pk": pk, "bucket": name, "rounds": n}
        for (pk, name), n in sorted(summed.items())
    ]


def add_rows(connection: Connection, rows: Iterable[dict[str, Any]], sign: int = 1) -> None:
    """Add (sign 1) or take away (sign -1) counts; a row that reaches nothing is dropped."""
    summed: Counter[tuple[str, date, int, str]] = Counter()
    for row in rows:  # one statement per key, however many matches a batch holds
        summed[row["game"], row["day"], row["player_pk"], row["bucket"]] += row["rounds"]
    if not summed:
        return
    connection.execute(
        upsert(connection, "round_tallies", _tallies_upsert),
        [
            {"game": game, "day": day, "player_pk": player_pk, "bucket": name, "rounds": sign * n}
            for (game, day, player_pk, name), n in summed.items()
        ],
    )
    if sign < 0:
        connection.execute(delete(TABLE).where(TABLE.c.rounds <= 0))


def _tallies_upsert(insert: Any) -> Any:
    statement = insert(TABLE)
    return statement.on_conflict_do_update(
        index_elements=["game", "day", "player_pk", "bucket"],
        set_={"rounds": TABLE.c.rounds + statement.excluded.rounds},
    )
