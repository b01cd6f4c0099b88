"""Who starts: the opening throws (RULES.md, "Who starts", both games)."""

from __future__ import annotations

from typing import Any

import pytest

from roller_desktop.engine.dice import RandomDice, ScriptedDice
from roller_desktop.engine.errors import InvalidThrow, MatchOver, RulesError
from roller_desktop.engine.opening import OpeningDraw

from .support import assert_refused


def draw_state(draw: OpeningDraw) -> dict[str, Any]:
    return {
        "contenders": draw.contenders,
        "current": draw.current_throws,
        "next": draw.next_seat,
        "rounds": [dict(r) for r in draw.rounds],
        "winner": draw.winner,
    }


def test_roller_the_highest_single_die_starts() -> None:
    draw = OpeningDraw.for_roller(4)
    assert draw.dice == (1, 1, 1, 1) and draw.next_seat == 0
    for values in ([3], [5], [2], [4]):
        assert draw.winner is None
        draw.throw(values)
    assert draw.winner == 1 and draw.next_seat is None
    assert draw.rounds == [{0: (3,), 1: (5,), 2: (2,), 3: (4,)}]


def test_roller_ties_throw_again_among_the_tied_only() -> None:
    draw = OpeningDraw.for_roller(4)
    for values in ([6], [2], [6], [6]):
        draw.throw(values)
    assert draw.winner is None and draw.contenders == (0, 2, 3)
    assert draw.next_seat == 0
    draw.throw([4])
    assert draw.next_seat == 2  # seat 1 is out: it does not throw again
    draw.throw([4])
    draw.throw([1])
    assert draw.contenders == (0, 2) and draw.winner is None
    draw.throw([3])
    draw.throw([5])
    assert draw.winner == 2
    assert len(draw.rounds) == 3 and draw.rounds[1] == {0: (4,), 2: (4,), 3: (1,)}


def test_a_tie_below_the_highest_does_not_matter() -> None:
    draw = OpeningDraw.for_roller(3)
    for values in ([2], [2], [5]):
        draw.throw(values)
    assert draw.winner == 2


def test_hundredfive_uses_the_sum_of_each_seats_dice() -> None:
    draw = OpeningDraw.for_hundredfive([5, 3])
    draw.throw([1, 1, 1, 2, 2])  # 7
    draw.throw([6, 6, 6])  # 18 with three dice
    assert draw.winner == 1


def test_hundredfive_tied_sums_throw_again() -> None:
    draw = OpeningDraw.for_hundredfive([5, 5, 5])
    draw.throw([6, 6, 6, 1, 1])  # 20
    draw.throw([4, 4, 4, 4, 4])  # 20
    draw.throw([6, 6, 6, 6, 1])  # 25
    assert draw.winner == 2
    draw = OpeningDraw.for_hundredfive([5, 5, 5])
    draw.throw([6, 6, 6, 1, 1])
    draw.throw([4, 4, 4, 4, 4])
    draw.throw([1, 1, 1, 1, 1])
    assert draw.contenders == (0, 1) and draw.winner is None
    draw.throw([1, 1, 1, 1, 1])
    draw.throw([1, 1, 1, 1, 2])
    assert draw.winner == 1


def test_one_seat_starts_at_once() -> None:
    draw = OpeningDraw.for_roller(1)
    assert draw.winner == 0 and draw.next_seat is None
    assert draw.run(ScriptedDice([])) == 0


def test_run_with_scripted_and_random_dice() -> None:
    dice = ScriptedDice([[4], [4], [2], [3], [1]])
    assert OpeningDraw.for_roller(3).run(dice) == 0  # 4, 4, 2, then 3 against 1
    assert dice.remaining == 0
    for seed in range(20):
        draw = OpeningDraw.for_hundredfive([5, 3, 1])
        winner = draw.run(RandomDice(seed))
        last = draw.rounds[-1]
        assert max(last, key=lambda s: sum(last[s])) == winner
        assert sorted(sum(v) for v in last.values()).count(sum(last[winner])) == 1


def test_wrong_throws_are_refused_and_change_nothing() -> None:
    draw = OpeningDraw.for_hundredfive([5, 3])
    draw.throw([1, 2, 3, 4, 5])
    for values in ([1, 2, 3, 4, 5], [1, 2], [0, 1, 2], [7, 1, 2]):
        assert_refused(lambda: draw_state(draw), lambda v=values: draw.throw(v), InvalidThrow)
    draw.throw([1, 2, 3])
    assert draw.winner == 0
    assert_refused(lambda: draw_state(draw), lambda: draw.throw([1]), MatchOver)
    assert_refused(lambda: draw_state(draw), lambda: draw.throw_from(RandomDice(1)), MatchOver)


def test_nobody_at_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="Nobody"):
        OpeningDraw([])


@pytest.mark.parametrize("dice", [[0], [7], [5, -1], [True], [2.5]], ids=str)
def test_impossible_dice_counts_are_refused(dice: list[object]) -> None:
    with pytest.raises(RulesError, match="1 to 6 dice"):
        OpeningDraw(dice)  # type: ignore[arg-type]
