"""What the store's subcommands share: opening the league with a message instead of a trace."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO, TypeAlias

if TYPE_CHECKING:
    from roller_desktop.store.database import Store

# What app.py hands each command's `register`: argparse's own type for `add_subparsers()`
# (a string: the class is generic only in typeshed).
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def counted(count: int, one: str, many: str) -> str:
    """ "1 match", "2 matches": the command line speaks English, in the right number."""
    return f"{count} {one if count == 1 else many}"


def imported_line(brought: list[tuple[int, str]], known: list[tuple[int, str]]) -> str:
    """An import's summary naming only what is there ("0 new players" read oddly): what it
    brought, then what was here already, each part given with its count."""
    new = [text for count, text in brought if count]
    here = [text for count, text in known if count]
    said = "Imported " + and_list(new) if new else "Nothing new"
    return f"{said}; {', '.join(here)}." if here else f"{said}."


def and_list(parts: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


class CommandFailed(Exception):
    """A message for the person at the command line; the command exits with status 1."""


def open_league(args: argparse.Namespace, reading: bool = False) -> Store:
    """The league of `--database`. `reading`: for a command that only reads, which works
    while the window (or another writer) has the league open (database.open_reader)."""
    from roller_desktop.store.database import open_reader, open_store
    from roller_desktop.store.errors import StoreError

    from ._damage import watch

    watch()  # the check of the backup taken at opening may find damage: said at the end
    try:
        store = (open_reader if reading else open_store)(args.database)
    except StoreError as error:
        raise CommandFailed(str(error)) from None
    for warning in store.warnings:  # e.g. no backup at start: said, and the command goes on
        print(f"roller-desktop: warning: {warning}", file=sys.stderr)
    if store.read_only and not reading:
        print(
            "roller-desktop: note: the league is read-only here: you can look, not play.",
            file=sys.stderr,
        )
    return store


def run_reporting(action: object, args: argparse.Namespace) -> int:
    """Run a command body; a CommandFailed or StoreError becomes a message and status 1."""
    from roller_desktop.store.errors import StoreError, plain_os_error

    from ._damage import settle

    assert callable(action)
    try:
        result = action(args)
    except (CommandFailed, StoreError) as error:
        settle(say=getattr(error, "code", "") != "file.damaged")
        print(f"roller-desktop: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # a closed pipe ends the command quietly (app.py)
        raise
    except OSError as error:  # a file that cannot be written or read: plain words
        where = f" ({error.filename})" if error.filename else ""
        print(f"roller-desktop: {plain_os_error(error)[:-1]}{where}.", file=sys.stderr)
        return 1
    return 1 if settle() else int(result or 0)


class ProgressLine:
    """A progress line on the terminal: rewritten in place, finished with a newline.
    Elsewhere (a log file, a pipe) only the finished line: a hundred steps joined by
    carriage returns made one unreadable line of a keeper's nightly export log."""

    def __init__(self, what: str, stream: TextIO | None = None) -> None:
        self.what = what
        self.stream = stream or sys.stderr
        self._last = -1
        self._terminal = self.stream.isatty()

    def __call__(self, done: int, total: int) -> None:
        percent = 100 * done // total if total else 100
        if percent == self._last and done != total:
            return
        self._last = percent
        text = f"{self.what}: {done}/{total} ({percent}%)"
        if not self._terminal:
            if done == total:
                self.stream.write(text + "\n")
                self.stream.flush()
            return
        self.stream.write("\r" + text)
        if done == total:
            self.stream.write("\n")
        self.stream.flush()
