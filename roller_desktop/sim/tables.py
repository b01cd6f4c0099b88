"""Lookup tables over dice counts, built from the engine so that both agree by construction.

A throw of up to six dice is keyed by its counts per face: key = sum(count[f] * 7**(f-1)).
"""

from __future__ import annotations

from functools import cache
from itertools import product

import numpy as np

from roller_desktop.engine import roller, scoring

POW7 = np.array([7**i for i in range(6)], dtype=np.int64)
KEYS = 7**6


@cache
def roller_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(best points, dice in the best selection, keeping it completes a forced ROLLER)."""
    best = np.zeros(KEYS, dtype=np.int32)
    kept = np.zeros(KEYS, dtype=np.int8)
    forced = np.zeros(KEYS, dtype=np.bool_)
    for counts in product(range(7), repeat=6):
        if not 0 < sum(counts) <= 6:
            continue
        key = sum(c * 7**i for i, c in enumerate(counts))
        options = scoring.selections_of(counts)
        if not options:
            continue
        choice = options[0]
        best[key] = choice.points
        kept[key] = len(choice.dice)
        forced[key] = roller.completes_forced_roller(choice.dice)
    return best, kept, forced
