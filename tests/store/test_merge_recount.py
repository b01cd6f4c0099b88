"""A merge and a split recounted in a few set-based statements (keeper.move_seats) against
the row-by-row path they replaced: every moved match withdrawn from the derived tables and
written again through the one finish path (derived/finish.rewrite_finished). Random leagues,
the same merges on two copies: every derived row must be the same, to the last bit."""

from __future__ import annotations

import random
import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest
from sqlalchemy import select, tuple_, update

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.derived.finish import Finished, rewrite_finished
from roller_desktop.store.hand_kept import enter_protocols
from roller_desktop.store.models import PlayerRow, SeatRow

from .test_keeper import figures
from .test_protocol_known import _papers


def _row_by_row(store: Store, seats: Sequence[tuple[int, int]], old: int, new: int) -> None:
    """The seats moved as the keeper moved them before issue 28 (the oracle)."""
    with store.session() as s:
        moved = set(seats)
        before = keeper.finished_matches(s, sorted({pk for pk, _ in seats}))
        after = [
            Finished(
                m.match_pk,
                m.game,
                [
                    new if (m.match_pk, i) in moved and pk == old else pk
                    for i, pk in enumerate(m.player_pks)
                ],
                m.finished,
                m.day,
            )
            for m in before
        ]
        s.execute(
            update(SeatRow)
            .where(
                tuple_(SeatRow.match_pk, SeatRow.seat).in_(sorted(moved)), SeatRow.player_pk == old
            )
            .values(player_pk=new)
        )
        s.flush()
        rewrite_finished(s.connection(), before, after)


def _pk(store: Store, player_id: str) -> int:
    with store.session() as s:
        pk = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == player_id))
        assert pk is not None
        return int(pk)


def _seats(store: Store, player_pk: int) -> list[tuple[int, int]]:
    with store.session() as s:
        return sorted(
            (int(m), int(i))
            for m, i in s.execute(
                select(SeatRow.match_pk, SeatRow.seat).where(SeatRow.player_pk == player_pk)
            )
        )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_merge_and_split_give_the_rows_the_finish_path_gives(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    first = tmp_path / "set.sqlite3"
    with open_store(first, backup=False) as store:
        ids = demo.demo_player_ids(store)
        twin = store.add_player("Åke F.").id
        demo.fill_bulk(store, 50, seed=seed, days=400)
        demo.fill_bulk(store, 30, seed=seed + 10, days=400, players=[twin, *ids[1:4]])
        enter_protocols(store, _papers([twin, *ids[1:4]], rng, 20))
    second = tmp_path / "rows.sqlite3"
    shutil.copy(first, second)
    with open_store(first, backup=False) as new, open_store(second, backup=False) as old:
        start = figures(new)
        assert start == figures(old)
        into = demo.demo_player_ids(new)[0]
        twin_pk, into_pk = _pk(new, twin), _pk(new, into)
        moving = _seats(old, twin_pk)
        merge = keeper.merge_players(new, twin, into)
        _row_by_row(old, moving, twin_pk, into_pk)
        merged = figures(new)
        assert merged == figures(old)
        assert merged["league_days"] != start["league_days"]
        assert any(row[2] == into_pk for row in merged["round_tallies"])
        # the split moves some of Åke's seats: their tallies come from the matches replayed
        keeper.split_merge(new, merge.id)
        _row_by_row(old, moving, into_pk, twin_pk)
        split = figures(new)
        assert split == figures(old)
        assert split["league_days"] == start["league_days"]
