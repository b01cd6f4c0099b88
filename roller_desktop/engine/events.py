"""Events: the only record of a game. Replaying them rebuilds every state.

A played Roller match uses throws, keeps and banks; a played 105 race only throws. A match
kept by hand (protocol only at the table, or a paper protocol typed in) has no throws: a Roller
match has one `Result` per turn (the cell the keeper writes) and, once finished, `Correct` events
(a cell written anew, with when); a 105 race has one `Places` (the finishing order), and a later
`Places` with its time is a correction. An event is a small frozen value and serialises to a
JSON object; a list of events to a versioned JSON document:

    {"format": "roller-desktop-events", "version": 2,
     "events": [{"type": "throw", "dice": [1, 5, 2, 3, 3, 6]},
                {"type": "keep", "dice": [1, 5]},
                {"type": "bank"}]}

Version 2 added the three kinds of a match kept by hand; version 1 documents are read as ever:

    {"type": "result", "cell": "350"}      {"type": "result", "cell": "–"}   (or "RT")
    {"type": "correct", "seat": 2, "round": 6, "cell": "450", "at": "2026-12-01T15:30:00"}
    {"type": "places", "places": [2, 1, null], "at": null}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import InvalidEvent

EVENTS_FORMAT = "roller-desktop-events"
EVENTS_VERSION = 2
TJOCK_CELL = "\u2013"  # the stroke of the paper protocol (protocol.TJOCK_MARK)
RT_CELL = "RT"
MAX_CELL_POINTS = 1_000_000  # far beyond any round (10,000 is rare: the window asks once)
MAX_SEATS = 8


@dataclass(frozen=True, slots=True)
class Throw:
    """The dice thrown, as their faces. `Throw()`, without faces, is the same action decided
    before the dice fall (a computer's move, a hint): throw the dice due now. It is no event
    until the faces are known; the engine refuses it as one (it has no dice)."""

    dice: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Keep:
    """The faces kept out of the last throw (Roller)."""

    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bank:
    """The turn's points go to the protocol (Roller)."""


@dataclass(frozen=True, slots=True)
class Result:
    """A turn's result as the keeper writes it (Roller, a match kept by hand): the banked
    points ("350"), "–" for Tjock or "RT"; always in this canonical form (see `read_cell`)."""

    cell: str


@dataclass(frozen=True, slots=True)
class Correct:
    """A cell of a finished match kept by hand written anew (Roller): seat and round 0-based,
    the new cell, and when (naive UTC, ISO to the second). The old cell stays in the events."""

    seat: int
    round: int
    cell: str
    at: str


@dataclass(frozen=True, slots=True)
class Places:
    """The finishing order of a 105 race kept by hand: each seat's place (1 = the winner; None
    = not through). `at` None: the entry; a time: a correction of a finished race."""

    places: tuple[int | None, ...]
    at: str | None = None


Event = Throw | Keep | Bank | Result | Correct | Places
Action = Throw | Keep | Bank  # what a player (or the strategy) decides in play
HAND_KEPT = (Result, Correct, Places)


def read_cell(text: str) -> str:
    """A Roller cell as a keeper types it, in canonical form: points ("350", a multiple of 50,
    at least 50), "–" for Tjock (also "-"), "RT" for Råtjock (also "r", "rt"). A RulesError
    says what is wrong: not a number, below 50, not a multiple of 50."""
    # A replay reads every stored cell again and again: the texts seen before are looked up.
    known = _READ.get(text) if isinstance(text, str) else None
    if known is not None:
        return known
    cell = _read_cell(text)
    if len(_READ) < 4096:
        _READ[text] = cell
    return cell


_READ: dict[str, str] = {}


def _read_cell(text: str) -> str:
    if not isinstance(text, str):
        raise InvalidEvent("A cell is text: points, – or RT.", "cell.not-number", cell=str(text))
    cleaned = text.strip()
    if cleaned in ("-", TJOCK_CELL, "\u2212", "\u2014"):
        return TJOCK_CELL
    if cleaned.casefold() in ("r", "rt"):
        return RT_CELL
    digits = cleaned.replace(" ", "").replace("\u00a0", "")
    if not digits.isascii() or not digits.isdigit():
        raise InvalidEvent(
            f"{cleaned[:20]!r} is not a round's result: points, – (Tjock) or RT.",
            "cell.not-number",
            cell=cleaned[:20],
        )
    points = int(digits) if len(digits) <= 9 else MAX_CELL_POINTS + 1
    if points < 50:
        raise InvalidEvent(
            f"{points} points cannot be banked: a round's points are at least 50.",
            "cell.below-50",
            points=points,
        )
    if points % 50:
        raise InvalidEvent(
            f"{points} points cannot be: every score is a multiple of 50.",
            "cell.not-multiple",
            points=points,
        )
    if points > MAX_CELL_POINTS:
        raise InvalidEvent(
            f"{points} points in one round are beyond any match.", "cell.too-big", points=points
        )
    return str(points)


def cell_points(cell: str) -> int | None:
    """The points of a canonical cell; None for Tjock and RT."""
    return None if cell in (TJOCK_CELL, RT_CELL) else int(cell)


def check_places(places: tuple[int | None, ...], seats: int, for_places: bool) -> None:
    """A finishing order the rules allow: with play for places every seat placed 1 to n, each
    place once; without, one winner (place 1) and the others not through."""
    if len(places) != seats:
        raise InvalidEvent(
            f"A place is needed for each of the {seats} seats.", "places.count", seats=seats
        )
    for value in places:
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= seats
        ):
            raise InvalidEvent(
                f"{value!r} is not a place (1 to {seats}).", "places.value", seats=seats
            )
    given = sorted(p for p in places if p is not None)
    wanted = list(range(1, seats + 1)) if for_places else [1]
    if given != wanted:
        if for_places:
            raise InvalidEvent(
                "Playing for places, every seat has a place, 1 to the number of seats, each once.",
                "places.all",
                seats=seats,
            )
        raise InvalidEvent(
            "The race ended with its winner: one seat is 1, the others not through.",
            "places.winner",
        )


