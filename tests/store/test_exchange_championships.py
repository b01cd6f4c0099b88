"""The league file carries championships (format version 7): a table's laptop importing the
director's table file gets the championship, its players and its stored draw; the director
importing the tables' files gets their matches linked to their tables, once however often the
same match comes; a link that does not fit the director's draw is refused and said, the rest
of the file imported; the director's draw wins; a version 6 file still imports. The
director's league is on SQLite and PostgreSQL; the tables' laptops are SQLite files."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ChampionshipRefused, ImportProblem
from roller_desktop.store.exchange import Selection, export_file, import_file
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.keeper import void_match
from roller_desktop.store.values import SeatSpec

NAME = "EM i Roller"
NAMES = [f"Spelare {n:02}" for n in range(1, 13)]
CELLS = ["-", "RT", "50", "100", "350", "500", "1000", "2000"]


def make(store: Store, rounds: int = 2, size: tuple[int, int] = (4, 4)) -> ch.Championship:
    entries = [(n, "Umeå" if i % 2 else None) for i, n in enumerate(NAMES)]
    return ch.create_championship(store, NAME, entries, rounds=rounds, table_size=size)


def table_file(store: Store, path: Path, round_: int, table: int | None = None) -> Path:
    matches, players, key = ch.export_selection(store, NAME, round_, table)
    export_file(store, path, selection=Selection(matches, players, frozenset({key})))
    return path


def play(store: Store, round_: int, table: int, seed: int) -> tuple[str, list[list[str]]]:
    """The table's stored seats play a paper protocol on this laptop, linked to its table."""
    seats = ch.stored_round(store, NAME, round_).tables[table - 1].seats
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(seed)
    cells = [[rng.choice(CELLS) for _ in range(15)] for _ in seats]
    match_id = enter_protocol(
        store,
        PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in seats], 0,
                      datetime(2026, 6, 14, 12, table), cells=cells),
    )  # fmt: skip
    ch.link_match(store, match_id, NAME, round_, table)
    return match_id, cells


def linked(store: Store) -> list[tuple[int, int, str]]:
    return sorted((m.round, m.table, m.status) for m in ch.table_matches(store, NAME))


def test_a_table_file_out_and_the_tables_matches_back_linked(store: Store, tmp_path: Path) -> None:
    made = make(store)
    laptops = []
    for table in (1, 2, 3):
        laptop = open_store(str(tmp_path / f"table{table}.sqlite3"))
        summary = import_file(laptop, table_file(store, tmp_path / f"t{table}.json", 1, table))
        assert summary.championships_added == 1 and summary.tables_linked == 0
        there = ch.championship(laptop, NAME)
        assert there.id == made.id and there.entrants == made.entrants  # the same, by id
        for number in (1, 2):
            assert ch.stored_round(laptop, NAME, number) == ch.stored_round(store, NAME, number)
        laptops.append(laptop)
    played = {}
    for table, laptop in enumerate(laptops, start=1):
        played[table] = play(laptop, 1, table, seed=table)
        export_file(laptop, tmp_path / f"back{table}.json")
    first = import_file(store, tmp_path / "back1.json")
    assert (first.matches_added, first.tables_linked, first.championships_added) == (1, 1, 0)
    assert [n.what for n in first.championship_notes] == ["linked"]
    assert (first.championship_notes[0].round, first.championship_notes[0].table) == (1, 1)
    again = import_file(store, tmp_path / "back1.json")  # the same file twice
    assert (again.matches_added, again.matches_unchanged, again.tables_linked) == (0, 1, 0)
    assert again.championship_notes == []
    # Table 2's laptop imported table 1's file too: its file holds table 1's match as well.
    import_file(laptops[1], tmp_path / "back1.json")
    export_file(laptops[1], tmp_path / "back2.json")
    second = import_file(store, tmp_path / "back2.json")
    assert (second.matches_added, second.matches_unchanged, second.tables_linked) == (1, 1, 1)
    import_file(store, tmp_path / "back3.json")
    assert linked(store) == [(1, 1, "finished"), (1, 2, "finished"), (1, 3, "finished")]
    assert ch.table_matches(store, NAME) == sorted(
        ch.table_matches(store, NAME), key=lambda m: (m.round, m.table)
    )
    by_table = {m.table: m.match_id for m in ch.table_matches(store, NAME)}
    assert by_table == {t: played[t][0] for t in (1, 2, 3)}
    shown = {s.player: s.points for s in ch.standings(store, NAME)}
    expected = {}
    for table, (_, cells) in played.items():
        seats = ch.stored_round(store, NAME, 1).tables[table - 1].seats
        for name, column in zip(seats, cells, strict=True):
            expected[name] = sum(0 if c in ("-", "RT") else int(c) for c in column)
    assert shown == expected
    for laptop in laptops:
        laptop.close()


