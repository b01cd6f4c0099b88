"""What the keeper's log says is true: an import named by its file and lines, a refused undo
naming the later change in its way, and a league file's corrections in the log."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from roller_desktop.store import keeper_log
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.hand_kept import correct_match
from roller_desktop.store.keeper import KeeperRefusal
from roller_desktop.store.protocol_csv import export_protocols, import_protocols

from .helpers import players
from .test_keeper import check_ok, figures
from .test_keeper_log import WHEN, by_kind, kinds, paper_match


def test_a_paper_import_is_named_by_its_file_and_its_lines(store: Store, tmp_path: Path) -> None:
    paper = tmp_path / "autumn.csv"
    with open_store(tmp_path / "other.sqlite3") as other:
        ids = players(other, "Kari", "Bo")
        paper_match(other, ids)
        paper_match(other, ids[::-1])
        export_protocols(other, paper)
    import_protocols(store, paper)
    entry = by_kind(store, "import")
    lines = len(paper.read_text(encoding="utf-8-sig").splitlines())
    assert lines == 5  # the header and a row per seat
    assert (entry.facts["file"], entry.facts["lines"]) == ("autumn.csv", lines)
    assert keeper_log.describe(entry).startswith("import of paper protocols autumn.csv (5 lines):")


def test_a_refused_undo_names_the_later_change_by_its_id_and_time(store: Store) -> None:
    [anna, _] = players(store, "Anna", "Bo")
    store.rename_player(anna, "Annie")
    first = by_kind(store, "rename").id
    store.rename_player(anna, "Ann")
    later = keeper_log.log(store)[0]
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.values["later"] == later.id
    assert refused.value.values["later_at"] == later.at.isoformat(timespec="seconds")
    assert later.id in str(refused.value)
    assert keeper_log.local(later.at.isoformat()) in str(refused.value)


def test_a_refused_undo_of_a_correction_names_the_correction_since(store: Store) -> None:
    match = paper_match(store, players(store, "Anna", "Bo"))
    correct_match(store, match, {(0, 1): "450"})
    first = by_kind(store, "correct").id
    correct_match(store, match, {(0, 1): "500"})
    later = keeper_log.log(store)[0]
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.code == "log.corrected-since"
    assert refused.value.values["later"] == later.id


def corrected_league(tmp_path: Path) -> str:
    """A league file whose match kept by hand was corrected twice, and a race's order once."""
    with open_store(tmp_path / "table.sqlite3") as table:
        ids = players(table, "Kari", "Bo")
        match = paper_match(table, ids)
        correct_match(table, match, {(0, 1): "450", (1, 2): "RT"}, at=WHEN + timedelta(days=1))
        correct_match(table, match, {(0, 0): "400"}, at=WHEN + timedelta(days=2))
        return json.dumps(export_league(table))


def test_a_league_file_brings_its_corrections_into_the_log(store: Store, tmp_path: Path) -> None:
    before = figures(store)
    import_text(store, corrected_league(tmp_path), name="table.json")
    assert kinds(store) == ["import", "correct", "correct"]
    newest, oldest = keeper_log.log(store)[1:]
    assert oldest.facts["cells"] == [[0, 1, "–", "450"], [1, 2, "50", "RT"]]
    assert newest.facts["cells"] == [[0, 0, "350", "400"]]
    # at the times they were made on the table's laptop
    assert (oldest.at, newest.at) == (WHEN + timedelta(days=1), WHEN + timedelta(days=2))
    assert "Kari round 2 – -> 450" in keeper_log.describe(oldest)
    # The import is still undone whole: its corrections go with its match.
    keeper_log.undo(store, by_kind(store, "import").id)
    assert kinds(store) == ["undo", "import"]
    assert figures(store) == before
    check_ok(store)


def test_a_correction_from_a_file_is_undone_as_the_keepers_own(
    store: Store, tmp_path: Path
) -> None:
    import_text(store, corrected_league(tmp_path), name="table.json")
    newest = keeper_log.log(store)[1]
    keeper_log.undo(store, newest.id)
    entry = keeper_log.log(store)[0]
    assert (entry.kind, entry.undoes, entry.facts["cells"]) == (
        "correct",
        newest.id,
        [[0, 0, "400", "350"]],
    )
    with pytest.raises(KeeperRefusal) as refused:  # the import: a match of it corrected since
        keeper_log.undo(store, by_kind(store, "import").id)
    assert refused.value.code == "log.import-corrected"
    assert refused.value.values["later"] == entry.id
    check_ok(store)


def test_a_file_imported_twice_logs_its_corrections_once(store: Store, tmp_path: Path) -> None:
    text = corrected_league(tmp_path)
    import_text(store, text, name="table.json")
    import_text(store, text, name="table.json")
    assert kinds(store) == ["import", "correct", "correct"]


def test_a_league_file_import_is_named_by_its_file_and_its_lines(
    store: Store, tmp_path: Path
) -> None:
    from roller_desktop.store.exchange import export_file, import_file

    path = tmp_path / "table 3.json"
    with open_store(tmp_path / "table.sqlite3") as table:
        paper_match(table, players(table, "Kari", "Bo"))
        export_file(table, path)
    import_file(store, path)
    entry = by_kind(store, "import")
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert (entry.facts["file"], entry.facts["lines"]) == ("table 3.json", lines)
    assert f"a league file table 3.json ({lines} lines):" in keeper_log.describe(entry)
