"""Stored matches as engine objects: events to and from rows, replay, and the line a list shows.

Standard library and the engine only (no SQLAlchemy), so that the start screen can list the
unfinished matches before the full store is built (see startup.py); the store uses the same
functions, so both list a match alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import (
    Bank,
    Correct,
    Event,
    Keep,
    Places,
    Result,
    Throw,
    check_time,
    read_cell,
)
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.roller import RollerMatch, RollerRules

from .values import Game, LoadedMatch, MatchSummary


def game_of(value: str) -> Game:
    """A stored game name as the Game type (the table's check constraint allows only these)."""
    return "roller" if value == "roller" else "105"


def event_dice(event: Event) -> tuple[str, str | None]:
    """An event as its row: the kind and the payload (the faces as digits; a hand-kept match's
    cell "350" / "–" / "RT", correction "seat:round:cell@time", places "2,1,@time")."""
    if isinstance(event, Throw):
        return "throw", "".join(str(v) for v in event.dice)
    if isinstance(event, Keep):
        return "keep", "".join(str(v) for v in event.dice)
    if isinstance(event, Result):
        return "result", event.cell
    if isinstance(event, Correct):
        return "correct", f"{event.seat}:{event.round}:{event.cell}@{event.at}"
    if isinstance(event, Places):
        places = ",".join("" if p is None else str(p) for p in event.places)
        return "places", places if event.at is None else f"{places}@{event.at}"
    return "bank", None


_EVENTS: dict[tuple[str, str | None], Event] = {}  # rows read so far: events are values
_EVENTS_MOST = 100_000  # far more than the kinds of event there are (a few thousand)


def event_of(kind: str, dice: str | None) -> Event:
    """The event of a stored row; the same row gives the same event object, so a replay of
    many matches builds each kind of event once and the engine knows its dice checked."""
    known = _EVENTS.get((kind, dice))
    if known is not None:
        return known
    event = _event_of(kind, dice)
    if len(_EVENTS) < _EVENTS_MOST:
        _EVENTS[kind, dice] = event
    return event


def _event_of(kind: str, dice: str | None) -> Event:
    """The event of a row; a RulesError (InvalidEvent) for a payload that is not one."""
    if kind == "bank":
        return Bank()
    if kind in ("result", "correct", "places"):
        return _hand_kept_event(kind, dice or "")
    faces = tuple(int(c) for c in dice or "")
    return Throw(faces) if kind == "throw" else Keep(faces)


def _hand_kept_event(kind: str, payload: str) -> Event:
    from roller_desktop.engine.errors import InvalidEvent

    try:
        if kind == "result":
            if read_cell(payload) != payload:
                raise ValueError(payload)
            return Result(payload)
        if kind == "correct":
            head, at = payload.split("@")
            seat, round_, cell = head.split(":")
            if read_cell(cell) != cell:
                raise ValueError(cell)
            return Correct(int(seat), int(round_), cell, check_time(at))
        places, _, at = payload.partition("@")
        return Places(
            tuple(int(p) if p else None for p in places.split(",")),
            check_time(at) if at else None,
        )
    except (ValueError, RulesError):
        raise InvalidEvent(
            f"The stored {kind} event {payload[:30]!r} cannot be read.", "event.unknown"
        ) from None


def new_game(
    game: str,
    rules: dict[str, Any],
    names: Sequence[str],
    starter: int,
    dice: Sequence[int] | None = None,
    kids: Sequence[bool] | None = None,
    *,
    undo: bool = True,
) -> RollerMatch | Race:
    """A match of `game` not yet played; `undo=False` for one only replayed and counted."""
    if game == "roller":
        return RollerMatch(names, RollerRules.from_dict(dict(rules)), starter, undo=undo)
    return Race(names, HundredFiveRules.from_dict(dict(rules)), dice, kids, starter, undo=undo)


def replay(loaded: LoadedMatch) -> RollerMatch | Race:
    """The engine object of a stored match, rebuilt from its events."""
    game = new_game(
        loaded.game,
        loaded.rules,
        [seat.name for seat in loaded.seats],
        loaded.starter,
        [seat.dice for seat in loaded.seats],
        [seat.kids for seat in loaded.seats],
    )
    for number, item in enumerate(loaded.events, start=1):
        try:
            game.apply(item)
        except RulesError as error:
            raise error.in_event(number) from None
        except ValueError as error:
            raise type(error)(f"Event {number}: {error}") from None
    return game


def replay_to_show(loaded: LoadedMatch) -> RollerMatch | Race:
    """`replay` for showing a stored match: a match whose events no longer replay (a damaged
    file, or one changed by hand) is refused by its id, as `check` names it, instead of
    failing; the rest of the league opens."""
    from .errors import StoreError

    try:
        return replay(loaded)
    except (RulesError, ValueError) as error:
        reason = str(error).rstrip(".")
        raise StoreError(
            f"Match {loaded.id} cannot be opened: its stored events no longer replay "
            f"({reason}). `roller-desktop check` names every such match; the rest of the "
            "league opens.",
            "match.does-not-replay",
            match=loaded.id,
            reason=reason,
        ) from None


def progress_text(game: RollerMatch | Race) -> str:
    if isinstance(game, RollerMatch):
        if game.current_round is None:
            return "finished"
        return f"round {game.current_round + 1} of {game.rules.rounds}"
    throws = len(game.events)
    return f"{throws} throw{'s' if throws != 1 else ''}"


def unfinished_summary(loaded: LoadedMatch) -> MatchSummary:
    """The start screen's line for a match in progress: who plays and how far it got, in
    English words (`progress`) and as data for the window to put in its own words."""
    game = replay(loaded)
    seat = game.current_seat
    round_, rounds, throws = None, None, None
    if isinstance(game, RollerMatch):
        rounds = game.rules.rounds
        if game.current_round is not None:
            round_ = game.current_round + 1
    else:
        throws = len(game.events)
    return MatchSummary(
        id=loaded.id,
        game=loaded.game,
        started=loaded.started,
        finished=None,
        status=loaded.status,
        seat_names=tuple(seat.name for seat in loaded.seats),
        progress=progress_text(game),
        events=len(loaded.events),
        round=round_,
        rounds=rounds,
        throws=throws,
        to_play=game.seats[seat] if seat is not None else None,
    )
