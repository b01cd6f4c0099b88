"""`roller-desktop championship new|draw|standings|add-player|withdraw|final|sheets` on a
league: the draw stored and shown the same again, standings --json equal to the standings
counted here from the protocols, redraws of the coming rounds only, refusals that change
nothing."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.app import main
from roller_desktop.store import championships as ch
from roller_desktop.store.database import open_store
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.values import SeatSpec

NAME = "EM i Roller"
CELLS = ["-", "RT", "50", "100", "350", "500", "1000", "2000"]


def players_file(tmp_path: Path, count: int) -> Path:
    path = tmp_path / "players.txt"
    lines = [f"Spelare {i:02};Örnsköldsvik" if i % 3 else f"Spelare {i:02}" for i in range(count)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def run(league: Path, *args: str) -> int:
    return main(["--database", str(league), "championship", *args])


def shown_json(capsys: pytest.CaptureFixture[str]) -> Any:
    return json.loads(capsys.readouterr().out)


def play_round(league: Path, round_: int, seed: int) -> list[tuple[list[str], list[list[str]]]]:
    """Every table of the stored round plays a paper protocol, linked to its table."""
    rng = random.Random(seed)
    played = []
    with open_store(league) as store:
        ids = {p.name: p.id for p in store.players()}
        for table in ch.stored_round(store, NAME, round_).tables:
            cells = [[rng.choice(CELLS) for _ in range(15)] for _ in table.seats]
            protocol = PaperProtocol(
                "roller", {}, [SeatSpec(ids[n]) for n in table.seats], 0,
                datetime(2026, 6, 14, 12, round_), cells=cells,
            )  # fmt: skip
            match_id = enter_protocol(store, protocol)
            ch.link_match(store, match_id, NAME, round_, table.number)
            played.append((list(table.seats), cells))
    return played


def counted_standings(played: list[tuple[list[str], list[list[str]]]]) -> list[dict[str, Any]]:
    """The standings by the issue's rule, counted from the cells here."""

    def points(cell: str) -> int:
        return 0 if cell in ("-", "RT") else int(cell)

    rows: dict[str, dict[str, Any]] = {}
    for seats, cells in played:
        totals = [sum(points(c) for c in column) for column in cells]
        for seat, name in enumerate(seats):
            row = rows.setdefault(
                name, {"player": name, "points": 0, "matches": 0, "ww": 0, "w": 0, "tjock": 0,
                       "best": None},
            )  # fmt: skip
            won = totals[seat] == max(totals)
            row["points"] += totals[seat]
            row["matches"] += 1
            row["ww"] += won and totals[seat] >= 10000
            row["w"] += won and totals[seat] < 10000
            row["tjock"] += sum(c in ("-", "RT") for c in cells[seat])
            row["best"] = max(row["best"] or 0, totals[seat])

    def key(row: dict[str, Any]) -> tuple[int, ...]:
        return (-row["points"], -row["ww"], -row["w"], row["tjock"], -row["best"])

    ordered = sorted(rows.values(), key=lambda r: (key(r), r["player"]))
    for i, row in enumerate(ordered):
        same = i and key(ordered[i - 1]) == key(row)
        row["rank"] = ordered[i - 1]["rank"] if same else i + 1
    return ordered


