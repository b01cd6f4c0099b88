"""The finish path's statements compiled before the first match of a run finishes.

SQLAlchemy compiles a statement the first time it runs on an engine, and keeps it. A match's
finish runs a dozen large ones (the seat results, the league days' and round tallies' upserts,
the ratings): compiled at the first finish of a run, on the window's thread, they held the end
screen about 0.1 s at 100,000 matches (issue 28). `warm_finish` runs them first, from another
thread while the window waits for a key: the newest finished Roller match is taken out of the
derived tables and written in again by the one finish path, in a transaction that is rolled
back, so that nothing changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select

from .derived.finish import Finished, withdraw_finished, write_finished
from .games import replay
from .models import MatchRow, SeatRow

if TYPE_CHECKING:
    from .database import Store


def warm_finish(store: Store) -> bool:
    """Compile the finish path's statements on the store's engine, changing nothing; False
    when there was nothing to do it with. A league file only: its write lock is held meanwhile
    (some tens of milliseconds), where on a server the rows other laptops write would wait;
    nothing for a league that cannot be written."""
    if store.dialect != "sqlite" or store.read_only:
        return False
    with store.session() as s:
        newest = s.execute(
            select(MatchRow.id, MatchRow.pk, MatchRow.finished)
            .where(MatchRow.status == "finished", MatchRow.game == "roller")
            .order_by(MatchRow.pk.desc())
            .limit(1)
        ).first()
    if newest is None or newest.finished is None:
        return False
    played = replay(store.load_match(newest.id))
    with store.engine.connect() as connection:
        transaction = connection.begin()
        try:
            seated = list(
                connection.scalars(
                    select(SeatRow.player_pk)
                    .where(SeatRow.match_pk == newest.pk)
                    .order_by(SeatRow.seat)
                )
            )
            match = Finished(newest.pk, played, seated, newest.finished)
            withdraw_finished(connection, [match])
            write_finished(connection, [match])
        finally:
            transaction.rollback()  # nothing written: only the statements compiled
    return True
