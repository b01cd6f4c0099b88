"""A championship in the store: made with its draw stored, the same draw asked again, late
arrivals and withdrawals redrawing only the rounds not begun, matches linked to their tables
(and refused when they are not the table's), standings from the linked matches and the final."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from itertools import combinations
from pathlib import Path

import pytest
from sqlalchemy import func, select

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store
from roller_desktop.store.errors import ChampionshipRefused
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.models import ChampionshipRow, PlayerRow
from roller_desktop.store.queries import stats
from roller_desktop.store.values import SeatSpec

NAMES = [f"Spelare {n:02}" for n in range(1, 17)]
WHEN = datetime(2026, 6, 14, 17, 0)


def make(store: Store, names: list[str] = NAMES, **options: object) -> ch.Championship:
    entries = [(n, "Umeå" if i % 2 else None) for i, n in enumerate(names)]
    return ch.create_championship(store, "EM i Roller", entries, **options)  # type: ignore[arg-type]


def ids_by_name(store: Store) -> dict[str, str]:
    return {p.name: p.id for p in store.players()}


def cells_for(rng: random.Random, seats: int, rounds: int = 15) -> list[list[str]]:
    choices = ["-", "RT", "50", "100", "350", "500", "1000", "2000"]
    return [[rng.choice(choices) for _ in range(rounds)] for _ in range(seats)]


def play_table(
    store: Store, name: str, round_: int, table: int, rng: random.Random
) -> tuple[str, list[list[str]], tuple[str, ...]]:
    """A paper protocol of the table's stored seats, entered and linked; its cells."""
    seats = (
        ch.stored_round(store, name, round_).tables[table - 1].seats
        if round_
        else (ch.seat_final(store, name).table.seats)
    )
    ids = ids_by_name(store)
    cells = cells_for(rng, len(seats))
    protocol = PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in seats], 0, WHEN, cells=cells)
    match_id = enter_protocol(store, protocol)
    ch.link_match(store, match_id, name, round_, table)
    return match_id, cells, seats


def test_a_championship_is_stored_with_its_players_and_draw(store: Store) -> None:
    made = make(store, rounds=4, table_size=(4, 4), apart=[(NAMES[0], NAMES[1])])
    assert made.rounds == 4 and made.table_size == (4, 4) and made.final_size == 4
    assert made.counts_in_league and not made.duplicate_dice
    assert [e.name for e in made.entrants] == NAMES
    assert {e.name: e.home_town for e in made.entrants}[NAMES[1]] == "Umeå"
    assert made.apart == ((NAMES[0], NAMES[1]),)
    assert made.rules["starter"] == "choose"  # seat 1 of the draw starts
    met: dict[frozenset[str], int] = {}
    for k in range(1, 5):
        round_ = ch.stored_round(store, "EM i Roller", k)
        seated = [p for t in round_.tables for p in t.seats]
        assert sorted(seated) == NAMES  # everyone once a round
        assert all(len(t.seats) == 4 for t in round_.tables)
        for t in round_.tables:
            assert not {NAMES[0], NAMES[1]} <= set(t.seats)
            for pair in combinations(t.seats, 2):
                met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
    assert max(met.values()) == 1  # 16 players, 4 rounds, tables of 4: no repeat
    # the names became players of the league
    assert set(NAMES) <= set(ids_by_name(store))


def test_asking_again_shows_the_same_draw(store: Store, location: str) -> None:
    make(store)
    first = [ch.stored_round(store, "em i roller", k).to_json() for k in range(1, 5)]
    assert first == [ch.stored_round(store, "EM I ROLLER", k).to_json() for k in range(1, 5)]
    store.close()
    from roller_desktop.store.database import open_store

    with open_store(location) as again:
        assert [ch.stored_round(again, "EM i Roller", k).to_json() for k in range(1, 5)] == first


