"""Refusals of the championship's pure parts, worded as the engine's are (engine/errors.py).

The message is English, for logs and the command line; `code` names the refusal and `values`
what it speaks of, so a window can say it in its own language."""

from __future__ import annotations


class ChampionshipError(ValueError):
    """Input a championship cannot take (a draw that cannot be made, a result twice, ...).
    Nothing has changed when it is raised."""

    def __init__(self, message: str, code: str = "", **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values: dict[str, object] = values
