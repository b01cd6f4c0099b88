"""105 races, many players at once with NumPy.

In 105 nobody's dice touch anybody else's, so each player's race is independent: a race of N is
N independent runs, and the winner is the one through in the fewest turns (on a tie, the one who
throws earlier in the round, the starter first).
"""

from __future__ import annotations

import numpy as np

THROUGH = 7


def turns_to_finish(
    count: int,
    rng: np.random.Generator,
    dice: int = 5,
    extra_throw: bool = True,
    kids: bool = False,
) -> np.ndarray:
    """The number of turns each of `count` independent players needs to get through the sixes."""
    chasing = np.ones(count, dtype=np.int8)
    aside = np.zeros(count, dtype=np.int8)
    turns = np.zeros(count, dtype=np.int32)
    racing = np.arange(count)
    while racing.size:
        turns[racing] += 1
        throwing = racing
        while throwing.size:  # throws within one turn: extra throws and kids' rethrows
            hits = rng.binomial(dice - aside[throwing], 1 / 6).astype(np.int8)
            aside[throwing] += hits
            done = aside[throwing] == dice
            finished_number = throwing[done]
            chasing[finished_number] += 1
            aside[finished_number] = 0
            through = chasing[throwing] == THROUGH
            again = np.zeros(throwing.size, dtype=np.bool_)
            if extra_throw:
                again |= done & ~through
            if kids:
                again |= ~done & (hits == 0)
            throwing = throwing[again]
        racing = racing[chasing[racing] < THROUGH]
    return turns


def winner_turns(
    races: int,
    players: int,
    rng: np.random.Generator,
    dice: int = 5,
    extra_throw: bool = True,
    kids: bool = False,
) -> tuple[np.ndarray, np.ndarray]:
    """(turns of each race's winner, the winning seat counted from the starter)."""
    turns = turns_to_finish(races * players, rng, dice, extra_throw, kids).reshape(races, players)
    return turns.min(axis=1), turns.argmin(axis=1)  # argmin takes the first: the earlier seat
