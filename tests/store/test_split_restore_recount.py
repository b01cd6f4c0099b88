"""A split and a restore without a replay (revision 0018: each seat's rounds kept with its
results, a void match's results set aside) against the path they replaced: the matches
replayed, withdrawn and written again through the one finish path. Random leagues on SQLite
and PostgreSQL (test_in_place_recount's twins), the same changes on both copies: every
derived row the same, to the last bit; and a league whose rounds per seat are not stored (a
migration that could not read them) counts them from the events when it needs them."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import func, select, update

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.derived.finish import rewrite_finished
from roller_desktop.store.handle import match_row
from roller_desktop.store.models import MatchRow, PlayerRow, SeatResultRow, SeatRow, VoidedResults
from roller_desktop.store.verify import verify_file

from .test_in_place_recount import _counted_ids, _old_void, twins
from .test_keeper import figures
from .test_merge_recount import _pk, _row_by_row, _seats

__all__ = ["twins"]  # the fixture, used by name

BANKED = ("banked_50", "banked_300", "banked_500", "banked_1000", "banked_2000")


def _old_restore(store: Store, match_id: str, day: date) -> None:
    """A restore as before revision 0018: the match replayed through the finish path."""
    with store.session() as s:
        match = match_row(s, match_id)
        match.status, match.status_reason, match.status_note = "finished", None, None
        s.flush()
        rewrite_finished(s.connection(), [], keeper.replayed(s, {match.pk: day}))


def _day(store: Store, match_id: str) -> date:
    with store.session() as s:
        day = s.scalar(
            select(SeatResultRow.day)
            .join(MatchRow, MatchRow.pk == SeatResultRow.match_pk)
            .where(MatchRow.id == match_id)
        )
        assert isinstance(day, date)
        return day


def _player_with_seats(store: Store, rng: random.Random) -> tuple[str, str]:
    """Two players who never sat at one table, both with matches: (from, into)."""
    with store.session() as s:
        ids = list(s.scalars(select(PlayerRow.id).order_by(PlayerRow.pk)))
    pairs = [(a, b) for a in ids for b in ids if a != b]
    rng.shuffle(pairs)
    with store.session() as s:
        for a, b in pairs:
            if keeper.shared_matches(s, a, b) == 0 and all(
                s.scalar(select(SeatRow.match_pk).join(PlayerRow).where(PlayerRow.id == p))
                for p in (a, b)
            ):
                return a, b
    raise AssertionError("the league has two players who never met")


def _forget_rounds(store: Store) -> None:
    """The rounds per seat not stored, as a migration leaves a match it could not read."""
    with store.session() as s:
        s.execute(update(SeatResultRow).values(dict.fromkeys(BANKED)))


def test_a_split_gives_the_rows_the_finish_path_gives(twins: tuple[Store, Store]) -> None:
    new, old = twins
    rng = random.Random(18)
    for turn in range(2):
        if turn:  # the second time without the rounds stored: counted from the events
            _forget_rounds(new)
            _forget_rounds(old)
        source, target = _player_with_seats(new, rng)
        source_pk, target_pk = _pk(new, source), _pk(new, target)
        moving = _seats(old, source_pk)
        merge = keeper.merge_players(new, source, target)  # all their seats: no rounds read
        _row_by_row(old, moving, source_pk, target_pk)
        assert _without_rounds(figures(new)) == _without_rounds(figures(old))
        keeper.split_merge(new, merge.id)  # some of the target's seats move: the rounds' path
        _row_by_row(old, moving, target_pk, source_pk)
        split = figures(new)
        assert split == figures(old)
        if turn:  # the matches that moved have their rounds again, those that did not none
            moved = {pk for pk, _ in moving}
            last = len(BANKED) - len(SINCE_0017) - 1  # banked_2000, in a row from its end
            stored = {row[0] for row in split["seat_results"] if row[last] is not None}
            roller = {row[0] for row in split["seat_results"] if row[3] == "roller"}
            assert stored and stored <= moved and stored == moved & roller


# seat_results' columns since revision 0017, last in its rows: the rounds (0018) and a
# handicap's start (0019)
SINCE_0017 = (*BANKED, "start_points")


def _without_rounds(found: dict[str, list[tuple[Any, ...]]]) -> dict[str, list[tuple[Any, ...]]]:
    return {**found, "seat_results": [row[: -len(SINCE_0017)] for row in found["seat_results"]]}


def test_a_restore_puts_back_what_the_finish_path_writes(twins: tuple[Store, Store]) -> None:
    new, old = twins
    rng = random.Random(5)
    ids = _counted_ids(new)
    merged = 0
    for match_id in rng.sample(ids, 10):
        day = _day(old, match_id)
        keeper.void_match(new, match_id, "test")
        _old_void(old, match_id)
        with new.session() as s:
            pk = match_row(s, match_id).pk
            assert s.scalars(select(VoidedResults.c.seat).where(VoidedResults.c.match_pk == pk))
        assert figures(new) == figures(old), match_id
        pair = _apart(new, match_id)
        if pair is not None and rng.random() < 0.7:  # a merge moves its seats meanwhile
            source, into = pair
            source_pk, into_pk = _pk(new, source), _pk(new, into)
            moving = _seats(old, source_pk)
            keeper.merge_players(new, source, into)
            _row_by_row(old, moving, source_pk, into_pk)
            merged += 1
        keeper.restore_match(new, match_id)
        _old_restore(old, match_id, day)
        assert figures(new) == figures(old), match_id
        with new.session() as s:
            assert not s.execute(select(VoidedResults)).all()  # put back, none left aside
    assert merged  # a restore found its seats another player's


def _apart(store: Store, match_id: str) -> tuple[str, str] | None:
    """A player of this match and one who never sat at their table (nor is merged)."""
    with store.session() as s:
        seated = s.scalars(
            select(PlayerRow.id).join(SeatRow).join(MatchRow).where(MatchRow.id == match_id)
        ).all()
        others = s.scalars(select(PlayerRow.id).where(PlayerRow.merged_into.is_(None))).all()
        for source in seated:
            for into in others:
                if into not in seated and not keeper.shared_matches(s, source, into):
                    return source, into
    return None


def test_check_finds_rounds_kept_with_a_seat_that_disagree(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        demo.fill_bulk(store, 12, seed=8, days=20)
    assert verify_file(path).ok
    with open_store(path, backup=False) as store, store.session() as s:
        pk, seat = s.execute(
            select(SeatResultRow.match_pk, SeatResultRow.seat).where(
                SeatResultRow.game == "roller",
                SeatResultRow.banked_300 > 0,
                SeatResultRow.seat_count > 1,
                SeatResultRow.practice.is_(False),
            )
        ).first() or (0, 0)
        s.execute(  # a round banked at 300 that the seat's results now call one of 500
            update(SeatResultRow)
            .where(SeatResultRow.match_pk == pk, SeatResultRow.seat == seat)
            .values(
                banked_300=SeatResultRow.banked_300 - 1, banked_500=SeatResultRow.banked_500 + 1
            )
        )
    report = verify_file(path)
    assert not report.ok and "round tallies" in report.problem
    with open_store(path, backup=False) as store, store.session() as s:
        s.execute(  # not kept for that seat (as a migration leaves it): left to the replay
            update(SeatResultRow)
            .where(SeatResultRow.match_pk == pk, SeatResultRow.seat == seat)
            .values(dict.fromkeys(BANKED))
        )
    assert verify_file(path).ok


def test_a_championship_out_of_the_league_and_back_as_the_finish_path_counts_it(
    store: Store,
) -> None:
    from roller_desktop.store import championships as ch
    from roller_desktop.store.models import ChampionshipMatchRow

    from .test_championship_filter import league

    league(store)
    before = figures(store)
    assert ch.set_counts_in_league(store, "EM", False) == 2
    out = figures(store)
    assert out != before
    with store.session() as s:
        assert s.scalar(select(func.count()).where(SeatResultRow.outside.is_(True))) == 8
    with store.session() as s:  # the replaying path, from here: nothing may change
        pks = list(s.scalars(select(ChampionshipMatchRow.match_pk)))
        found = keeper.finished_matches(s, pks)
        rewrite_finished(s.connection(), found, found)
    assert figures(store) == out
    ch.set_counts_in_league(store, "EM", True)
    assert figures(store) == before
