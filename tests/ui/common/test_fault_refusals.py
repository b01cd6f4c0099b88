"""The refusals of the disk, the folder and the database server, and the notices about a league
just opened, in the window's language (issue #17): each carries a code and its values (why a
file operation failed as a code too), so the Swedish and Norwegian window shows no English."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.store import backups
from roller_desktop.store.access import make_folder, take_lock
from roller_desktop.store.database import _open_server, open_store
from roller_desktop.store.errors import Notice, StoreError
from roller_desktop.store.exchange import export_file, import_file
from roller_desktop.store.handle import plain_database_error
from roller_desktop.store.limits import twins_message
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import Messages, describe, describe_notice
from roller_desktop.ui.shell.launch import store_notices
from tests.ui.league.test_import_refusals import _english_left as _words_of_english


def _english_left(text: str) -> list[str]:
    """English words left in a Swedish or Norwegian text ("start" is a Swedish word too)."""
    return [word for word in _words_of_english(text) if word.lower() != "start"]


class OperationalError(Exception):
    """Stands for psycopg's OperationalError (what the server says, as psycopg gives it)."""


OperationalError.__module__ = "psycopg"


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def _caught(action: Callable[[], object]) -> StoreError:
    with pytest.raises(StoreError) as caught:
        action()
    return caught.value


def _database(error: BaseException, disconnected: bool = False) -> StoreError:
    problem = plain_database_error(error, disconnected)
    assert problem is not None, f"not said in plain words: {error}"
    return problem


def refusals(tmp_path: Path) -> list[tuple[str, StoreError]]:
    """Each refusal as the store makes it, with the code it must carry."""
    league = tmp_path / "league.sqlite3"
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    with open_store(league) as store:
        export_nowhere = _caught(lambda: export_file(store, tmp_path / "nowhere" / "out.json"))
        export_to_folder = _caught(lambda: export_file(store, tmp_path))
    return [
        ("export.failed", export_nowhere),
        ("export.failed", export_to_folder),
        ("import.unreadable", _caught(lambda: import_file(None, tmp_path / "gone.json"))),  # type: ignore[arg-type]
        ("folder.make", _caught(lambda: make_folder(a_file / "sub" / "league.sqlite3"))),
        ("folder.lock", _caught(lambda: take_lock(tmp_path / "no" / "league.sqlite3"))),
        ("write.disk-full", _database(sqlite3.OperationalError("database or disk is full"))),
        (
            "league.read-only",
            _database(sqlite3.OperationalError("attempt to write a readonly database")),
        ),
        ("write.disk-error", _database(sqlite3.OperationalError("disk I/O error"))),
        (
            "server.login",
            _database(
                OperationalError(
                    'connection failed: FATAL:  password authentication failed for user "ola"'
                )
            ),
        ),
        ("server.unavailable", _database(OperationalError("connection refused"), True)),
        ("server.driver", _caught(lambda: _open_server("mysql://kari@server/league"))),
        ("server.refused", _caught(lambda: _open_server(f"sqlite:///{tmp_path}"))),
        (
            "backup.before-migration",
            StoreError("…", "backup.before-migration", name="league.sqlite3", why="disk-full"),
        ),
        ("league.old-read-only", StoreError("…", "league.old-read-only", name="league.sqlite3")),
    ]


def _without_values(text: str, error: StoreError) -> str:
    """The words around the values: paths and the server's or the system's own words."""
    for key in ("path", "folder", "name", "detail", "driver", "scheme"):
        value = error.values.get(key)
        if isinstance(value, str) and value:
            text = text.replace(value, " ")
    return text


