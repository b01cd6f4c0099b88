"""`roller-desktop simulate` and `bench` from the command line."""

from __future__ import annotations

import json

import pytest

from roller_desktop.app import main


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(list(argv)) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def test_simulate_105_json_has_the_mean_winner_turns(capsys: pytest.CaptureFixture[str]) -> None:
    alone = run_json(
        capsys, "simulate", "105", "--players", "1", "--races", "4000", "--seed", "1", "--json"
    )
    four = run_json(
        capsys, "simulate", "105", "--players", "4", "--races", "4000", "--seed", "1", "--json"
    )
    assert isinstance(alone["mean_winner_turns"], float)
    assert isinstance(four["mean_winner_turns"], float)
    assert 70 < alone["mean_winner_turns"] < 76
    assert 55 < four["mean_winner_turns"] < 60
    assert four["median_winner_turns"] <= four["p90_winner_turns"]


def test_simulate_105_house_rules_change_the_race(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["simulate", "105", "--races", "3000", "--seed", "2", "--json"]
    plain = run_json(capsys, *base)
    no_extra = run_json(capsys, *base, "--no-extra-throw")
    kids = run_json(capsys, *base, "--kids")
    three = run_json(capsys, *base, "--dice", "3")
    assert no_extra["mean_winner_turns"] > plain["mean_winner_turns"]  # type: ignore[operator]
    assert kids["mean_winner_turns"] < plain["mean_winner_turns"]  # type: ignore[operator]
    assert three["mean_winner_turns"] < plain["mean_winner_turns"]  # type: ignore[operator]


def test_simulate_105_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "105", "--players", "3", "--races", "500", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Turns of the winner: mean" in out and "3 players" in out


def test_simulate_roller(capsys: pytest.CaptureFixture[str]) -> None:
    figures = run_json(capsys, "simulate", "roller", "--matches", "2000", "--seed", "1", "--json")
    assert 380 < figures["points_per_round"] < 440  # type: ignore[operator]
    assert 0.025 < figures["rt_rate"] < 0.037  # type: ignore[operator]
    assert 0 <= figures["ww_match_rate"] <= 1  # type: ignore[operator]
    assert main(["simulate", "roller", "--matches", "50", "--seed", "1"]) == 0
    assert "WW:" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "105", "--players", "0"],
        ["simulate", "105", "--players", "9"],
        ["simulate", "105", "--dice", "6"],
        ["simulate", "105", "--races", "x"],
        ["simulate", "roller", "--matches", "-1"],
    ],
)
def test_bad_arguments_are_refused_with_a_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "error" in capsys.readouterr().err


def test_bench_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--seconds", "0.2", "--turns", "20000", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["roller_turns_per_s_numpy"] > 0
    assert figures["race_turns_per_s_engine_loop"] > 0
