"""A match keeps whether the table throws real dice (migration 0007), in the league and in its
file, so Resume gets the mode right on any computer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import func, select

from roller_desktop.store import migrate
from roller_desktop.store.database import open_store, sqlite_engine
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.models import EventRow, SeatRow
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import broken, players


def test_a_match_keeps_its_dice_mode(location: str) -> None:
    with open_store(location) as store:
        ids = players(store, "Ola", "Kari")
        seats = [SeatSpec(pid) for pid in ids]
        real = store.start_match("roller", {}, seats, 0, real_dice=True)
        thrown = store.start_match("roller", {}, seats, 1)
        store.set_real_dice(thrown, True)
        store.set_real_dice(real, False)
    with open_store(location) as store:  # reopened: it was committed
        assert store.load_match(thrown).real_dice and not store.load_match(real).real_dice


def test_migration_0007_keeps_every_match_and_its_seats_and_events(tmp_path: Path) -> None:
    """Adding and dropping the column must never rebuild the matches table: with foreign keys
    on, dropping it would take seats and events with it."""
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        rec = MatchRecorder.open(
            store, store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0)
        )
        rec.throw([1, 1, 5, 2, 3, 4])
        store.set_real_dice(rec.match_id, True)

    def counts() -> tuple[int, int]:
        engine = sqlite_engine(path)
        with engine.connect() as connection:
            seats = connection.execute(select(func.count()).select_from(SeatRow)).scalar_one()
            events = connection.execute(select(func.count()).select_from(EventRow)).scalar_one()
        engine.dispose()
        return seats, events

    before = counts()
    assert before == (2, 1)
    engine = sqlite_engine(path)
    with engine.begin() as connection:
        migrate.downgrade(connection, "0006")
    assert counts() == before
    with engine.begin() as connection:
        migrate.upgrade(connection)
    engine.dispose()
    assert counts() == before
    with open_store(path) as store:  # back at the head: the old match reads as virtual dice
        assert not store.load_match(rec.match_id).real_dice
        assert store.load_match(rec.match_id).events


def test_the_league_file_carries_the_dice_mode(location: str, tmp_path: Path) -> None:
    with open_store(location) as source:
        ids = players(source, "Ola", "Kari")
        seats = [SeatSpec(pid) for pid in ids]
        real = source.start_match("roller", {}, seats, 0, real_dice=True)
        thrown = source.start_match("105", {}, [SeatSpec(pid, dice=1) for pid in ids], 0)
        document = export_league(source)
    assert [m["real_dice"] for m in document["matches"]] == [True, False]
    with open_store(tmp_path / "other.sqlite3") as target:
        import_text(target, json.dumps(document))
        assert target.load_match(real).real_dice and not target.load_match(thrown).real_dice
    missing = broken(document, ["matches", 0, "real_dice"], KeyError)
    with open_store(tmp_path / "third.sqlite3") as target, pytest.raises(ImportProblem) as error:
        import_text(target, missing)
    assert "Match 1 lacks real_dice" in str(error.value)
    wrong = broken(document, ["matches", 0, "real_dice"], "yes")
    with open_store(tmp_path / "fourth.sqlite3") as target, pytest.raises(ImportProblem):
        import_text(target, wrong)


@pytest.mark.parametrize("version", [1, 4])
def test_a_match_played_on_elsewhere_takes_that_tables_dice(
    version: int, location: str, tmp_path: Path
) -> None:
    """The laptop that played on decides the mode; a version 1 file cannot say, so the league
    keeps its own."""
    with open_store(location) as here:
        ids = players(here, "Ola", "Kari")
        match_id = here.start_match("roller", {}, [SeatSpec(pid) for pid in ids], 0)
        document = export_league(here)
    there_path = tmp_path / "there.sqlite3"
    with open_store(there_path) as there:
        import_text(there, json.dumps(document))
        there.set_real_dice(match_id, True)
        MatchRecorder.open(there, match_id).throw([1, 1, 5, 2, 3, 4])
        played_on = export_league(there)
    if version == 1:
        played_on["version"] = 1
        del played_on["changes"], played_on["championships"]
        for match in played_on["matches"]:
            del match["hints"], match["real_dice"], match["status_reason"], match["by_hand"]
            del match["championship"], match["drills"]
    with open_store(location) as here:
        summary = import_text(here, json.dumps(played_on))
        assert summary.matches_extended == 1
        assert here.load_match(match_id).real_dice == (version > 1)