def test_new_stores_the_draw_and_draw_shows_it_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = tmp_path / "league.sqlite3"
    path = players_file(tmp_path, 16)
    apart = ["--apart", "Spelare 01,spelare 02"]
    assert run(league, "new", NAME, "--players", str(path), "--table-size", "4", *apart) == 0
    assert "16 players, 4 qualifying rounds at tables of 4" in capsys.readouterr().out
    rounds = []
    for k in (1, 2, 3, 4):
        assert run(league, "draw", NAME, "--round", str(k), "--json") == 0
        shown = shown_json(capsys)
        assert shown["round"] == k and [t["table"] for t in shown["tables"]] == [1, 2, 3, 4]
        assert sorted(n for t in shown["tables"] for n in t["seats"]) == [
            f"Spelare {i:02}" for i in range(16)
        ]
        assert all(not {"Spelare 01", "Spelare 02"} <= set(t["seats"]) for t in shown["tables"])
        rounds.append(shown)
    met: set[frozenset[str]] = set()
    for shown in rounds:
        for t in shown["tables"]:
            for a in t["seats"]:
                for b in t["seats"]:
                    if a < b:
                        assert frozenset((a, b)) not in met  # no repeated meeting
                        met.add(frozenset((a, b)))
    for k, shown in enumerate(rounds, start=1):  # asking again: the same draw
        assert run(league, "draw", "em i roller", "--round", str(k), "--json") == 0
        assert shown_json(capsys) == shown
    assert run(league, "draw", NAME, "--round", "1") == 0
    text = capsys.readouterr().out
    assert (
        text.startswith("Round 1\n")
        and "  Table 1: " + ", ".join(rounds[0]["tables"][0]["seats"]) in text
    )
    with open_store(league) as store:
        towns = {e.name: e.home_town for e in ch.championship(store, NAME).entrants}
    assert towns["Spelare 01"] == "Örnsköldsvik" and towns["Spelare 03"] is None


def test_standings_json_equal_the_standings_counted_from_the_protocols(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 12)),
               "--rounds", "2", "--table-size", "4", "--final", "4") == 0  # fmt: skip
    capsys.readouterr()
    assert run(league, "final", NAME) == 1  # nothing played yet
    assert "still to play: round 1 table 1" in capsys.readouterr().err
    played = play_round(league, 1, seed=1) + play_round(league, 2, seed=2)
    assert run(league, "standings", NAME, "--json") == 0
    shown = shown_json(capsys)
    expected = counted_standings(played)
    assert [{k: row[k] for k in expected[0]} for row in shown] == [
        {k: row[k] for k in expected[0]} for row in expected
    ]
    assert run(league, "standings", NAME) == 0
    text = capsys.readouterr().out
    assert f"   1  {expected[0]['player']}" in text and "more WW, then more W" in text

    assert run(league, "final", NAME, "--json") == 0
    final = shown_json(capsys)
    assert final["seats"] == [row["player"] for row in expected[:4]]
    assert final["match"] is None and final["champion"] is None
    assert run(league, "final", NAME, "--json") == 0
    assert shown_json(capsys)["seats"] == final["seats"]  # stored: the same table again


def test_withdraw_and_add_player_redraw_only_the_coming_rounds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 13))) == 0
    play_round(league, 1, seed=3)
    capsys.readouterr()
    assert run(league, "draw", NAME, "--round", "1", "--json") == 0
    first = shown_json(capsys)
    assert run(league, "withdraw", NAME, "spelare 05") == 0
    out = capsys.readouterr().out
    assert "Spelare 05 has withdrawn after round 1." in out and "Rounds 2, 3, 4" in out
    assert run(league, "add-player", NAME, "Kari Nordmann", "--home-town", "Tromsø") == 0
    assert "Kari Nordmann plays from round 2." in capsys.readouterr().out
    assert run(league, "draw", NAME, "--round", "1", "--json") == 0
    assert shown_json(capsys) == first
    for k in (2, 3, 4):
        assert run(league, "draw", NAME, "--round", str(k), "--json") == 0
        seated = {n for t in shown_json(capsys)["tables"] for n in t["seats"]}
        assert "Spelare 05" not in seated and "Kari Nordmann" in seated and len(seated) == 13
    assert run(league, "withdraw", NAME, "Nobody") == 1
    assert "Nobody does not play in EM i Roller" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--table-size", "4-9"], "Tables seat 2 to 8"),
        (["--apart", "Spelare 01,Zed"], "Zed (in --apart) is not in the players file"),
        (["--rounds", "0"], "1 to 50 qualifying rounds"),
        (["--final", "9"], "final table seats 2 to 8"),
        (["--first-day", "14/6"], "not a date"),
    ],
)
def test_bad_input_is_refused_with_a_message_and_no_championship(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 8)), *args) == 1
    assert said in capsys.readouterr().err
    assert run(league, "draw", NAME, "--round", "1") == 1
    assert "There is no championship called EM i Roller" in capsys.readouterr().err


