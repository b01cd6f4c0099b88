"""The league keeper's tools: merge and split players, void and restore matches (issue 15).

The figures are compared row for row (ratings to the last bit) with what they were before, and
with what the check (`verify_file`, what `roller-desktop check` runs) computes afresh.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import InvalidName, InvalidText, MatchClosed, UnknownPlayer
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.queries import stats
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start

FIGURES = {
    "seat_results": "match_pk, seat",
    "league_days": "game, day, player_pk",
    "league_ratings": "game, season, player_pk",
    "round_tallies": "game, day, player_pk, bucket",
}


def figures(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every derived row of the league, in key order, exactly as stored."""
    with store.engine.connect() as connection:
        return {
            table: [
                tuple(row)
                for row in connection.execute(text(f"SELECT * FROM {table} ORDER BY {order}"))
            ]
            for table, order in FIGURES.items()
        }


def league(store: Store) -> dict[str, str]:
    """The demo league and a twin of Åke, "Ake", who never sat at Åke's table; 'ake' and the
    others' ids by name."""
    ids = demo.demo_player_ids(store)
    ake = store.add_player("Ake").id
    demo.fill_bulk(store, 24, seed=3, days=60)
    demo.fill_bulk(store, 12, seed=4, days=60, players=[ake, *ids[1:5]])
    names = {p.id: p.name for p in store.players()}
    return {names[pid]: pid for pid in names}


def check_ok(store: Store) -> None:
    if store.path is not None:  # the check reads a file (SQLite)
        report = verify_file(store.path)
        assert report.ok, report.problem


def test_merge_moves_every_match_and_keeps_the_name(store: Store) -> None:
    ids = league(store)
    ake, åke = ids["Ake"], ids["Åke"]
    before = {e.name: e.matches for e in keeper.player_entries(store)}
    plan = keeper.plan_merge(store, ake, åke)
    assert (plan.from_name, plan.into_name, plan.matches) == ("Ake", "Åke", before["Ake"])
    merged = keeper.merge_players(store, ake, åke)
    assert merged.matches == before["Ake"] > 0
    entries = {e.name: e for e in keeper.player_entries(store)}
    assert "Ake" not in entries
    assert entries["Åke"].matches == before["Åke"] + before["Ake"]
    assert entries["Åke"].also_known_as == ("Ake",)
    assert ake not in {p.id for p in store.players(include_archived=True)}
    # Found by the old name, in search and by name on the command line.
    assert [e.name for e in keeper.search_players(store, "ake")] == ["Åke"]
    assert keeper.find_player(store, "ake")[1] == "Åke"
    # The league table: one row, the sum of both.
    rows = {r.name: r for r in stats.roller_league(store)}
    assert "Ake" not in rows
    with pytest.raises(InvalidName) as refused:
        store.add_player("AKE")
    assert refused.value.code == "name.merged"
    check_ok(store)


def test_merge_then_split_gives_back_every_figure(store: Store) -> None:
    ids = league(store)
    was = figures(store)
    entries = keeper.player_entries(store)
    merged = keeper.merge_players(store, ids["Ake"], ids["Åke"])
    assert figures(store) != was
    check_ok(store)
    split = keeper.split_merge(store, merged.id)
    assert split.undone is not None
    assert figures(store) == was
    assert keeper.player_entries(store) == entries
    with pytest.raises(keeper.KeeperRefusal) as again:
        keeper.split_merge(store, merged.id)
    assert again.value.code == "split.done"
    # Both kept, as rows of their own.
    assert [(m.from_name, m.into_name, m.undone is not None) for m in keeper.merges(store)] == [
        ("Ake", "Åke", True)
    ]
    check_ok(store)


def test_two_at_one_table_are_never_merged(store: Store) -> None:
    ids = league(store)
    was = figures(store)
    with pytest.raises(keeper.KeeperRefusal) as refused:
        keeper.merge_players(store, ids["Kari"], ids["Ola"])
    assert refused.value.code == "merge.same-table"
    assert refused.value.values["count"] > 0
    assert "Kari and Ola sat at the same table" in str(refused.value)
    assert figures(store) == was
    assert {e.name for e in keeper.player_entries(store)} >= {"Kari", "Ola"}
    with pytest.raises(keeper.KeeperRefusal):
        keeper.merge_players(store, ids["Kari"], ids["Kari"])


def test_a_name_two_players_go_by_is_refused_with_the_candidates(store: Store) -> None:
    a, b = players(store, "Anna", "Bo")
    store.rename_player(b, "Anna B.")
    with pytest.raises(UnknownPlayer):
        keeper.find_player(store, "Nobody")
    assert keeper.find_player(store, "anna") == (a, "Anna")
    assert keeper.find_player(store, b) == (b, "Anna B.")


