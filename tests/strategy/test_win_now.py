"""Each seat's chance at this moment (the win-chance bar's figures): exact with two players,
from the win table; approximate with three to eight, adding up to one; and the readiness the
window asks before it calls the slow first solve of a turn on its own thread."""

from __future__ import annotations

import pytest

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import bots, hints, match_aware, win_approx, win_now, win_table


def test_two_players_follow_the_table_through_a_turn() -> None:
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B"], rules)
    table = win_table.shipped(True)
    now = win_now.chances_now(match)
    assert now is not None and not now.approximate
    assert now.chances == (table.chance(4, 0), 1 - table.chance(4, 0))
    match.throw([1, 1, 1, 2, 3, 4])
    solution = table.solution(4, 0)
    kept = [
        solution.keep_value(0, 6, 0, 3, 1000, False),
        solution.keep_value(0, 6, 0, 1, 100, False),
    ]
    now = win_now.chances_now(match)
    assert now is not None and now.chances[0] == pytest.approx(max(kept), abs=1e-12)
    match.keep([1, 1, 1])
    now = win_now.chances_now(match)
    assert now is not None
    assert now.chances[0] == pytest.approx(solution.decision_value(1000, 3, 0), abs=1e-12)
    match.bank()
    now = win_now.chances_now(match)
    assert now is not None and now.chances == (1 - table.chance(3, -1000), table.chance(3, -1000))


def test_three_players_add_up_and_the_mover_has_the_hints_chance() -> None:
    match = RollerMatch(["A", "B", "C"], RollerRules(rounds=3))
    match.throw([1, 1, 1, 2, 3, 4])
    match.keep([1, 1, 1])
    match.bank()  # A leads by 1000; B to play
    now = win_now.chances_now(match)
    assert now is not None and now.approximate
    assert sum(now.chances) == pytest.approx(1.0)
    assert now.chances[1] == pytest.approx(win_approx.turn_solution(match).turn_value)
    assert now.chances[0] > now.chances[2]  # the leader ahead of the one level with B
    assert win_approx.seat_chance(match, 1) == win_approx.turn_solution(match).turn_value


def test_a_seat_done_fears_only_the_others_last_turns() -> None:
    rules = RollerRules(rounds=1)
    match = RollerMatch(["A", "B", "C"], rules)
    match.throw([1, 1, 1, 2, 3, 4])
    match.keep([1, 1, 1])
    match.bank()  # A has played the match's only round: 1000; B and C each play to pass it
    passed = match_aware.reach_chance(rules, 1000)
    assert win_approx.seat_chance(match, 0) == pytest.approx((1 - passed) ** 2, abs=1e-9)


def test_readiness_before_and_after_the_turns_solve() -> None:
    win_approx._solutions.clear()
    match = RollerMatch(["A", "B", "C"], RollerRules(rounds=4))
    sharp = bots.make_bot("sharp")
    assert sharp.ready(match)  # the first throw: nothing to choose
    match.throw([1, 1, 1, 2, 3, 4])
    assert not sharp.ready(match) and not hints.ready(match)
    sharp.choose(match)
    assert sharp.ready(match) and hints.ready(match)  # one solve serves both
    match.keep([1, 1, 1])
    assert sharp.ready(match)  # the same turn
    match.bank()
    match.throw([5, 2, 3, 4, 6, 6])
    assert not sharp.ready(match)  # the next turn is another solve