def test_every_round_read_at_once_is_each_round_as_stored(store: Store) -> None:
    make(store)
    rounds = ch.stored_rounds(store, "EM i Roller")
    assert sorted(rounds) == [1, 2, 3, 4]
    for number, tables in rounds.items():
        assert tables == ch.stored_round(store, "EM i Roller", number).tables
        assert tables  # every round is drawn


def test_bad_input_is_refused_and_changes_nothing(store: Store) -> None:
    make(store)
    with pytest.raises(ChampionshipRefused, match="already a championship"):
        make(store)
    with pytest.raises(ChampionshipRefused, match="registered twice"):
        ch.create_championship(store, "Other", [("Åke", None), ("åke", None)])
    with pytest.raises(ChampionshipRefused, match="not registered"):
        ch.create_championship(store, "Other", [(n, None) for n in "ABCD"], apart=[("A", "Z")])
    with pytest.raises(ChampionshipRefused):
        ch.create_championship(store, "Other", [("A", None), ("B", None)])  # too few
    with pytest.raises(ChampionshipRefused, match="no round 5"):
        ch.stored_round(store, "EM i Roller", 5)
    with pytest.raises(ChampionshipRefused, match="no championship called"):
        ch.stored_round(store, "Nothing", 1)
    with store.session() as s:
        assert s.scalar(select(func.count()).select_from(ChampionshipRow)) == 1
        names = set(s.scalars(select(PlayerRow.name)))
    assert not {"Åke", "A", "Z"} & names  # refused: no player made either


def test_a_withdrawal_redraws_only_the_rounds_not_begun(store: Store) -> None:
    names = NAMES[:13]
    make(store, names)
    rng = random.Random(1)
    before = [ch.stored_round(store, "EM i Roller", k).to_json() for k in range(1, 5)]
    for table in range(1, len(before[0]["tables"]) + 1):  # type: ignore[arg-type]
        play_table(store, "EM i Roller", 1, table, rng)
    redraw = ch.withdraw_entrant(store, "EM i Roller", names[3])
    assert redraw.rounds == (2, 3, 4)
    after = [ch.stored_round(store, "EM i Roller", k) for k in range(1, 5)]
    assert after[0].to_json() == before[0]  # the round played stays as it was
    for round_ in after[1:]:
        seated = sorted(p for t in round_.tables for p in t.seats)
        assert seated == sorted(set(names) - {names[3]})
    entrant = {e.name: e for e in redraw.championship.entrants}[names[3]]
    assert entrant.withdrawn_after == 1 and not entrant.playing
    # the withdrawn player keeps his round-1 result in the standings
    table = {s.player: s for s in ch.standings(store, "EM i Roller")}
    assert table[names[3]].matches == 1


def test_a_late_arrival_joins_from_the_coming_round(store: Store) -> None:
    make(store, NAMES[:12])
    rng = random.Random(2)
    first = ch.stored_round(store, "EM i Roller", 1).to_json()
    play_table(store, "EM i Roller", 1, 1, rng)  # round 1 has begun: one table played
    redraw = ch.add_entrant(store, "EM i Roller", "Kari Nordmann", "Tromsø")
    assert redraw.rounds == (2, 3, 4)
    assert ch.stored_round(store, "EM i Roller", 1).to_json() == first
    for k in (2, 3, 4):
        seated = [p for t in ch.stored_round(store, "EM i Roller", k).tables for p in t.seats]
        assert sorted(seated) == sorted([*NAMES[:12], "Kari Nordmann"])
    kari = {e.name: e for e in redraw.championship.entrants}["Kari Nordmann"]
    assert (kari.joined_round, kari.home_town) == (2, "Tromsø")
    with pytest.raises(ChampionshipRefused, match="already"):
        ch.add_entrant(store, "EM i Roller", "kari nordmann")


def test_no_redraw_when_every_round_has_begun(store: Store) -> None:
    make(store, NAMES[:8], rounds=1, table_size=(4, 4))
    play_table(store, "EM i Roller", 1, 1, random.Random(3))
    before = ch.stored_round(store, "EM i Roller", 1).to_json()
    with pytest.raises(ChampionshipRefused, match="has begun"):
        ch.add_entrant(store, "EM i Roller", "Late")
    assert ch.stored_round(store, "EM i Roller", 1).to_json() == before
    assert "Late" not in ids_by_name(store)


