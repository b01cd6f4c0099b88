"""Every throw of n dice as a multiset with its exact probability, and what a throw offers.

A Roller decision only depends on a throw through its *options*: for each number k of dice kept,
the best points any legal selection of exactly k dice gives (more points never hurt: the value
of a state never falls when its points rise), and whether keeping all six completes a forced
ROLLER. Throws with the same options are merged, which makes the solver's sums short.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

from roller_desktop.engine import scoring
from roller_desktop.engine.roller import DICE, completes_forced_roller

FACES = 6


@dataclass(frozen=True, slots=True)
class Option:
    """Keep `kept` dice for `points` (the best with that many); `forced`: a Stege or Alla lika
    completing ROLLER with all six dice."""

    kept: int
    points: int
    forced: bool


@dataclass(frozen=True, slots=True)
class ThrowGroup:
    """All throws of one dice count that offer the same options, and their total chance."""

    chance: Fraction
    options: tuple[Option, ...]


@cache
def throws_of(dice: int) -> tuple[tuple[scoring.Counts, Fraction], ...]:
    """Each distinct throw of `dice` dice (as face counts) with its exact probability."""
    result: list[tuple[scoring.Counts, Fraction]] = []
    total = FACES**dice
    for faces in combinations_with_replacement(range(1, FACES + 1), dice):
        counts = scoring.counts_of(faces)
        ways = factorial(dice)
        for c in counts:
            ways //= factorial(c)
        result.append((counts, Fraction(ways, total)))
    return tuple(result)


@cache
def options_of(counts: scoring.Counts) -> tuple[Option, ...]:
    """The best selection for each number of dice kept; empty when the throw scores nothing.

    The same enumeration as the engine's `selections_of` (every sub-multiset, scored by
    `exact_points`), keeping only the best points per number of dice."""
    best: dict[int, int] = {}
    for sub in product(*(range(c + 1) for c in counts)):
        points = scoring.exact_points(sub)
        if points is not None:
            kept = sum(sub)
            if points > best.get(kept, -1):
                best[kept] = points
    forced = DICE in best and completes_forced_roller(scoring.dice_of(counts))
    return tuple(Option(k, best[k], k == DICE and forced) for k in sorted(best))


@cache
def no_score_chance(dice: int) -> Fraction:
    """The chance a throw of `dice` dice scores nothing (RT on a turn's first throw, else Tjock)."""
    return sum((p for counts, p in throws_of(dice) if not options_of(counts)), Fraction(0))


@cache
def groups_of(dice: int) -> tuple[ThrowGroup, ...]:
    """The scoring throws of `dice` dice, merged by the options they offer."""
    merged: dict[tuple[Option, ...], Fraction] = {}
    for counts, p in throws_of(dice):
        options = options_of(counts)
        if options:
            merged[options] = merged.get(options, Fraction(0)) + p
    return tuple(ThrowGroup(p, options) for options, p in merged.items())
