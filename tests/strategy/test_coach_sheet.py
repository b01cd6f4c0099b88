"""The coach sheet's model: per seat, its books and its three costliest decisions, each
with what the better choice gains in win chance and in expected points."""

from __future__ import annotations

import random

from roller_desktop.engine.events import Result
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, coach_graph, coach_sheet, solver
from roller_desktop.strategy.bots import kept_value, make_bot, play_out


def simulated(names: list[str], levels: list[str], seed: int, rounds: int = 4) -> RollerMatch:
    match = RollerMatch(names, RollerRules(rounds=rounds), 0)
    bots = [make_bot(level, seed + k) for k, level in enumerate(levels)]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def test_each_seat_gets_its_books_and_its_costliest_decisions() -> None:
    match = simulated(["Åke", "Kari"], ["child", "careful"], 11, rounds=5)
    models = coach_sheet.sheet_models(match.seats, match.rules, match.events, 0)
    report = coach.coach(match.seats, match.rules, match.events, 0)
    graph = coach_graph.graph(match.seats, match.rules, match.events, 0)
    assert graph is not None
    assert [m.name for m in models] == ["Åke", "Kari"]
    for position, model in enumerate(models):
        assert model.books == report.seats[position]
        assert model.others_given == report.seats[1 - position].given_away
        worst = graph.costliest(position, 3)
        assert len(model.decisions) == len(worst) > 0
        gains = [d.win_gain for d in model.decisions]
        assert gains == sorted(gains, reverse=True)
        assert gains == [p.cost for p in worst]
        assert len(model.series) == len(graph.points)


def test_a_keeps_points_gain_is_the_points_solvers() -> None:
    match = simulated(["Åke", "Kari"], ["child", "child"], 5, rounds=5)
    models = coach_sheet.sheet_models(match.seats, match.rules, match.events, 0)
    keeps = [d for m in models for d in m.decisions if d.kind == coach_graph.KEEP]
    assert keeps
    points = solver.solve(match.rules)
    graph = coach_graph.graph(match.seats, match.rules, match.events, 0)
    assert graph is not None
    for d in keeps:
        (point,) = [
            p
            for p in graph.points
            if p.kind == coach_graph.KEEP
            and p.dice == d.dice
            and p.choice == d.choice
            and p.turn // 2 + 1 == d.round
        ]
        before = RollerMatch.replay(match.seats, match.rules, match.events[: point.event], 0)
        expected = kept_value(points, before, d.best) - kept_value(points, before, d.choice)
        assert d.points_gain == expected
        assert d.dice_left == len(d.dice) and sorted(d.choice) != sorted(d.best)


def test_a_match_kept_by_hand_has_the_turns_graph_and_no_decisions() -> None:
    rules = RollerRules(rounds=2)
    cells = ["350", "RT", "1000", "–"]
    models = coach_sheet.sheet_models(["A", "B"], rules, [Result(c) for c in cells], 0)
    report = coach.coach(["A", "B"], rules, [Result(c) for c in cells])
    for model in models:
        assert model.by_hand and model.decisions == () and model.others_given is None
        assert len(model.series) == len(report.turns) + 1  # each turn, then the end
        assert model.series[-1] == (1.0, 0.0)
    assert models[0].series[1][1] == report.turns[1].win_chance  # B to move, second turn


def test_three_seats_kept_by_hand_give_turns_only() -> None:
    rules = RollerRules(rounds=2)
    cells = ["350", "RT", "1000", "50", "400", "–"]
    report = coach.coach(["A", "B", "C"], rules, [Result(c) for c in cells])
    assert report.approximate
    assert [t.seat for t in report.turns] == [0, 1, 2, 0, 1, 2]
    assert all(s.luck is None and s.given_away is None for s in report.seats)
    assert [s.result for s in report.seats] == [0.0, 0.0, 1.0]
    models = coach_sheet.sheet_models(["A", "B", "C"], rules, [Result(c) for c in cells], 0)
    assert all(m.approximate and m.by_hand for m in models)
