"""Duplicate dice (issue 16, item 6; RULES.md "Championships"): every table of a qualifying
round throws the same faces, on every laptop and every version of the program.

Throw j of the turn of the player at position s (in playing order: the starter is 1) in rond r
of qualifying round q of championship c takes the first n (the dice thrown) of six faces fixed
by the key

    roller-duplicate-dice/1|q|r|s|j|c

(the numbers in decimal without leading zeros, all from 1; c, the championship's key, last and
as it is, in Unicode's NFC; the whole in UTF-8). The six faces: the bytes of SHA-256 of the key,
in order, each byte b below 252 giving the face b mod 6 + 1 and each of 252 and above skipped
(252 = 6 × 42: every face equally likely); if the 32 bytes give fewer than six faces, the bytes
of SHA-256 of the key followed by "#1", then "#2", ..., go on. docs/championship.md has test
vectors; tests/championship/test_dice.py checks them.

`DuplicateDice` is a dice source (engine/dice.py's DiceSource) for a Roller match in play: it
reads the rond, the position and the throw from the match when the dice are thrown (the match
itself, or a function giving the match as it is now: a recorder that takes the match anew
from the store replaces its match object).

The championship's key c is the championship's id as the store keeps it (championships.id,
the UUID given when it was made, which also seeds its draw): the same on every laptop of a
shared league, and never changed by renaming the championship.
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Callable, Iterable, Iterator

from roller_desktop.engine.dice import check_faces
from roller_desktop.engine.errors import InvalidThrow, MatchOver
from roller_desktop.engine.roller import RollerMatch

from .errors import ChampionshipError

VERSION = "roller-duplicate-dice/1"
DICE = 6
SKIP_FROM = 252  # bytes of 252 and above are skipped: 252 is the largest multiple of 6 <= 256


def key_text(championship: str, qualifying_round: int, rond: int, position: int, throw: int) -> str:
    """The key of one throw (see the module's docstring)."""
    if not isinstance(championship, str) or not championship.strip():
        raise ChampionshipError(
            "Duplicate dice need the championship's key.", "dice.no-championship"
        )
    for what, value in (
        ("qualifying round", qualifying_round),
        ("rond", rond),
        ("position", position),
        ("throw", throw),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ChampionshipError(
                f"The {what} of duplicate dice is a whole number from 1, not {value!r}.",
                "dice.number",
                what=what,
                value=value,
            )
    name = unicodedata.normalize("NFC", championship)
    return f"{VERSION}|{qualifying_round}|{rond}|{position}|{throw}|{name}"


def digests(key: str) -> Iterator[bytes]:
    """SHA-256 of the key, then of the key with "#1", "#2", ... (UTF-8)."""
    data = key.encode("utf-8")
    yield hashlib.sha256(data).digest()
    more = 1
    while True:
        yield hashlib.sha256(data + f"#{more}".encode("ascii")).digest()
        more += 1


def faces_from_bytes(blocks: Iterable[bytes]) -> tuple[int, ...]:
    """Six faces from a stream of byte blocks: b mod 6 + 1 for each byte b below 252."""
    faces: list[int] = []
    for block in blocks:
        for byte in block:
            if byte < SKIP_FROM:
                faces.append(byte % DICE + 1)
                if len(faces) == DICE:
                    return tuple(faces)
    raise ValueError("the byte stream ended before six faces")


def six_faces(
    championship: str, qualifying_round: int, rond: int, position: int, throw: int
) -> tuple[int, ...]:
    """The six faces fixed for this throw."""
    return faces_from_bytes(
        digests(key_text(championship, qualifying_round, rond, position, throw))
    )


def throw_faces(
    championship: str, qualifying_round: int, rond: int, position: int, throw: int, dice: int
) -> tuple[int, ...]:
    """The faces of this throw of `dice` dice: the first `dice` of the six."""
    if isinstance(dice, bool) or not isinstance(dice, int) or not 1 <= dice <= DICE:
        raise InvalidThrow(
            f"A throw in Roller has 1 to {DICE} dice, not {dice!r}.",
            "throw.count",
            wanted=DICE,
            got=dice,
        )
    return six_faces(championship, qualifying_round, rond, position, throw)[:dice]


class DuplicateDice:
    """The dice source of a Roller match of a championship with duplicate dice: each throw's
    faces come from the match's state when they are thrown (its rond, the thrower's position
    in playing order, the throw of the turn), so a table whose match is replayed, resumed or
    undone throws the same faces again. The opening throw (who starts) is not duplicated: a
    championship table starts with seat 1 of the draw (house rule `starter`: choose).

    `match`: the match, or a function returning it as it is now (`lambda: recorder.game`),
    read at every throw."""

    def __init__(
        self,
        championship: str,
        qualifying_round: int,
        match: RollerMatch | Callable[[], object],
    ) -> None:
        key_text(championship, qualifying_round, 1, 1, 1)  # refuses a bad key now
        self.championship = championship
        self.qualifying_round = qualifying_round
        self._match = match

    @property
    def match(self) -> RollerMatch:
        """The match the next throw is of (read anew each time)."""
        found = self._match if isinstance(self._match, RollerMatch) else self._match()
        if not isinstance(found, RollerMatch):
            raise TypeError("Duplicate dice are for a Roller match.")
        return found

    def next_key(self) -> tuple[int, int, int]:
        """(rond, position, throw) of the throw due now, all from 1."""
        match = self.match
        seat, rond = match.current_seat, match.current_round
        if seat is None or rond is None:
            raise MatchOver("The match is over; nothing more can be played.", "match.over")
        return rond + 1, match.order.index(seat) + 1, match.throws_this_turn + 1

    def roll(self, count: int) -> tuple[int, ...]:
        rond, position, throw = self.next_key()  # refuses a match that is over
        due = self.match.dice_to_throw
        if count != due:
            raise InvalidThrow(
                f"{due} dice are thrown here, not {count}.", "throw.count", wanted=due, got=count
            )
        return check_faces(
            throw_faces(self.championship, self.qualifying_round, rond, position, throw, count),
            count,
        )
