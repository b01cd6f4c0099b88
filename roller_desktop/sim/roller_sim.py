"""Roller turns played by the threshold player, many at once with NumPy.

Each array slot is one independent turn. Every step throws for every turn still going, looks the
throw up in the tables (best selection, its size, whether it forces a throw), and then either ends
the turn (RT, Tjock, bank) or carries it on. The rules are the engine's: the tables come from it,
and tests compare this with the engine played throw by throw.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from roller_desktop.engine.roller import RollerRules

from .tables import POW7, roller_tables
from .threshold_bot import DEFAULT_THRESHOLD

BANKED, TJOCK, RT = 0, 1, 2
DIE_SLOTS = np.arange(6)


@dataclass(frozen=True)
class TurnBatch:
    points: np.ndarray  # banked points (0 for RT and Tjock)
    outcome: np.ndarray  # BANKED, TJOCK or RT
    rollers: np.ndarray  # ROLLERs made during the turn


def simulate_turns(
    count: int,
    rng: np.random.Generator,
    threshold: int = DEFAULT_THRESHOLD,
    rules: RollerRules | None = None,
) -> TurnBatch:
    rules = rules or RollerRules()
    best, kept, forced = roller_tables()
    points = np.zeros(count, dtype=np.int64)
    outcome = np.full(count, BANKED, dtype=np.int8)
    rollers = np.zeros(count, dtype=np.int16)
    dice_left = np.full(count, 6, dtype=np.int8)
    owed = np.zeros(count, dtype=np.int8)
    first = np.ones(count, dtype=np.bool_)
    live = np.arange(count)
    while live.size:
        faces = rng.integers(0, 6, size=(live.size, 6), dtype=np.int8)
        in_hand = dice_left[live, None] > DIE_SLOTS
        key = np.where(in_hand, POW7[faces], 0).sum(axis=1)
        gained = best[key]
        scored = gained > 0
        busted = live[~scored]
        outcome[busted] = np.where(first[busted], RT, TJOCK)
        points[busted] = 0
        go = live[scored]
        first[go] = False
        points[go] += gained[scored]
        used = kept[key[scored]]
        owed[go] = np.maximum(owed[go] - used, 0)
        left = dice_left[go] - used
        roller = left == 0
        left[roller] = 6
        dice_left[go] = left
        rollers[go[roller]] += 1
        if rules.forced_after_roller:
            owed[go[roller & forced[key[scored]]]] = 2
        banks = (points[go] >= threshold) & (owed[go] == 0)
        live = go[~banks]
    return TurnBatch(points, outcome, rollers)


@dataclass(frozen=True)
class MatchBatch:
    totals: np.ndarray  # (matches, players)
    tjocks: np.ndarray  # (matches, players): rounds gone tjock, RT included
    turns: TurnBatch


def simulate_matches(
    matches: int,
    players: int,
    rng: np.random.Generator,
    threshold: int = DEFAULT_THRESHOLD,
    rules: RollerRules | None = None,
) -> MatchBatch:
    """Whole matches: the threshold player does not look at the score, so the turns of a match
    are independent and can be drawn in one batch."""
    rules = rules or RollerRules()
    turns = simulate_turns(matches * players * rules.rounds, rng, threshold, rules)
    shape = (matches, players, rules.rounds)
    totals = turns.points.reshape(shape).sum(axis=2)
    tjocks = (turns.outcome.reshape(shape) != BANKED).sum(axis=2)
    return MatchBatch(totals, tjocks, turns)
