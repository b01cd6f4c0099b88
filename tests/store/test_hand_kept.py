"""Matches kept by hand in the league: entered, kept at the table, corrected, exported, checked,
and counted like with like."""

from __future__ import annotations

import tempfile
from collections import defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Result
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import MatchClosed
from roller_desktop.store.exchange import VERSION, export_file, import_file
from roller_desktop.store.hand_kept import (
    PaperProtocol,
    correct_match,
    corrections,
    enter_protocol,
)
from roller_desktop.store.queries.stats import (
    hundredfive_league,
    player_history,
    roller_league,
)
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.store.verify import verify_file

from .helpers import play_step, players, start

WHEN = datetime(2019, 6, 14, 18, 0)


def paper(ids: list[str], cells: list[list[str]], **rules: Any) -> PaperProtocol:
    return PaperProtocol(
        "roller", rules, [SeatSpec(pid) for pid in ids], 0, WHEN, cells=cells, place="Husum"
    )


def standings(store: Store) -> dict[str, Any]:
    return {row.name: row for row in roller_league(store)}


def test_a_paper_protocol_is_a_finished_match_of_the_league(store: Store) -> None:
    anna, bo = players(store, "Anna", "Bo")
    cells = [["350", "-", "r"] + ["100"] * 12, ["10000", "500", "RT"] + ["50"] * 12]
    match_id = enter_protocol(store, paper([anna, bo], cells))
    loaded = store.load_match(match_id)
    assert loaded.status == "finished" and loaded.by_hand and loaded.place == "Husum"
    assert loaded.events[:2] == [Result("350"), Result("10000")]
    table = standings(store)
    assert (table["Anna"].matches, table["Anna"].sur_mun, table["Anna"].plump) == (1, 1, 1)
    assert (table["Bo"].ww, table["Bo"].wins, table["Bo"].tjock, table["Bo"].rt) == (1, 1, 1, 1)
    assert table["Anna"].average_total == 1550 and table["Bo"].best_total == 11100
    assert table["Bo"].best_round == 10000
    # ROLLER is not recorded for it: counted over no match, not as a 0 of one
    assert (table["Anna"].rollers, table["Anna"].recorded) == (0, 0)
    [seat] = [m for m in player_history(store, anna) if m.match_id == match_id]
    assert seat.hand and seat.rollers is None


def test_a_protocol_that_is_not_whole_or_not_right_is_refused_unchanged(store: Store) -> None:
    anna, bo = players(store, "Anna", "Bo")
    for cells in (
        [["350"] * 15, ["350"] * 14],  # a round missing
        [["350"] * 15, ["350"] * 14 + ["375"]],  # not a multiple of 50
        [["350"] * 15],  # a seat's column missing
    ):
        with pytest.raises(RulesError):
            enter_protocol(store, paper([anna, bo], cells))
    assert roller_league(store) == []


def test_kept_at_the_table_protocol_only_with_undo_and_resume(store: Store) -> None:
    anna, bo = players(store, "Anna", "Bo")
    match_id = store.start_match(
        "roller", {"rounds": 2}, [SeatSpec(anna), SeatSpec(bo)], 0, by_hand=True
    )
    recorder = MatchRecorder.open(store, match_id)
    recorder.push([Result("350")])
    recorder.push([Result("–")])
    recorder.undo()
    recorder = MatchRecorder.open(store, match_id)  # resumed after a crash
    assert recorder.game.current_seat == 1 and store.load_match(match_id).by_hand
    for cell in ("500", "RT", "50"):
        recorder.push([Result(cell)])
    assert recorder.status == "finished"
    table = standings(store)
    assert table["Bo"].wins == 1 and table["Anna"].plump == 1
    assert table["Anna"].usual == 0 and table["Anna"].average_total is None  # 2 rounds


def test_a_correction_is_an_event_of_its_own_and_the_league_follows(store: Store) -> None:
    anna, bo = players(store, "Anna", "Bo")
    match_id = enter_protocol(store, paper([anna, bo], [["400"] * 15, ["450"] * 15]))
    assert standings(store)["Bo"].wins == 1
    events_before = store.load_match(match_id).events
    at = datetime(2026, 12, 1, 15, 30)
    assert correct_match(store, match_id, {(0, 6): "1500", (1, 0): "450"}, at=at) == 1
    loaded = store.load_match(match_id)
    assert loaded.events[: len(events_before)] == events_before  # nothing overwritten
    table = standings(store)
    assert (table["Anna"].wins, table["Bo"].wins) == (1, 0)
    assert table["Anna"].best_round == 1500
    [change] = corrections(store, match_id)
    assert (change.at, change.seat, change.round, change.old, change.new) == (
        at, 0, 6, "400", "1500"
    )  # fmt: skip
    with pytest.raises(RulesError):
        correct_match(store, match_id, {(0, 1): "12"})
    assert len(store.load_match(match_id).events) == len(loaded.events)


