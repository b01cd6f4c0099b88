"""The simulator's lookup tables say exactly what the engine says, for every throw."""

from __future__ import annotations

from itertools import combinations_with_replacement

import numpy as np

from roller_desktop.engine import roller
from roller_desktop.sim.tables import POW7, roller_tables


def test_tables_match_the_engine_for_every_throw_of_one_to_six_dice() -> None:
    best, kept, forced = roller_tables()
    checked = 0
    for n in range(1, 7):
        for throw in combinations_with_replacement(range(1, 7), n):
            key = int(sum(POW7[v - 1] for v in throw))
            options = roller.legal_selections(throw)
            assert best[key] == roller.max_score(throw)
            if options:
                assert kept[key] == len(options[0].dice)
                assert options[0].points == roller.max_score(throw)
                assert forced[key] == roller.completes_forced_roller(options[0].dice)
            else:
                assert kept[key] == 0 and not forced[key]
            checked += 1
    assert checked == 923  # multisets of 1 to 6 dice


def test_only_stege_and_alla_lika_force_a_throw() -> None:
    _, _, forced = roller_tables()
    forced_keys = set(np.flatnonzero(forced).tolist())
    expected = {int(POW7.sum())} | {6 * int(p) for p in POW7}
    assert forced_keys == expected
