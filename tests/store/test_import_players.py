"""Players on import, planned before anything is written (issue #15, item 2): known by id,
a new id with a name here (or merged into a player here) is a question, a name only like one
here is a weaker question; answers by rule, by a players map or by the keeper."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_file, export_league, import_text, plan_text
from roller_desktop.store.keeper import merge_players, player_entries
from roller_desktop.store.league_identity import league_id
from roller_desktop.store.player_plan import (
    ALSO_KNOWN_AS,
    LOOSE,
    NEW,
    SAME_NAME,
    Choices,
    FilePlayer,
    Row,
    free_name,
    plan_players,
    read_players_map,
    twin_key,
)
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start


def other_laptop(tmp_path: Path, *names: str) -> str:
    """A league file of another laptop (version 6, as exported): these players, all at one
    finished match."""
    with open_store(tmp_path / "other.sqlite3") as other:
        ids = players(other, *names)
        play_out(MatchRecorder.open(other, start(other, "roller", ids, {"rounds": 1})), seed=4)
        export_file(other, tmp_path / "other.json")
    return (tmp_path / "other.json").read_text(encoding="utf-8")


def names(store: Store) -> list[str]:
    return sorted(entry.name for entry in player_entries(store))


def test_the_plan_of_a_file_against_rows_written_by_hand() -> None:
    rows = [
        Row(1, "id-anna", "Anna", None),
        Row(2, "id-ake", "Åke", None),
        Row(3, "id-ake2", "Ake", 2),  # merged into Åke
        Row(4, "id-kari", "Kari F.", None),
    ]
    plan = plan_players(
        [
            FilePlayer("id-anna", "Anna", "id-anna"),  # known by id
            FilePlayer("x1", "ANNA", "x1"),
            FilePlayer("x2", "ake", "x2"),
            FilePlayer("x3", "Kari", "x3"),
            FilePlayer("x4", "Per", "x4"),
            FilePlayer("x5", "Ola", "x5"),
        ],
        rows,
        remembered={"x5": 1},
    )
    assert {k: h.name for k, h in plan.known.items()} == {"id-anna": "Anna"}
    assert {k: h.name for k, h in plan.remembered.items()} == {"x5": "Anna"}
    asked = [(q.key, q.how, [c.name for c in q.candidates], q.matched) for q in plan.questions]
    assert asked == [
        ("x1", SAME_NAME, ["Anna"], "Anna"),
        ("x2", ALSO_KNOWN_AS, ["Åke"], "Ake"),  # the name merged into Åke
        ("x3", LOOSE, ["Kari F."], "Kari F."),
    ]
    assert [q.default for q in plan.questions] == ["id-anna", "id-ake", None]
    assert [p.key for p in plan.new] == ["x4"]
    assert [q.key for q in plan.asked()] == ["x1", "x2", "x3"]
    # A protocol has only names: a name here is that player; the window asks only a name
    # like one here.
    names = [FilePlayer("anna", "Anna"), FilePlayer("ake", "Ake"), FilePlayer("kari", "Kari")]
    by_name = plan_players(names, rows)
    assert by_name.known == {}
    assert [(q.key, q.how) for q in by_name.asked(protocols=True)] == [("kari", LOOSE)]
    assert Choices().answer(by_name.questions[1]) == "id-ake"  # merged into Åke: his


def test_twin_keys_and_free_names() -> None:
    assert twin_key("Åke F.") == twin_key("ake") == twin_key("ÅKE") == "ake"
    assert twin_key("Bjørn") == twin_key("Bjorn")
    assert twin_key("Anna") != twin_key("Anne")
    assert free_name("Anna", {"ola"}) == "Anna"
    assert free_name("Anna", {"anna", "anna (2)"}) == "Anna (3)"
    long = "L" * 40
    assert free_name(long, {long.casefold()}) == "L" * 36 + " (2)"


def test_a_same_name_is_the_same_person_by_default(store: Store, tmp_path: Path) -> None:
    players(store, "Anna", "Åke")
    text = other_laptop(tmp_path, "Anna", "Ake", "Ola")
    plan = plan_text(store, text)
    assert [(q.name, q.how) for q in plan.questions] == [("Anna", SAME_NAME), ("Ake", LOOSE)]
    summary = import_text(store, text)
    assert (summary.players_added, summary.players_matched) == (2, 1)
    assert names(store) == ["Ake", "Anna", "Ola", "Åke"]  # a loose twin stays a new player
    assert [(p.name, p.name_here, p.here is not None) for p in summary.pairings] == [
        ("Anna", "Anna", True),
        ("Ake", "Ake", False),
    ]
    anna = next(e for e in player_entries(store) if e.name == "Anna")
    assert anna.matches == 1


def test_another_person_gets_a_free_name_and_the_files_id(store: Store, tmp_path: Path) -> None:
    here = players(store, "Anna")
    text = other_laptop(tmp_path, "Anna", "Ola")
    file_anna = json.loads(text.splitlines()[1])["id"]
    summary = import_text(store, text, choices=Choices(same_name=NEW))
    assert summary.players_added == 2
    assert names(store) == ["Anna", "Anna (2)", "Ola"]
    entries = {e.name: e for e in player_entries(store)}
    assert entries["Anna (2)"].id == file_anna and entries["Anna (2)"].matches == 1
    assert entries["Anna"].id == here[0] and entries["Anna"].matches == 0
    # The next import of the same file knows her by id: nothing asked, nothing added.
    assert plan_text(store, text).questions == []
    again = import_text(store, text)
    assert (again.players_added, again.matches_unchanged, again.pairings) == (0, 1, [])


def test_answers_for_each_player_and_a_name_merged_in(store: Store, tmp_path: Path) -> None:
    anna, ake, kalle = players(store, "Anna", "Åke", "Ake")
    merge_players(store, kalle, ake)  # "Ake" is also known as Åke now
    text = other_laptop(tmp_path, "Anna", "Ake", "Karl")
    plan = plan_text(store, text)
    keys = {p.name: p.key for p in plan.players.values()}
    assert [(q.name, q.how, q.matched) for q in plan.questions] == [
        ("Anna", SAME_NAME, "Anna"),
        ("Ake", ALSO_KNOWN_AS, "Ake"),
    ]
    summary = import_text(store, text, choices=Choices({keys["Anna"]: None, keys["Karl"]: anna}))
    entries = {e.name: e for e in player_entries(store)}
    assert sorted(entries) == ["Anna", "Anna (2)", "Åke"]  # Karl is Anna here, as answered
    assert entries["Åke"].matches == 1 and entries["Anna"].matches == 1
    assert entries["Anna (2)"].matches == 1
    assert [(p.name, p.answered) for p in summary.pairings] == [
        ("Anna", True),
        ("Ake", False),
        ("Karl", True),
    ]


def test_a_players_map_and_its_bad_lines(store: Store, tmp_path: Path) -> None:
    players(store, "Anna", "Åke")
    text = other_laptop(tmp_path, "Anna", "Ake")
    plan = plan_text(store, text)
    keys = {p.name: p.key for p in plan.players.values()}
    answers = read_players_map("\ufeffhere;in_file\nÅke;ake\n;Anna\n\n", plan)
    assert answers == {keys["Ake"]: plan.names_here["åke"].id, keys["Anna"]: None}
    bad = {
        "in_file\nAnna\n": "Line 1 of the players map: the header",
        "in_file,here\nAnna,\nNobody,Anna\n": "Line 3 of the players map: Nobody is no player",
        "in_file,here\nAnna,\nANNA,Åke\n": "Line 3 of the players map: Anna is named twice",
        "in_file,here\nAnna,Bo\n": "Line 2 of the players map: there is no player Bo",
        "in_file,here\nAnna,Åke,x\n": "Line 2 of the players map: 3 cells",
        "": "Line 1 of the players map: the file is empty",
    }
    for mapped, message in bad.items():
        with pytest.raises(ImportProblem, match=message):
            read_players_map(mapped, plan)
    summary = import_text(store, text, choices=Choices(answers))
    assert names(store) == ["Anna", "Anna (2)", "Åke"]
    assert {p.name: p.here is not None for p in summary.pairings} == {"Anna": False, "Ake": True}


def test_a_player_known_by_id_cannot_be_mapped_away(store: Store, tmp_path: Path) -> None:
    text = other_laptop(tmp_path, "Anna", "Ola")
    import_text(store, text)
    players(store, "Bo")
    plan = plan_text(store, text)
    with pytest.raises(ImportProblem, match="Anna is known here by id"):
        read_players_map("in_file,here\nAnna,Bo\n", plan)
    assert read_players_map("in_file,here\nAnna,Anna\n", plan) != {}


def test_answers_are_remembered_by_the_files_league(store: Store, tmp_path: Path) -> None:
    here = players(store, "Anna", "Åke")
    with open_store(tmp_path / "other.sqlite3") as other:
        theirs = players(other, "Anna", "Ake", "Ola")
        play_out(MatchRecorder.open(other, start(other, "roller", theirs, {"rounds": 1})), seed=4)
        export_file(other, tmp_path / "first.json")  # version 6: the league's id in its header
        first = (tmp_path / "first.json").read_text(encoding="utf-8")
        league = league_id(other)
        assert json.loads(first.splitlines()[0])["league"] == league
        plan = plan_text(store, first)
        assert plan.league == league and [q.name for q in plan.asked()] == ["Anna", "Ake"]
        # The keeper: Anna is the Anna here, Ake is Åke.
        import_text(store, first, choices=Choices({theirs[1]: here[1]}))
        assert names(store) == ["Anna", "Ola", "Åke"]
        play_out(MatchRecorder.open(other, start(other, "roller", theirs, {"rounds": 1})), seed=5)
        export_file(other, tmp_path / "second.json")
        second = (tmp_path / "second.json").read_text(encoding="utf-8")
    plan = plan_text(store, second)
    assert plan.asked() == []  # nothing asked again
    assert {k: h.name for k, h in plan.remembered.items()} == {theirs[0]: "Anna", theirs[1]: "Åke"}
    summary = import_text(store, second)
    assert (summary.matches_added, summary.players_added, summary.pairings) == (1, 0, [])
    assert {e.name: e.matches for e in player_entries(store)} == {"Anna": 2, "Åke": 2, "Ola": 2}
    # A file without its league's id (an older version) cannot remember: asked again.
    header, rest = second.split("\n", 1)
    older = json.loads(header)
    del older["league"]
    older.pop("changes", None)  # version 6 counts the keeper's changes too
    older.pop("championships", None)  # and version 7 its championships
    older["version"] = 5
    records = [json.loads(line) for line in rest.splitlines() if line.strip()]
    for record in records:
        record.pop("championship", None)  # a match's table came with version 7
    text = "\n".join([json.dumps(older), *map(json.dumps, records)]) + "\n"
    assert [q.name for q in plan_text(store, text).asked()] == ["Anna", "Ake"]
    with open_store(tmp_path / "other.sqlite3") as other:  # a document without it too
        assert plan_text(store, json.dumps(export_league(other))).league is None


def test_a_remembered_answer_follows_a_merge(store: Store, tmp_path: Path) -> None:
    anna, annie = players(store, "Anna", "Annie")
    text = other_laptop(tmp_path, "Anna", "Ola")
    file_anna = json.loads(text.splitlines()[1])["id"]
    import_text(store, text, choices=Choices({file_anna: anna}))
    merge_players(store, anna, annie)  # Anna is also known as Annie's now
    plan = plan_text(store, text)
    assert plan.remembered[file_anna].id == annie and plan.asked() == []


PROTOCOLS = "\n".join(
    [
        "match;date;game;player;r1;r2",
        "1;1987-07-04 21:15;roller;Ake;350;RT",
        "1;1987-07-04 21:15;roller;Kari;1000;450",
        "2;1987-07-05;roller;Kari;50;100",
        "2;1987-07-05;roller;Anna;–;500",
    ]
)


def test_protocol_names_merged_in_and_like_one_here(store: Store) -> None:
    from roller_desktop.store import protocol_csv

    _, kalle, kari = players(store, "Åke", "Kalle", "Kari")
    merge_players(store, kalle, kari)  # Kari is also known as Kalle
    text = PROTOCOLS.replace(";Kari;1000", ";Kalle;1000")
    checked = protocol_csv.check_text(text)
    plan = protocol_csv.plan_protocols(store, checked)
    assert [(q.name, q.how) for q in plan.asked(protocols=True)] == [("Ake", LOOSE)]
    # By default a name like one here is a new player; a name merged in is its player.
    summary = protocol_csv.import_checked(store, checked)
    assert (summary.matches_added, summary.players_added) == (2, 2)
    assert {e.name: e.matches for e in player_entries(store)} == {
        "Ake": 1,
        "Anna": 1,
        "Kari": 2,
        "Åke": 0,
    }
    assert [(p.name, p.how, p.name_here) for p in summary.pairings] == [
        ("Ake", LOOSE, "Ake"),
        ("Kalle", ALSO_KNOWN_AS, "Kari"),
    ]


def test_a_protocol_name_answered_is_remembered_for_the_same_file(store: Store) -> None:
    from roller_desktop.store import protocol_csv

    (ake,) = players(store, "Åke")
    checked = protocol_csv.check_text(PROTOCOLS)
    plan = protocol_csv.plan_protocols(store, checked)
    (question,) = plan.asked(protocols=True)
    summary = protocol_csv.import_checked(store, checked, choices=Choices({question.key: ake}))
    assert (summary.matches_added, summary.players_added) == (2, 2)
    assert {e.name: e.matches for e in player_entries(store)} == {"Anna": 1, "Kari": 2, "Åke": 1}
    # The same file again: nothing asked, nothing added (the answer is the file's).
    again = protocol_csv.check_text(PROTOCOLS)
    assert protocol_csv.plan_protocols(store, again).asked(protocols=True) == []
    summary = protocol_csv.import_checked(store, again)
    assert (summary.matches_added, summary.matches_unchanged) == (0, 2)
    # Another file with the same name asks again.
    other = protocol_csv.check_text(PROTOCOLS.replace("1987-07-05", "1987-07-06"))
    assert len(protocol_csv.plan_protocols(store, other).asked(protocols=True)) == 1


def test_protocols_with_same_name_new_and_a_players_map(store: Store) -> None:
    from roller_desktop.store import protocol_csv

    players(store, "Anna", "Kari")
    checked = protocol_csv.check_text(PROTOCOLS)
    summary = protocol_csv.import_checked(store, checked, choices=Choices(same_name=NEW))
    assert sorted(e.name for e in player_entries(store)) == [
        "Ake",
        "Anna",
        "Anna (2)",
        "Kari",
        "Kari (2)",
    ]
    assert summary.matches_added == 2
    again = protocol_csv.import_checked(
        store, protocol_csv.check_text(PROTOCOLS), choices=Choices(same_name=NEW)
    )
    assert (again.matches_added, again.players_added) == (0, 0)
    other = protocol_csv.check_text(PROTOCOLS.replace("1987", "1988"))
    plan = protocol_csv.plan_protocols(store, other)
    answers = read_players_map("in_file,here\nAke,Anna (2)\nKari,\n", plan)
    summary = protocol_csv.import_checked(store, other, choices=Choices(answers))
    assert summary.players_added == 1  # Kari (3); Anna is Anna, Ake is Anna (2)
    entries = {e.name: e.matches for e in player_entries(store)}
    assert entries == {"Ake": 1, "Anna": 1, "Anna (2)": 2, "Kari": 0, "Kari (2)": 2, "Kari (3)": 2}


def test_two_answers_that_seat_one_player_twice_import_nothing(
    store: Store, tmp_path: Path
) -> None:
    (anna,) = players(store, "Anna")
    text = other_laptop(tmp_path, "Anna", "Kari")
    keys = [p.key for p in plan_text(store, text).players.values()]
    with pytest.raises(ImportProblem, match="Match 1: two of its seats would be the same player"):
        import_text(store, text, choices=Choices({keys[0]: anna, keys[1]: anna}))
    assert names(store) == ["Anna"]
    assert plan_text(store, text).remembered == {}  # nothing remembered either