def check_time(value: object) -> str:
    """A correction's time: naive ISO, to the second ("2026-12-01T15:30:00")."""
    from datetime import datetime

    if not isinstance(value, str) or len(value) != 19:
        raise InvalidEvent("A correction's time is YYYY-MM-DDTHH:MM:SS.", "event.unknown")
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise InvalidEvent("A correction's time is YYYY-MM-DDTHH:MM:SS.", "event.unknown") from None
    return value


def event_to_dict(event: Event) -> dict[str, Any]:
    if isinstance(event, Throw):
        return {"type": "throw", "dice": list(event.dice)}
    if isinstance(event, Keep):
        return {"type": "keep", "dice": list(event.dice)}
    if isinstance(event, Result):
        return {"type": "result", "cell": event.cell}
    if isinstance(event, Correct):
        return {
            "type": "correct",
            "seat": event.seat,
            "round": event.round,
            "cell": event.cell,
            "at": event.at,
        }
    if isinstance(event, Places):
        return {"type": "places", "places": list(event.places), "at": event.at}
    return {"type": "bank"}


def _whole(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1000:
        raise InvalidEvent(f"The {what} of an event must be a whole number.", "event.unknown")
    return value


def _canonical(cell: object) -> str:
    if not isinstance(cell, str) or read_cell(cell) != cell:
        raise InvalidEvent(f"{str(cell)[:20]!r} is not a stored cell.", "event.unknown")
    return cell


def event_from_dict(data: Mapping[str, Any]) -> Event:
    if not isinstance(data, Mapping):
        raise InvalidEvent(
            f"An event must be an object, not {type(data).__name__}.", "event.unknown"
        )
    kind = data.get("type")
    if kind == "bank":
        if set(data) != {"type"}:
            raise InvalidEvent("A bank event has no other fields.", "event.unknown")
        return Bank()
    if kind in ("throw", "keep"):
        if set(data) != {"type", "dice"}:
            raise InvalidEvent(
                f"A {kind} event has exactly the fields type and dice.", "event.unknown"
            )
        dice = data["dice"]
        if not isinstance(dice, list) or not 1 <= len(dice) <= 6:
            raise InvalidEvent(
                f"The dice of a {kind} event must be a list of 1 to 6 faces.", "event.unknown"
            )
        for v in dice:
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
                raise InvalidEvent(f"{v!r} is not a die face (1 to 6).", "event.unknown")
        values = tuple(dice)
        return Throw(values) if kind == "throw" else Keep(values)
    if kind == "result":
        if set(data) != {"type", "cell"}:
            raise InvalidEvent("A result event has exactly type and cell.", "event.unknown")
        return Result(_canonical(data["cell"]))
    if kind == "correct":
        if set(data) != {"type", "seat", "round", "cell", "at"}:
            raise InvalidEvent(
                "A correct event has exactly type, seat, round, cell and at.", "event.unknown"
            )
        return Correct(
            _whole(data["seat"], "seat"),
            _whole(data["round"], "round"),
            _canonical(data["cell"]),
            check_time(data["at"]),
        )
    if kind == "places":
        if set(data) != {"type", "places", "at"}:
            raise InvalidEvent("A places event has exactly type, places and at.", "event.unknown")
        places = data["places"]
        if not isinstance(places, list) or not 1 <= len(places) <= MAX_SEATS:
            raise InvalidEvent("The places are a list, one per seat.", "event.unknown")
        for value in places:
            if value is not None:
                _whole(value, "place")
        at = data["at"]
        return Places(tuple(places), None if at is None else check_time(at))
    raise InvalidEvent(f"Unknown event type {kind!r}.", "event.unknown")


def events_to_json(events: Iterable[Event]) -> str:
    """Version 1 while the events are of its kinds (an older program reads a played match),
    version 2 for a match kept by hand."""
    items = list(events)
    document = {
        "format": EVENTS_FORMAT,
        "version": 2 if any(isinstance(e, HAND_KEPT) for e in items) else 1,
        "events": [event_to_dict(e) for e in items],
    }
    return json.dumps(document, separators=(",", ":"))


def events_from_json(text: str) -> list[Event]:
    try:
        document = json.loads(text)
    except (ValueError, TypeError) as error:  # also bytes that are not UTF-8, huge numbers
        raise InvalidEvent(f"The events are not valid JSON: {error}.", "event.unknown") from None
    except RecursionError:
        raise InvalidEvent(
            "The events are not valid JSON: nested too deeply.", "event.unknown"
        ) from None
    if not isinstance(document, dict) or document.get("format") != EVENTS_FORMAT:
        raise InvalidEvent("This is not a list of Roller desktop events.", "event.unknown")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise InvalidEvent("The events have no valid version number.", "event.unknown")
    if version > EVENTS_VERSION:
        raise InvalidEvent(
            f"The events were written by a newer program (format {version}); "
            f"this one reads format {EVENTS_VERSION}."
        )
    items = document.get("events")
    if not isinstance(items, list):
        raise InvalidEvent("The events are missing.", "event.unknown")
    events = [event_from_dict(item) for item in items]
    if version < 2 and any(isinstance(e, HAND_KEPT) for e in events):
        raise InvalidEvent(
            "Events of a match kept by hand came in a version 1 document.", "event.unknown"
        )
    return events