def test_a_match_of_other_players_or_an_unknown_table_is_refused(store: Store) -> None:
    make(store, NAMES[:8], table_size=(4, 4))
    ids = ids_by_name(store)
    seats = ch.stored_round(store, "EM i Roller", 1).tables[0].seats
    other = ch.stored_round(store, "EM i Roller", 1).tables[1].seats
    mixed = [*seats[:3], other[0]]
    protocol = PaperProtocol(
        "roller", {}, [SeatSpec(ids[n]) for n in mixed], 0, WHEN,
        cells=cells_for(random.Random(4), 4),
    )  # fmt: skip
    match_id = enter_protocol(store, protocol)
    with pytest.raises(ChampionshipRefused, match="other players"):
        ch.link_match(store, match_id, "EM i Roller", 1, 1)
    with pytest.raises(ChampionshipRefused, match="no round 1, table 3"):
        ch.link_match(store, match_id, "EM i Roller", 1, 3)
    assert ch.table_matches(store, "EM i Roller") == []
    played, _, _ = play_table(store, "EM i Roller", 1, 1, random.Random(5))
    ch.link_match(store, played, "EM i Roller", 1, 1)  # the same link again: nothing new
    assert [m.match_id for m in ch.table_matches(store, "EM i Roller")] == [played]


def expected_standings(
    protocols: list[tuple[list[list[str]], tuple[str, ...]]],
) -> dict[str, tuple[int, int, int, int, int]]:
    """(points, WW, W, tjock, best) per player, counted from the cells here."""

    def value(cell: str) -> int:
        return 0 if cell in ("-", "RT") else int(cell)

    found: dict[str, list[int]] = {}
    for cells, seats in protocols:
        totals = [sum(value(c) for c in column) for column in cells]
        top = max(totals)
        for seat, name in enumerate(seats):
            row = found.setdefault(name, [0, 0, 0, 0, 0])
            total = totals[seat]
            row[0] += total
            row[1] += total == top and total >= 10000
            row[2] += total == top and total < 10000
            row[3] += sum(c in ("-", "RT") for c in cells[seat])
            row[4] = max(row[4], total)
    return {name: (r[0], r[1], r[2], r[3], r[4]) for name, r in found.items()}


def test_standings_and_the_final_from_the_linked_matches(store: Store) -> None:
    names = NAMES[:12]
    make(store, names, rounds=3, table_size=(4, 4), final_size=4)
    rng = random.Random(6)
    protocols = []
    with pytest.raises(ChampionshipRefused, match="still to play"):
        ch.seat_final(store, "EM i Roller")
    for k in range(1, 4):
        for t in range(1, 4):
            _, cells, seats = play_table(store, "EM i Roller", k, t, rng)
            protocols.append((cells, seats))
    # a match of the same players outside the championship does not count
    ids = ids_by_name(store)
    outside = ch.stored_round(store, "EM i Roller", 1).tables[0].seats
    enter_protocol(
        store,
        PaperProtocol(
            "roller", {}, [SeatSpec(ids[n]) for n in outside], 0, WHEN,
            cells=cells_for(rng, 4),
        ),
    )  # fmt: skip
    table = ch.standings(store, "EM i Roller")
    expected = expected_standings(protocols)
    got = {s.player: (s.points, s.ww, s.w, s.tjock, s.best) for s in table}
    assert got == expected
    assert all(s.matches == 3 for s in table)
    keys = [(-s.points, -s.ww, -s.w, s.tjock, -(s.best or 0)) for s in table]
    assert keys == sorted(keys)  # best first, by the tie-breaks
    final = ch.seat_final(store, "EM i Roller")
    assert final.table.seats == tuple(s.player for s in table[:4])
    assert final.match_id is None and final.result is None
    assert ch.seat_final(store, "EM i Roller").table == final.table  # stored, stable
    match_id, cells, seats = play_table(store, "EM i Roller", 0, 1, rng)
    done = ch.seat_final(store, "EM i Roller")
    assert done.match_id == match_id and done.result is not None
    totals = {
        n: sum(0 if c in ("-", "RT") else int(c) for c in column)
        for n, column in zip(seats, cells, strict=True)
    }
    best = max(totals.values())
    if list(totals.values()).count(best) == 1:
        assert done.result.champion == max(totals, key=lambda n: totals[n])
    else:
        assert done.result.champion is None
        assert set(done.result.to_decide) == {n for n, v in totals.items() if v == best}


