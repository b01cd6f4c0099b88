"""The path of every action: the engine decides, the store commits, then the caller redraws.

The window, `demo` and the crash test all play through MatchRecorder. Each event is committed
in its own short transaction before the call returns; the event that ends a match commits
together with the per-seat results and the status 'finished'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import Connection, insert, select, update

from roller_desktop.engine.errors import IllegalAction
from roller_desktop.engine.events import Event
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch

from . import round_tallies
from .database import Store, event_dice, replay, utc_now
from .errors import MatchClosed, StoreError
from .league_days import add_results
from .models import Base, EventRow, SeatRow
from .results import seat_results
from .season_ratings import rate_results
from .values import LoadedMatch

_EVENTS = Base.metadata.tables["events"]
_RESULTS = Base.metadata.tables["seat_results"]
_MATCHES = Base.metadata.tables["matches"]


class MatchRecorder:
    def __init__(
        self,
        store: Store,
        loaded: LoadedMatch,
        match_pk: int,
        player_pks: list[int],
        live_seqs: list[int],
        next_seq: int,
    ) -> None:
        self.store = store
        self.match_id = loaded.id
        self.status = loaded.status
        self.game: RollerMatch | Race = replay(loaded)
        self._match_pk = match_pk
        self._player_pks = player_pks
        self._live = live_seqs  # sequence numbers of the events replay uses
        self._next_seq = next_seq

    @classmethod
    def open(cls, store: Store, match_id: str) -> MatchRecorder:
        """Replay the stored events of a match into its engine object."""
        loaded = store.load_match(match_id)
        with store.session() as s:
            match_pk = store.match_pk(match_id)
            player_pks = list(
                s.scalars(
                    select(SeatRow.player_pk)
                    .where(SeatRow.match_pk == match_pk)
                    .order_by(SeatRow.seat)
                )
            )
            seqs = s.execute(
                select(EventRow.seq, EventRow.undone)
                .where(EventRow.match_pk == match_pk)
                .order_by(EventRow.seq)
            ).all()
        live = [seq for seq, undone in seqs if not undone]
        next_seq = (seqs[-1][0] + 1) if seqs else 1
        return cls(store, loaded, match_pk, player_pks, live, next_seq)

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, values: Sequence[int]) -> Any:
        return self._act(lambda: self.game.throw(values))

    def keep(self, values: Sequence[int]) -> int:
        game = self.game
        if not isinstance(game, RollerMatch):
            raise IllegalAction(
                "In 105 the dice are set aside by themselves; nothing to keep.", "race.no-keep"
            )
        points: int = self._act(lambda: game.keep(values))
        return points

    def bank(self) -> int:
        game = self.game
        if not isinstance(game, RollerMatch):
            raise IllegalAction("105 has no banking: every throw counts at once.", "race.no-bank")
        points: int = self._act(game.bank)
        return points

    def apply(self, item: Event) -> None:
        self._act(lambda: self.game.apply(item))

    def undo(self) -> None:
        """Take back the last event of an unfinished match (marked undone, never deleted)."""
        self._check_open()
        if not self._live:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        earlier = self.game.without_last_event()
        seq = self._live[-1]
        with self.store.engine.begin() as connection:
            connection.execute(
                update(_EVENTS)
                .where(_EVENTS.c.match_pk == self._match_pk, _EVENTS.c.seq == seq)
                .values(undone=True)
            )
        self._live.pop()
        self.game = earlier

    # ---- internals --------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self.status != "in_progress":
            if self.status == "finished":
                raise MatchClosed(
                    "This match is finished; its events never change.", "match.finished"
                )
            raise MatchClosed(
                "This match was abandoned; it cannot be played on.", "match.abandoned"
            )

    def _act(self, action: Callable[[], Any]) -> Any:
        self._check_open()
        before = len(self.game.events)
        result = action()  # the engine refuses first: nothing is stored then
        new_events = self.game.events[before:]
        try:
            with self.store.engine.begin() as connection:
                self._write(connection, new_events)
        except Exception as error:
            # The engine went ahead but the store did not: step the engine back.
            for _ in new_events:
                self.game = self.game.without_last_event()
            raise StoreError(
                f"The action could not be saved, so it did not happen: {error}",
                "save.failed",
                detail=str(error),
            ) from error
        self._live.extend(range(self._next_seq, self._next_seq + len(new_events)))
        self._next_seq += len(new_events)
        if self.game.is_over:
            self.status = "finished"
        return result

    def _write(self, connection: Connection, new_events: Sequence[Event]) -> None:
        now = utc_now()
        rows = []
        for offset, item in enumerate(new_events):
            kind, dice = event_dice(item)
            rows.append(
                {
                    "match_pk": self._match_pk,
                    "seq": self._next_seq + offset,
                    "kind": kind,
                    "dice": dice,
                    "undone": False,
                }
            )
        if rows:
            connection.execute(insert(_EVENTS), rows)
        if self.game.is_over:
            results = seat_results(self.game, self._match_pk, self._player_pks, now)
            connection.execute(insert(_RESULTS), results)
            add_results(connection, results)
            round_tallies.add_match(connection, self.game, self._player_pks, now)
            rate_results(connection, results)
            connection.execute(
                update(_MATCHES)
                .where(_MATCHES.c.pk == self._match_pk)
                .values(status="finished", finished=now)
            )
