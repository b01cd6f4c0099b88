"""`roller-desktop screenshots DIR`: every main screen rendered to PNG files, to look at.

The rendering lives in roller_desktop.ui.screenshots (only ui imports Qt); this is the command.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from ._common import Subcommands
from ._progress import ProgressLine

LANGUAGES = ("sv", "en", "nb")
THEMES = ("light", "dark")


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "screenshots",
        help="render every main screen to PNG (Swedish and English, light and dark)",
        description="Render the start screen, setup, a turn with a selection, a forced ROLLER, "
        "Tjock, the end of a match, a 105 race, real-dice entry, the league, a player page with "
        "its charts, the match history, the players and the printed protocol and league pages to "
        "DIR/NN-screen-language-theme.png, offscreen, with scripted dice. The league is a "
        "temporary copy: --database is only read.",
    )
    parser.add_argument("folder", metavar="DIR", help="where the PNG files go (made if missing)")
    parser.add_argument(
        "--database",
        metavar="PATH",
        default=argparse.SUPPRESS,  # the program's own --database works here too
        help="start from a copy of this league database (default: an empty league)",
    )
    parser.add_argument(
        "--languages",
        default="sv,en",
        type=_choices(LANGUAGES),
        help="comma-separated, of sv, en, nb (default: sv,en)",
    )
    parser.add_argument(
        "--themes",
        default="light,dark",
        type=_choices(THEMES),
        help="comma-separated, of light, dark (default: both)",
    )
    parser.set_defaults(handler=run)


def _choices(allowed: tuple[str, ...]) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        chosen = [part.strip() for part in text.split(",") if part.strip()]
        wrong = [c for c in chosen if c not in allowed]
        if wrong or not chosen:
            raise argparse.ArgumentTypeError(
                f"choose from {', '.join(allowed)} (comma-separated), not {text!r}"
            )
        return chosen

    return parse


def run(args: argparse.Namespace) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no windows flashing by; same pixels anywhere
    from roller_desktop.ui.screenshots.screens import take_screenshots

    folder = Path(args.folder)
    if folder.exists() and not folder.is_dir():
        print(f"roller-desktop: {folder} is a file, not a folder.", file=sys.stderr)
        return 2
    languages: list[str] = args.languages
    themes: list[str] = args.themes
    from roller_desktop.ui.screenshots.screens import SCREENS

    line = ProgressLine("Screenshots", len(SCREENS) * len(languages) * len(themes))
    try:
        written = take_screenshots(
            folder,
            database=getattr(args, "database", None),
            languages=languages,
            themes=themes,
            progress=lambda done, _total: line.update(done),
        )
    except ValueError as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        return 2
    print(f"{len(written)} screenshots in {folder}")
    return 0
