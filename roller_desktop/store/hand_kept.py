"""Matches kept by hand: a finished paper protocol entered whole, and corrections of one.

A paper protocol becomes a match like any other: its cells are `Result` events in playing order
(105: one `Places` event), replayed through the engine, finished by the one finish path in the
transaction that records it. A correction is a `Correct` event (105: a later `Places`) with its
time, appended to the finished match; the match's derived rows are withdrawn and written again
from the corrected replay. A match played with dice is never corrected.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Correct, Event, Places, Result, read_cell
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.engine.seats import clockwise_from

from .derived.finish import Finished, withdraw_finished, write_finished
from .errors import MatchClosed, StoreError
from .games import event_dice, new_game, replay
from .handle import match_row, player_row, utc_now
from .league_store import LeagueStore
from .limits import clean_note, clean_place
from .models import Base, PlayerRow, SeatRow
from .values import GAMES, Game, SeatSpec, seat_names

_EVENTS = Base.metadata.tables["events"]
_MATCHES = Base.metadata.tables["matches"]
_SEATS = Base.metadata.tables["seats"]


@dataclass(frozen=True, slots=True)
class PaperProtocol:
    """A finished protocol as the sheet shows it. Roller: `cells[seat][round]` as typed
    ("350", "-", "RT"); 105: `places[seat]` (None: not through), and each seat's dice count
    in its SeatSpec. `played`: when (naive UTC)."""

    game: Game
    rules: Mapping[str, Any]
    seats: Sequence[SeatSpec]
    starter: int
    played: datetime
    cells: Sequence[Sequence[str]] = ()
    places: Sequence[int | None] = ()
    place: str | None = None
    note: str | None = None


def protocol_events(protocol: PaperProtocol, names: Sequence[str]) -> list[Event]:
    """The events of a paper protocol, checked by the engine: the cells in playing order (the
    starter first, clockwise, round by round); a RulesError names what is wrong."""
    return played_protocol(protocol, names)[0]


def played_protocol(
    protocol: PaperProtocol, names: Sequence[str]
) -> tuple[list[Event], RollerMatch | Race]:
    """The protocol's events and the finished game they played (see protocol_events)."""
    game = new_game(
        protocol.game,
        dict(protocol.rules),
        names,
        protocol.starter,
        [s.dice for s in protocol.seats],
        [s.kids for s in protocol.seats],
        undo=False,  # checked and counted, never taken back: no state saved per cell
    )
    events: list[Event] = []
    if isinstance(game, Race):
        events.append(Places(tuple(protocol.places)))
    else:
        if len(protocol.cells) != len(names):
            raise RulesError("A column of cells is needed for every seat.", "protocol.columns")
        rounds = game.rules.rounds
        for seat, column in enumerate(protocol.cells):
            if len(column) != rounds:
                raise RulesError(
                    f"{names[seat]} has {len(column)} rounds; the match has {rounds}.",
                    "protocol.rounds",
                    name=names[seat],
                    got=len(column),
                    rounds=rounds,
                )
        order = clockwise_from(protocol.starter, len(names))
        events = [
            Result(read_cell(protocol.cells[seat][r])) for r in range(rounds) for seat in order
        ]
    for number, event in enumerate(events, start=1):
        try:
            game.apply(event)
        except RulesError as error:
            raise error.in_event(number) from None
    assert game.is_over
    return events, game


def enter_protocol(store: LeagueStore, protocol: PaperProtocol) -> str:
    """Record a finished paper protocol as a match kept by hand, finished at `played`, in one
    transaction with its derived rows; return its id. Refused unchanged (RulesError,
    StoreError) when the protocol cannot be."""
    match_ids = enter_protocols(store, [protocol])
    return match_ids[0]


def enter_protocols(store: LeagueStore, protocols: Sequence[PaperProtocol]) -> list[str]:
    """Several paper protocols in one transaction: all or none."""
    with store.session() as s:
        return enter_in(s, store, protocols)


# Protocols replayed and written at a time: an import of 10,000 kept every match's events and
# engine object at once (676 MiB); a batch at a time the figures are the same (finish.py).
BATCH = 1000


