"""The win-chance graph: its points are the coach's figures, one per decision."""

from __future__ import annotations

import pytest

from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, coach_graph
from roller_desktop.strategy.coach_graph import BANK, END, KEEP, RT, START, THROW_ON, TJOCK
from tests.strategy.test_coach import simulated


@pytest.mark.parametrize(
    ("levels", "seed", "seats"),
    [(("child", "steady"), 1, 2), (("careful", "sharp"), 2, 2), (("child", "careful"), 5, 3)],
)
def test_the_graph_is_the_coachs_report(levels: tuple[str, str], seed: int, seats: int) -> None:
    rules = RollerRules(rounds=3)
    match = simulated(rules, levels, seed) if seats == 2 else _three(rules, seed)
    report = coach.coach(match.seats, rules, match.events, match.starter)
    found = coach_graph.graph(match.seats, rules, match.events, match.starter)
    assert found is not None
    assert found.approximate == report.approximate
    assert found.names == tuple(s.name for s in report.seats)
    starts = [p for p in found.points if p.kind == START]
    assert [(p.turn, p.seat, p.lead) for p in starts] == [
        (t.turn, t.seat, t.lead) for t in report.turns
    ]
    for point, turn in zip(starts, report.turns, strict=True):
        assert point.chances[point.seat] == pytest.approx(turn.win_chance, abs=1e-12)
    # every decision is a point, and their costs add up to what the books say was given away
    decisions = [p for p in found.points if p.is_decision]
    made = [
        e
        for i, e in enumerate(match.events)
        if isinstance(e, (Keep, Bank))
        or (
            isinstance(e, Throw)
            and RollerMatch.replay(match.seats, rules, match.events[:i], match.starter).can_bank
        )
    ]
    assert len(decisions) == len(made)
    for position, seat in enumerate(report.seats):
        cost = sum(p.best_chance - p.chosen_chance for p in decisions if p.seat == position)
        assert cost == pytest.approx(seat.given_away, abs=1e-9)
    end = found.points[-1]
    assert end.kind == END
    assert end.chances == tuple(s.result for s in report.seats)
    if seats == 2:
        assert all(sum(p.chances) == pytest.approx(1.0, abs=1e-12) for p in found.points)


def _three(rules: RollerRules, seed: int) -> RollerMatch:
    import random

    from roller_desktop.strategy.bots import make_bot, play_out

    match = RollerMatch(["Åke", "Kari", "Lisa"], rules, seed % 3)
    bots = [make_bot(level, seed + i) for i, level in enumerate(("child", "careful", "steady"))]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def test_marks_rt_tjock_roller_and_the_best_choice() -> None:
    rules = RollerRules(rounds=1)
    match = RollerMatch(["A", "B"], rules)
    match.throw([2, 3, 4, 6, 2, 3])  # RT
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.throw([2, 3, 4, 6, 2])  # Tjock after keeping a 1
    found = coach_graph.graph(match.seats, rules, match.events, match.starter)
    assert found is not None
    kinds = [p.kind for p in found.points]
    assert kinds == [START, RT, START, KEEP, THROW_ON, TJOCK, END]
    keep = found.points[3]
    assert keep.dice == (1, 2, 3, 4, 6, 6) and keep.choice == (1,) and keep.best == (1,)
    assert keep.cost == 0.0
    assert found.points[-1].chances == (0.5, 0.5)  # both 0: a tie
    assert found.points[1].chances[0] < found.points[0].chances[0]  # RT: the starter's chance fell


def test_a_roller_keep_is_marked_and_a_poor_bank_costs() -> None:
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B"], rules)
    match.throw([2, 2, 2, 4, 4, 4])
    match.keep([2, 2, 2, 4, 4, 4])  # ROLLER
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()
    found = coach_graph.graph(match.seats, rules, match.events, match.starter)
    assert found is not None
    roller = [p for p in found.points if p.kind == KEEP and p.roller]
    assert len(roller) == 1 and roller[0].choice == (2, 2, 2, 4, 4, 4)
    bank = found.points[-1]
    assert bank.kind == BANK and bank.points == 700
    assert bank.best_kind == THROW_ON and bank.cost > 0  # five dice left at 700: throw on
    assert found.costliest(0)[0] is bank


def test_a_match_kept_by_hand_has_no_graph() -> None:
    rules = RollerRules(rounds=1)
    match = RollerMatch(["A", "B"], rules)
    match.enter("300")
    assert coach_graph.graph(match.seats, rules, match.events, match.starter) is None


def test_the_seats_chances_for_the_bar_are_the_coachs_turn_chances() -> None:
    rules = RollerRules(rounds=3)
    match = simulated(rules, ("child", "steady"), 4)
    report = coach.coach(match.seats, rules, match.events, match.starter)
    replayed = RollerMatch(match.seats, rules, match.starter)
    seen = []
    for event in match.events:
        if isinstance(event, Throw) and replayed.last_throw is None:
            chances = coach_graph.seat_chances(replayed)
            assert chances is not None and sum(chances) == pytest.approx(1.0)
            assert replayed.current_seat is not None
            seen.append(chances[replayed.current_seat])
        replayed.apply(event)
    assert seen == pytest.approx([t.win_chance for t in report.turns], abs=1e-12)
    assert coach_graph.seat_chances(replayed) is None  # over
    assert coach_graph.seat_chances(RollerMatch(["A", "B", "C"], rules)) is None


def test_the_decision_an_event_made() -> None:
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B"], rules)
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()  # 100 with five dice left in the first round: a poor bank
    found = coach_graph.graph(match.seats, rules, match.events, match.starter)
    assert found is not None
    bank = coach_graph.decision_at(found, 2)
    keep = coach_graph.decision_at(found, 1)
    assert bank is not None and bank.kind == BANK and bank.cost > 0
    assert keep is not None and keep.kind == KEEP
    assert coach_graph.decision_at(found, 0) is None  # a throw to start the turn: no decision
    three = RollerMatch(["A", "B", "C"], rules)
    three.throw([1, 2, 3, 4, 6, 6])
    three.keep([1])
    three.bank()
    again = coach_graph.graph(three.seats, rules, three.events, three.starter)
    assert again is not None and again.approximate
    assert coach_graph.graph(three.seats, rules, three.events, three.starter) == again  # kept


def test_three_seats_chances_add_up_at_every_point() -> None:
    """The others share what the mover lacks (as the win-chance bar's figures do): a point's
    chances are a joint, approximate distribution, not separate figures adding to more."""
    from roller_desktop.strategy import win_approx

    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B", "C"], rules)
    for faces, kept in (((1, 1, 1, 2, 3, 4), [1, 1, 1]), ((5, 2, 3, 4, 6, 6), [5])):
        match.throw(list(faces))
        match.keep(kept)
        match.bank()
    start = win_approx.turn_solution(match).turn_value  # C about to throw
    match.throw([2, 3, 4, 6, 2, 3])  # C: nothing scores, RT
    found = coach_graph.graph(match.seats, rules, match.events, match.starter)
    assert found is not None and found.approximate
    for point in found.points:
        assert sum(point.chances) == pytest.approx(1.0)
    begins = found.points[-2]
    assert begins.kind == START and begins.chances[2] == start
    a, b = begins.chances[:2]
    assert a > b  # A's 1000 against B's 50: A keeps the larger share