def test_likely_twins_case_accents_spaces_and_an_initial(store: Store) -> None:
    players(store, "Åke", "Ake", "Åke F.", "Ola", "O la", "Kari")
    twins = {frozenset((a.name, b.name)) for a, b in keeper.likely_twins(store)}
    assert twins == {
        frozenset(("Åke", "Ake")),
        frozenset(("Åke", "Åke F.")),
        frozenset(("Ake", "Åke F.")),
        frozenset(("Ola", "O la")),
    }


def test_twins_who_sat_together_are_not_suggested(store: Store) -> None:
    a, b = players(store, "Per", "Pér")
    rec_id = start(store, "roller", [a, b], {"rounds": 1})
    from roller_desktop.store.recorder import MatchRecorder

    play_out(MatchRecorder.open(store, rec_id), 1)
    assert keeper.likely_twins(store) == []


def finished_match(store: Store, ids: dict[str, str]) -> str:
    page = stats.match_history(store, player_id=ids["Kari"])
    return next(m.id for m in page if m.status == "finished")


def test_void_then_restore_gives_back_every_figure(store: Store) -> None:
    ids = league(store)
    was = figures(store)
    match_id = finished_match(store, ids)
    count = stats.match_history_count(store)
    keeper.void_match(store, match_id, "  a test match,\n entered by mistake ")
    assert figures(store) != was
    assert stats.match_history_count(store) == count  # still in the history
    aside = keeper.set_aside(store, [match_id])[match_id]
    assert (aside.reason, aside.note) == ("void", "a test match, entered by mistake")
    assert aside.at is not None
    with store.engine.connect() as connection:
        counted = connection.execute(
            text(
                "SELECT count(*) FROM seat_results JOIN matches ON matches.pk = match_pk "
                "WHERE matches.id = :id"
            ),
            {"id": match_id},
        ).scalar()
    assert counted == 0
    check_ok(store)
    with pytest.raises(MatchClosed):
        keeper.void_match(store, match_id, "twice")
    keeper.restore_match(store, match_id)
    assert figures(store) == was
    assert match_id not in keeper.set_aside(store, [match_id])
    with pytest.raises(MatchClosed):
        keeper.restore_match(store, match_id)
    check_ok(store)


def test_void_needs_a_reason_and_a_finished_match(store: Store) -> None:
    a, b = players(store, "A", "B")
    open_match = start(store, "roller", [a, b])
    with pytest.raises(MatchClosed) as unfinished:
        keeper.void_match(store, open_match, "test")
    assert unfinished.value.code == "void.not-finished"
    for reason in ("", "   ", "x" * 201):
        with pytest.raises(InvalidText):
            keeper.void_match(store, open_match, reason)


def test_a_match_void_already_is_said_so(store: Store) -> None:
    # Voided twice from the command line, the refusal said "Only a finished match can be
    # void; one in progress can be abandoned." of a finished match.
    from roller_desktop.store.recorder import MatchRecorder

    ids = players(store, "A", "B")
    match_id = start(store, "roller", ids, {"rounds": 1})
    play_out(MatchRecorder.open(store, match_id), seed=3)
    keeper.void_match(store, match_id, "entered twice")
    with pytest.raises(MatchClosed) as again:
        keeper.void_match(store, match_id, "again")
    assert again.value.code == "void.already"
    assert "void already" in str(again.value) and "entered twice" in str(again.value)


def test_abandoned_damaged_and_void_are_one_state_with_a_reason(store: Store) -> None:
    ids = league(store)
    a, b = ids["Kari"], ids["Ola"]
    abandoned = start(store, "roller", [a, b])
    store.abandon_match(abandoned)
    damaged = start(store, "roller", [a, b])
    store.set_aside_damaged(damaged)
    void = finished_match(store, ids)
    keeper.void_match(store, void, "entered twice")
    reasons = {k: v.reason for k, v in keeper.set_aside(store, [abandoned, damaged, void]).items()}
    assert reasons == {abandoned: "abandoned", damaged: "damaged", void: "void"}
    check_ok(store)


def test_a_league_with_a_void_and_a_merge_exports_and_imports(store: Store, tmp_path: Path) -> None:
    ids = league(store)
    keeper.merge_players(store, ids["Ake"], ids["Åke"])
    keeper.void_match(store, finished_match(store, ids), "test")
    document = export_league(store)
    with open_store(tmp_path / "other.sqlite3") as other:
        import_text(other, json.dumps(document))
        assert figures(other)["league_days"]
        assert {p.name for p in other.players()} >= {"Åke"}
        # Importing the file here again changes nothing: Ake's name finds Åke.
    summary = import_text(store, json.dumps(document))
    assert summary.players_added == 0
    check_ok(store)


# ---- property tests ---------------------------------------------------------------------

ACTIONS = st.lists(
    st.tuples(st.sampled_from(["merge", "split", "void", "restore"]), st.integers(0, 1000)),
    min_size=1,
    max_size=6,
)


