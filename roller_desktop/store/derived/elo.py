"""The league rating: a multiplayer Elo over each match's finishing order (league engineer's file).

Every finished match of two or more players counts as a round robin of duels between all the
players at the table, played at once:

    expected(i beats j) = 1 / (1 + 10 ** ((R_j - R_i) / 400))
    score(i against j)  = 1 ahead, 1/2 level, 0 behind
                          (Roller: the higher total; 105: the better place, the unplaced level)
    R_i after the match = R_i + K / (n - 1) * sum over j != i of (score - expected)

with the ratings from before the match on the right-hand side, K = 32 and everybody starting
at 1500. Dividing by n - 1 makes one match worth the same K whatever the table size. Beating
a strong player (a high R_j, a small expected score) gains more than beating a weak one, and
the points a player gains are the points the others lose. Matches count in the order they
finished. The league table rates the matches of the range it shows, so every season starts
level at 1500.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

START_RATING = 1500.0
K_FACTOR = 32.0
SCALE = 400.0
UNPLACED = 1000  # a 105 seat without a place ranks behind every placed one

# One match: (player id, score) per seat; a higher score finished ahead, equal scores level.
FinishingOrder = Sequence[tuple[str, float]]


def expected_score(rating: float, opponent: float) -> float:
    """The chance of finishing ahead of the opponent that the ratings predict."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / SCALE))


def rating_changes(
    ratings: dict[str, float], order: FinishingOrder, k: float = K_FACTOR
) -> dict[str, float]:
    """What one match changes: player id -> points won (negative: lost)."""
    n = len(order)
    if n < 2:
        return {}
    before = [ratings.get(player, START_RATING) for player, _ in order]
    changes: dict[str, float] = {}
    for i, (player, score) in enumerate(order):
        total = 0.0
        for j, (_, other) in enumerate(order):
            if i == j:
                continue
            actual = 1.0 if score > other else (0.5 if score == other else 0.0)
            total += actual - expected_score(before[i], before[j])
        changes[player] = k / (n - 1) * total
    return changes


def elo_ratings(
    matches: Iterable[FinishingOrder], k: float = K_FACTOR
) -> tuple[dict[str, float], dict[str, int]]:
    """Ratings after the matches, in the order given; and how many rated matches each played."""
    ratings: dict[str, float] = {}
    counts: dict[str, int] = {}
    for order in matches:
        for player, change in rating_changes(ratings, order, k).items():
            ratings[player] = ratings.get(player, START_RATING) + change
            counts[player] = counts.get(player, 0) + 1
    return ratings, counts


def rate_rows(
    ratings: dict[int, float], counts: dict[int, int], rows: Iterable[tuple[int, int, float]]
) -> None:
    """Rate (match key, player key, score) rows in place, oldest match first, seats in order.

    The one loop every stored and computed rating goes through (derived/season_ratings.py keeps
    them per season), so that both agree to the last bit. `counts` gains one per rated match.
    """
    players: list[int] = []
    scores: list[float] = []
    current: int | None = None
    for match_pk, player_pk, score in rows:
        if match_pk != current:
            if len(players) > 1:
                rate_match(ratings, counts, players, scores)
            players, scores, current = [], [], match_pk
        players.append(player_pk)
        scores.append(score)
    if len(players) > 1:
        rate_match(ratings, counts, players, scores)


def rate_match(
    ratings: dict[int, float], counts: dict[int, int], players: list[int], scores: list[float]
) -> None:
    """One match in place: expected = q_i / (q_i + q_j) with q = 10^(R/400), the same formula."""
    before = [ratings.get(p, START_RATING) for p in players]
    q = [math.pow(10.0, value / SCALE) for value in before]
    factor = K_FACTOR / (len(players) - 1)
    for i, player in enumerate(players):
        qi, si = q[i], scores[i]
        total = 0.0
        for j, qj in enumerate(q):
            if i != j:
                sj = scores[j]
                actual = 1.0 if si > sj else (0.5 if si == sj else 0.0)
                total += actual - qi / (qi + qj)
        ratings[player] = before[i] + factor * total
        counts[player] = counts.get(player, 0) + 1
