"""`roller-desktop championship draw-preview`: the fair draw of a players file, no league."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roller_desktop.app import main


def players_file(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "players.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def sixteen(tmp_path: Path) -> Path:
    return players_file(
        tmp_path, [f"Spelare {i};Örnsköldsvik" if i % 2 else f"Spelare {i}" for i in range(16)]
    )


def test_the_json_of_one_round_is_the_issues_shape(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = sixteen(tmp_path)
    args = ["championship", "draw-preview", "--players", str(path), "--rounds", "4"]
    assert main([*args, "--table-size", "4", "--round", "2", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["round"] == 2
    assert [t["table"] for t in shown["tables"]] == [1, 2, 3, 4]
    seated = sorted(name for t in shown["tables"] for name in t["seats"])
    assert seated == sorted(f"Spelare {i}" for i in range(16))
    # asking again shows the same draw
    assert main([*args, "--table-size", "4", "--round", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == shown


def test_the_whole_draw_with_its_repeats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = sixteen(tmp_path)
    args = ["championship", "draw-preview", "--players", str(path), "--table-size", "4"]
    assert main([*args, "--apart", "spelare 1, Spelare 2", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [r["round"] for r in shown["rounds"]] == [1, 2, 3, 4]
    assert shown["repeats"] == 0
    for round_ in shown["rounds"]:
        for table in round_["tables"]:
            assert not {"Spelare 1", "Spelare 2"} <= set(table["seats"])
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "Round 4" in text and "Table 4: " in text
    assert text.strip().endswith("no repeated meetings")


def test_unavoidable_repeats_are_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = players_file(tmp_path, [f"P{i}" for i in range(8)])
    args = ["championship", "draw-preview", "--players", str(path), "--table-size", "4"]
    assert main([*args, "--rounds", "3"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    # 12, and no fewer without seating pairs together every round (8 is the bound)
    assert last.startswith("12 repeated meetings (spread as evenly as can be") and "8" in last


@pytest.mark.parametrize(
    ("lines", "extra", "said"),
    [
        (["Anna", "anna", "Bo"], [], "lines 1 and 2"),
        (["Anna", ";Umeå", "Bo"], [], "line 2"),
        ([], [], "names no players"),
        (["A", "B", "C"], ["--apart", "A"], "two names"),
        (["A", "B", "C"], ["--apart", "A,Z"], "Z (in --apart) is not in the players file"),
        (["A", "B", "C"], ["--apart", "A,B"], "cannot be kept apart"),
        (["A", "B", "C", "D", "E", "F", "G"], ["--table-size", "4-5"], "cannot sit at tables"),
        (["A", "B", "C"], ["--table-size", "x"], "not a table size"),
        (["A", "B", "C"], ["--round", "9"], "there is no round 9"),
    ],
)
def test_refusals_are_plain_words(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    lines: list[str],
    extra: list[str],
    said: str,
) -> None:
    path = players_file(tmp_path, lines)
    assert main(["championship", "draw-preview", "--players", str(path), *extra]) == 1
    error = capsys.readouterr().err
    assert error.startswith("roller-desktop championship draw-preview: ")
    assert said in error


def test_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nobody.txt"
    assert main(["championship", "draw-preview", "--players", str(missing)]) == 1
    assert "there is no such file" in capsys.readouterr().err