def test_sheets_print_the_rounds_papers_and_a_protocol_a_table(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pypdf import PdfReader

    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 13))) == 0
    with open_store(league) as store:
        tables = ch.stored_round(store, NAME, 1).tables
    assert len(tables) == 3
    pdf = tmp_path / "round1.pdf"
    assert run(league, "sheets", NAME, "--round", "1", "--pdf", str(pdf)) == 0
    assert "8 pages" in capsys.readouterr().out
    texts = [" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages]
    by_name, by_table, cards, protocols = texts[0], texts[1], texts[2:5], texts[5:]
    assert "Seating by name" in by_name and "Seating by table" in by_table
    everyone = [name for table in tables for name in table.seats]
    assert all(name in by_name and name in by_table for name in everyone)
    for card, protocol, table in zip(cards, protocols, tables, strict=True):
        assert f"Table {table.number}" in card
        assert f"{NAME}: qualifying round 1, table {table.number}" in protocol
        for text in (card, protocol):
            where = [text.index(name) for name in table.seats]
            assert where == sorted(where)  # the names in seat order, seat 1 first
    only = tmp_path / "protocols.pdf"
    assert run(league, "sheets", NAME, "--round", "1", "--pdf", str(only), "--protocols-only") == 0
    assert "3 pages" in capsys.readouterr().out
    shown = [" ".join(page.extract_text().split()) for page in PdfReader(only).pages]
    assert shown == protocols
    assert run(league, "sheets", NAME, "--round", "9", "--pdf", str(tmp_path / "x.pdf")) == 1
    assert "no round 9" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_a_tables_file_has_its_matches_and_the_championship_with_its_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 12)),
               "--table-size", "4") == 0  # fmt: skip
    before = tmp_path / "before.json"
    assert main(["--database", str(league), "export", str(before), "--championship", NAME,
                 "--round", "2", "--table", "3"]) == 0  # fmt: skip
    assert "0 matches and 12 players exported" in capsys.readouterr().out
    played = play_round(league, 1, seed=7)
    with open_store(league) as store:  # a match outside the championship stays out
        ids = {p.name: p.id for p in store.players()}
        enter_protocol(
            store,
            PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in played[0][0]], 0,
                          datetime(2026, 6, 13, 12), cells=played[0][1]),
        )  # fmt: skip
    table_file = tmp_path / "table2.json"
    assert main(["--database", str(league), "export", str(table_file), "--championship", NAME,
                 "--round", "1", "--table", "2"]) == 0  # fmt: skip
    assert "1 match and 12 players exported" in capsys.readouterr().out
    other = tmp_path / "other.sqlite3"
    assert main(["--database", str(other), "import", str(table_file)]) == 0
    said = capsys.readouterr().out
    assert f"Championship {NAME} added." in said and "round 1, table 2 linked" in said
    with open_store(other) as store:  # the championship, all its players, its stored draw
        assert len(store.players()) == 12
        from roller_desktop.store.queries import stats

        history = stats.match_history(store)
        assert len(history) == 1 and sorted(history[0].seat_names) == sorted(played[1][0])
        assert [(m.round, m.table) for m in ch.table_matches(store, NAME)] == [(1, 2)]
    whole_round = tmp_path / "round1.json"
    assert main(["--database", str(league), "export", str(whole_round), "--championship", NAME,
                 "--round", "1"]) == 0  # fmt: skip
    assert "3 matches and 12 players exported" in capsys.readouterr().out
    with open_store(league) as here, open_store(other) as there:
        for number in (1, 2, 3, 4):
            assert ch.stored_round(there, NAME, number) == ch.stored_round(here, NAME, number)
    for bad, said in [
        (["--round", "1", "--table", "9"], "no table 9 in round 1"),
        (["--table", "1"], "give the round too"),
        (["--round", "x"], "round's number or final"),
    ]:
        target = tmp_path / "bad.json"
        assert main(["--database", str(league), "export", str(target), "--championship", NAME,
                     *bad]) == 1  # fmt: skip
        assert said in capsys.readouterr().err and not target.exists()
    assert (
        main(["--database", str(league), "export", str(tmp_path / "x.json"), "--round", "1"]) == 1
    )
    assert "go with --championship" in capsys.readouterr().err


