"""Refusals: every illegal action raises one of these, with a message a player can read."""


class RulesError(ValueError):
    """An action the rules do not allow. Nothing has changed when it is raised."""


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
        raise OutOfRange(f"There is no {what} {value!r}: {what}s are numbered 0 to {count - 1}.")
    return value
