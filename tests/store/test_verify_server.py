"""`check` of a league on a server (store/verify_server.py): what a program can check, on
either database (the same queries): every match replays, the league table's and the ratings'
figures agree with the matches; damage of either kind is named."""

from __future__ import annotations

import pytest
from sqlalchemy import select, update

from roller_desktop.app import main
from roller_desktop.store import demo
from roller_desktop.store.database import Store
from roller_desktop.store.models import (
    EventRow,
    LeagueDayRow,
    LeagueRatingRow,
    MatchRow,
    SeatResultRow,
)
from roller_desktop.store.verify_server import verify_server


@pytest.fixture
def filled(store: Store) -> Store:
    demo.fill_bulk(store, 12, seed=4)
    return store


def test_a_sound_league_passes_every_check(filled: Store, location: str) -> None:
    report = verify_server(location)
    assert report.ok, report.problem
    assert "12 matches" in report.lines[0]
    assert report.lines[-1].startswith("Every match replays")


@pytest.mark.parametrize(
    ("table", "column", "said"),
    [
        (LeagueDayRow, "total_sum", "league table's figures per day"),
        (LeagueRatingRow, "rating", "ratings stored per season"),
    ],
)
def test_derived_figures_that_disagree_are_named(
    filled: Store, location: str, table: type, column: str, said: str
) -> None:
    with filled.engine.begin() as connection:
        first = connection.execute(table.__table__.select().limit(1)).first()  # type: ignore[attr-defined]
        assert first is not None
        keys = {c.name: first._mapping[c.name] for c in table.__table__.primary_key}  # type: ignore[attr-defined]
        where = [getattr(table, k) == v for k, v in keys.items()]
        connection.execute(update(table).where(*where).values({column: getattr(table, column) + 7}))
    report = verify_server(location)
    assert not report.ok and said in report.problem


def test_a_match_that_does_not_replay_is_named(filled: Store, location: str) -> None:
    with filled.engine.begin() as connection:
        match_pk, match_id = connection.execute(
            MatchRow.__table__.select().with_only_columns(MatchRow.pk, MatchRow.id).limit(1)
        ).one()
        connection.execute(
            update(EventRow)
            .where(EventRow.match_pk == match_pk, EventRow.kind == "throw")
            .values(dice="7,7,7,7,7,7")
        )
    report = verify_server(location)
    assert not report.ok and match_id in report.problem


def test_check_on_an_unreachable_server_says_it_did_not_check(
    capsys: pytest.CaptureFixture[str],
) -> None:
    url = "postgresql+psycopg://roller@127.0.0.1:1/league"
    assert main(["--database", url, "check"]) == 3  # not 1: no damage was found
    assert "was not checked" in capsys.readouterr().err


def test_rounds_kept_with_a_seat_that_disagree_are_named(filled: Store, location: str) -> None:
    r = SeatResultRow
    with filled.engine.begin() as connection:
        pk, seat = connection.execute(
            select(r.match_pk, r.seat)
            .where(r.game == "roller", r.seat_count > 1, r.practice.is_(False))
            .limit(1)
        ).one()
        connection.execute(  # one more round banked at 2000 than the tallies hold
            update(r).where(r.match_pk == pk, r.seat == seat).values(banked_2000=r.banked_2000 + 1)
        )
    report = verify_server(location)
    assert not report.ok and "round tallies" in report.problem
