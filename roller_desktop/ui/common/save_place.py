"""Where a file the program writes is first offered: the Documents folder (else the home
folder), under a name made from what the file holds, in the window's language.

A bare name in a save dialog opens it in the program's working folder: for the app folder its
own folder, for a program started from a terminal wherever that was. The print preview's
Ctrl+S suggested Documents already; the league's CSV and PDF, the protocol page's PDF, the
league file and the protocols' CSV suggested "league.pdf", "105-league.csv" or
"protocol.pdf" there (seen in nb and sv at the largest text, under Xvfb).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def save_folder() -> Path:
    """The person's Documents folder, or the home folder where there is none; never the cwd."""
    places = QStandardPaths.StandardLocation
    folder = QStandardPaths.writableLocation(places.DocumentsLocation)
    if not folder or not Path(folder).is_dir():
        folder = QStandardPaths.writableLocation(places.HomeLocation)
    return Path(folder)


def file_name(title: str, suffix: str) -> str:
    """The file name a title suggests: characters no file system takes become a dash between
    spaces ("Coach sheet: Åke" → "Coach sheet - Åke.pdf", not "Coach sheet- Åke")."""
    name = re.sub(r'(?:\s*[/\\:*?"<>|])+\s*', " - ", title).strip(" -")
    return (name or "page") + suffix


def suggested_path(title: str, suffix: str) -> str:
    """The whole path a save dialog starts from: the folder above and the title's name."""
    return str(save_folder() / file_name(title, suffix))