def enter_in(s: Session, store: LeagueStore, protocols: Sequence[PaperProtocol]) -> list[str]:
    """enter_protocols in the caller's transaction `s`. A few statements for the whole batch
    (the players read at once, the matches, seats and events each one insert): an import of
    thousands of protocols spent most of its time in one ORM flush per match."""
    for protocol in protocols:
        if protocol.game not in GAMES:
            raise StoreError(f"Unknown game {protocol.game!r}: Roller or 105.")
        if any(spec.player_id is None for spec in protocol.seats):
            raise StoreError(
                "A paper protocol is of people: a computer seat is played with the program.",
                "protocol.computer",
            )
    ids: list[str] = []
    for start in range(0, len(protocols), BATCH):
        ids += _enter_batch(s, protocols[start : start + BATCH])
    return ids


def _enter_batch(s: Session, protocols: Sequence[PaperProtocol]) -> list[str]:
    """A batch of enter_in's protocols: their matches, seats, events and derived rows."""
    players = _players(s, {spec.player_id for p in protocols for spec in p.seats})
    played: list[tuple[list[Event], RollerMatch | Race, list[PlayerRow]]] = []
    match_values: list[dict[str, Any]] = []
    for protocol in protocols:
        rows = [players[spec.player_id] for spec in protocol.seats if spec.player_id]
        names = seat_names([(row.name, None) for row in rows])
        events, game = played_protocol(protocol, names)
        played.append((events, game, rows))
        match_values.append(
            {
                "id": str(uuid.uuid4()),
                "game": protocol.game,
                "rules": dict(protocol.rules),
                "starter": protocol.starter,
                "opening": None,
                "status": "finished",
                "started": protocol.played,
                "finished": protocol.played,
                "place": clean_place(protocol.place),
                "note": clean_note(protocol.note),
                "real_dice": False,
                "by_hand": True,
            }
        )
    if not protocols:
        return []
    pks = list(
        s.execute(
            insert(_MATCHES).returning(_MATCHES.c.pk, sort_by_parameter_order=True),
            match_values,
        ).scalars()
    )
    seats: list[dict[str, Any]] = []
    events_rows: list[dict[str, Any]] = []
    finished: list[Finished] = []
    for protocol, pk, (events, game, rows) in zip(protocols, pks, played, strict=True):
        for index, (spec, row) in enumerate(zip(protocol.seats, rows, strict=True)):
            seats.append(
                {
                    "match_pk": pk,
                    "seat": index,
                    "player_pk": row.pk,
                    "dice": spec.dice if protocol.game == "105" else 6,
                    "kids": spec.kids if protocol.game == "105" else False,
                    "computer": None,
                }
            )
        events_rows += _event_rows(pk, 1, events)
        player_pks: list[int | None] = [row.pk for row in rows]
        finished.append(Finished(pk, game, player_pks, protocol.played))
    connection = s.connection()
    connection.execute(insert(_SEATS), seats)
    if events_rows:
        connection.execute(insert(_EVENTS), events_rows)
    write_finished(connection, finished)
    return [values["id"] for values in match_values]


def _players(s: Session, player_ids: set[str | None]) -> dict[str, PlayerRow]:
    """The rows of these players, read a few hundred at a time; UnknownPlayer for one the
    league does not have."""
    wanted = sorted(i for i in player_ids if i is not None)
    found: dict[str, PlayerRow] = {}
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        found.update(
            (row.id, row) for row in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(chunk)))
        )
    for player_id in wanted:
        if player_id not in found:
            player_row(s, player_id)  # raises UnknownPlayer with its message
    return found


def _event_rows(match_pk: int, first_seq: int, events: Sequence[Event]) -> list[dict[str, Any]]:
    rows = []
    for offset, event in enumerate(events):
        kind, payload = event_dice(event)
        rows.append(
            {
                "match_pk": match_pk,
                "seq": first_seq + offset,
                "kind": kind,
                "dice": payload,
                "undone": False,
            }
        )
    return rows


def _append(connection: Any, match_pk: int, first_seq: int, events: Sequence[Event]) -> None:
    rows = _event_rows(match_pk, first_seq, events)
    if rows:
        connection.execute(insert(_EVENTS), rows)