def test_the_history_marks_the_corrected_matches_only(store: Store) -> None:
    from roller_desktop.store.queries.stats import match_history_page

    anna, bo, cy = players(store, "Anna", "Bo", "Cy")
    kept = enter_protocol(store, paper([anna, bo], [["400"] * 15, ["450"] * 15]))
    other = enter_protocol(store, paper([bo, cy], [["50"] * 15, ["100"] * 15]))
    seats = [SeatSpec(anna), SeatSpec(bo), SeatSpec(cy)]
    race = enter_protocol(store, PaperProtocol("105", {}, seats, 0, WHEN, places=[2, 1, 3]))

    def marked() -> dict[str, bool]:
        return {m.id: m.corrected for m in match_history_page(store).matches}

    assert marked() == {kept: False, other: False, race: False}  # the entry is no correction
    assert correct_match(store, kept, {(0, 6): "450"}) == 1
    assert correct_match(store, race, places=[1, 2, 3]) == 1
    assert marked() == {kept: True, other: False, race: True}


def test_a_played_match_is_never_corrected(store: Store) -> None:
    import random

    ids = players(store, "Anna", "Bo")
    match_id = start(store, "roller", ids, {"rounds": 1})
    recorder = MatchRecorder.open(store, match_id)
    rng = random.Random(4)
    while recorder.status != "finished":
        play_step(recorder, rng)
    with pytest.raises(MatchClosed) as refused:
        correct_match(store, match_id, {(0, 0): "5000"})
    assert refused.value.code == "correct.played"


def test_a_105_race_from_paper_counts_places_and_no_turns(store: Store) -> None:
    anna, bo, cy = players(store, "Anna", "Bo", "Cy")
    seats = [SeatSpec(anna, dice=3), SeatSpec(bo), SeatSpec(cy)]
    race = enter_protocol(store, PaperProtocol("105", {}, seats, 0, WHEN, places=[2, 1, 3]))
    table = {row.name: row for row in hundredfive_league(store)}
    assert (table["Bo"].wins, table["Anna"].average_place) == (1, 2.0)
    assert table["Anna"].average_turns is None  # not recorded: not 0
    assert store.load_match(race).seats[0].dice == 3
    correct_match(store, race, places=[1, 2, 3])
    table = {row.name: row for row in hundredfive_league(store)}
    assert (table["Anna"].wins, table["Bo"].wins) == (1, 0)
    assert [c.new for c in corrections(store, race)] == ["1,2,3"]


def test_the_average_turns_count_only_the_races_got_through(store: Store) -> None:
    import random

    ids = players(store, "Anna", "Bo")
    match_id = start(store, "105", ids, {"play_for_places": False}, dice=1)
    recorder = MatchRecorder.open(store, match_id)
    rng = random.Random(1)
    while recorder.status != "finished":
        play_step(recorder, rng)
    game = recorder.game
    table = {row.name: row for row in hundredfive_league(store)}
    winner, loser = ("Anna", "Bo") if game.place(0) == 1 else ("Bo", "Anna")  # type: ignore[union-attr]
    assert table[loser].average_turns is None and table[loser].recorded == 0
    assert table[winner].average_turns == game.turns(game.placings[0])  # type: ignore[union-attr]


def test_matches_of_another_length_count_like_with_like(store: Store) -> None:
    anna, bo = players(store, "Anna", "Bo")
    enter_protocol(store, paper([anna, bo], [["1000"] * 3, ["50"] * 3], rounds=3))
    enter_protocol(store, paper([anna, bo], [["100"] * 15, ["200"] * 15]))
    table = standings(store)
    assert table["Anna"].matches == 2 and table["Anna"].wins == 1 and table["Bo"].wins == 1
    assert table["Anna"].average_total == 1500 and table["Anna"].best_total == 1500
    assert table["Anna"].usual == 1
    assert table["Anna"].average_round == pytest.approx(4500 / 18)


def test_the_league_file_carries_hand_kept_matches_and_their_corrections(tmp_path: Path) -> None:
    with open_store(tmp_path / "a.sqlite3") as a, open_store(tmp_path / "b.sqlite3") as b:
        anna, bo = players(a, "Anna", "Bo")
        match_id = enter_protocol(a, paper([anna, bo], [["400"] * 15, ["450"] * 15]))
        seats = [SeatSpec(anna), SeatSpec(bo)]
        enter_protocol(a, PaperProtocol("105", {}, seats, 1, WHEN, places=[1, 2]))
        export_file(a, tmp_path / "league.jsonl")
        assert f'"version":{VERSION}' in (tmp_path / "league.jsonl").read_text().splitlines()[0]
        import_file(b, tmp_path / "league.jsonl")
        again = import_file(b, tmp_path / "league.jsonl")
        assert again.matches_added == 0 and again.matches_unchanged == 2
        assert standings(b) == standings(a)
        assert b.load_match(match_id).by_hand
        correct_match(a, match_id, {(0, 0): "2000"})
        export_file(a, tmp_path / "league.jsonl")
        merged = import_file(b, tmp_path / "league.jsonl")
        assert merged.matches_extended == 1
        assert standings(b) == standings(a) and standings(b)["Anna"].wins == 1
        assert [c.new for c in corrections(b, match_id)] == ["2000"]
    for name in ("a.sqlite3", "b.sqlite3"):
        report = verify_file(tmp_path / name)
        assert report.ok, report.problem


