"""`roller-desktop odds`: the figures of RULES.md and small cases worked by hand."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from roller_desktop.app import main
from roller_desktop.strategy import race_odds, solver
from roller_desktop.strategy.roller_odds import reach_chance


def test_reach_chance_of_a_coin() -> None:
    # 0 or 50 points per round with even chances: 100 in two rounds only by 50 + 50.
    assert reach_chance({0: 0.5, 50: 0.5}, 2, 100) == pytest.approx(0.25)
    assert reach_chance({0: 0.5, 50: 0.5}, 3, 100) == pytest.approx(0.5)


def test_odds_roller_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "roller", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["expected_points_per_round"] == pytest.approx(solver.solve().turn_value)
    assert data["nothing_by_dice"]["6"]["fraction"] == "5/162"
    assert data["round"]["rt"] == pytest.approx(5 / 162)
    bank_from = data["bank_from_points_by_dice"]
    assert bank_from["1"] > 0 and bank_from["6"] > bank_from["5"] > bank_from["4"]
    assert 0.0 < data["reach"]["chance"] < 1.0


def test_odds_roller_text_shows_progress(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "roller", "--no-forced-throw", "--rounds", "3"]) == 0
    out = capsys.readouterr()
    assert "Expected points per round" in out.out and "forced_after_roller off" in out.out
    assert "solving" in out.err


def test_odds_roller_refuses_bad_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "roller", "--rounds", "0"]) == 2
    assert "rounds" in capsys.readouterr().err


def test_105_throw_figures_of_the_rules() -> None:
    assert race_odds.hits_chance(5, 0) == pytest.approx(0.402, abs=5e-4)
    assert race_odds.hits_chance(5, 2) == pytest.approx(0.161, abs=5e-4)
    three_or_more = 1 - sum(race_odds.hits_chance(5, j) for j in range(3))
    assert three_or_more == pytest.approx(0.035, abs=5e-4)
    assert float(race_odds.throws_per_number(5)) == pytest.approx(13.0, abs=0.05)
    assert race_odds.throws_per_number(1) == Fraction(6)  # a geometric wait for one face


def test_105_race_lengths() -> None:
    # One die, no extra throw: six geometric waits of mean 6 turns.
    assert race_odds.expected_turns(race_odds.race_length(1, False)) == pytest.approx(36.0)
    alone = race_odds.race_length(5, True)
    assert race_odds.expected_turns(alone) == pytest.approx(73, abs=0.5)
    assert 55 <= race_odds.expected_turns(alone, 4) < race_odds.expected_turns(alone, 3) <= 61
    for players in (2, 3, 6):
        chances = race_odds.seat_win_chances(alone, players)
        assert sum(chances) == pytest.approx(1.0)
        assert chances == sorted(chances, reverse=True)  # earlier in turn order is ahead


def test_odds_105_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "105", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["solo_turns"]["with_extra_throw"] < data["solo_turns"]["without_extra_throw"]
    assert set(data["winner_turns_by_players"]) == {"2", "3", "4", "5", "6"}
    assert main(["odds", "105"]) == 0
    text = capsys.readouterr().out
    assert "around 70 turns alone" in text and "73.14" in text
    assert main(["odds", "105", "--dice", "9"]) == 2