FIGURES = {
    "league_days": "game, day, player_pk",
    "league_ratings": "game, season, player_pk",
    "round_tallies": "game, day, player_pk, bucket",
}


def derived(store: Store) -> dict[str, list[tuple[object, ...]]]:
    from sqlalchemy import text

    with store.engine.connect() as connection:
        return {
            table: [
                tuple(row)
                for row in connection.execute(text(f"SELECT * FROM {table} ORDER BY {order}"))
            ]
            for table, order in FIGURES.items()
        }


def check_ok(store: Store) -> None:
    from roller_desktop.store.verify import verify_file

    if store.path is not None:  # the check reads a file (SQLite)
        report = verify_file(store.path)
        assert report.ok, report.problem


def league_matches(store: Store) -> dict[str, int]:
    from roller_desktop.store.queries.stats import roller_league

    return {row.name: row.matches for row in roller_league(store)}


def test_a_championship_outside_the_league_counts_in_no_league_table(store: Store) -> None:
    from roller_desktop.store.queries.stats import match_history, roller_league

    made = make(store, NAMES[:8], table_size=(4, 4), counts_in_league=False)
    assert not made.counts_in_league
    empty = derived(store)
    rng = random.Random(7)
    played = [play_table(store, "EM i Roller", 1, t, rng)[0] for t in (1, 2)]
    assert league_matches(store) == {}  # linked as it came in: outside the league
    assert derived(store) == empty
    check_ok(store)
    # the history keeps them, and filters by the championship
    assert sorted(m.id for m in match_history(store, championship_id=made.id)) == sorted(played)
    ids = ids_by_name(store)
    seats = ch.stored_round(store, "EM i Roller", 1).tables[0].seats
    friendly = enter_protocol(
        store,
        PaperProtocol(
            "roller", {}, [SeatSpec(ids[n]) for n in seats], 0, WHEN,
            cells=cells_for(rng, 4),
        ),
    )  # fmt: skip
    assert {m.id for m in match_history(store)} == {*played, friendly}
    assert [m.id for m in match_history(store, championship_id=made.id, limit=5)] != []
    assert friendly not in {m.id for m in match_history(store, championship_id=made.id)}
    outside_only = derived(store)
    assert league_matches(store) == {n: 1 for n in seats}
    # the setting on: the championship's matches count too, as if they had from the start
    assert ch.set_counts_in_league(store, "EM i Roller", True) == 2
    assert league_matches(store) == {n: 1 + (n in seats) for n in NAMES[:8]}
    assert sum(row.matches for row in roller_league(store)) == 12
    check_ok(store)
    assert ch.set_counts_in_league(store, "EM i Roller", False) == 2
    assert derived(store) == outside_only
    check_ok(store)


def test_by_default_a_championships_matches_count_in_the_league(store: Store) -> None:
    made = make(store, NAMES[:8], table_size=(4, 4))
    assert made.counts_in_league
    play_table(store, "EM i Roller", 1, 1, random.Random(8))
    seats = ch.stored_round(store, "EM i Roller", 1).tables[0].seats
    assert league_matches(store) == {n: 1 for n in seats}
    check_ok(store)


