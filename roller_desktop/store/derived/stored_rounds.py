"""The rounds of stored Roller matches per seat, for round tallies that follow seats moving
between players (a split, a merge of part of a player's seats).

The tallies are kept per player and day, not per seat, so the rounds of the seats that move
come from the matches' events: read straight from their rows (engine/row_replay.py, as
`check` reads them), a few hundred matches a query, without an event object per row or the
state the screens need; a match the quick replay does not take (a corrected one, say) is
replayed through its class. The counts are those `seat_counts` gives of the replayed match
(tests/store/test_merge_recount.py holds the tallies against the finish path's).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from datetime import date
from itertools import groupby
from operator import itemgetter
from typing import Any

from sqlalchemy import Connection, select

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.engine.row_replay import replay_rows

from ..games import event_of, new_game
from ..models import Base
from .buckets import bucket

KEYS = 500  # matches in one IN (...) list
_T = Base.metadata.tables


Seated = tuple[list[int | None], list[Counter[str]]]


def live_event_rows(connection: Connection, part: Sequence[int]) -> dict[int, list[Any]]:
    """The events not undone of these matches (one IN list), as rows (match key, kind,
    payload) grouped by match in their order: one query, no step per row."""
    events = _T["events"].c
    return {
        pk: list(group)
        for pk, group in groupby(
            connection.execute(
                select(events.match_pk, events.kind, events.dice)
                .where(events.match_pk.in_(part), events.undone.is_(False))
                .order_by(events.match_pk, events.seq)
            ).all(),
            key=itemgetter(0),
        )
    }


def seat_rounds(connection: Connection, match_pks: Iterable[int]) -> dict[int, Seated]:
    """Per Roller match of these keys: its seats' players and rounds by bucket, in the order
    of seats."""
    matches, seats = _T["matches"].c, _T["seats"].c
    found: dict[int, Seated] = {}
    pks = sorted(set(match_pks))
    for start in range(0, len(pks), KEYS):
        part = pks[start : start + KEYS]
        heads = connection.execute(
            select(matches.pk, matches.rules, matches.starter).where(
                matches.pk.in_(part), matches.game == "roller"
            )
        ).all()
        if not heads:
            continue
        seated: dict[int, list[int | None]] = defaultdict(list)
        for pk, player_pk in connection.execute(
            select(seats.match_pk, seats.player_pk)
            .where(seats.match_pk.in_(part))
            .order_by(seats.match_pk, seats.seat)
        ):
            seated[pk].append(player_pk)
        rows = live_event_rows(connection, part)
        for pk, rules, starter in heads:
            players = seated[pk]
            found[pk] = (players, _counts(rules, starter, len(players), rows.get(pk, [])))
    return found


def _counts(rules: Any, starter: int, seats: int, rows: list[Any]) -> list[Counter[str]]:
    game = new_game("roller", rules, [f"seat {i}" for i in range(seats)], starter, undo=False)
    assert isinstance(game, RollerMatch)
    quick = replay_rows(game, rows) if rows else None
    if quick is None:  # the class replays what the quick path leaves (and refuses as ever)
        for _, kind, dice in rows:
            game.apply(event_of(kind, dice))
        cells: Iterable[Iterable[Any]] = game.protocol().cells
    else:
        cells = quick.cells
    return [
        Counter(bucket(cell.outcome, cell.points) for cell in row if cell is not None)
        for row in cells
    ]


def tally_rows_of(
    counts: Sequence[Counter[str]], player_pks: Sequence[int | None], day: date
) -> list[dict[str, Any]]:
    """The round tally rows of one finished Roller match from its seats' counts (none for
    practice: one seat, or a computer seat), as round_tallies.tally_rows makes them."""
    if len(player_pks) < 2 or None in player_pks:
        return []
    summed: Counter[tuple[int, str]] = Counter()
    for player_pk, seat in zip(player_pks, counts, strict=True):
        assert player_pk is not None
        for name, n in seat.items():
            summed[player_pk, name] += n
    return [
        {"game": "roller", "day": day, "player_pk": pk, "bucket": name, "rounds": n}
        for (pk, name), n in sorted(summed.items())
    ]
