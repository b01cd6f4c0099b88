"""A championship's luck-and-skill report: its sums are the coach's books of each match, summed
per player, and it ranks by the measures it states."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.engine.roller import RollerRules
from roller_desktop.play.championship_books import report
from roller_desktop.store import championships as ch
from roller_desktop.store.database import open_store
from roller_desktop.strategy.coach import coach, gifts
from tests.play.championship_sample import played_championship


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with open_store(tmp_path / "league.sqlite3") as opened:
        yield opened


def books_by_hand(store: Any, ids: list[str]) -> dict[str, dict[str, float]]:
    """Per player, the coach's books of each match called one by one and added up here."""
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for match_id in ids:
        loaded = store.load_match(match_id)
        names = [s.name for s in loaded.seats]
        books = coach(
            names, RollerRules.from_dict(dict(loaded.rules)), loaded.events, loaded.starter
        )
        for position, seat in enumerate(books.seats):
            if seat.luck is None or seat.given_away is None or seat.result is None:
                sums[seat.name]["by_hand"] += 1
                continue
            sums[seat.name]["matches"] += 1
            sums[seat.name]["luck"] += seat.luck
            sums[seat.name]["given_away"] += seat.given_away
            sums[seat.name]["gifts"] += gifts(books, position) or 0.0
            sums[seat.name]["result"] += seat.result
            sums[seat.name]["start_chance"] += seat.start_chance
    return sums


@pytest.mark.parametrize(("players", "size"), [(4, (2, 2)), (6, (3, 3))])
def test_the_sums_are_the_books_of_each_match(
    store: Any, players: int, size: tuple[int, int]
) -> None:
    names = ["Åke", "Kari", "Bo", "Lisa", "Dagny", "Erik"][:players]
    ids = played_championship(store, "EM", names, rounds=2, table_size=size, seed=players)
    books = report(store, "EM")
    assert [m.match.match_id for m in books.matches] == ids
    assert books.approximate == (size[0] > 2)
    expected = books_by_hand(store, ids)
    assert {p.name for p in books.players} == set(names)
    for p in books.players:
        wanted = expected[p.name]
        assert p.matches == wanted["matches"] and p.by_hand == 0
        for field in ("luck", "given_away", "gifts", "result", "start_chance"):
            assert getattr(p, field) == pytest.approx(wanted[field], abs=1e-12), field
        if size[0] == 2:  # exact books: wins - expected = luck - given away + gifts
            assert p.result - p.start_chance == pytest.approx(
                p.luck - p.given_away + p.gifts, abs=1e-8
            )


def test_it_ranks_by_win_given_away_and_by_luck_per_match(store: Any) -> None:
    names = ["Åke", "Kari", "Bo", "Lisa", "Dagny", "Erik"]
    ids = played_championship(store, "EM", names, rounds=3, table_size=(2, 2), seed=5)
    books = report(store, "EM")
    expected = books_by_hand(store, ids)
    given = {n: expected[n]["given_away"] / expected[n]["matches"] for n in names}
    luck = {n: expected[n]["luck"] / expected[n]["matches"] for n in names}
    assert [p.name for p in books.players] == sorted(names, key=lambda n: (given[n], n))
    assert [p.best_rank for p in books.players] == list(range(1, 7))
    by_luck = sorted(books.players, key=lambda p: p.luck_rank)
    assert [p.name for p in by_luck] == sorted(names, key=lambda n: (-luck[n], n))
    assert books.played_best is not None and books.luckiest is not None
    assert books.played_best.name == min(names, key=lambda n: given[n])
    assert books.luckiest.name == max(names, key=lambda n: luck[n])
    data = books.to_json()
    assert data["played_best"] == books.played_best.name
    assert data["luckiest"] == books.luckiest.name


def test_matches_kept_by_hand_are_counted_apart_and_unfinished_ones_left_out(store: Any) -> None:
    names = ["Åke", "Kari", "Bo", "Lisa"]
    ids = played_championship(store, "EM", names, rounds=2, by_hand={(2, 1)}, seed=2)
    kept = ch.table_matches(store, "EM")[2]
    assert (kept.round, kept.table) == (2, 1)
    books = report(store, "EM")
    expected = books_by_hand(store, ids)
    hand = {s.name for s in store.load_match(kept.match_id).seats}
    for p in books.players:
        assert p.by_hand == (1 if p.name in hand else 0)
        assert p.matches == (1 if p.name in hand else 2)
        assert p.luck == pytest.approx(expected[p.name]["luck"], abs=1e-12)
    assert len(books.matches) == 4

    ch.create_championship(store, "SM", [(n, None) for n in names], rounds=1, table_size=(2, 2))
    ch.start_table_match(store, "SM", 1, 1)  # begun, not finished
    unfinished = report(store, "SM")
    assert unfinished.matches == () and unfinished.played_best is None
