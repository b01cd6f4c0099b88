"""Refusals: every illegal action raises one of these, with a message a player can read.

The message is English, for logs and the command line. A refusal a player can meet also carries
what it is about: `code` names the refusal ("keep.no-such-dice") and `values` the numbers and
names it speaks of, so a window can word it in its own language, with plural forms, without
reading the English back. `event` is the number of the stored event a replay refused, if any.
"""

from __future__ import annotations

from typing import TypeVar

_E = TypeVar("_E", bound="RulesError")


class RulesError(ValueError):
    """An action the rules do not allow. Nothing has changed when it is raised."""

    def __init__(self, message: str, code: str = "", **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values: dict[str, object] = values
        self.event: int | None = None

    def in_event(self: _E, number: int) -> _E:
        """The same refusal, said of the stored event `number` (a replay names the event)."""
        error = type(self)(f"Event {number}: {self}", self.code, **self.values)
        error.event = number
        return error


class InvalidSelection(RulesError):
    """The dice chosen to keep do not form a legal selection."""


class InvalidThrow(RulesError):
    """The dice entered as a throw are not a possible throw here (count or faces)."""


class IllegalAction(RulesError):
    """The action is out of turn: not allowed in the current state of the game."""


class MatchOver(IllegalAction):
    """The match or race has ended; nothing more can be played."""


class InvalidEvent(RulesError):
    """A stored or imported event cannot be read."""


class OutOfRange(RulesError, IndexError):
    """A seat or round the match does not have. Negative numbers are refused too: seat -1 is
    not "the last seat" here. An IndexError as well, for code that treats it as one."""


def checked_index(value: int, count: int, what: str) -> int:
    """`value` when it is one of 0 to count - 1 (a whole number, not a bool); else OutOfRange."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < count:
        raise OutOfRange(
            f"There is no {what} {value!r}: {what}s are numbered 0 to {count - 1}.",
            "out-of-range",
            what=what,
            value=value,
            count=count,
        )
    return value
