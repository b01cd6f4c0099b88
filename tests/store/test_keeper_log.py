"""The keeper's log (issue 15, item 5): every change listed newest first, each undone by its id,
the figures afterwards those of the league before the change (and those the check computes
afresh); an undo that later changes depend on is refused and changes nothing."""

from __future__ import annotations

import itertools
import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from roller_desktop.store import demo, keeper, keeper_log
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import InvalidName
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.hand_kept import PaperProtocol, correct_match, enter_protocol
from roller_desktop.store.keeper import KeeperRefusal
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import play_out, players, start
from .test_exchange_changes import portrait
from .test_keeper import check_ok, figures, league

WHEN = datetime(2019, 6, 14, 18, 0)


def kinds(store: Store) -> list[str]:
    return [e.kind for e in keeper_log.log(store)]


def by_kind(store: Store, kind: str) -> keeper_log.LogEntry:
    return next(e for e in keeper_log.log(store) if e.kind == kind)


def finished_id(store: Store, n: int = 0) -> str:
    return [m.id for m in stats.match_history(store) if m.status == "finished"][n]


def test_the_log_lists_every_change_newest_first_with_what_it_did(store: Store) -> None:
    ids = league(store)
    assert keeper_log.log(store) == []
    keeper.merge_players(store, ids["Ake"], ids["Åke"])
    match = finished_id(store)
    keeper.void_match(store, match, "a test match")
    keeper.restore_match(store, match)
    keeper.mend_match(store, match, None, "Husum")
    entries = keeper_log.log(store)
    assert [e.kind for e in entries] == ["mend", "restore", "void", "merge"]
    assert all(a.at >= b.at for a, b in itertools.pairwise(entries))
    mend, restore, void, merge = entries
    assert (merge.facts["name"], merge.facts["into"]) == ("Ake", "Åke")
    assert merge.facts["matches"] > 0 and merge.undone is None and merge.undoable
    assert void.facts["reason"] == "a test match" and void.facts["match"]["id"] == match
    assert void.undone is not None and not void.undoable  # the restore took it back
    assert restore.undoes == void.id
    assert mend.facts["new_place"] == "Husum" and mend.facts["old_place"] is None
    assert "Husum" in keeper_log.describe(mend)
    assert "merged into Åke" in keeper_log.describe(merge)
    assert [e["id"] for e in keeper_log.as_json(entries)] == [e.id for e in entries]
    assert len(keeper_log.log(store, limit=2)) == 2


def test_undo_a_merge_splits_back_every_figure(store: Store) -> None:
    ids = league(store)
    before = figures(store)
    keeper.merge_players(store, ids["Ake"], ids["Åke"])
    assert figures(store) != before
    undone = keeper_log.undo(store, by_kind(store, "merge").id)
    assert undone.undone is not None and not undone.undoable
    assert figures(store) == before
    assert kinds(store) == ["split", "merge"]
    check_ok(store)
    # The split undone merges again: the same figures as the merge.
    keeper.merge_players(store, ids["Ake"], ids["Åke"])
    merged = figures(store)
    keeper_log.undo(store, by_kind(store, "merge").id)
    keeper_log.undo(store, by_kind(store, "split").id)
    assert figures(store) == merged
    assert by_kind(store, "split").undone is not None
    check_ok(store)


def test_undo_a_void_restores_it_and_undo_the_restore_voids_it_again(store: Store) -> None:
    league(store)
    before = figures(store)
    match = finished_id(store, 3)
    keeper.void_match(store, match, "entered twice")
    voided = figures(store)
    keeper_log.undo(store, by_kind(store, "void").id)
    assert figures(store) == before
    assert keeper.set_aside(store, [match]) == {}
    keeper_log.undo(store, by_kind(store, "restore").id)
    assert figures(store) == voided
    assert keeper.set_aside(store, [match])[match].note == "entered twice"
    check_ok(store)


