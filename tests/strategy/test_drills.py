"""Drills: the miner finds the costly decisions of a match, and answers are graded."""

from __future__ import annotations

import time

import pytest

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach_graph, drills
from roller_desktop.strategy.drills import CLOSE, RIGHT, WRONG, Choice
from tests.strategy.test_coach import simulated


def _costly_bank() -> RollerMatch:
    """Two rounds; A banks 700 with five dice left in the first turn (throwing on is far
    better), and the match is then played out quietly."""
    match = RollerMatch(["A", "B"], RollerRules(rounds=2))
    match.throw([2, 2, 2, 4, 4, 4])
    match.keep([2, 2, 2, 4, 4, 4])  # ROLLER: 600
    match.throw([1, 2, 3, 4, 6, 6])  # event 2
    match.keep([1])
    match.bank()  # 700 banked with five dice to throw
    for _ in range(3):
        match.throw([2, 3, 4, 6, 2, 3])  # RT
    return match


def test_the_miner_finds_the_costly_bank() -> None:
    match = _costly_bank()
    assert match.is_over
    found = drills.mine(match.seats, match.rules, match.events, match.starter)
    costly = [f for f in found if not f.close]
    assert [(f.seat, f.event) for f in costly] == [(0, 2)]
    # the same cost as the coach's graph charges the bank (the keep itself was right)
    graph = coach_graph.graph(match.seats, match.rules, match.events, match.starter)
    assert graph is not None
    bank = graph.costliest(0)[0]
    assert costly[0].cost == pytest.approx(bank.cost)
    assert costly[0].cost >= drills.WIN_THRESHOLD


def test_the_situation_and_grading() -> None:
    match = _costly_bank()
    (s,) = drills.situations(match.seats, match.rules, match.events, match.starter, only=2)
    assert s.by_win and s.round == 1 and s.rounds == 2 and s.lead == 0
    assert s.points == 600 and s.thrown == (1, 2, 3, 4, 6, 6) and s.kept_before == 0
    assert s.chosen == Choice((1,), True)
    assert s.best.choice == Choice((1,), False)  # keep the 1 and throw on
    assert s.grade(Choice((1,), False)) == RIGHT
    assert s.grade(Choice((1,), True)) == WRONG
    assert s.grade(Choice((5,), True)) == WRONG  # not an option at all
    assert s.cost == pytest.approx(s.best.value - s.value_of(Choice((1,), True)))  # type: ignore[operator]
    # a choice within half a point of the best is close
    near = [o for o in s.options[1:] if 0 < s.best.value - o.value < drills.CLOSE_WIN]
    for option in near:
        assert s.grade(option.choice) == CLOSE


def test_more_seats_are_drilled_in_points() -> None:
    match = RollerMatch(["A", "B", "C"], RollerRules(rounds=1))
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()  # 100 banked with five dice: gives away far more than 25 expected points
    for _ in range(2):
        match.throw([2, 3, 4, 6, 2, 3])
    found = drills.mine(match.seats, match.rules, match.events, match.starter)
    (f,) = [f for f in found if not f.close]
    assert (f.seat, f.event) == (0, 0) and f.cost >= drills.POINTS_THRESHOLD
    (s,) = drills.situations(match.seats, match.rules, match.events, match.starter, only=0)
    assert not s.by_win and s.best.choice == Choice((1,), False)


def test_close_calls_are_mixed_in_and_bounded() -> None:
    total = 0
    for seed in range(4):
        match = simulated(RollerRules(rounds=6), ("careful", "steady"), seed)
        found = drills.mine(match.seats, match.rules, match.events, match.starter)
        for seat in (0, 1):
            assert sum(1 for f in found if f.close and f.seat == seat) <= drills.CLOSE_PER_SEAT
        for f in found:
            (s,) = drills.situations(
                match.seats, match.rules, match.events, match.starter, only=f.event
            )
            if f.close:
                assert s.close_call and s.cost < s.threshold
            else:
                assert s.cost >= s.threshold
        total += sum(1 for f in found if f.close)
    assert total > 0


def test_mining_a_fifteen_round_match_prints_its_time() -> None:
    match = simulated(RollerRules(), ("child", "steady"), 7)
    start = time.perf_counter()
    found = drills.mine(match.seats, match.rules, match.events, match.starter)
    print(f"mined a 15-round match in {time.perf_counter() - start:.2f} s: {len(found)} drills")
    assert any(f.seat == 0 and not f.close for f in found)  # the child's costly choices


def test_a_decided_moment_is_no_close_call() -> None:
    """The last turn of a match already won (or lost) whatever is chosen: every option wins
    alike, so banking and throwing on are not a close call worth drilling."""

    def moment(throw_on: float) -> drills.Situation:
        keep = (1, 5, 5, 5)
        return drills.Situation(
            event=40, seat=1, names=("A", "B"), round=4, rounds=4, lead=600, points=0,
            thrown=(5, 6, 5, 5, 1, 4), kept_before=0, aside=(), owed=0, by_win=True,
            options=(
                drills.Valued(Choice(keep, True), 1.0, 600),
                drills.Valued(Choice(keep, False), throw_on, 600),
            ),
            chosen=Choice(keep, True),
        )  # fmt: skip

    assert not moment(1.0).close_call
    assert moment(1.0 - drills.CLOSE_WIN / 2).close_call