def test_every_fault_carries_a_code_and_is_worded_in_each_language(
    language: Callable[[str], None], tmp_path: Path
) -> None:
    made = refusals(tmp_path)
    for expected, error in made:
        assert error.code == expected, f"{expected}: {error.code} {error}"
    language("en")
    english = [describe(error) for _, error in made]
    assert english[0].endswith("there is no such folder.")
    assert english[2].endswith("(there is no such file).")  # reading: the file is missing
    for code in ("sv", "nb"):
        language(code)
        for (_, error), in_english in zip(made, english, strict=True):
            assert Messages().word(error.code, error.values, error) is not None, error.code
            shown = describe(error)
            assert shown != in_english, f"{code}: still English: {shown}"
            left = _english_left(_without_values(shown, error))
            assert not left, f"{code}: English {left} in {shown!r}"


def test_why_a_file_operation_failed_is_worded_in_each_language(
    language: Callable[[str], None], tmp_path: Path
) -> None:
    errors = {
        why: StoreError("…", "export.failed", path="/media/stick/league.json", why=why)
        for why in backups_whys()
    }
    language("sv")
    assert describe(errors["disk-full"]) == (
        "Ligan exporterades inte till /media/stick/league.json: disken är full."
    )
    swedish = {describe(error) for error in errors.values()}
    language("nb")
    norwegian = {describe(error) for error in errors.values()}
    assert len(swedish) == len(norwegian) == len(errors)  # each reason its own words
    for text in swedish | norwegian:
        assert not _english_left(text.replace("/media/stick/league.json", " ")), text


def backups_whys() -> list[str]:
    from roller_desktop.store.errors import OS_REASONS

    return list(OS_REASONS)


def test_a_reason_without_a_code_keeps_the_systems_words(language: Callable[[str], None]) -> None:
    error = StoreError("…", "folder.make", folder="/srv/liga", why="", detail="Too many open files")
    language("nb")
    assert describe(error) == (
        "Mappen /srv/liga for ligaen kan ikke opprettes: Too many open files."
    )


def test_the_notices_of_a_league_just_opened_are_in_the_windows_language(
    language: Callable[[str], None],
) -> None:
    no_backup = Notice(
        "No backup of the league was taken at start: the disk is full. …",
        "notice.no-backup",
        why=backups.why_code(sqlite3.OperationalError("database or disk is full")),
    )
    no_room = Notice("The disk is full: …", "notice.no-room")
    twins = twins_message(["Åsa"])
    assert isinstance(twins, Notice) and twins.code == "notice.name-twins"
    assert str(no_backup).startswith("No backup")  # the English stays for the command line
    language("sv")
    assert describe_notice(no_backup) == (
        "Ingen säkerhetskopia av ligan togs vid start: disken är full. Ligan är öppen; det som "
        "inte kan sparas får du veta."
    )
    looking = type("Looking", (), {"read_only": True, "warnings": [no_backup, no_room, twins]})
    notices = store_notices(looking())
    assert notices[0].startswith("Ligan är skrivskyddad här")
    assert notices[1].startswith("Ingen säkerhetskopia")
    for code in ("sv", "nb"):
        language(code)
        for notice in (no_backup, no_room, twins):
            shown = describe_notice(notice)
            assert shown != str(notice)
            assert not _english_left(shown.replace("Åsa", " ")), shown
    assert describe_notice("A notice of no kind.") == "A notice of no kind."


def test_a_server_away_at_start_says_where_it_was_looked_for_not_the_password(
    language: Callable[[str], None], monkeypatch: Any
) -> None:
    """A table's laptop started before the director's server is there: the message names
    the server (never the password) and what to check, not a change that was not saved."""
    from PySide6.QtWidgets import QMessageBox

    from roller_desktop.store.errors import ServerUnavailable
    from roller_desktop.ui.shell.launch import offer_restore

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    url = "postgresql+psycopg://roller:hemligt@192.168.1.10:5433/em2027"
    away = ServerUnavailable("The league's database server cannot be reached just now.")
    assert offer_restore(None, away, url) is False
    assert len(shown) == 1 and "192.168.1.10:5433" in shown[0]
    assert "hemligt" not in shown[0] and "director's laptop" in shown[0]
    language("sv")
    assert offer_restore(None, away, url) is False
    assert "192.168.1.10:5433" in shown[1] and "tävlingsledarens" in shown[1]
