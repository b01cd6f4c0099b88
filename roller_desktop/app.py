"""Command line and start-up: parse the arguments, then open the window or run a subcommand.

Subcommands live in `roller_desktop/cli/`, one module each, found by name at start-up: a module
there defines `register(subparsers)`, which adds its parser and sets `handler` on it. Nothing
heavy is imported here, so that the window opens fast.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Callable, Sequence

from roller_desktop import __version__

Handler = Callable[[argparse.Namespace], int]


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line; without `commands`, only the window's options (no cli module is
    imported: start-up time)."""
    parser = argparse.ArgumentParser(
        prog="roller-desktop",
        description="Roller and 105 at the table: dice, protocol, printing and a league.",
    )
    parser.add_argument("--version", action="version", version=f"roller-desktop {__version__}")
    parser.add_argument(
        "--database",
        metavar="PATH",
        help="the league database file (default: the user data folder; "
        "ROLLER_DATABASE_URL overrides it too)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start the whole program, show the main window, then exit 0",
    )
    parser.add_argument("--language", metavar="CODE", help="sv, en or nb (default: the system's)")
    if not commands:
        return parser
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    import pkgutil

    from roller_desktop import cli

    for info in sorted(pkgutil.iter_modules(cli.__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"roller_desktop.cli.{info.name}")
        module.register(subparsers)
    return parser


def names_a_command(argv: Sequence[str]) -> bool:
    """Whether the arguments go beyond the window's options (a subcommand, --help, a typo):
    then the whole parser is built, subcommands and all, to run or explain them."""
    if any(arg in ("-h", "--help") for arg in argv):
        return True
    _, rest = build_parser(commands=False).parse_known_args(argv)
    return bool(rest)


CLOSED_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a command cut short by `head`


def main(argv: Sequence[str] | None = None) -> int:
    """The program. Output piped into a reader that stops early (`league --json | head -1`)
    ends the command quietly, as a shell's own commands do: no traceback."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # a late write fails here, not in the interpreter's farewell
        return status
    except BrokenPipeError:
        return _closed_pipe()


def _closed_pipe() -> int:
    """The reader of standard output has gone: what is left unwritten goes nowhere."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # a stand-in stdout with no file behind it
        pass
    return CLOSED_PIPE


WINDOW_OPTIONS = ("--database", "--language")  # with a value; and --smoke-test


def window_arguments(argv: Sequence[str]) -> argparse.Namespace | None:
    """The window's options read without argparse, when they are all there is and written in
    full (the usual start): argparse translates its help texts through gettext for every
    parser it builds, about 6 ms of CPU before the window. None for anything else (a command,
    --help, an abbreviation, a value that looks like an option): then argparse reads them."""
    values: dict[str, object] = {"database": None, "smoke_test": False, "language": None}
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        name, equals, value = arg.partition("=")
        if arg == "--smoke-test":
            values["smoke_test"] = True
        elif name in WINDOW_OPTIONS and equals:
            values[name[2:]] = value
        elif arg in WINDOW_OPTIONS and rest and not rest[0].startswith("-"):
            values[arg[2:]] = rest.pop(0)
        else:
            return None
    return argparse.Namespace(**values)


def _main(argv: Sequence[str] | None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = window_arguments(arguments)
    if args is None:
        parser = build_parser(commands=names_a_command(arguments))
        args = parser.parse_args(arguments)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is not None:
        try:
            return handler(args)
        except KeyboardInterrupt:
            print("Interrupted.", file=sys.stderr)
            return 130
    # Python's cyclic garbage collector waits while the window starts: its collections walk
    # every object made so far (Qt's wrappers and enums, then SQLAlchemy's), about a sixth of
    # the CPU time before the window maps and of the store's imports. Start-up makes little
    # cyclic garbage; launch turns the collector on again once the store is ready.
    gc.disable()
    try:
        # Qt without PySide6's import hook (ui/shell/qt_loading.py): start-up time.
        from roller_desktop.ui.shell.qt_loading import load_qt

        load_qt()
        from roller_desktop.ui.shell.launch import run_window

        return run_window(args)
    finally:
        gc.enable()
