"""The keeper's log (issue 15, item 5): every change listed newest first, each undone by its id,
the figures afterwards those of the league before the change (and those the check computes
afresh); an undo that later changes depend on is refused and changes nothing."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from roller_desktop.store import keeper, keeper_log
from roller_desktop.store.database import Store
from roller_desktop.store.keeper import KeeperRefusal
from roller_desktop.store.queries import stats

from .test_keeper import check_ok, figures, league


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
