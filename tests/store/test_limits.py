"""One set of limits on entry and on import (issue #12, items 8–10): names in every script and
composed (NFC), places and notes within the columns, times a calendar can hold, the opening
and hints checked; the program never accepts what its own import refuses."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest

from roller_desktop.store.database import Store
from roller_desktop.store.errors import ImportProblem, InvalidName, InvalidText
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.limits import MAX_NOTE, MAX_PLACE, clean_name, csv_text, name_key
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import broken, play_out, players, start

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # 👨‍👩‍👧: three people, two ZWJ
PERSIAN = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # می‌خواهم, with a ZWNJ


@pytest.mark.parametrize(
    "name",
    [FAMILY, PERSIAN, "Ζωή", "Ёжик", "李小龍", "אבי\u200f", "Ng\u0169y\u1ec5n", "🎲 Kari"],
)
def test_names_of_every_script_and_emoji_sequences_are_players(store: Store, name: str) -> None:
    player = store.add_player(name)
    assert player.name == unicodedata.normalize("NFC", name)


@pytest.mark.parametrize("name", ["Anna\tBerg", "Anna\nBerg", "Anna\x00", "A\u2028B", "\ud800x"])
def test_a_name_cannot_hold_tabs_or_line_breaks(store: Store, name: str) -> None:
    with pytest.raises(InvalidName, match="cannot hold tabs, line breaks"):
        store.add_player(name)
    assert store.players() == []


def test_nfc_and_nfd_are_one_name(store: Store) -> None:
    nfc, nfd = "Jos\u00e9", "Jose\u0301"
    assert nfc != nfd and clean_name(nfd) == nfc
    store.add_player(nfd)
    with pytest.raises(InvalidName, match="already a player called José"):
        store.add_player(nfc)
    assert [p.name for p in store.players()] == [nfc]


def test_a_name_that_folds_longer_than_the_column_is_refused(store: Store) -> None:
    assert len(name_key("ß" * 40)) == 80  # PostgreSQL's String(40) would refuse the key
    with pytest.raises(InvalidName, match="counting ß"):
        store.add_player("ß" * 40)
    store.add_player("ß" * 20)


def test_place_and_note_keep_the_limits_that_import_has(store: Store) -> None:
    ids = players(store, "Anna", "Bo")
    with pytest.raises(InvalidText, match="place cannot hold"):
        begin(store, ids, "Stugan\x00")
    with pytest.raises(InvalidText, match=f"at most {MAX_PLACE}"):
        begin(store, ids, "x" * (MAX_PLACE + 1))
    match_id = begin(store, ids, "Stugan")
    play_out(MatchRecorder.open(store, match_id), seed=1)
    with pytest.raises(InvalidText, match=f"at most {MAX_NOTE}"):
        store.set_place_and_note(match_id, "Stugan", "x" * (MAX_NOTE + 1))
    with pytest.raises(InvalidText, match="note cannot hold control"):
        store.set_place_and_note(match_id, "Stugan", "bell\x07")
    # Joiners and direction marks are text: saved, and the league's own export imports.
    store.set_place_and_note(match_id, "Stugan", f"zero\u200bwidth, rtl\u200f, {FAMILY}\nrad 2")
    assert store.load_match(match_id).note == f"zero\u200bwidth, rtl\u200f, {FAMILY}\nrad 2"
    document = export_league(store)
    import_text(store, json.dumps(document))  # its own file: accepted, nothing changes
    assert export_league(store) == document


def begin(store: Store, ids: list[str], place: str) -> str:
    return store.start_match("roller", {"rounds": 1}, [SeatSpec(i) for i in ids], 0, place=place)


def league(store: Store) -> dict[str, Any]:
    ids = players(store, "Ola", "Kari")
    match_id = start(store, "roller", ids, {"rounds": 1})
    play_out(MatchRecorder.open(store, match_id), seed=2)
    return export_league(store)


def deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["matches", 0, "finished"], "0001-01-01T00:00:00.000000Z", "years 1900 to 2999"),
        (["matches", 0, "finished"], "9999-12-31T23:59:59.999999Z", "years 1900 to 2999"),
        (["players", 0, "created"], "0001-01-01T00:00:00.000000Z", "years 1900 to 2999"),
        (["matches", 0, "place"], "p" * (MAX_PLACE + 1), f"at most {MAX_PLACE}"),
        (["matches", 0, "place"], "Stu\x00gan", "place cannot hold"),
        (["matches", 0, "note"], "n" * (MAX_NOTE + 1), f"at most {MAX_NOTE}"),
        (["players", 0, "name"], "ß" * 40, "counting ß"),
        (["players", 0, "name"], "Ola\u0000", "cannot hold tabs"),
        (["matches", 0, "opening"], ["x" * 10_000_000], "longer than"),
        (["matches", 0, "opening"], [{"0": "\x00"}], "control characters"),
        (["matches", 0, "opening"], ["\ud800"], "control characters"),
        (["matches", 0, "opening"], deep(400), "nested more than"),
        (["matches", 0, "seats", 0, "computer"], "sharp\x00", "not a level"),
        (["unknown"], 1, "unknown fields: unknown"),
    ],
)
def test_import_refuses_what_the_league_cannot_keep(
    store: Store, path: list[Any], value: Any, message: str
) -> None:
    document = league(store)
    with pytest.raises(ImportProblem, match=message):
        import_text(store, broken(document, path, value))
    assert export_league(store) == document


def test_hint_data_nested_deeply_is_refused_without_a_traceback(store: Store) -> None:
    document = league(store)
    hint = {"seat": 0, "event_count": 0, "asked": "2026-01-01T00:00:00.000000Z"}
    text = broken(document, ["matches", 0, "hints"], [{**hint, "data": {"x": deep(400)}}])
    with pytest.raises(ImportProblem, match="nested more than"):
        import_text(store, text)
    very_deep = text.replace(json.dumps(deep(400)), "[" * 100_000 + "]" * 100_000)
    with pytest.raises(ImportProblem):
        import_text(store, very_deep)
    assert export_league(store) == document


def test_a_file_with_a_decomposed_name_merges_with_the_composed_one(store: Store) -> None:
    document = league(store)  # Ola and Kari
    store.add_player("Jos\u00e9")
    ola = document["players"][0]
    old_id, new_id = ola["id"], "0b5e6a1e-0000-4000-8000-000000000001"
    ola.update(id=new_id, name="Jose\u0301")  # another laptop's José, decomposed
    for seat in document["matches"][0]["seats"]:
        if seat["player"] == old_id:
            seat["player"] = new_id
    document["matches"][0]["id"] = "0b5e6a1e-0000-4000-8000-000000000002"
    summary = import_text(store, json.dumps(document))
    assert (summary.players_added, summary.matches_added) == (0, 1)
    assert sorted(p.name for p in store.players()) == ["José", "Kari", "Ola"]


@pytest.mark.parametrize(
    ("cell", "shown"),
    [
        ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
        ("+46 70", "'+46 70"),
        ("-1", "'-1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("Anna", "Anna"),
        (12, 12),
    ],
)
def test_csv_text_cells_that_look_like_formulas_are_escaped(cell: object, shown: object) -> None:
    assert csv_text(cell) == shown


def test_a_league_with_nfc_and_nfd_twins_is_told_so_and_left_whole(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """A league from before names were composed may hold "José" twice, written two ways."""
    import sqlite3

    from roller_desktop.app import main
    from roller_desktop.store.database import open_store

    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Jos\u00e9")
    connection = sqlite3.connect(path)
    nfd = "Jose\u0301"
    connection.execute(
        "INSERT INTO players (id, name, name_key, created, archived) "
        "VALUES ('0b5e6a1e-0000-4000-8000-00000000000a', ?, ?, '2020-01-01 00:00:00', 0)",
        (nfd, nfd.casefold()),
    )
    connection.commit()
    connection.close()
    with open_store(path) as store:
        assert any("one name written in two ways (José)" in w for w in store.warnings)
        assert len(store.players()) == 2  # kept apart, nothing merged or lost
    assert main(["--database", str(path), "check"]) == 0
    assert "one name written in two ways (José)" in capsys.readouterr().out
