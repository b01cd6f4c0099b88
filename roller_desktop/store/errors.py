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


class OffersBackups(StoreError):
    """A refusal to open the league that can offer its newest good backups, newest first."""

    def __init__(
        self,
        message: str,
        backups: list[Path] | None = None,
        code: str = "",
        **values: object,
    ) -> None:
        super().__init__(message, code, **values)
        self.backups: list[Path] = list(backups or [])


class DamagedDatabase(OffersBackups):
    """The file is damaged or is not a Roller database. It has not been written to.

    `backups` lists the newest good backups, newest first, for the program to offer.
    """


class NotARollerDatabase(DamagedDatabase):
    """A readable file, but not one of ours (another program's database, a text file)."""


class NewerSchema(OffersBackups):
    """The database was written by a newer version of the program; it is left untouched."""


class DatabaseInUse(StoreError):
    """Another program (or window) has the database open."""


class InvalidName(StoreError, ValueError):
    """A player's name that cannot be used: empty, too long, or already taken."""


class InvalidText(StoreError, ValueError):
    """A place, a note or another text or value that the league cannot keep as given."""


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


class MatchMovedOn(StoreError):
    """Another program (a laptop at another table, on the same server) played this match on,
    or took a move back, since this one last read it: the action was refused, nothing was
    stored, and the recorder now holds the match as it is stored."""


class ChampionshipRefused(StoreError, ValueError):
    """A championship cannot be made or changed so (an unknown name, a draw that cannot be
    made, a table the draw has not, ...); nothing was changed."""


class ImportProblem(StoreError, ValueError):
    """An import file that cannot be imported; nothing of it was imported.

    Its `values` say where in the file the problem is (`where`, a Where of store/where.py) and
    what it is, so the window words it all in its own language.
    """


class ExportProblem(StoreError):
    """A league file that could not be written; no part of it was left behind."""


class LeagueReadOnly(StoreError):
    """The league can be looked at here but not written to (a read-only file or folder)."""


class WriteFailed(StoreError):
    """The league could not be written just now (the disk is full, the file turned read-only,
    the server went away); nothing of the change was kept."""


class ServerUnavailable(StoreError):
    """The league's database server cannot be reached (stopped, the network down)."""


class Notice(str):
    """A notice about the league just opened (a start-up backup that failed, a full disk): its
    English text, for logs and the command line, with a `code` and `values` like a refusal's,
    so the window words it in its own language."""

    code: str
    values: dict[str, object]

    def __new__(cls, text: str, code: str = "", **values: object) -> Notice:
        notice = super().__new__(cls, text)
        notice.code = code
        notice.values = values
        return notice


# Why a file operation failed, as a code (a refusal's `why`) and in plain English.
OS_REASONS = {
    "disk-full": "the disk is full",
    "quota": "the disk quota is used up",
    "no-permission": "the file or folder is protected (no permission)",
    "folder-protected": "the folder is protected (no permission)",
    "read-only-disk": "the disk is read-only",
    "no-folder": "there is no such folder",
    "no-file": "there is no such file",
    "is-folder": "that is a folder, not a file",
}


def os_reason(error: OSError, reading: bool = False) -> str:
    """Why a file operation failed, as a code of OS_REASONS; "" for another reason (the
    system's own words then go in the refusal's `detail`). A missing path is a missing folder
    when writing, a missing file when `reading`."""
    import errno

    if reading and error.errno == errno.ENOENT:
        return "no-file"
    return {
        errno.ENOSPC: "disk-full",
        errno.EDQUOT: "quota",
        errno.EACCES: "no-permission",
        errno.EPERM: "no-permission",
        errno.EROFS: "read-only-disk",
        errno.ENOENT: "no-folder",
        errno.ENOTDIR: "no-folder",
        errno.EISDIR: "is-folder",
    }.get(error.errno or 0, "")


def plain_os_error(error: OSError, reading: bool = False) -> str:
    """Why a file operation failed, in plain words (no error numbers, no tracebacks)."""
    reason = OS_REASONS.get(os_reason(error, reading))
    if reason is None:
        reason = (error.strerror or str(error)).rstrip(".").lower()
    return reason + "."


def os_values(error: OSError, reading: bool = False) -> dict[str, object]:
    """The values a refusal carries for a failed file operation: `why` (a code of OS_REASONS,
    or "") and `detail` (the system's own words, for a reason without a code)."""
    return {"why": os_reason(error, reading), "detail": (error.strerror or str(error)).rstrip(".")}
