"""The buckets of round results (round_tallies.py): the standard library and the engine only,
for `check`'s worker processes, which count every match's rounds without the database code."""

from __future__ import annotations

from collections import Counter
from functools import cache

from roller_desktop.engine.protocol import Outcome, Protocol
from roller_desktop.engine.roller import RollerMatch

__all__ = ["BANKED_FLOORS", "BUCKETS", "RT", "TJOCK", "bucket", "seat_counts"]

RT = "rt"
TJOCK = "tjock"
BANKED_FLOORS = (50, 300, 500, 1000, 2000)
BUCKETS = (RT, TJOCK, *(str(floor) for floor in BANKED_FLOORS))


@cache  # a few hundred (outcome, points) pairs: a league's millions of rounds look them up
def bucket(outcome: Outcome, points: int) -> str:
    """The bucket of one protocol cell."""
    if outcome is Outcome.RT:
        return RT
    if outcome is Outcome.TJOCK:
        return TJOCK
    reached = [floor for floor in BANKED_FLOORS if points >= floor]
    return str(reached[-1] if reached else BANKED_FLOORS[0])


def seat_counts(game: RollerMatch, protocol: Protocol | None = None) -> list[Counter[str]]:
    """Per seat: how many of its played rounds fell in each bucket (`protocol`: the match's,
    when the caller has it already)."""
    return [
        Counter(bucket(cell.outcome, cell.points) for cell in row if cell is not None)
        for row in (protocol if protocol is not None else game.protocol()).cells
    ]
