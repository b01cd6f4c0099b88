"""Where the league lives by default. Light on imports: the window asks before it opens."""

from __future__ import annotations

import os
from pathlib import Path

DATABASE_URL_VARIABLE = "ROLLER_DATABASE_URL"
DATABASE_FILE_NAME = "league.sqlite3"


def default_database_path() -> Path:
    """The league file in the platform's user data folder (not created here)."""
    from platformdirs import user_data_path

    return user_data_path("roller-desktop", appauthor=False) / DATABASE_FILE_NAME


def resolve_location(path_or_url: str | None) -> str:
    """An explicit path or URL wins; then ROLLER_DATABASE_URL; then the user data folder."""
    if path_or_url:
        return path_or_url
    from_environment = os.environ.get(DATABASE_URL_VARIABLE)
    if from_environment:
        return from_environment
    return str(default_database_path())


def is_url(location: str) -> bool:
    return "://" in location