def test_a_link_that_does_not_fit_the_directors_draw_is_refused_and_the_rest_imported(
    store: Store, tmp_path: Path
) -> None:
    make(store, size=(3, 5))
    laptop = open_store(str(tmp_path / "table.sqlite3"))
    import_file(laptop, table_file(store, tmp_path / "r.json", 1))  # the whole of round 1
    old_round_2 = ch.stored_round(laptop, NAME, 2)
    play(store, 1, 1, seed=1)  # round 1 has begun on the director's laptop
    leaving = old_round_2.tables[0].seats[0]  # round 2 drawn again there without him
    ch.withdraw_entrant(store, NAME, leaving)
    assert leaving not in ch.stored_round(store, NAME, 2).tables[0].seats
    # The laptop, still with the old draw, plays round 2's table 1 and round 1's table 2.
    fits, _ = play(laptop, 1, 2, seed=2)
    stale, _ = play(laptop, 2, 1, seed=3)
    export_file(laptop, tmp_path / "back.json")
    summary = import_file(store, tmp_path / "back.json")
    assert summary.matches_added == 2  # both matches are imported
    assert (summary.tables_linked, summary.tables_refused) == (1, 1)
    refused = [n for n in summary.championship_notes if n.what == "not-linked"]
    assert len(refused) == 1 and (refused[0].round, refused[0].table) == (2, 1)
    assert refused[0].code == "championship.other-players"
    assert "was not linked to its table here" in refused[0].text
    assert {m.match_id for m in ch.table_matches(store, NAME)} >= {fits}
    assert stale not in {m.match_id for m in ch.table_matches(store, NAME)}
    # The director's draw wins: the laptop's own round 2 stays the director's after his file.
    import_file(laptop, table_file(store, tmp_path / "r2.json", 2))
    assert ch.stored_round(laptop, NAME, 2) == ch.stored_round(store, NAME, 2)
    assert {e.name for e in ch.championship(laptop, NAME).entrants} == {
        e.name for e in ch.championship(store, NAME).entrants
    }
    # ...and a table's file never changes the director's.
    before = ch.stored_round(store, NAME, 2)
    export_file(laptop, tmp_path / "back2.json")
    summary = import_file(store, tmp_path / "back2.json")
    assert summary.championships_updated == 0 and ch.stored_round(store, NAME, 2) == before
    laptop.close()


def test_a_void_table_is_played_again_on_its_laptop(store: Store, tmp_path: Path) -> None:
    make(store, rounds=1)
    laptop = open_store(str(tmp_path / "table.sqlite3"))
    import_file(laptop, table_file(store, tmp_path / "t.json", 1, 1))
    first, _ = play(laptop, 1, 1, seed=1)
    export_file(laptop, tmp_path / "back.json")
    import_file(store, tmp_path / "back.json")
    void_match(store, first, "the wrong protocol")
    # The director's table file carries the void; the table plays again.
    summary = import_file(laptop, table_file(store, tmp_path / "again.json", 1, 1))
    assert summary.matches_voided == 1
    again, cells = play(laptop, 1, 1, seed=2)
    export_file(laptop, tmp_path / "back2.json")
    summary = import_file(store, tmp_path / "back2.json")
    assert summary.tables_linked == 1 and summary.tables_refused == 0
    assert linked(store) == [(1, 1, "abandoned"), (1, 1, "finished")]
    finished = [m.match_id for m in ch.table_matches(store, NAME) if m.status == "finished"]
    assert finished == [again]
    seats = ch.stored_round(store, NAME, 1).tables[0].seats
    points = {s.player: s.points for s in ch.standings(store, NAME)}
    for name, column in zip(seats, cells, strict=True):
        assert points[name] == sum(0 if c in ("-", "RT") else int(c) for c in column)
    laptop.close()


