"""The league and the history filtered by a championship (issue 16 item 7): only its matches,
whether they count in the league's season or not; the other matches of the same days and
players left out."""

from __future__ import annotations

import random
from datetime import date, datetime

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.queries import ratings, stats
from roller_desktop.store.queries.league_table import Period, load_table
from roller_desktop.store.values import SeatSpec
from tests.store.test_championships import cells_for, ids_by_name, play_table

NAMES = [f"Spelare {n:02}" for n in range(1, 9)]
DAY = date(2026, 6, 14)  # play_table's day
OTHER_DAY = datetime(2026, 7, 1, 18, 0)


def league(store: Store) -> tuple[str, list[str]]:
    """A championship of two tables of four with round 1 played, and one match outside it
    (two of its players and two others) on another day. Its id and that match's id."""
    made = ch.create_championship(store, "EM", [(n, None) for n in NAMES], table_size=(4, 4))
    rng = random.Random(7)
    for table in (1, 2):
        play_table(store, "EM", 1, table, rng)
    store.add_player("Yngve")
    store.add_player("Zäta")
    ids = ids_by_name(store)
    seats = [SeatSpec(ids[n]) for n in ("Yngve", NAMES[0], "Zäta", NAMES[5])]
    protocol = PaperProtocol("roller", {}, seats, 0, OTHER_DAY, cells=cells_for(rng, 4))
    other = enter_protocol(store, protocol)
    return made.id, [other]


def test_the_league_of_a_championship_holds_its_matches_only(store: Store) -> None:
    key, _ = league(store)
    table = {s.name: s for s in stats.roller_league(store, championship=key)}
    points = {s.player: s for s in ch.standings(store, "EM")}
    assert sorted(table) == sorted(NAMES)
    for name, row in table.items():
        assert row.matches == points[name].matches == 1
        assert row.average_total == points[name].points
    season = {s.name: s for s in stats.roller_league(store, date(2026, 1, 1), date(2026, 12, 31))}
    assert {"Yngve", "Zäta"} <= set(season)
    assert season[NAMES[0]].matches == 2
    assert stats.hundredfive_league(store, championship=key) == []


def test_its_ratings_are_those_of_its_days_whether_it_counts_in_the_league_or_not(
    store: Store,
) -> None:
    key, _ = league(store)
    alone = ratings.league_ratings(store, "roller", DAY, DAY)
    assert len(alone) == len(NAMES)
    assert ratings.league_ratings(store, "roller", championship=key) == alone
    ch.set_counts_in_league(store, "EM", False)
    assert ratings.league_ratings(store, "roller", DAY, DAY) == {}
    assert ratings.league_ratings(store, "roller", championship=key) == alone
    shown = load_table(store, "roller", Period.of_championship(key, "EM"))
    assert {row.name for row in shown.rows} == set(NAMES)
    assert {row.name: row.rating for row in shown.rows} == {
        name: alone[i] for i, name in ids_and_names(store).items() if name in NAMES
    }
    season = load_table(store, "roller", Period.season(2026))
    assert {row.name for row in season.rows} == {"Yngve", "Zäta", NAMES[0], NAMES[5]}


def ids_and_names(store: Store) -> dict[str, str]:
    return {p.id: p.name for p in store.players()}


def test_the_history_of_a_championship_lists_its_matches(store: Store) -> None:
    key, others = league(store)
    linked = {m.match_id for m in ch.table_matches(store, "EM")}
    shown = {m.id for m in stats.match_history(store, championship_id=key)}
    assert shown == linked and len(shown) == 2
    assert stats.match_history_count(store, championship_id=key) == 2
    everything = {m.id for m in stats.match_history(store)}
    assert everything == linked | set(others)