def correct_match(
    store: LeagueStore,
    match_id: str,
    cells: Mapping[tuple[int, int], str] | None = None,
    places: Sequence[int | None] | None = None,
    at: datetime | None = None,
    undoes: str | None = None,
) -> int:
    """Correct a finished match kept by hand: Roller `cells` {(seat, round): "450"} (0-based;
    the cells that stay as they are left out, or given as they are: skipped), 105 `places`.
    One event per changed cell (105: one for the new order), in one transaction with the
    league's figures; return how many. A played match is refused (MatchClosed), as is a cell
    that is not one (RulesError)."""
    loaded = store.load_match(match_id)
    if not loaded.by_hand:
        raise MatchClosed(
            "A match played with dice is never corrected: its throws are what happened.",
            "correct.played",
        )
    if loaded.status != "finished":
        raise MatchClosed(
            "Only a finished match kept by hand is corrected; undo the entry while it is kept.",
            "correct.not-finished",
        )
    with store.session() as s:
        return correct_in(s, store, match_id, cells, places, at, undoes)


def correct_in(
    s: Session,
    store: LeagueStore,
    match_id: str,
    cells: Mapping[tuple[int, int], str] | None = None,
    places: Sequence[int | None] | None = None,
    at: datetime | None = None,
    undoes: str | None = None,
) -> int:
    """correct_match in the caller's transaction `s` (the match checked by the caller); the
    correction is kept in the keeper's log with each cell's old and new value (`undoes`: the
    correction this one takes back)."""
    from .keeper_record import record_change

    loaded = store.load_match(match_id)
    when = (at or utc_now()).replace(microsecond=0).isoformat()
    game = replay(loaded)
    before = replay(loaded)
    events: list[Event] = []
    logged: dict[str, Any] = {}
    if isinstance(game, RollerMatch):
        protocol = game.protocol()
        changed = []
        for (seat, round_), text in sorted((cells or {}).items()):
            cell = read_cell(text)
            old = protocol.cell_text(seat, round_)
            if old == cell:
                continue
            events.append(Correct(seat, round_, cell, when))
            changed.append([seat, round_, old, cell])
        logged = {"cells": changed}
    elif places is not None and tuple(places) != game.places:
        events.append(Places(tuple(places), when))
        logged = {"places": [list(game.places), list(places)]}
    for event in events:
        game.apply(event)  # the engine refuses first: nothing is stored then
    if not events:
        return 0
    match_pk = match_row(s, match_id).pk
    next_seq = (
        s.scalar(select(func.max(_EVENTS.c.seq)).where(_EVENTS.c.match_pk == match_pk)) or 0
    ) + 1
    seated = list(
        s.scalars(
            select(SeatRow.player_pk).where(SeatRow.match_pk == match_pk).order_by(SeatRow.seat)
        )
    )
    finished_at = loaded.finished or loaded.started
    connection = s.connection()
    _append(connection, match_pk, next_seq, events)
    withdraw_finished(connection, [Finished(match_pk, before, seated, finished_at)])
    write_finished(connection, [Finished(match_pk, game, seated, finished_at)])
    record_change(connection, "correct", logged, match_pk=match_pk, undoes=undoes)
    return len(events)


@dataclass(frozen=True, slots=True)
class Change:
    """One correction, for the history: when, which seat and round (0-based; None for a 105
    order), and the cell (105: the places) before and after."""

    at: datetime
    seat: int | None
    round: int | None
    old: str
    new: str


def corrections(store: LeagueStore, match_id: str) -> list[Change]:
    """The corrections of a match, oldest first (none for a played match)."""
    game = replay(store.load_match(match_id))
    changes: list[Change] = []
    if isinstance(game, RollerMatch):
        for event, old in game.corrections:
            changes.append(
                Change(
                    datetime.fromisoformat(event.at), event.seat, event.round, old.text, event.cell
                )
            )
    else:
        for places, old_places in game.corrections:
            assert places.at is not None
            changes.append(
                Change(
                    datetime.fromisoformat(places.at),
                    None,
                    None,
                    _places_text(old_places),
                    _places_text(places.places),
                )
            )
    return changes


def _places_text(places: Sequence[int | None]) -> str:
    return ",".join("" if p is None else str(p) for p in places)
