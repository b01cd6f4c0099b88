"""Who sits where at a table once the tables are drawn: who sits first rotates.

Each table of the drawn rounds picks its seat 1 (the one who starts) so that every player's
count of first seats, the played rounds' included, is as even as the tables allow: the sum of
the squared counts is the least there is. Then the last seat (who plays last in the last
round, knowing every other total) the same way among the rest; the seats between in a
seeded order.

The least sum of squares is found by improving paths: while some player with c first seats
can hand one, through a chain of tables (each passing its first seat to another of its
players), to a player with at most c − 2, do it. With none left, no assignment is more even
(the choice is a flow with convex costs, and such a path is its only kind of improvement).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from .search import Rng


def balance(candidates: Sequence[Sequence[int]], counts: list[int], rng: Rng) -> list[int]:
    """One player out of each list of candidates (a table's), so that `counts` (added to in
    place, one for each pick) ends as even as can be. Returns the pick of each list."""
    picks: list[int] = []
    for choices in candidates:  # greedy start: the fewest so far, ties by the seed
        least = min(counts[p] for p in choices)
        lowest = [p for p in choices if counts[p] == least]
        pick = lowest[rng.below(len(lowest))]
        picks.append(pick)
        counts[pick] += 1
    while _improve(candidates, counts, picks):
        pass
    return picks


def _improve(candidates: Sequence[Sequence[int]], counts: list[int], picks: list[int]) -> bool:
    """Find one improving path and follow it; False when there is none."""
    picked_at: dict[int, list[int]] = {}
    for table, player in enumerate(picks):
        picked_at.setdefault(player, []).append(table)
    for start in sorted(picked_at, key=lambda p: (-counts[p], p)):
        limit = counts[start] - 2
        if limit < 0:
            return False  # the most any player has is 1: nothing to hand on
        came_from: dict[int, tuple[int, int]] = {}  # player -> (player before, table)
        queue = deque([start])
        seen = {start}
        while queue:
            player = queue.popleft()
            for table in picked_at.get(player, ()):
                for other in candidates[table]:
                    if other in seen:
                        continue
                    seen.add(other)
                    came_from[other] = (player, table)
                    if counts[other] <= limit:
                        _follow(came_from, other, start, counts, picks)
                        return True
                    queue.append(other)
    return False


def _follow(
    came_from: dict[int, tuple[int, int]],
    end: int,
    start: int,
    counts: list[int],
    picks: list[int],
) -> None:
    player = end
    while player != start:
        before, table = came_from[player]
        picks[table] = player
        player = before
    counts[start] -= 1
    counts[end] += 1


def seat_tables(
    tables: Sequence[Sequence[int]], first: list[int], last: list[int], rng: Rng
) -> list[list[int]]:
    """The tables of the drawn rounds in seat order (clockwise from seat 1); `first` and
    `last` count each player's first and last seats so far and take these tables' too."""
    firsts = balance(tables, first, rng)
    rest = [[p for p in table if p != firsts[i]] for i, table in enumerate(tables)]
    lasts = balance(rest, last, rng)  # every drawn table seats two or more
    seated: list[list[int]] = []
    for i, others in enumerate(rest):
        middle = [p for p in others if p != lasts[i]]
        rng.shuffle(middle)
        seated.append([firsts[i], *middle, lasts[i]])
    return seated
