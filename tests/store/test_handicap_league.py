"""A handicap's start is in a match's total (the protocol's, W and sur mun follow it) but not
in the league's average total, best total and average per round, which count the points
scored (RULES.md, "The league's figures": like with like); revision 0019 recounts a league
that counted it. On SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import select, update

from roller_desktop.store import migrate
from roller_desktop.store.database import Store
from roller_desktop.store.derived.league_days import rebuild_days
from roller_desktop.store.models import LeagueDayRow, SeatResultRow
from roller_desktop.store.queries.league import player_best
from roller_desktop.store.queries.stats import roller_league
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

LEAD = 2000


def handicap_match(store: Store) -> tuple[list[str], list[int]]:
    """A match of 15 rounds in which Kari starts with LEAD points: the ids, and each seat's
    protocol total."""
    ids = players(store, "Ola", "Kari")
    match_id = start(store, "roller", ids, {"handicap": [0, LEAD]})
    recorder = MatchRecorder.open(store, match_id)
    play_out(recorder, seed=11)
    return ids, recorder.game.protocol().totals


def standing(store: Store, player_id: str) -> tuple[float | None, int | None, float | None]:
    [row] = [r for r in roller_league(store) if r.player_id == player_id]
    return row.average_total, row.best_total, row.average_round


def test_the_league_counts_the_points_scored_not_the_start(store: Store) -> None:
    (ola, kari), totals = handicap_match(store)
    with store.session() as s:
        stored = dict(s.execute(select(SeatResultRow.seat, SeatResultRow.total)).all())
        starts = dict(s.execute(select(SeatResultRow.seat, SeatResultRow.start_points)).all())
    assert stored == {0: totals[0], 1: totals[1]}  # the match's total is the protocol's
    assert starts == {0: 0, 1: LEAD}
    scored = totals[1] - LEAD
    assert standing(store, kari) == (scored, scored, scored / 15)
    assert standing(store, ola) == (totals[0], totals[0], totals[0] / 15)
    best, _round = player_best(store, kari)
    assert best is not None and best.points == scored  # and its match is found by it


def test_revision_0019_recounts_a_league_that_counted_the_start(store: Store) -> None:
    (_ola, kari), totals = handicap_match(store)
    scored = totals[1] - LEAD
    with store.engine.begin() as connection:
        migrate.downgrade(connection, "0018")  # the figures as the program of 0018 counted
        best = connection.scalar(
            select(LeagueDayRow.best_total).where(LeagueDayRow.best_total == totals[1])
        )
        assert best == totals[1]  # the start was in the best total
        migrate.upgrade(connection)
    assert standing(store, kari) == (scored, scored, scored / 15)
    with store.session() as s:
        assert s.scalar(select(SeatResultRow.start_points).where(SeatResultRow.seat == 1)) == LEAD


def test_a_recount_of_the_days_keeps_the_start_out(store: Store) -> None:
    (_ola, kari), totals = handicap_match(store)
    with store.session() as s:
        s.execute(update(LeagueDayRow).values(best_total=None, total_sum=0, usual_total_sum=0))
        keys = {(g, d) for g, d in s.execute(select(LeagueDayRow.game, LeagueDayRow.day))}
        rebuild_days(s.connection(), keys)
        s.commit()
    scored = totals[1] - LEAD
    assert standing(store, kari) == (scored, scored, scored / 15)
