"""Where dice values come from. The engine only sees values; these are the sources of them."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from typing import Protocol

from .errors import InvalidThrow

FACES = (1, 2, 3, 4, 5, 6)
_FACE_TEXTS = frozenset(str(face) for face in FACES)


class DiceSource(Protocol):
    def roll(self, count: int) -> tuple[int, ...]:
        """Return `count` dice faces."""
        ...


class RandomDice:
    """Fair dice; a seed makes the sequence repeatable (tests, simulations)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, 6) for _ in range(count))


class ScriptedDice:
    """Throws given in advance, in order: for tests and for replaying a known game."""

    def __init__(self, throws: Iterable[Sequence[int]]) -> None:
        self._throws = [tuple(t) for t in throws]
        self._next = 0

    @property
    def remaining(self) -> int:
        return len(self._throws) - self._next

    def roll(self, count: int) -> tuple[int, ...]:
        if self._next >= len(self._throws):
            raise InvalidThrow("The scripted dice have run out of throws.")
        values = self._throws[self._next]
        if len(values) != count:
            raise InvalidThrow(
                f"The next scripted throw has {len(values)} dice, but {count} are to be thrown."
            )
        self._next += 1
        return values


_KNOWN: dict[tuple[int, ...], tuple[int, ...]] = {}  # tuples found good, each kept as itself
_KNOWN_MOST = sum(6**n for n in range(1, 7))  # every tuple of 1 to 6 faces, at most


def known_faces(values: tuple[int, ...]) -> bool:
    """True when `values` is the very tuple object found to be 1 to 6 faces (whole numbers
    1 to 6, not bools) before. A replay meets the same few thousand throws millions of times,
    and a tuple of numbers cannot change, so it needs no second look. An equal tuple of other
    objects ((True, 2) equals (1, 2)) is not that object, so it is looked at in full."""
    return _KNOWN.get(values) is values


def remember_faces(values: tuple[int, ...]) -> None:
    """Note a tuple that was found to be 1 to 6 faces (see known_faces). The newest tuple of
    a value is kept: a replay's events share their tuples, an equal one seen before them (a
    throw at the table) must not stand in their way."""
    if (
        1 <= len(values) <= 6
        and (values in _KNOWN or len(_KNOWN) < _KNOWN_MOST)
        and all(v.__class__ is int for v in values)
    ):
        _KNOWN[values] = values


def check_faces(values: Sequence[int], count: int | None = None) -> tuple[int, ...]:
    """Validate dice faces (and their number); return them as a tuple."""
    result = tuple(values)  # a tuple given is returned as itself
    if _KNOWN.get(result) is not result:  # not known_faces(result): a replay's hottest line
        for v in result:
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
                raise InvalidThrow(f"{v!r} is not a die face: a die shows 1 to 6.", "face", face=v)
        remember_faces(result)
    if count is not None and len(result) != count:
        raise InvalidThrow(
            _count_message(len(result), count), "throw.count", wanted=count, got=len(result)
        )
    return result


def parse_faces(text: str, count: int | None = None) -> tuple[int, ...]:
    """Read faces typed from real dice: "3 5 1 1 6 2", "3,5,1" or "351162"."""
    stripped = text.strip()
    if not stripped:
        raise InvalidThrow(
            "Type the faces the dice show, for example 3 5 1 1 6 2.", "throw.empty", wanted=count
        )
    tokens = re.split(r"[\s,;]+", stripped) if re.search(r"[\s,;]", stripped) else list(stripped)
    values: list[int] = []
    for token in tokens:
        if not token:
            continue
        if token not in _FACE_TEXTS:  # not str.isdigit: it accepts "²" and other scripts' digits
            raise InvalidThrow(
                f"“{token}” is not a die face: a die shows 1 to 6.", "face", face=token
            )
        values.append(int(token))
    return check_faces(values, count)


def _count_message(got: int, wanted: int) -> str:
    die = "die" if wanted == 1 else "dice"
    return f"{wanted} {die} are thrown here, but {got} were given."
