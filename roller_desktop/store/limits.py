"""One set of limits for what people type and what a league file brings (store and import alike).

The program must never accept on entry what its own import would refuse, nor import what a
database server would refuse to store, so every text and value that crosses into the league is
checked here: player names, places, notes, the opening throws, hint data and times.

Names are kept in Unicode's composed form (NFC), so "José" typed on two keyboards is one name.
Letters of every script are welcome, and so are the invisible joiners that some scripts and
emoji sequences need (ZWJ, ZWNJ, direction marks): only control characters (tabs, line breaks
and the like), unpaired surrogates and separators of lines are refused.
"""

from __future__ import annotations

import json
import unicodedata
from datetime import datetime
from typing import Any

from .errors import InvalidName, InvalidText, Notice
from .values import MAX_NAME_LENGTH

MAX_PLACE = 200  # the column's width (String(200)); PostgreSQL refuses more
MAX_NOTE = 2000
MAX_COMPUTER = 20  # a computer seat's level
MAX_OPENING = 10_000  # characters of the opening throws as JSON (a real one is a few hundred)
MAX_HINT = 20_000  # characters of one hint's JSON (a real one is well under 5,000)
MAX_DEPTH = 8  # nesting of the JSON values kept (opening, hint data); real ones go 4 deep
EARLIEST = datetime(1900, 1, 1)  # times a league holds: far beyond any match either way,
LATEST = datetime(2999, 12, 31, 23, 59, 59)  # and safe for every calendar sum on them

_LINE_BREAKS = {"\u2028", "\u2029", "\x85"}


def normal(text: str) -> str:
    """Unicode's composed form (NFC): one way of writing each letter."""
    return unicodedata.normalize("NFC", text)


def has_control_characters(text: str, allow: str = "") -> bool:
    """Control characters (tabs, line breaks, NUL, ...), unpaired surrogates and separators of
    lines, apart from those in `allow`. Joiners and direction marks (format characters) are
    allowed: names in Persian and emoji families need them."""
    for c in text:
        if c in allow:
            continue
        if c in _LINE_BREAKS:
            return True
        category = unicodedata.category(c)
        if category in ("Cc", "Cs"):
            return True
    return False


def name_key(name: str) -> str:
    """A name folded for comparison: regardless of case and of how its letters were written."""
    return normal(normal(name).casefold())


def twin_names(names: list[str]) -> list[str]:
    """Names of a league that are one name written in two ways (composed and decomposed
    letters, kept before names were composed): said, never merged here (keeper's tools)."""
    seen: dict[str, str] = {}
    twins: list[str] = []
    for name in names:
        key = name_key(name)
        if key in seen and seen[key] != name:
            twins.append(normal(name))
        seen.setdefault(key, name)
    return sorted(set(twins))


def twins_message(twins: list[str]) -> str:
    return Notice(
        f"Some players of this league have one name written in two ways ({', '.join(twins)}): "
        "they stay two players. Merging them is for the keeper's tools.",
        "notice.name-twins",
        names=list(twins),
    )


def clean_name(name: object) -> str:
    """A player's name as kept: spaces trimmed and single, composed (NFC); or InvalidName."""
    if not isinstance(name, str):
        raise InvalidName("A player's name must be text.", "name.empty")
    if has_control_characters(name):
        raise InvalidName(
            "A name cannot hold tabs, line breaks or other control characters.", "name.control"
        )
    cleaned = normal(" ".join(name.split()))
    if not cleaned:
        raise InvalidName("A player needs a name.", "name.empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidName(
            f"A name has at most {MAX_NAME_LENGTH} characters.",
            "name.too-long",
            most=MAX_NAME_LENGTH,
            count=len(cleaned),
        )
    if len(name_key(cleaned)) > MAX_NAME_LENGTH:  # "ß" compares as "ss": the key is longer
        raise InvalidName(
            f"A name has at most {MAX_NAME_LENGTH} characters, counting ß and some other "
            "letters as two.",
            "name.too-long-key",
            most=MAX_NAME_LENGTH,
        )
    return cleaned


def clean_place(place: object) -> str | None:
    """Where a match was played: trimmed text of at most MAX_PLACE characters, or None."""
    if place is None:
        return None
    if not isinstance(place, str):
        raise InvalidText("A place must be text.", "place.not-text")
    if has_control_characters(place):
        raise InvalidText(
            "A place cannot hold tabs, line breaks or other control characters.", "place.control"
        )
    cleaned = normal(place.strip())
    if len(cleaned) > MAX_PLACE:
        raise InvalidText(
            f"A place has at most {MAX_PLACE} characters.", "place.too-long", most=MAX_PLACE
        )
    return cleaned or None


def clean_note(note: object) -> str | None:
    """A match's note: text of at most MAX_NOTE characters (line breaks and tabs allowed)."""
    if note is None:
        return None
    if not isinstance(note, str):
        raise InvalidText("A note must be text.", "note.not-text")
    if has_control_characters(note, allow="\n\t"):
        raise InvalidText(
            "A note cannot hold control characters (line breaks and tabs are fine).",
            "note.control",
        )
    cleaned = normal(note.strip())
    if len(cleaned) > MAX_NOTE:
        raise InvalidText(
            f"A note has at most {MAX_NOTE} characters.", "note.too-long", most=MAX_NOTE
        )
    return cleaned or None


def check_time(value: datetime, what: str) -> datetime:
    if not EARLIEST <= value <= LATEST:
        raise InvalidText(
            f"{what}: {value.isoformat()} is not a time a league keeps "
            f"(years {EARLIEST.year} to {LATEST.year}).",
            "time.range",
            earliest=EARLIEST.year,
            latest=LATEST.year,
        )
    return value


def check_json_value(value: Any, what: str, longest: int) -> str:
    """A JSON value the league keeps (the opening throws, a hint): nested at most MAX_DEPTH
    deep, at most `longest` characters of JSON, numbers JSON can carry, no control characters
    in its text. Returns the JSON text. Checked without recursion, so no depth breaks it."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise InvalidText(
                    f"{what}: nested more than {MAX_DEPTH} levels deep.",
                    "json.deep",
                    most=MAX_DEPTH,
                )
            if isinstance(item, dict):
                for key, inner in item.items():
                    stack.append((key, depth + 1))
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str):
            if len(item) > longest:
                raise InvalidText(
                    f"{what}: longer than {longest} characters.", "json.too-long", most=longest
                )
            if has_control_characters(item):
                raise InvalidText(f"{what}: holds control characters.", "json.control")
        elif not (item is None or isinstance(item, bool | int | float)):
            raise InvalidText(f"{what}: holds a value JSON cannot carry.", "json.value")
    try:
        text = json.dumps(value, allow_nan=False, ensure_ascii=False)
    except (ValueError, TypeError, RecursionError):
        raise InvalidText(f"{what}: holds numbers JSON cannot carry.", "json.value") from None
    if len(text) > longest:
        raise InvalidText(
            f"{what}: longer than {longest} characters.", "json.too-long", most=longest
        )
    return text


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_text(value: object) -> object:
    """A text cell for CSV that a spreadsheet shows as text: one starting like a formula
    (= + - @, a tab or a carriage return) gets a leading apostrophe, so "=HYPERLINK(...)" as a
    name is never run. Numbers are left as they are."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value
