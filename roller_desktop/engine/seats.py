"""Checks shared by both games on the seats of a match."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import RulesError

MAX_SEATS = 8


def check_seats(seats: Sequence[str], starter: int) -> tuple[str, ...]:
    names = tuple(seats)
    if not 1 <= len(names) <= MAX_SEATS:
        raise RulesError(
            f"A match has 1 to {MAX_SEATS} seats, not {len(names)}.",
            "seats.count",
            most=MAX_SEATS,
            count=len(names),
        )
    seen: set[str] = set()
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise RulesError("Every seat needs a player's name.", "seats.unnamed")
        key = name.strip().casefold()
        if key in seen:
            raise RulesError(
                f"{name.strip()} sits at the table twice.", "seats.twice", name=name.strip()
            )
        seen.add(key)
    if isinstance(starter, bool) or not isinstance(starter, int) or not 0 <= starter < len(names):
        raise RulesError(
            f"The starter must be one of the {len(names)} seats.", "seats.starter", count=len(names)
        )
    return names


def clockwise_from(starter: int, count: int) -> tuple[int, ...]:
    return tuple((starter + i) % count for i in range(count))
