"""Known draws without repeats: the parallel classes of an affine plane.

For q a prime or 4, the q² points (x, y) of the plane over the field of q elements fall into
q + 1 classes of q parallel lines of q points: the lines y = s·x + b of each slope s, and the
verticals x = c. Two points share exactly one line, so q² players at tables of q can play up to
q + 1 rounds and never meet twice (16 players, tables of 4: five rounds; 9 at tables of 3: four).
The search starts from such a draw when it fits, as finding one by swaps alone takes long.
"""

from __future__ import annotations

from collections.abc import Sequence

from .search import Rng

# GF(4) = {0, 1, a, a + 1} as 0..3 (bits of the polynomial), a² = a + 1: addition is XOR.
_GF4_TIMES = (
    (0, 0, 0, 0),
    (0, 1, 2, 3),
    (0, 2, 3, 1),
    (0, 3, 1, 2),
)

ORDERS = (2, 3, 4, 5, 7)  # the planes made here (q² players: 4, 9, 16, 25, 49)


def _times(q: int, a: int, b: int) -> int:
    return _GF4_TIMES[a][b] if q == 4 else a * b % q


def parallel_classes(q: int) -> list[list[list[int]]]:
    """The q + 1 parallel classes, each q lines of q points, point (x, y) numbered q·x + y."""
    if q not in ORDERS:
        raise ValueError(f"no affine plane of order {q} is made here")
    classes: list[list[list[int]]] = []
    for slope in range(q):
        lines: list[list[int]] = [[] for _ in range(q)]
        for x in range(q):
            for y in range(q):
                # the line through (x, y) with this slope: b = y − s·x, and −v = v in GF(4)
                sx = _times(q, slope, x)
                b = sx ^ y if q == 4 else (y - sx) % q
                lines[b].append(q * x + y)
        classes.append(lines)
    classes.append([[q * x + y for y in range(q)] for x in range(q)])
    return classes


def plane_order(players: int, sizes: list[int]) -> int | None:
    """The order q when `players` = q² sit at tables all of q and such a plane is made here."""
    for q in ORDERS:
        if q * q == players and sizes and all(size == q for size in sizes):
            return q
    return None


def place(
    unused: Sequence[list[list[int]]],
    players: Sequence[int],
    together: Sequence[list[int]],
    rng: Rng,
) -> list[int]:
    """Which player stands on each point: `players` shuffled, except that each group of
    `together` (players kept apart from one another) shares a line of the first unused
    class where they fit, so that the rounds drawn from the other classes never seat them
    together. Returns the player of each point."""
    order = list(players)
    rng.shuffle(order)
    if not unused or not together:
        return order
    lines = [list(line) for line in unused[0]]
    points: dict[int, int] = {}
    placed: set[int] = set()
    for group in sorted(together, key=len, reverse=True):
        line = next((line for line in lines if len(line) >= len(group)), None)
        if line is None:
            continue  # too many to share a line: the search keeps them apart as it can
        for player in group:
            points[line.pop()] = player
            placed.add(player)
    rest = iter(p for p in order if p not in placed)
    return [points[pt] if pt in points else next(rest) for pt in range(len(order))]