def test_a_championship_of_the_same_name_made_elsewhere_is_left_out(
    store: Store, tmp_path: Path
) -> None:
    make(store)
    elsewhere = open_store(str(tmp_path / "elsewhere.sqlite3"))
    entries = [(n, None) for n in NAMES]
    ch.create_championship(elsewhere, NAME.upper(), entries, rounds=2, table_size=(4, 4))
    play(elsewhere, 1, 1, seed=4)
    export_file(elsewhere, tmp_path / "elsewhere.json")
    summary = import_file(store, tmp_path / "elsewhere.json")
    assert summary.matches_added == 1 and summary.championships_added == 0
    assert [(n.what, n.code) for n in summary.championship_notes] == [("not-added", "name")]
    assert ch.table_matches(store, NAME) == []
    assert ch.championship_names(store) == [NAME]
    elsewhere.close()


def test_a_version_6_file_still_imports_and_a_version_7_file_is_checked(
    store: Store, tmp_path: Path
) -> None:
    source = open_store(str(tmp_path / "source.sqlite3"))
    made = ch.create_championship(source, NAME, [(n, None) for n in NAMES[:8]], rounds=1,
                                  table_size=(4, 4))  # fmt: skip
    play(source, 1, 1, seed=5)
    export_file(source, tmp_path / "seven.json")
    source.close()
    lines = (tmp_path / "seven.json").read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["version"] >= 7 and header["championships"] == 1
    records = [json.loads(line) for line in lines[1:]]
    matches = [r for r in records if "events" in r]
    assert [m["championship"] for m in matches] == [{"id": made.id, "round": 1, "table": 1}]
    # The same league as version 6 wrote it: no championships, no tables.
    old_header = {k: v for k, v in header.items() if k != "championships"} | {"version": 6}
    old = [json.dumps(old_header)]
    for record in records:
        if "draw" in record:
            continue
        record.pop("championship", None)
        record.pop("drills", None)  # version 8
        old.append(json.dumps(record, ensure_ascii=False))
    (tmp_path / "six.json").write_text("\n".join(old) + "\n", encoding="utf-8")
    summary = import_file(store, tmp_path / "six.json")
    assert (summary.matches_added, summary.players_added) == (1, 8)
    assert ch.championship_names(store) == [] and summary.championship_notes == []
    # Version 7's additions are checked like the rest: a table of no championship of the file.
    bad = [line for line in lines if '"draw"' not in line]
    bad[0] = json.dumps(header | {"championships": 0})
    (tmp_path / "bad.json").write_text("\n".join(bad) + "\n", encoding="utf-8")
    with pytest.raises(ImportProblem, match="the championship is not one of the file's"):
        import_file(store, tmp_path / "bad.json")
    assert ch.championship_names(store) == []


def test_undoing_the_import_that_brought_a_championship_is_refused(
    store: Store, tmp_path: Path
) -> None:
    from roller_desktop.store import keeper_log
    from roller_desktop.store.keeper import KeeperRefusal

    director = open_store(str(tmp_path / "director.sqlite3"))
    make(director)
    import_file(store, table_file(director, tmp_path / "t.json", 1, 1))
    director.close()
    entry = next(e for e in keeper_log.log(store) if e.kind == "import")
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, entry.id)
    assert refused.value.code == "log.import-championship"
    assert refused.value.values["championship"] == NAME
    assert len(store.players()) == 12 and ch.championship_names(store) == [NAME]


def test_a_tables_laptop_leaves_the_draw_to_its_director(store: Store, tmp_path: Path) -> None:
    make(store, rounds=2, size=(3, 5))
    laptop = open_store(str(tmp_path / "table.sqlite3"))
    import_file(laptop, table_file(store, tmp_path / "r.json", 1))
    before = [ch.stored_round(laptop, NAME, n) for n in (1, 2)]
    for change in (
        lambda: ch.add_entrant(laptop, NAME, "Sen Ankomst"),
        lambda: ch.withdraw_entrant(laptop, NAME, NAMES[0]),
        lambda: ch.seat_final(laptop, NAME),
    ):
        with pytest.raises(ChampionshipRefused) as refused:
            change()
        assert refused.value.code == "championship.elsewhere"
    assert [ch.stored_round(laptop, NAME, n) for n in (1, 2)] == before
    ch.withdraw_entrant(store, NAME, NAMES[0])  # the director's laptop may
    import_file(laptop, table_file(store, tmp_path / "r2.json", 2))
    assert ch.stored_round(laptop, NAME, 2) == ch.stored_round(store, NAME, 2)
    laptop.close()