def test_history_filters_by_championship_and_in_league_switches_the_setting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = tmp_path / "league.sqlite3"
    assert run(league, "new", NAME, "--players", str(players_file(tmp_path, 8)),
               "--table-size", "4", "--outside-league") == 0  # fmt: skip
    played = play_round(league, 1, seed=9)
    capsys.readouterr()
    with open_store(league) as store:
        ids = {p.name: p.id for p in store.players()}
        enter_protocol(
            store,
            PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in played[0][0]], 0,
                          datetime(2026, 6, 13, 12), cells=played[0][1]),
        )  # fmt: skip
    base = ["--database", str(league)]
    assert main([*base, "history", "--json", "--championship", "em i roller"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert sorted(sorted(m["players"]) for m in shown) == sorted(sorted(s) for s, _ in played)
    assert main([*base, "history", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 3
    assert main([*base, "league", "--season", "0", "--json"]) == 0
    assert {row["matches"] for row in json.loads(capsys.readouterr().out)} == {1}
    assert run(league, "in-league", NAME, "on") == 0
    assert "The 2 finished matches of EM i Roller count in the league" in capsys.readouterr().out
    assert main([*base, "league", "--season", "0", "--json"]) == 0
    table = {row["name"]: row["matches"] for row in json.loads(capsys.readouterr().out)}
    assert table == {n: 1 + (n in played[0][0]) for seats, _ in played for n in seats}
    assert main([*base, "history", "--championship", "VM"]) == 1
    assert "There is no championship called VM" in capsys.readouterr().err


def test_a_table_plays_on_its_own_laptop_and_its_file_comes_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    director = tmp_path / "director.sqlite3"
    assert run(director, "new", NAME, "--players", str(players_file(tmp_path, 8)),
               "--table-size", "4") == 0  # fmt: skip
    out = tmp_path / "table1.json"
    assert main(["--database", str(director), "export", str(out), "--championship", NAME,
                 "--round", "1", "--table", "1"]) == 0  # fmt: skip
    laptop = tmp_path / "laptop.sqlite3"
    assert main(["--database", str(laptop), "import", str(out)]) == 0
    with open_store(director) as store:
        seats = ch.stored_round(store, NAME, 1).tables[0].seats
    rng = random.Random(11)
    cells = [[rng.choice(CELLS) for _ in range(15)] for _ in seats]
    with open_store(laptop) as store:  # the table's laptop: the same players, by their ids
        ids = {p.name: p.id for p in store.players()}
        match_id = enter_protocol(
            store,
            PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in seats], 0,
                          datetime(2026, 6, 14, 13), cells=cells),
        )  # fmt: skip
        ch.link_match(store, match_id, NAME, 1, 1)  # the laptop has the championship's draw
    back = tmp_path / "back.json"
    assert main(["--database", str(laptop), "export", str(back)]) == 0
    said = []
    for _ in range(2):  # a file imported twice changes nothing twice
        assert main(["--database", str(director), "import", str(back)]) == 0
        said.append(capsys.readouterr().out)
    assert "round 1, table 1 linked" in said[0] and "linked" not in said[1]
    assert run(director, "link", NAME, match_id, "--round", "1", "--table", "2") == 1
    assert "other players" in capsys.readouterr().err
    assert run(director, "link", NAME, match_id, "--round", "1", "--table", "1") == 0
    assert "is the match of round 1, table 1 of EM i Roller" in capsys.readouterr().out
    assert run(director, "standings", NAME, "--json") == 0
    shown = {row["player"]: row for row in shown_json(capsys)}
    expected = {row["player"]: row for row in counted_standings([(list(seats), cells)])}
    for name, row in expected.items():
        assert {k: shown[name][k] for k in ("points", "matches", "ww", "w", "tjock")} == {
            k: row[k] for k in ("points", "matches", "ww", "w", "tjock")
        }
    assert sum(row["matches"] for row in shown.values()) == 4