def test_undo_a_mend_gives_back_the_date_and_a_later_mend_must_go_first(store: Store) -> None:
    league(store)
    before = figures(store)
    match = finished_id(store, 2)
    loaded = store.load_match(match)
    assert loaded.finished is not None
    keeper.mend_match(store, match, loaded.finished - timedelta(days=400), "Eldsmark")
    first = by_kind(store, "mend").id
    keeper.mend_match(store, match, None, "Husum")
    after = figures(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.code == "log.later-mend"
    assert figures(store) == after and len(keeper_log.log(store)) == 2
    keeper_log.undo(store, keeper_log.log(store)[0].id)
    keeper_log.undo(store, first)
    assert figures(store) == before
    assert store.load_match(match).place == loaded.place
    check_ok(store)


def test_an_undo_twice_or_of_an_unknown_id_is_refused_and_changes_nothing(store: Store) -> None:
    league(store)
    match = finished_id(store)
    keeper.void_match(store, match, "a test")
    void = by_kind(store, "void").id
    keeper_log.undo(store, void)
    after, log = figures(store), keeper_log.log(store)
    for change, code in ((void, "log.undone"), ("no-such-id", "log.unknown")):
        with pytest.raises(KeeperRefusal) as refused:
            keeper_log.undo(store, change)
        assert refused.value.code == code
    assert figures(store) == after and keeper_log.log(store) == log


def test_a_split_refused_because_of_a_later_merge_changes_nothing(store: Store) -> None:
    ids = league(store)
    keeper.merge_players(store, ids["Ake"], ids["Åke"])
    first = by_kind(store, "merge").id
    other = store.add_player("Åke Fredriksson").id
    keeper.merge_players(store, ids["Åke"], other)
    after, log = figures(store), keeper_log.log(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.code == "split.later-merge"
    assert figures(store) == after and keeper_log.log(store) == log


# ---- renames, archiving, corrections ------------------------------------------------------


def test_a_rename_and_an_archiving_are_logged_and_undone(store: Store) -> None:
    [anna] = players(store, "Anna")
    store.rename_player(anna, "Anna-Karin")
    store.archive_player(anna)
    store.archive_player(anna)  # archived already: no change, no entry
    assert kinds(store) == ["archive", "rename"]
    rename = by_kind(store, "rename")
    assert (rename.facts["old"], rename.facts["new"]) == ("Anna", "Anna-Karin")
    keeper_log.undo(store, by_kind(store, "archive").id)
    assert store.player(anna).archived is False
    keeper_log.undo(store, rename.id)
    assert store.player(anna).name == "Anna"
    assert by_kind(store, "rename").undoes == rename.id


def test_an_undo_of_a_rename_renamed_again_since_is_refused(store: Store) -> None:
    [anna, _] = players(store, "Anna", "Bo")
    store.rename_player(anna, "Annie")
    first = by_kind(store, "rename").id
    store.rename_player(anna, "Ann")
    log = keeper_log.log(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.code == "log.renamed-since"
    assert store.player(anna).name == "Ann" and keeper_log.log(store) == log
    # The old name taken since by another: refused as a name taken, nothing changed.
    keeper_log.undo(store, keeper_log.log(store)[0].id)  # Ann -> Annie
    store.add_player("Anna")
    with pytest.raises(InvalidName):
        keeper_log.undo(store, first)
    assert store.player(anna).name == "Annie"


def paper_match(store: Store, ids: list[str]) -> str:
    cells = [["350", "–", "RT"], ["500", "100", "50"]]
    return enter_protocol(
        store,
        PaperProtocol(
            "roller", {"rounds": 3}, [SeatSpec(pid) for pid in ids], 0, WHEN, cells=cells
        ),
    )


def test_a_correction_is_logged_and_undone_by_a_correction_back(store: Store) -> None:
    ids = players(store, "Anna", "Bo")
    match = paper_match(store, ids)
    before = figures(store)
    assert correct_match(store, match, {(0, 1): "450", (1, 2): "RT"}) == 2
    entry = by_kind(store, "correct")
    assert entry.facts["cells"] == [[0, 1, "–", "450"], [1, 2, "50", "RT"]]
    assert "round 2 – -> 450" in keeper_log.describe(entry)
    keeper_log.undo(store, entry.id)
    assert figures(store) == before
    assert kinds(store) == ["correct", "correct"]
    assert keeper_log.log(store)[0].undoes == entry.id
    check_ok(store)


def test_an_undo_of_a_correction_corrected_again_since_is_refused(store: Store) -> None:
    ids = players(store, "Anna", "Bo")
    match = paper_match(store, ids)
    correct_match(store, match, {(0, 1): "450"})
    first = by_kind(store, "correct").id
    correct_match(store, match, {(0, 1): "500"})
    after, log = figures(store), keeper_log.log(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, first)
    assert refused.value.code == "log.corrected-since"
    assert figures(store) == after and keeper_log.log(store) == log


def test_a_105_correction_is_undone_to_the_old_order(store: Store) -> None:
    ids = players(store, "Anna", "Bo", "Cilla")
    seats = [SeatSpec(pid, dice=5) for pid in ids]
    race = enter_protocol(store, PaperProtocol("105", {}, seats, 0, WHEN, places=[2, 1, 3]))
    before = figures(store)
    correct_match(store, race, places=[1, 2, 3])
    assert by_kind(store, "correct").facts["places"] == ["2, 1, 3", "1, 2, 3"]
    keeper_log.undo(store, by_kind(store, "correct").id)
    assert figures(store) == before


# ---- imports ------------------------------------------------------------------------------


def other_league(tmp_path: Path, seed: int, names: tuple[str, ...]) -> str:
    """A league file from another laptop: players of these names (new ids), some matches."""
    with open_store(tmp_path / f"other-{seed}.sqlite3") as other:
        ids = players(other, *names)
        demo.fill_bulk(other, 6, seed=seed, days=20, players=ids)
        return json.dumps(export_league(other))


def match_ids(store: Store) -> set[str]:
    return {m.id for m in stats.match_history(store)}


def test_an_import_undone_takes_out_only_what_it_brought(store: Store, tmp_path: Path) -> None:
    own = players(store, "Anna", "Bo", "Cilla")
    demo.fill_bulk(store, 5, seed=9, days=20, players=own)
    before, before_ids = figures(store), match_ids(store)
    file_a = other_league(tmp_path, 1, ("Anna", "Dag", "Eva"))
    first = import_text(store, file_a, name="a.json")
    assert (first.matches_added, first.players_added) == (6, 2)  # Anna is Anna
    # By ids: an import made again gives its players new keys on PostgreSQL (a sequence never
    # hands out a key twice), SQLite the same keys again.
    after_first, first_ids = portrait(store), match_ids(store)
    second = import_text(store, other_league(tmp_path, 2, ("Bo", "Fia")), name="b.json")
    assert second.matches_added == 6
    [later, earlier] = keeper_log.log(store)
    assert earlier.facts["file"] == "a.json" and earlier.facts["matches_added"] == 6
    assert earlier.facts["players_added"] == 2
    assert "a league file a.json: 6 matches and 2 players added" in keeper_log.describe(earlier)
    # The first import undone: its matches and players gone, the second's stay.
    keeper_log.undo(store, earlier.id)
    names = {p.name for p in store.players(include_archived=True)}
    assert {"Dag", "Eva"} & names == set() and {"Anna", "Fia"} <= names
    assert match_ids(store) == (before_ids | (match_ids(store) - first_ids))
    assert len(match_ids(store)) == len(before_ids) + 6
    check_ok(store)
    # Then the second: the league as before either.
    keeper_log.undo(store, later.id)
    assert figures(store) == before and match_ids(store) == before_ids
    assert [e.kind for e in keeper_log.log(store)][:2] == ["undo", "undo"]
    check_ok(store)
    # Imported again: as the first time.
    import_text(store, file_a, name="a.json")
    assert portrait(store) == after_first and match_ids(store) == first_ids
    check_ok(store)


def test_an_import_whose_player_has_played_since_is_not_undone(
    store: Store, tmp_path: Path
) -> None:
    import_text(store, other_league(tmp_path, 1, ("Dag", "Eva")), name="a.json")
    imported = by_kind(store, "import").id
    dag = next(p.id for p in store.players() if p.name == "Dag")
    [bo] = players(store, "Bo")
    play_out(MatchRecorder.open(store, start(store, "roller", [dag, bo], {"rounds": 1})), 3)
    after, log, ids = figures(store), keeper_log.log(store), match_ids(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, imported)
    assert refused.value.code == "log.import-played"
    assert refused.value.values["name"] == "Dag" and refused.value.values["count"] == 1
    assert figures(store) == after and keeper_log.log(store) == log and match_ids(store) == ids


def test_an_import_whose_match_was_voided_or_whose_player_renamed_is_not_undone(
    store: Store, tmp_path: Path
) -> None:
    import_text(store, other_league(tmp_path, 1, ("Dag", "Eva")), name="a.json")
    imported = by_kind(store, "import").id
    match = finished_id(store)
    keeper.void_match(store, match, "a test")
    after = figures(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, imported)
    assert refused.value.code == "log.import-changed"
    assert figures(store) == after
    keeper_log.undo(store, by_kind(store, "void").id)  # the void undone: no longer in the way
    dag = next(p.id for p in store.players() if p.name == "Dag")
    store.rename_player(dag, "Dagny")
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, imported)
    assert refused.value.code == "log.import-player-changed"
    keeper_log.undo(store, by_kind(store, "rename").id)
    keeper_log.undo(store, imported)
    assert match_ids(store) == set()
    check_ok(store)


def test_an_import_undone_is_kept_and_its_undo_imports_it_again(
    store: Store, tmp_path: Path
) -> None:
    import_text(store, other_league(tmp_path, 1, ("Dag", "Eva")), name="a.json")
    after, ids = portrait(store), match_ids(store)  # by ids: new keys on PostgreSQL
    keeper_log.undo(store, by_kind(store, "import").id)
    undo = by_kind(store, "undo")
    assert undo.facts["matches_removed"] == 6 and undo.facts["players_removed"] == 2
    assert undo.undoable
    keeper_log.undo(store, undo.id)
    assert portrait(store) == after and match_ids(store) == ids
    assert keeper_log.log(store)[0].kind == "import"
    assert keeper_log.log(store)[0].undoes == undo.id
    check_ok(store)


def test_an_undo_of_an_undone_import_brought_back_by_the_file_is_refused(
    store: Store, tmp_path: Path
) -> None:
    text = other_league(tmp_path, 1, ("Dag", "Eva"))
    import_text(store, text, name="a.json")
    keeper_log.undo(store, by_kind(store, "import").id)
    import_text(store, text, name="a.json")  # the file again: all of it back, a new import
    after, log = figures(store), keeper_log.log(store)
    with pytest.raises(KeeperRefusal) as refused:
        keeper_log.undo(store, by_kind(store, "undo").id)
    assert refused.value.code == "log.back-already"
    assert figures(store) == after and keeper_log.log(store) == log


def test_an_import_adding_nothing_is_no_change(store: Store, tmp_path: Path) -> None:
    text = other_league(tmp_path, 1, ("Dag", "Eva"))
    import_text(store, text)
    import_text(store, text)
    assert kinds(store) == ["import"]


def test_paper_protocols_imported_are_logged_and_undone(store: Store) -> None:
    from roller_desktop.store import protocol_csv

    before = figures(store)
    summary = protocol_csv.import_text(store, PROTOCOLS, name="paper.csv")
    assert summary.matches_added == 2
    entry = by_kind(store, "import")
    assert entry.facts["source"] == "protocols" and entry.facts["players_added"] == 3
    keeper_log.undo(store, entry.id)
    assert figures(store) == before and store.players(include_archived=True) == []
    protocol_csv.import_text(store, PROTOCOLS, name="paper.csv")  # again: all of it back
    assert len(match_ids(store)) == 2
    check_ok(store)


PROTOCOLS = "\n".join(
    [
        "match;date;game;place;player;finish;dice;kids;r1;r2;r3",
        "1;2019-06-14 19:30;roller;Husum;Åke;;;;350;–;RT",
        "1;2019-06-14 19:30;roller;;Kari;;;;1000;500;50",
        "2;2019-06-16 10:00;roller;;Kari;;;;50;100;",
        "2;2019-06-16 10:00;roller;;Lisa;;;;-;RT;",
    ]
)


def test_a_split_names_the_player_after_the_import_that_brought_them_is_undone(
    store: Store,
) -> None:
    # Ake came with a paper import, was merged into Åke and split again; undoing the import
    # took Ake out, and the split's line read "? split from Åke again".
    from roller_desktop.store import protocol_csv

    store.add_player("Åke")
    protocol_csv.import_text(store, PROTOCOLS.replace(";Åke;", ";Ake;"), name="paper.csv")
    ids = {p.name: p.id for p in store.players()}
    merge = keeper.merge_players(store, ids["Ake"], ids["Åke"])
    keeper.split_merge(store, merge.id)
    keeper_log.undo(store, by_kind(store, "import").id)
    assert "Ake" not in {p.name for p in store.players(include_archived=True)}
    split = by_kind(store, "split")
    assert (split.facts["name"], split.facts["into"]) == ("Ake", "Åke")
    assert "?" not in keeper_log.describe(split)
