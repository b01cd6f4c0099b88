"""Events: the only record of a game. Replaying them rebuilds every state.

Roller uses all three kinds; 105 only `Throw`. An event is a small frozen value and
serialises to a JSON object; a list of events to a versioned JSON document:

    {"format": "roller-desktop-events", "version": 1,
     "events": [{"type": "throw", "dice": [1, 5, 2, 3, 3, 6]},
                {"type": "keep", "dice": [1, 5]},
                {"type": "bank"}]}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import InvalidEvent

EVENTS_FORMAT = "roller-desktop-events"
EVENTS_VERSION = 1


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


Event = Throw | Keep | Bank
Action = Event  # what a player (or the strategy) decides: the same three values


def event_to_dict(event: Event) -> dict[str, Any]:
    if isinstance(event, Throw):
        return {"type": "throw", "dice": list(event.dice)}
    if isinstance(event, Keep):
        return {"type": "keep", "dice": list(event.dice)}
    return {"type": "bank"}


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
    raise InvalidEvent(f"Unknown event type {kind!r}.", "event.unknown")


def events_to_json(events: Iterable[Event]) -> str:
    document = {
        "format": EVENTS_FORMAT,
        "version": EVENTS_VERSION,
        "events": [event_to_dict(e) for e in events],
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
    return [event_from_dict(item) for item in items]
