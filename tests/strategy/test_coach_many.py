"""The coach's books and graph with three seats or more (≈): where they start, and how the
others share what the mover gains or loses."""

from __future__ import annotations

import random

import pytest

from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import bots, coach, coach_graph, win_now


@pytest.mark.parametrize("starter", [0, 2])
def test_the_books_and_the_graph_start_from_the_handicap(starter: int) -> None:
    """Three seats with a handicap: the chances at the start count it (they took every seat
    level: A, 2 000 behind, was given 25.6 % at the start and 2.6 % at its first throw)."""
    rules = RollerRules(rounds=3, handicap=(0, 1000, 2000))
    match = RollerMatch(["A", "B", "C"], rules, starter)
    match.throw([2, 2, 3, 3, 4, 6])  # RT
    report = coach.coach(match.seats, rules, match.events, starter)
    drawn = coach_graph.graph(match.seats, rules, match.events, starter)
    starts = [s.start_chance for s in report.seats]
    assert sum(starts) == pytest.approx(1.0, abs=1e-12)
    assert starts[0] == pytest.approx(report.turns[0].win_chance, abs=1e-12)  # the starter
    by_name = dict(zip((s.name for s in report.seats), starts, strict=True))
    assert by_name["C"] > by_name["B"] > by_name["A"]
    assert drawn is not None
    assert drawn.points[0].chances == pytest.approx(starts, abs=1e-12)  # as the books


def test_a_seat_that_cannot_win_gets_no_share_of_a_tjock_after_a_sure_win() -> None:
    """A played at the window: A banks 100, B 350, C reaches 500 (sure to win if she banks:
    her chance one, the others' shares none), throws on and goes Tjock. The others share it in
    the proportions they had (A next to nothing), not alike: A was given half of it as luck,
    and the books left 50 points of a percentage."""
    events = [
        *(Throw((1, 2, 5, 4, 6, 2)), Keep((1,)), Bank()),
        *(Throw((2, 2, 1, 3, 6, 3)), Keep((1,)), Throw((3, 1, 6, 6, 2)), Keep((1,))),
        *(Throw((6, 4, 6, 1)), Keep((1,)), Throw((3, 5, 4)), Keep((5,)), Bank()),
        *(Throw((1, 3, 6, 2, 6, 5)), Keep((1,)), Throw((6, 1, 4, 6, 3)), Keep((1,))),
        *(Throw((2, 2, 1, 2)), Keep((1, 2, 2, 2)), Throw((3, 6, 1, 2, 4, 4)), Keep((1,))),
        Throw((6, 6, 2, 3, 4)),
    ]
    seats = ["A", "B", "C"]
    rules = RollerRules(rounds=1)
    report = coach.coach(seats, rules, events)
    assert [s.result for s in report.seats] == [0.0, 1.0, 0.0]
    assert report.residual is not None and report.residual < 0.05
    drawn = coach_graph.graph(seats, rules, events)
    assert drawn is not None
    tjock = drawn.points[-2]
    assert tjock.kind == "tjock" and tjock.chances[0] < 0.05 < 0.95 < tjock.chances[1]


def test_every_turn_starts_where_the_bar_stands() -> None:
    """At a turn's start the books and the graph take every seat's chance anew, as the
    win-chance bar has it then (they had followed the others' shares from the match's start,
    so a seat far behind kept the share of an earlier view: 54 points left in the books)."""
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B", "C", "D"], rules)
    bots.play_out([bots.make_bot("steady", k) for k in range(4)], match, random.Random(5))
    drawn = coach_graph.graph(match.seats, rules, match.events)
    report = coach.coach(match.seats, rules, match.events)
    assert drawn is not None and report.residual is not None
    replayed = RollerMatch(match.seats, rules)
    starts = iter(p for p in drawn.points if p.kind == "start")
    for event in match.events:
        if isinstance(event, Throw) and replayed.last_throw is None:
            now = win_now.chances_now(replayed)
            assert now is not None
            assert next(starts).chances == pytest.approx(now.chances, abs=1e-12)
        replayed.apply(event)
