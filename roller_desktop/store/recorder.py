"""The path of every action: the engine decides, the store commits, then the caller redraws.

The window, `demo` and the crash test all play through MatchRecorder. The events of one action
(one event, or a keep and a bank) are committed in one short transaction before the call
returns; the event that ends a match commits together with the status 'finished' and the
match's derived rows (derived/finish.py). A refused action or a failed commit takes the
engine's events back with `pop`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TypeVar

from sqlalchemy import BindParameter, Connection, bindparam, case, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from roller_desktop.engine.errors import IllegalAction, RulesError
from roller_desktop.engine.events import Event
from roller_desktop.engine.hundredfive import Race, ThrowOutcome
from roller_desktop.engine.roller import RollerMatch, RollerStep

from .derived.finish import Finished, write_finished
from .errors import MatchClosed, MatchMovedOn, StoreError
from .games import event_dice, event_of, replay
from .handle import utc_now
from .league_store import LeagueStore
from .models import Base, EventRow, SeatRow
from .values import LoadedMatch

_EVENTS = Base.metadata.tables["events"]
_MATCHES = Base.metadata.tables["matches"]

# Every action's statements, built once: building one each time cost more than running it
# (issue 28). The match's key is the parameter `match`.
_MATCH: BindParameter[int] = bindparam("match")
_TOUCH = update(_MATCHES).where(_MATCHES.c.pk == _MATCH).values(status=_MATCHES.c.status)
_STATUS = select(_MATCHES.c.status).where(_MATCHES.c.pk == _MATCH)
_STORED_STATE = select(
    func.coalesce(func.max(_EVENTS.c.seq), 0),
    func.coalesce(func.max(case((_EVENTS.c.undone.is_(False), _EVENTS.c.seq), else_=None)), 0),
).where(_EVENTS.c.match_pk == _MATCH)
_FINISHED = (
    update(_MATCHES)
    .where(_MATCHES.c.pk == _MATCH)
    .values(status="finished", finished=bindparam("now", type_=_MATCHES.c.finished.type))
)
_ADD_EVENTS = insert(_EVENTS)


T = TypeVar("T")


class MatchRecorder:
    def __init__(
        self,
        store: LeagueStore,
        loaded: LoadedMatch,
        match_pk: int,
        player_pks: list[int | None],
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

    @property
    def practice(self) -> bool:
        """A seat without a person (a computer): the match counts in no league table."""
        return None in self._player_pks

    @classmethod
    def open(
        cls, store: LeagueStore, match_id: str, names: Sequence[str] | None = None
    ) -> MatchRecorder:
        """Replay the stored events of a match into its engine object; `names`: the seats'
        names as the caller shows them (a window names computer seats in its language)."""
        loaded = store.load_match(match_id)
        if names is not None:
            if len(names) != len(loaded.seats):
                raise StoreError("One name is needed for every seat of the match.")
            seats = [
                dataclasses.replace(s, name=n) for s, n in zip(loaded.seats, names, strict=True)
            ]
            loaded = dataclasses.replace(loaded, seats=seats)
        with store.session() as s:
            match_pk = store.match_pk(match_id)
            player_pks = list(
                s.scalars(
                    select(SeatRow.player_pk)
                    .where(SeatRow.match_pk == match_pk)
                    .order_by(SeatRow.seat)
                )
            )
            rows = s.execute(
                select(EventRow.seq, EventRow.undone, EventRow.kind, EventRow.dice)
                .where(EventRow.match_pk == match_pk)
                .order_by(EventRow.seq)
            ).all()
        # The events replayed and their sequence numbers come from this one statement: on a
        # server another table may take a move back between two statements (each sees what
        # was committed when it began), and a recorder whose events and numbers disagreed
        # went on to store a throw after a keep that had been taken back.
        live = [seq for seq, undone, _, _ in rows if not undone]
        events = [event_of(kind, dice) for _, undone, kind, dice in rows if not undone]
        loaded = dataclasses.replace(loaded, events=events)
        next_seq = (rows[-1][0] + 1) if rows else 1
        return cls(store, loaded, match_pk, player_pks, live, next_seq)

    # ---- actions ----------------------------------------------------------------------------

    def throw(self, values: Sequence[int]) -> ThrowOutcome | None:
        """Throw these faces (a race reports what the throw did)."""
        return self._act(lambda: self.game.throw(values))

    def keep(self, values: Sequence[int]) -> int:
        game = self.game
        if not isinstance(game, RollerMatch):
            raise IllegalAction(
                "In 105 the dice are set aside by themselves; nothing to keep.", "race.no-keep"
            )
        return self._act(lambda: game.keep(values))

    def bank(self) -> int:
        game = self.game
        if not isinstance(game, RollerMatch):
            raise IllegalAction("105 has no banking: every throw counts at once.", "race.no-bank")
        return self._act(game.bank)

    def apply(self, item: Event) -> None:
        self._act(lambda: self.game.apply(item))

    def push(self, items: Sequence[Event]) -> list[RollerStep | ThrowOutcome | None]:
        """Play these events as one action: all refused or all committed in one transaction;
        return the engine's report of each (`push`; None for a 105 order entered by hand)."""
        game = self.game
        return self._act(lambda: [game.push(item) for item in items])

    def undo(self, steps: int = 1) -> None:
        """Take back the last `steps` events of an unfinished match in one transaction (marked
        undone, never deleted)."""
        self._check_open()
        if not self._live or steps < 1:
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        if steps > len(self._live):
            raise IllegalAction("There is nothing to undo.", "undo.nothing")
        seqs = self._live[-steps:]
        try:
            with self.store.engine.begin() as connection:
                self._check_latest(connection)
                connection.execute(
                    update(_EVENTS)
                    .where(_EVENTS.c.match_pk == self._match_pk, _EVENTS.c.seq.in_(seqs))
                    .values(undone=True)
                )
        except MatchMovedOn:
            raise self._reload() from None
        del self._live[-steps:]
        for _ in range(steps):
            self.game.pop()

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

    def _act(self, action: Callable[[], T]) -> T:
        self._check_open()
        before = len(self.game.events)
        try:
            result = action()  # the engine refuses first: nothing is stored then
        except RulesError:
            self._pop_to(before)  # a keep and bank refused at the bank: the keep goes too
            raise
        new_events = self.game.events[before:]
        try:
            with self.store.engine.begin() as connection:
                self._check_latest(connection)
                self._write(connection, new_events)
        except MatchMovedOn:
            raise self._reload() from None
        except Exception as error:
            # The engine went ahead but the store did not: step the engine back.
            self._pop_to(before)
            if isinstance(error, IntegrityError) and self._moved_on():
                raise self._reload() from None  # another table wrote the same event number
            if isinstance(error, StoreError):  # said in plain words already (a full disk...)
                raise
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

    def _pop_to(self, length: int) -> None:
        while len(self.game.events) > length:
            self.game.pop()

    def _check_latest(self, connection: Connection) -> None:
        """In the action's own transaction: the match must still be as this recorder read it
        (in progress, the same last event, the same last live event), else another program
        played it on or took a move back meanwhile. The transaction writes first (a no-op on
        the match's row), so it holds the row (PostgreSQL) or the file's write lock (SQLite,
        waiting its busy timeout for it rather than failing on a snapshot another writer
        outdated) until it ends: two tables cannot both pass this check on the same state."""
        connection.execute(_TOUCH, {"match": self._match_pk})
        status = connection.execute(_STATUS, {"match": self._match_pk}).scalar_one()
        if status != "in_progress" or self._stored_state(connection) != self._state():
            raise MatchMovedOn("moved on")  # _reload says it once the transaction is over

    def _state(self) -> tuple[int, int]:
        return self._next_seq - 1, self._live[-1] if self._live else 0

    def _stored_state(self, connection: Connection) -> tuple[int, int]:
        last, live = connection.execute(_STORED_STATE, {"match": self._match_pk}).one()
        return int(last), int(live)

    def moved_on_elsewhere(self) -> MatchMovedOn | None:
        """On a shared league (a server), whether another program played this match on, took
        a move back, finished or abandoned it since this recorder read it: then the match as
        stored now is taken, and the refusal to say is returned. None when it is as read here,
        on a league file (locked by this program: no one else plays it), or when the server
        does not answer (the next action says so)."""
        if self.store.dialect == "sqlite":
            return None
        try:
            with self.store.engine.connect() as connection:
                status = connection.execute(
                    select(_MATCHES.c.status).where(_MATCHES.c.pk == self._match_pk)
                ).scalar_one()
                moved = status != self.status or self._stored_state(connection) != self._state()
        except StoreError:
            return None
        return self._reload() if moved else None

    def _moved_on(self) -> bool:
        with self.store.engine.connect() as connection:
            return self._stored_state(connection) != self._state()

    def _reload(self) -> MatchMovedOn:
        """Take the match as it is stored now, and the refusal to raise: after the transaction
        that found it moved on has ended."""
        fresh = MatchRecorder.open(self.store, self.match_id)
        self.status, self.game = fresh.status, fresh.game
        self._player_pks, self._live, self._next_seq = (
            fresh._player_pks,
            fresh._live,
            fresh._next_seq,
        )
        return MatchMovedOn(
            "This match moved on at another table; it is shown here as it is now.", "match.moved-on"
        )

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
            connection.execute(_ADD_EVENTS, rows)
        if self.game.is_over:
            write_finished(connection, [Finished(self._match_pk, self.game, self._player_pks, now)])
            connection.execute(_FINISHED, {"match": self._match_pk, "now": now})
