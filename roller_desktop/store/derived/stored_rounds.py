"""The rounds of stored Roller matches per seat, for round tallies that follow seats moving
between players (a split, a merge of part of a player's seats) or matches leaving the league
(a void, an import undone) or moving in time (a mend).

The tallies are kept per player and day, not per seat; each seat's rounds by bucket are kept
with its results (seat_results: `rt`, `tjock - rt` and the banked floors, revision 0018), so
the rounds that move are summed by the database, per day and player, in a query a few hundred
matches or seats at a time. A seat result without them (a league migrated from before 0018
whose events the migration could not read) is counted once from its match's events, read
straight from their rows (engine/row_replay.py, as `check` reads them), and stored. The counts
are those `seat_counts` gives of the replayed match (tests/store/test_merge_recount.py holds
the tallies against the finish path's).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from datetime import date
from itertools import groupby
from operator import itemgetter
from typing import Any

from sqlalchemy import Connection, bindparam, func, select, tuple_, update

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.engine.row_replay import replay_rows

from ..games import event_of, new_game
from ..models import Base
from .buckets import BANKED_FLOORS, RT, TJOCK, bucket

KEYS = 500  # matches in one IN (...) list
_T = Base.metadata.tables
RESULTS = _T["seat_results"]
BANKED = tuple((str(floor), f"banked_{floor}") for floor in BANKED_FLOORS)


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


def fill_missing(connection: Connection, match_pks: Iterable[int]) -> None:
    """The Roller seat results of these matches that lack their rounds by bucket (migrated
    from before 0018 and not read there) get them, counted from their events: once."""
    r = RESULTS.c
    pks = sorted(set(match_pks))
    missing: list[int] = []
    for start in range(0, len(pks), KEYS):
        missing += connection.execute(
            select(r.match_pk)
            .where(
                r.match_pk.in_(pks[start : start + KEYS]),
                r.rt.is_not(None),  # Roller's (no `game =`: SQLite would scan its index)
                r.banked_50.is_(None),
            )
            .distinct()
        ).scalars()
    if not missing:
        return
    rows = [
        {"pk": pk, "at": seat, **{f"n_{column}": counts[name] for name, column in BANKED}}
        for pk, (_, seated) in seat_rounds(connection, missing).items()
        for seat, counts in enumerate(seated)
    ]
    statement = (
        update(RESULTS)
        .where(r.match_pk == bindparam("pk"), r.seat == bindparam("at"))
        .values({column: bindparam(f"n_{column}") for _, column in BANKED})
    )
    connection.execute(statement, rows)


def _bucket_sums() -> list[Any]:
    r = RESULTS.c
    return [
        func.sum(r.rt).label(RT),
        func.sum(r.tjock - r.rt).label(TJOCK),
        *(func.sum(r[column]).label(name) for name, column in BANKED),
    ]


def _in_tallies() -> list[Any]:
    """The seat results whose rounds the tallies hold: in the league, not practice (105's add
    nothing: their rounds are NULL; no `game =`, or SQLite scans the game's index instead of
    looking the matches up by key)."""
    r = RESULTS.c
    return [r.seat_count > 1, r.practice.is_not(True), r.outside.is_not(True)]


def _tally_rows(found: Iterable[Any], player_pk: int | None = None) -> list[dict[str, Any]]:
    """Round tally rows of (day, player, sums by bucket) rows: the buckets with rounds."""
    rows: list[dict[str, Any]] = []
    for row in found:
        sums = row._mapping
        for name in (RT, TJOCK, *(name for name, _ in BANKED)):
            if sums[name]:
                rows.append(
                    {
                        "game": "roller",
                        "day": _as_date(sums["day"]),
                        "player_pk": player_pk if player_pk is not None else sums["player_pk"],
                        "bucket": name,
                        "rounds": int(sums[name]),
                    }
                )
    return rows


def match_tallies(connection: Connection, match_pks: Iterable[int]) -> list[dict[str, Any]]:
    """The round tally rows these matches add, as counted now (on their stored day, for their
    players; none for a match not counted, outside the league or practice)."""
    r = RESULTS.c
    pks = sorted(set(match_pks))
    fill_missing(connection, pks)
    rows: list[dict[str, Any]] = []
    for start in range(0, len(pks), KEYS):
        rows += _tally_rows(
            connection.execute(
                select(r.day, r.player_pk, *_bucket_sums())
                .where(r.match_pk.in_(pks[start : start + KEYS]), *_in_tallies())
                .group_by(r.day, r.player_pk)
            )
        )
    return rows


def seat_tallies(
    connection: Connection, seats: Sequence[tuple[int, int]], player_pk: int
) -> list[dict[str, Any]]:
    """The round tally rows these seats add to `player_pk` (those of the seats that are
    theirs), as counted now."""
    r = RESULTS.c
    fill_missing(connection, {pk for pk, _ in seats})
    rows: list[dict[str, Any]] = []
    for start in range(0, len(seats), KEYS):
        part = seats[start : start + KEYS]
        rows += _tally_rows(
            connection.execute(
                select(r.day, *_bucket_sums())
                .where(
                    r.match_pk.in_(sorted({pk for pk, _ in part})),  # looked up by the key
                    tuple_(r.match_pk, r.seat).in_(part),
                    r.player_pk == player_pk,
                    *_in_tallies(),
                )
                .group_by(r.day)
            ),
            player_pk,
        )
    return rows


def _as_date(day: date | str) -> date:
    return date.fromisoformat(day) if isinstance(day, str) else day
