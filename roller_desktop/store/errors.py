"""The store's refusals: each carries a message a person can act on. No SQLAlchemy here.

The message is English, for logs and the command line; `code` and `values` say what it is
about, so that the window words it in its own language (as the engine's refusals do).
"""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Something about the league database that the program cannot or will not do."""

    def __init__(self, message: str = "", code: str = "", **values: object) -> None:
        super().__init__(*((message,) if message else ()))
        self.code = code
        self.values: dict[str, object] = values


class DamagedDatabase(StoreError):
    """The file is damaged or is not a Roller database. It has not been written to.

    `backups` lists the newest good backups, newest first, for the program to offer.
    """

    def __init__(
        self,
        message: str,
        backups: list[Path] | None = None,
        code: str = "",
        **values: object,
    ) -> None:
        super().__init__(message, code, **values)
        self.backups: list[Path] = list(backups or [])


class NotARollerDatabase(DamagedDatabase):
    """A readable file, but not one of ours (another program's database, a text file)."""


class NewerSchema(StoreError):
    """The database was written by a newer version of the program; it is left untouched."""

    def __init__(
        self,
        message: str,
        backups: list[Path] | None = None,
        code: str = "",
        **values: object,
    ) -> None:
        super().__init__(message, code, **values)
        self.backups: list[Path] = list(backups or [])


class DatabaseInUse(StoreError):
    """Another program (or window) has the database open."""


class InvalidName(StoreError, ValueError):
    """A player's name that cannot be used: empty, too long, or already taken."""


class UnknownPlayer(StoreError, KeyError):
    """No player has this id."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "Unknown player."


class UnknownMatch(StoreError, KeyError):
    """No match has this id."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "Unknown match."


class MatchClosed(StoreError):
    """The match is finished or abandoned: its events never change."""


class ImportProblem(StoreError, ValueError):
    """An import file that cannot be imported; nothing of it was imported."""
