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
