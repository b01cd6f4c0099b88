"""The drills in a league file (version 8): each match record says whether its exercises were
looked for (`"drills": null`: not yet) and, if so, lists them with their schedule:
`{"seat", "event", "cost", "close", "card", "reviews", "grade"}` (`card`: the fsrs card as
its to_dict() gives it).

On import a match's drills are added where the league lacks them; a drill the league has
already takes the file's schedule only when the file's was answered more often (answered at
the other table since), so nothing answered here is lost.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, select, update

from roller_desktop.engine.events import Event, Throw

from .drills import GRADES, card_due
from .errors import ImportProblem
from .handle import utc_now
from .models import Base
from .where import Where

_T = Base.metadata.tables
FIELDS = {"seat", "event", "cost", "close", "card", "reviews", "grade"}
MAX_DRILLS = 10_000  # a match has far fewer throws


@dataclass(frozen=True, slots=True)
class FileDrill:
    seat: int
    event: int
    cost: float
    close: bool
    card: dict[str, Any]
    reviews: int
    grade: str | None


def drill_records(connection: Any, chunk: list[int]) -> dict[int, list[dict[str, Any]]]:
    """The drills of these matches (keys) that were looked through, by key (a match not looked
    through is absent: its record says null)."""
    mined, drills = _T["drills_mined"], _T["drills"]
    looked = select(mined.c.match_pk).where(mined.c.match_pk.in_(chunk))
    found: dict[int, list[dict[str, Any]]] = {pk: [] for pk in connection.execute(looked).scalars()}
    rows = connection.execute(
        select(drills)
        .where(drills.c.match_pk.in_(chunk))
        .order_by(drills.c.match_pk, drills.c.event, drills.c.seat)
    )
    for row in rows:
        found.setdefault(row.match_pk, []).append(
            {
                "seat": row.seat,
                "event": row.event,
                "cost": row.cost,
                "close": row.close,
                "card": row.card,
                "reviews": row.reviews,
                "grade": row.last_grade,
            }
        )
    return found


def _problem(where: Where, text: str) -> ImportProblem:
    return ImportProblem(f"{where}: {text}", "import.drills", where=where)


def read_drills(
    value: Any, where: Where, seats: int, events: list[Event]
) -> list[FileDrill] | None:
    """A match record's drills, checked against the match (None: not looked through)."""
    where = where.at("drills")
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_DRILLS:
        raise _problem(where, "the drills must be a list.")
    found: list[FileDrill] = []
    seen: set[tuple[int, int]] = set()
    for item in value:
        if not isinstance(item, dict) or set(item) != FIELDS:
            raise _problem(where, f"a drill has the fields {', '.join(sorted(FIELDS))}.")
        seat, event, cost = item["seat"], item["event"], item["cost"]
        close, card, reviews, grade = item["close"], item["card"], item["reviews"], item["grade"]
        if not (_whole(seat) and 0 <= seat < seats):
            raise _problem(where, f"a drill names seat {seat!r}, which the match has not.")
        if not (_whole(event) and 0 <= event < len(events) and isinstance(events[event], Throw)):
            raise _problem(where, f"a drill names event {event!r}, which is not a throw.")
        if isinstance(cost, bool) or not isinstance(cost, int | float) or not math.isfinite(cost):
            raise _problem(where, "a drill's cost must be a number.")
        if not isinstance(close, bool) or not (_whole(reviews) and reviews >= 0):
            raise _problem(where, "a drill's close call is true or false, its reviews a count.")
        if grade is not None and grade not in GRADES:
            raise _problem(where, f"a drill's grade is right, close or wrong, not {grade!r}.")
        if not isinstance(card, dict) or not _card_reads(card):
            raise _problem(where, "a drill's card is not a schedule this program reads.")
        if (seat, event) in seen:
            raise _problem(where, f"the drill of seat {seat} at event {event} comes twice.")
        seen.add((seat, event))
        found.append(FileDrill(seat, event, float(cost), close, dict(card), reviews, grade))
    return found


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card_reads(card: dict[str, Any]) -> bool:
    from fsrs import Card

    try:
        Card.from_dict(card)  # type: ignore[arg-type]
        card_due(card)
    except (KeyError, TypeError, ValueError):
        return False
    return True


def _row(pk: int, drill: FileDrill) -> dict[str, Any]:
    return {
        "match_pk": pk,
        "seat": drill.seat,
        "event": drill.event,
        "cost": drill.cost,
        "close": drill.close,
        "card": drill.card,
        "due": card_due(drill.card),
        "reviews": drill.reviews,
        "last_grade": drill.grade,
    }


def merge_drills(connection: Any, matches: Iterable[tuple[int, list[FileDrill] | None]]) -> int:
    """Bring the file's drills of these matches (key, drills) into the league; return how many
    were added or took the file's schedule."""
    wanted = [(pk, found) for pk, found in matches if found is not None]
    if not wanted:
        return 0
    mined_t, drills_t = _T["drills_mined"], _T["drills"]
    keys = [pk for pk, _ in wanted]
    mined = set(
        connection.execute(select(mined_t.c.match_pk).where(mined_t.c.match_pk.in_(keys))).scalars()
    )
    have: dict[int, dict[tuple[int, int], int]] = defaultdict(dict)
    for pk, seat, event, reviews in connection.execute(
        select(drills_t.c.match_pk, drills_t.c.seat, drills_t.c.event, drills_t.c.reviews).where(
            drills_t.c.match_pk.in_(keys)
        )
    ):
        have[pk][(seat, event)] = reviews
    now = utc_now()
    new_rows: list[dict[str, Any]] = []
    changed = 0
    for pk, found in wanted:
        assert found is not None
        for drill in found:
            here = have[pk].get((drill.seat, drill.event))
            if here is None:
                new_rows.append(_row(pk, drill))
            elif drill.reviews > here:
                row = _row(pk, drill)
                kept = {k: v for k, v in row.items() if k not in ("match_pk", "seat", "event")}
                connection.execute(
                    update(drills_t)
                    .where(
                        drills_t.c.match_pk == pk,
                        drills_t.c.seat == drill.seat,
                        drills_t.c.event == drill.event,
                    )
                    .values(kept)
                )
                changed += 1
    if new_rows:
        connection.execute(insert(drills_t), new_rows)
    marks = [{"match_pk": pk, "mined": now} for pk in dict.fromkeys(keys) if pk not in mined]
    if marks:
        connection.execute(insert(mined_t), marks)
    return len(new_rows) + changed