def test_one_who_leaves_before_playing_is_not_in_the_standings(store: Store) -> None:
    make(store, NAMES[:8], rounds=3, table_size=(3, 5))
    play_table(store, "EM i Roller", 1, 1, random.Random(1))
    play_table(store, "EM i Roller", 1, 2, random.Random(2))
    ch.add_entrant(store, "EM i Roller", "Sen Ankomst")  # plays from round 2
    ch.withdraw_entrant(store, "EM i Roller", "Sen Ankomst")  # and leaves before it
    ch.withdraw_entrant(store, "EM i Roller", NAMES[0])  # played round 1: stays listed
    listed = {s.player: s for s in ch.standings(store, "EM i Roller")}
    assert set(listed) == set(NAMES[:8])
    assert listed[NAMES[0]].matches == 1


def _enter(
    store: Store, seats: Sequence[str], cells: list[list[str]], rules: dict[str, int]
) -> str:
    ids = ids_by_name(store)
    protocol = PaperProtocol(
        "roller", rules, [SeatSpec(ids[n]) for n in seats], 0, WHEN, cells=cells
    )
    return enter_protocol(store, protocol)


def test_finalists_tied_for_the_highest_total_play_deciding_rounds(
    store: Store, tmp_path: Path
) -> None:
    make(store, NAMES[:8], rounds=1, table_size=(4, 4), final_size=4)
    rng = random.Random(3)
    for t in (1, 2):
        play_table(store, "EM i Roller", 1, t, rng)
    seats = ch.seat_final(store, "EM i Roller").table.seats
    first, second, third, _ = seats
    rest = ["-"] * 14
    final = _enter(
        store, seats, [["500", *rest], ["500", *rest], ["100", *rest], ["50", *rest]], {}
    )
    ch.link_match(store, final, "EM i Roller", ch.FINAL, 1)
    tied = ch.seat_final(store, "EM i Roller")
    assert tied.result is not None and tied.result.champion is None
    assert set(tied.result.to_decide) == {first, second}
    assert tied.deciding_round == -1
    tables = ch.final_tables(store, "EM i Roller")
    assert [(r, t.number, t.seats) for r, t in tables] == [
        (0, 1, seats),
        (-1, 1, (first, second)),
    ]
    assert ch.tables_to_play(store, "EM i Roller") == []  # no qualifying table
    # the deciding round is one rond: started from its table, a match of one rond
    started = ch.start_table_match(store, "EM i Roller", -1, 1, by_hand=True)
    assert store.load_match(started).rules["rounds"] == 1
    store.abandon_match(started)
    # tied again (both RT): a second deciding round; then the second player's 350 decides
    again = _enter(store, (first, second), [["RT"], ["RT"]], {"rounds": 1})
    ch.link_match(store, again, "EM i Roller", -1, 1)
    assert ch.seat_final(store, "EM i Roller").deciding_round == -2
    last = _enter(store, (first, second), [["100"], ["350"]], {"rounds": 1})
    ch.link_match(store, last, "EM i Roller", -2, 1)
    done = ch.seat_final(store, "EM i Roller")
    assert done.result is not None and done.result.champion == second
    assert done.deciding_round is None and done.deciding_played == 2
    assert [p.player for p in done.result.places][:2] == [second, first]
    assert len(ch.final_tables(store, "EM i Roller")) == 3  # no third deciding round
    league = {s.name: s.matches for s in stats.roller_league(store)}
    assert league[first] == league[second] == league[third] == 2  # a decider is no league match
    wrong = _enter(store, (first, third), [["50"], ["50"]], {"rounds": 1})
    with pytest.raises(ChampionshipRefused):  # other players than the tied two
        ch.link_match(store, wrong, "EM i Roller", -2, 1)
    standing = {s.player: s for s in ch.standings(store, "EM i Roller")}
    assert all(s.matches == 1 for s in standing.values())  # deciders are not qualifying
    # the league file carries the deciding rounds: another laptop has the same champion
    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import export_file, import_file

    path = tmp_path / "league.json"
    export_file(store, path)
    with open_store(tmp_path / "other.sqlite3", backup=False) as other:
        import_file(other, path)
        there = ch.seat_final(other, "EM i Roller")
        assert there.result is not None and there.result.champion == second