def _apply(store: Store, action: str, pick: int) -> None:
    if action == "merge":
        entries = keeper.player_entries(store)
        pairs = [(a, b) for a in entries for b in entries if a.id != b.id]
        for offset in range(len(pairs)):
            a, b = pairs[(pick + offset) % len(pairs)]
            try:
                keeper.merge_players(store, a.id, b.id)
                return
            except keeper.KeeperRefusal:
                continue
    elif action == "split":
        open_merges = [m for m in keeper.merges(store) if m.undone is None]
        for offset in range(len(open_merges)):
            try:
                keeper.split_merge(store, open_merges[(pick + offset) % len(open_merges)].id)
                return
            except keeper.KeeperRefusal:
                continue
    else:
        history = stats.match_history(store)
        wanted = "finished" if action == "void" else "abandoned"
        chosen = [m.id for m in history if m.status == wanted]
        if chosen:
            match_id = chosen[pick % len(chosen)]
            if action == "void":
                keeper.void_match(store, match_id, "property test")
            else:
                keeper.restore_match(store, match_id)


def _fresh_league(folder: str) -> Store:
    store = open_store(Path(folder) / "league.sqlite3")
    ids = [store.add_player(name).id for name in ("Åke", "Ake", "Åke F.", "Kari", "Ola")]
    demo.fill_bulk(store, 6, seed=5, days=30, players=[ids[0], ids[3], ids[4]])
    demo.fill_bulk(store, 4, seed=6, days=30, players=[ids[1], ids[3]])
    demo.fill_bulk(store, 4, seed=7, days=30, players=[ids[2], ids[4]])
    return store


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ACTIONS)
def test_any_keeper_actions_keep_the_figures_those_computed_afresh(
    actions: list[tuple[str, int]],
) -> None:
    """After any sequence of merges, splits, voids and restores the stored figures are those
    the check computes afresh; undoing every action in reverse gives back the league exactly."""
    with tempfile.TemporaryDirectory() as folder:
        store = _fresh_league(folder)
        try:
            was = figures(store)
            for action, pick in actions:
                _apply(store, action, pick)
                check_ok(store)
            # Undo everything still in force, newest first: the league as it began.
            for merge in keeper.merges(store):
                if merge.undone is None:
                    keeper.split_merge(store, merge.id)
            for match in stats.match_history(store):
                if match.status == "abandoned":
                    keeper.restore_match(store, match.id)
            assert figures(store) == was
        finally:
            store.close()


# ---- mending a match's date, time and place (item 4) -------------------------------------


def test_mend_the_date_moves_the_season_and_the_ratings_and_undo_gives_it_back(
    store: Store,
) -> None:
    from datetime import timedelta

    ids = league(store)
    was = figures(store)
    match_id = finished_match(store, ids)
    loaded = store.load_match(match_id)
    assert loaded.finished is not None
    a_year_ago = loaded.finished - timedelta(days=400)
    mended = keeper.mend_match(store, match_id, a_year_ago, "Husum")
    assert (mended.old_finished, mended.new_finished) == (loaded.finished, a_year_ago)
    again = store.load_match(match_id)
    assert again.events == loaded.events  # the events never change
    assert again.place == "Husum" and again.finished == a_year_ago
    assert again.started == a_year_ago - (loaded.finished - loaded.started)
    moved = figures(store)
    assert moved != was
    years = {row[1] for row in moved["league_ratings"]}
    assert a_year_ago.year in years or (a_year_ago.year - 1) in years  # a season of its own
    check_ok(store)
    # Only the place: the figures stay.
    keeper.mend_match(store, match_id, place="Eldsmark")
    assert figures(store) == moved
    with pytest.raises(keeper.KeeperRefusal):
        keeper.mend_match(store, match_id, place="Eldsmark")
    # Undone newest first: back exactly as it was, each undo a recorded change.
    for change in keeper.mends(store, match_id)[:2]:
        keeper.undo_mend(store, change.id)
    assert figures(store) == was
    assert store.load_match(match_id).place == loaded.place
    assert len(keeper.mends(store, match_id)) == 4
    check_ok(store)


def test_mend_refuses_a_match_without_a_time_and_a_void_one(store: Store) -> None:
    from datetime import datetime

    ids = league(store)
    a, b = players(store, "A", "B")
    open_match = start(store, "roller", [a, b])
    with pytest.raises(MatchClosed):
        keeper.mend_match(store, open_match, datetime(2025, 1, 1, 12))
    keeper.mend_match(store, open_match, place="Husum")  # the place of any match
    void = finished_match(store, ids)
    keeper.void_match(store, void, "test")
    with pytest.raises(MatchClosed) as refused:
        keeper.mend_match(store, void, datetime(2025, 1, 1, 12))
    assert refused.value.code == "mend.void"
