"""Standings and the final (issue 16, item 4; RULES.md "Championships")."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.championship.standings import (
    MatchResult,
    Standing,
    championship_places,
    final_result,
    final_rule_text,
    final_table,
    results_of,
    standings,
    standings_rule_text,
)
from roller_desktop.engine.events import Result, read_cell
from roller_desktop.engine.roller import RollerMatch, RollerRules


def result(player: str, round_: int, total: int, **marks: object) -> MatchResult:
    return MatchResult(player, round_, total, **marks)  # type: ignore[arg-type]


def order(table: tuple[Standing, ...]) -> list[tuple[int, str]]:
    return [(s.rank, s.player) for s in table]


def test_points_are_the_sum_of_match_totals_over_the_rounds() -> None:
    table = standings(
        [
            result("Anna", 1, 4500),
            result("Anna", 2, 6000),
            result("Bo", 1, 7000, w=True),
            result("Bo", 2, 2000),
            result("Cilla", 1, 11000, ww=True),
        ]
    )
    assert [(s.player, s.points, s.matches) for s in table] == [
        ("Cilla", 11000, 1),
        ("Anna", 10500, 2),
        ("Bo", 9000, 2),
    ]
    assert order(table) == [(1, "Cilla"), (2, "Anna"), (3, "Bo")]
    assert table[0].to_json() == {
        "rank": 1,
        "player": "Cilla",
        "points": 11000,
        "matches": 1,
        "ww": 1,
        "w": 0,
        "tjock": 0,
        "best": 11000,
    }


def test_ties_are_broken_by_ww_then_w_then_fewer_tjock_then_the_best_match() -> None:
    base = 8000
    table = standings(
        [
            # all on 16,000 points over two rounds
            result("Best match", 1, base + 3000),
            result("Best match", 2, base - 3000),
            result("Plain", 1, base),
            result("Plain", 2, base),
            result("Fewer tjock", 1, base, tjock=1),
            result("Fewer tjock", 2, base, tjock=1),
            result("More tjock", 1, base, tjock=3),
            result("More tjock", 2, base),
            result("One W", 1, base, w=True, tjock=9),
            result("One W", 2, base),
            result("Two W", 1, base, w=True, tjock=9),
            result("Two W", 2, base, w=True),
            result("One WW", 1, base + 2000, ww=True, tjock=9),
            result("One WW", 2, base - 2000),
        ]
    )
    assert [s.player for s in table] == [
        "One WW",  # a WW beats two W
        "Two W",
        "One W",
        "Best match",  # 0 tjock and an 11,000 match
        "Plain",  # 0 tjock, best 8,000
        "Fewer tjock",  # 2 tjock
        "More tjock",  # 3 tjock
    ]
    assert [s.rank for s in table] == [1, 2, 3, 4, 5, 6, 7]


def test_equal_in_everything_shares_a_rank_and_is_listed_by_name() -> None:
    table = standings(
        [
            result("bo", 1, 5000),
            result("Anna", 1, 5000),
            result("Cilla", 1, 6000),
            result("Dan", 1, 1000),
        ],
        players=["Eva"],
    )
    assert order(table) == [(1, "Cilla"), (2, "Anna"), (2, "bo"), (4, "Dan"), (5, "Eva")]
    assert table[-1].matches == 0 and table[-1].best is None


def test_only_the_qualifying_rounds_count() -> None:
    with pytest.raises(ChampionshipError) as refused:
        standings([result("Anna", 5, 1000)], rounds=4)
    assert refused.value.code == "standings.round"
    assert standings([result("Anna", 4, 1000)], rounds=4)[0].rounds == (4,)


@pytest.mark.parametrize(
    ("results", "code"),
    [
        ([result("Anna", 1, 100), result("Anna", 1, 200)], "standings.twice"),
        ([result("Anna", 0, 100)], "standings.round"),
        ([result("Anna", 1, 120)], "standings.total"),
        ([result("Anna", 1, -50)], "standings.total"),
        ([result("Anna", 1, 100, ww=True, w=True)], "standings.ww-and-w"),
        ([result(" ", 1, 100)], "standings.unnamed"),
    ],
)
def test_bad_results_are_refused(results: list[MatchResult], code: str) -> None:
    with pytest.raises(ChampionshipError) as refused:
        standings(results)
    assert refused.value.code == code


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["A", "B", "C", "D", "E"]),
            st.integers(0, 6).map(lambda x: x * 1000),
            st.sampled_from(["", "w", "ww"]),
            st.integers(0, 3),
        ),
        max_size=20,
    )
)
def test_standings_agree_with_a_plain_comparison(
    rows: list[tuple[str, int, str, int]],
) -> None:
    rounds: dict[str, int] = {}
    results = []
    for player, total, mark, tjock in rows:
        rounds[player] = rounds.get(player, 0) + 1
        results.append(MatchResult(player, rounds[player], total, mark == "ww", mark == "w", tjock))
    table = standings(results)
    random.Random(1).shuffle(results)
    assert standings(results) == table  # the order of the results does not matter
    for better, worse in itertools.pairwise(table):
        a = (better.points, better.ww, better.w, -better.tjock, better.best)
        b = (worse.points, worse.ww, worse.w, -worse.tjock, worse.best)
        assert a >= b
        assert (better.rank == worse.rank) == (a == b)
    for s in table:
        mine = [r for r in results if r.player == s.player]
        assert s.points == sum(r.total for r in mine)
        assert s.best == max(r.total for r in mine)


def test_results_of_a_finished_match() -> None:
    match = RollerMatch(["Anna", "Bo", "Cilla"], RollerRules(rounds=2, ww_threshold=1000))
    for cell in ["500", "RT", "300", "600", "–", "300"]:
        match.push(Result(read_cell(cell)))
    results = results_of(match.protocol(), 3)
    assert results == [
        MatchResult("Anna", 3, 1100, ww=True, w=False, tjock=0),
        MatchResult("Bo", 3, 0, ww=False, w=False, tjock=2),
        MatchResult("Cilla", 3, 600, ww=False, w=False, tjock=0),
    ]
    with pytest.raises(ChampionshipError):
        results_of(RollerMatch(["Anna", "Bo"]).protocol(), 1)


# ---- the final --------------------------------------------------------------------------------


def qualified(*totals: int) -> tuple[Standing, ...]:
    return standings([result(chr(ord("A") + i), 1, total) for i, total in enumerate(totals)])


def test_the_final_table_is_the_top_k_in_their_order() -> None:
    table = qualified(9000, 8000, 7000, 6000, 5000, 4000)
    assert final_table(table, 4) == ("A", "B", "C", "D")
    assert final_table(table) == ("A", "B", "C", "D")


def test_a_tie_at_the_cut_takes_every_tied_player_to_the_final() -> None:
    table = qualified(9000, 8000, 7000, 6000, 6000, 4000)
    assert final_table(table, 4) == ("A", "B", "C", "D", "E")
    table = qualified(9000, *([6000] * 8))
    with pytest.raises(ChampionshipError) as refused:
        final_table(table, 4)
    assert refused.value.code == "final.tie-at-cut"


def test_the_final_table_needs_enough_players() -> None:
    with pytest.raises(ChampionshipError) as refused:
        final_table(qualified(100, 200), 4)
    assert refused.value.code == "final.too-few"
    with pytest.raises(ChampionshipError) as refused:
        final_table(qualified(100, 200), 1)
    assert refused.value.code == "final.size"


def test_the_winner_of_the_final_is_the_champion_and_the_final_orders_the_finalists() -> None:
    table = qualified(9000, 8000, 7000, 6000, 5000, 4000)
    finalists = [s for s in table if s.player in final_table(table, 4)]
    outcome = final_result(finalists, {"A": 5000, "B": 7000, "C": 5000, "D": 9000})
    assert outcome.champion == "D"
    assert outcome.to_decide == ()
    # A and C tie on 5,000: the standings put A (1st) before C (3rd)
    assert [(p.place, p.player) for p in outcome.places] == [
        (1, "D"),
        (2, "B"),
        (3, "A"),
        (4, "C"),
    ]
    everyone = championship_places(table, outcome)
    assert [(p.place, p.player, p.final_total) for p in everyone] == [
        (1, "D", 9000),
        (2, "B", 7000),
        (3, "A", 5000),
        (4, "C", 5000),
        (5, "E", None),
        (6, "F", None),
    ]


def test_finalists_tied_for_the_highest_total_play_deciding_rounds() -> None:
    table = qualified(9000, 8000, 7000, 6000)
    totals = {"A": 6000, "B": 8000, "C": 8000, "D": 8000}
    waiting = final_result(table, totals)
    assert waiting.champion is None
    assert waiting.to_decide == ("B", "C", "D")
    assert [p.place for p in waiting.places] == [1, 1, 1, 4]
    # first deciding rond: C is out, B and D again equal
    again = final_result(table, totals, [{"B": 300, "C": 0, "D": 300}])
    assert again.to_decide == ("B", "D")
    done = final_result(table, totals, [{"B": 300, "C": 0, "D": 300}, {"B": 0, "D": 50}])
    assert done.champion == "D"
    assert done.to_decide == ()
    # the others by their totals, ties by the standings: B (2nd) before C (3rd)
    assert [(p.place, p.player) for p in done.places] == [(1, "D"), (2, "B"), (3, "C"), (4, "A")]


@pytest.mark.parametrize(
    ("totals", "deciding", "code"),
    [
        ({"A": 100, "B": 200}, [], "final.players"),
        ({"A": 100, "B": 200, "C": 300, "X": 0}, [], "final.players"),
        ({"A": 100, "B": 200, "C": 300, "D": 310}, [], "final.points"),
        ({"A": 100, "B": 200, "C": 300, "D": 400}, [{"D": 50}], "final.decided"),
        ({"A": 100, "B": 200, "C": 400, "D": 400}, [{"A": 50, "D": 50}], "final.deciding-players"),
        ({"A": 100, "B": 200, "C": 400, "D": 400}, [{"C": -50, "D": 50}], "final.points"),
    ],
)
def test_bad_final_results_are_refused(
    totals: dict[str, int], deciding: list[dict[str, int]], code: str
) -> None:
    with pytest.raises(ChampionshipError) as refused:
        final_result(qualified(9000, 8000, 7000, 6000), totals, deciding)
    assert refused.value.code == code


def test_championship_places_need_the_top_as_the_final() -> None:
    table = qualified(9000, 8000, 7000, 6000, 5000)
    wrong = final_result(
        [s for s in table if s.player != "A"], {"B": 100, "C": 200, "D": 300, "E": 400}
    )
    with pytest.raises(ChampionshipError):
        championship_places(table, wrong)


def test_the_rule_in_words() -> None:
    text = standings_rule_text()
    for words in ("sum", "WW", "W", "tjock", "best single match"):
        assert words in text
    assert "top 6" in final_rule_text(6)
    assert "deciding rounds" in final_rule_text()
