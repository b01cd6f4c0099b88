"""import-protocols with the optional columns championship, round, table: a match is linked to
its championship table; an unknown championship, a table the stored draw has not, or players
other than the table's are refused with the line and the column, and nothing is imported."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import func, select

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.models import ChampionshipMatchRow, MatchRow
from roller_desktop.store.protocol_csv import import_text

NAME = "EM i Roller"
HEADER = "match;date;game;player;championship;round;table;" + ";".join(
    f"r{r}" for r in range(1, 16)
)
CELLS = ["-", "RT", "50", "100", "350", "500", "1000"]


def rows(
    label: str, seats: tuple[str, ...], round_: str, table: str, rng: random.Random,
    championship: str = NAME,
) -> list[str]:  # fmt: skip
    return [
        f"{label};2026-06-14 1{len(label) % 10}:00;roller;{name};{championship if not i else ''};"
        f"{round_ if not i else ''};{table if not i else ''};"
        + ";".join(rng.choice(CELLS) for _ in range(15))
        for i, name in enumerate(seats)
    ]


def round_file(store: Store, round_: int, seed: int) -> str:
    rng = random.Random(seed)
    lines = [HEADER]
    for table in ch.stored_round(store, NAME, round_).tables:
        lines += rows(f"r{round_}t{table.number}", table.seats, str(round_), str(table.number), rng)
    return "\n".join(lines) + "\n"


def counts(store: Store) -> tuple[int, int]:
    with store.session() as s:
        return (
            s.scalar(select(func.count()).select_from(MatchRow)) or 0,
            s.scalar(select(func.count()).select_from(ChampionshipMatchRow)) or 0,
        )


@pytest.fixture
def made(store: Store) -> Store:
    ch.create_championship(
        store, NAME, [(f"Spelare {i:02}", None) for i in range(12)], rounds=3,
        table_size=(4, 4),
    )  # fmt: skip
    return store


def test_a_round_of_paper_protocols_is_linked_to_its_tables(made: Store) -> None:
    text = round_file(made, 1, seed=1)
    summary = import_text(made, text)
    assert summary.matches_added == 3
    linked = ch.table_matches(made, NAME)
    assert [(m.round, m.table, m.status) for m in linked] == [(1, t, "finished") for t in (1, 2, 3)]
    assert sorted(m.match_id for m in linked) == sorted(summary.added_ids)
    standings = ch.standings(made, NAME)
    assert all(s.matches == 1 for s in standings)
    again = import_text(made, text)  # the same file again: nothing twice
    assert again.matches_added == 0 and again.matches_unchanged == 3
    assert len(ch.table_matches(made, NAME)) == 3
    assert ch.standings(made, NAME) == standings


def test_the_final_is_entered_as_round_final(made: Store) -> None:
    for k in (1, 2, 3):
        import_text(made, round_file(made, k, seed=k))
    seats = ch.seat_final(made, NAME).table.seats
    text = "\n".join([HEADER, *rows("f", seats, "final", "1", random.Random(9))])
    import_text(made, text)
    state = ch.seat_final(made, NAME)
    assert state.match_id is not None and state.result is not None


def test_a_match_already_in_the_league_is_linked_on_a_later_import(made: Store) -> None:
    text = round_file(made, 1, seed=2)
    plain = "\n".join(
        ";".join(c for i, c in enumerate(line.split(";")) if i not in (4, 5, 6))
        for line in text.splitlines()
    )
    assert import_text(made, plain).matches_added == 3
    assert ch.table_matches(made, NAME) == []
    assert import_text(made, text).matches_unchanged == 3
    assert [m.table for m in ch.table_matches(made, NAME)] == [1, 2, 3]


def swapped(store: Store) -> str:
    """Round 1's file with a player of table 1 and one of table 2 changed over."""
    tables = ch.stored_round(store, NAME, 1).tables
    one, two = list(tables[0].seats), list(tables[1].seats)
    one[1], two[1] = two[1], one[1]
    rng = random.Random(3)
    return "\n".join([HEADER, *rows("a", tuple(one), "1", "1", rng)]) + "\n"


@pytest.mark.parametrize(
    ("change", "column", "code", "said"),
    [
        (lambda t: t.replace(f";{NAME};", ";VM i Roller;"), "championship",
         "protocols.championship-unknown", "no championship called VM i Roller"),
        (lambda t: t.replace(";1;1;", ";1;7;", 1), "table",
         "protocols.championship-no-table", "has no table 7"),
        (lambda t: t.replace(";1;1;", ";4;1;", 1), "round",
         "protocols.championship-round", "rounds 1 to 3"),
        (lambda t: t.replace(";1;1;", ";x;1;", 1), "round", "protocols.number", "whole number"),
        (lambda t: t.replace(";1;1;", ";;1;", 1), "round", "protocols.championship-part",
         "names its championship, round and table"),
        (lambda t: t.replace(";1;1;", ";final;1;", 1), "table",
         "protocols.championship-no-table", "not seated yet"),
    ],
)  # fmt: skip
def test_a_link_the_draw_has_not_is_refused_with_line_and_column(
    made: Store, change: object, column: str, code: str, said: str
) -> None:
    text = round_file(made, 1, seed=4)
    assert callable(change)
    before = counts(made)
    with pytest.raises(ImportProblem) as refused:
        import_text(made, change(text))
    assert refused.value.code == code and refused.value.values["column"] == column
    assert refused.value.values["line"] == 2 and said in str(refused.value)
    assert str(refused.value).startswith(f"Line 2, column {column}: ")
    assert counts(made) == before


def test_players_other_than_the_tables_are_refused(made: Store) -> None:
    before = counts(made)
    with pytest.raises(ImportProblem) as refused:
        import_text(made, swapped(made))
    assert refused.value.code == "protocols.championship-players"
    assert str(refused.value).startswith("Line 2, column player: table 1 of round 1 is ")
    assert counts(made) == before


def test_a_second_match_for_a_played_table_is_refused(made: Store) -> None:
    import_text(made, round_file(made, 1, seed=5))
    before = counts(made)
    with pytest.raises(ImportProblem) as refused:
        import_text(made, round_file(made, 1, seed=6))  # other cells: other matches
    assert refused.value.code == "protocols.championship-played"
    assert refused.value.values["column"] == "table"
    assert counts(made) == before


def test_a_105_race_cannot_belong_to_a_championship(made: Store) -> None:
    seats = ch.stored_round(made, NAME, 1).tables[0].seats
    lines = ["match;date;game;player;finish;championship;round;table;r1"]
    lines += [
        f"x;2026-06-14;105;{n};{i + 1};{NAME if not i else ''};{'1' if not i else ''};"
        f"{'1' if not i else ''};"
        for i, n in enumerate(seats)
    ]
    with pytest.raises(ImportProblem) as refused:
        import_text(made, "\n".join(lines))
    assert refused.value.code == "protocols.championship-game"
