"""The multiplayer Elo rating against numbers worked out by hand."""

from __future__ import annotations

import pytest

from roller_desktop.store.derived.elo import elo_ratings, expected_score, rating_changes


def test_expected_score_is_even_between_equals_and_favours_the_stronger() -> None:
    assert expected_score(1500, 1500) == 0.5
    # 1 / (1 + 10^(-0.08)) = 1 / 1.831764
    assert expected_score(1516, 1484) == pytest.approx(0.545922, abs=1e-6)
    assert expected_score(1484, 1516) == pytest.approx(1 - 0.545922, abs=1e-6)


def test_a_duel_between_newcomers_moves_sixteen_points() -> None:
    ratings, counts = elo_ratings([[("A", 2000.0), ("B", 500.0)]])
    assert ratings == {"A": 1516.0, "B": 1484.0}
    assert counts == {"A": 1, "B": 1}


def test_three_players_after_a_duel_match_the_hand_computation() -> None:
    # Match 2: C (new, 1500) first, A (1516) second, B (1484) last; K/(n-1) = 16.
    # A: 16 * ((1 - 0.545922) + (0 - 0.523010)) = -1.102912
    # B: 16 * ((0 - 0.454078) + (0 - 0.476990)) = -14.897088
    # C: 16 * ((1 - 0.476990) + (1 - 0.523010)) = +16.0
    ratings, counts = elo_ratings(
        [
            [("A", 2000.0), ("B", 500.0)],
            [("A", 2000.0), ("B", 1000.0), ("C", 3000.0)],
        ]
    )
    assert ratings == pytest.approx({"A": 1514.897, "B": 1469.103, "C": 1516.0}, abs=1e-3)
    assert counts == {"A": 2, "B": 2, "C": 1}


def test_a_level_result_between_equals_changes_nothing_and_costs_the_favourite() -> None:
    assert rating_changes({}, [("A", 100.0), ("B", 100.0)]) == {"A": 0.0, "B": 0.0}
    # 32 * (0.5 - 0.545922) = -1.4695
    changes = rating_changes({"A": 1516.0, "B": 1484.0}, [("A", 5.0), ("B", 5.0)])
    assert changes["A"] == pytest.approx(-1.4695, abs=1e-4)
    assert changes["B"] == pytest.approx(1.4695, abs=1e-4)


def test_beating_a_strong_player_gains_more_than_beating_a_weak_one() -> None:
    ratings = {"me": 1500.0, "strong": 1700.0, "weak": 1300.0}
    strong = rating_changes(ratings, [("me", 1.0), ("strong", 0.0)])["me"]
    weak = rating_changes(ratings, [("me", 1.0), ("weak", 0.0)])["me"]
    assert strong > 16 > weak > 0


def test_points_are_only_passed_around_and_practice_does_not_count() -> None:
    order = [("A", 3.0), ("B", 2.0), ("C", 2.0), ("D", 0.0)]
    changes = rating_changes({"A": 1600.0, "B": 1450.0}, order)
    assert sum(changes.values()) == pytest.approx(0.0, abs=1e-9)
    assert rating_changes({}, [("A", 1.0)]) == {}
    assert elo_ratings([[("A", 1.0)]]) == ({}, {})