def test_check_finds_a_hand_kept_match_counted_as_played(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        anna, bo = players(store, "Anna", "Bo")
        enter_protocol(store, paper([anna, bo], [["400"] * 15, ["450"] * 15]))
        with store.engine.begin() as connection:
            connection.exec_driver_sql("UPDATE seat_results SET rollers = 0")
    report = verify_file(path)
    assert not report.ok and "kept by hand" in report.problem


# ---- the league's figures from the cells, by a separate count ----------------------------

CELL = st.one_of(
    st.sampled_from(["–", "RT", "-", "r"]),
    st.integers(1, 60).map(lambda n: str(50 * n)),
    st.just("10000"),
)


@st.composite
def protocols(draw: st.DrawFn) -> list[tuple[int, list[int], list[list[str]]]]:
    """(rounds, the seats' players by number, the cells) of a few paper protocols."""
    found = []
    for _ in range(draw(st.integers(1, 4))):
        rounds = draw(st.sampled_from([3, 10, 15]))
        seated = draw(st.permutations(range(4)).map(lambda p: p[: draw(st.integers(2, 4))]))
        cells = [draw(st.lists(CELL, min_size=rounds, max_size=rounds)) for _ in seated]
        found.append((rounds, list(seated), cells))
    return found


def counted(games: list[tuple[int, list[int], list[list[str]]]]) -> dict[int, dict[str, Any]]:
    """RULES.md's figures, counted straight from the cells (not by the program's code)."""
    figures: dict[int, dict[str, Any]] = defaultdict(
        lambda: {"matches": 0, "wins": 0, "ww": 0, "sur": 0, "plump": 0, "tjock": 0, "rt": 0,
                 "usual": 0, "usual_sum": 0, "best": None, "best_round": 0}
    )  # fmt: skip
    for rounds, seated, cells in games:
        points = [sum(int(c) for c in col if c[0].isdigit()) for col in cells]
        tjock = [sum(1 for c in col if not c[0].isdigit()) for col in cells]
        for seat, who in enumerate(seated):
            f = figures[who]
            f["matches"] += 1
            if points[seat] == max(points):
                f["wins"] += 1
                f["ww"] += points[seat] >= 10000
            f["sur"] += points[seat] == min(points) != max(points)
            f["plump"] += tjock[seat] == max(tjock) > 0
            f["tjock"] += tjock[seat]
            f["rt"] += sum(1 for c in cells[seat] if c in ("RT", "r"))
            if rounds == 15:
                f["usual"] += 1
                f["usual_sum"] += points[seat]
                f["best"] = max(points[seat], f["best"] or points[seat])
            rounds_points = [int(c) for c in cells[seat] if c[0].isdigit()]
            f["best_round"] = max([f["best_round"], *rounds_points])
    return figures


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(games=protocols())
def test_the_league_of_random_paper_protocols_is_what_their_cells_say(
    games: list[tuple[int, list[int], list[list[str]]]],
) -> None:
    with tempfile.TemporaryDirectory() as folder, open_store(Path(folder) / "l.sqlite3") as store:
        ids = players(store, "P0", "P1", "P2", "P3")
        for rounds, seated, cells in games:
            enter_protocol(store, paper([ids[i] for i in seated], cells, rounds=rounds))
        table = standings(store)
        for who, f in counted(games).items():
            row = table[f"P{who}"]
            assert (row.matches, row.wins, row.ww, row.sur_mun, row.plump) == (
                f["matches"], f["wins"], f["ww"], f["sur"], f["plump"]
            )  # fmt: skip
            assert (row.tjock, row.rt, row.best_round) == (f["tjock"], f["rt"], f["best_round"])
            assert row.usual == f["usual"] and row.best_total == f["best"]
            if f["usual"]:
                assert row.average_total == pytest.approx(f["usual_sum"] / f["usual"])
            else:
                assert row.average_total is None
            assert row.recorded == 0 and row.rollers == 0


def test_an_old_league_is_backed_up_migrated_and_checks(tmp_path: Path) -> None:
    import shutil

    from roller_desktop.store import backups

    path = tmp_path / "league.sqlite3"
    shutil.copy(Path(__file__).parent / "data" / "first_revision.sqlite3", path)
    with open_store(path) as store:
        before = {row.name: row.matches for row in roller_league(store)}
        anna = store.players()[0].id
        other = store.players()[1].id
        enter_protocol(store, paper([anna, other], [["50"] * 15, ["100"] * 15]))
    assert any("before-migration" in p.name for p in backups.list_backups(path))
    report = verify_file(path)
    assert report.ok, report.problem
    with open_store(path) as store:
        after = {row.name: row.matches for row in roller_league(store)}
    assert sum(after.values()) == sum(before.values()) + 2
