"""Which backups can be trusted, and what is known of damage to the league. No Qt here.

Every new backup copy is checked whole (SQLite's `integrity_check`, which also finds an index
out of order that `quick_check` passes) in a thread of its own after it is written, never on
the path of a click or of the first paint. The verdict is kept beside the copy
(`<backup>.check`). A copy that fails is taken out of the backups (renamed `<backup>.failed`,
so that no rotation counts it and no restore offers it), and the league it was taken from is
recorded as damaged (`damage.json` in the backups folder): every later opening then checks
the league whole and refuses it, untouched, with the newest good backup offered.

The same record is written when an opening after an unclean end finds damage, when `check`
does, and when a query meets a damaged page. Restoring a backup clears it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

CHECK_SUFFIX = ".check"
FAILED_SUFFIX = ".failed"
DAMAGE_FILE = "damage.json"
STAMP = "%Y%m%d-%H%M%S-%f"  # in a backup's name: when it was taken


def backup_folder(database: Path) -> Path:
    return database.parent / f"{database.stem}-backups"


def list_backups(database: Path) -> list[Path]:
    """Backups newest first (the name carries the time)."""
    folder = backup_folder(database)
    if not folder.is_dir():
        return []
    found = [p for p in folder.glob(f"{database.stem}-*.sqlite3") if taken(p) is not None]
    return sorted(found, key=lambda p: taken(p) or datetime.min, reverse=True)


# NamedTuples, not dataclasses: the window's start-up imports this module (opening.py), and a
# dataclass's class is made by compiling its methods, about 1.5 ms each (issue 28). For the
# same reason json is imported where a file is read or written.


class Verdict(NamedTuple):
    """What the whole check of a backup copy found: ok, or the first problem."""

    ok: bool
    detail: str
    checked: datetime


class Damage(NamedTuple):
    """Damage known of the league: what was found, when, and by what (`backup`: the check of
    the copy just taken; `unclean-end`: the check after a crash; `check`: the command;
    `reading`: a query met a damaged page)."""

    detail: str
    found: datetime
    by: str
    backup: str = ""  # the copy whose check found it


def integrity_problem(path: Path) -> str:
    """The first problem SQLite's `integrity_check` finds in the file, "" when it is sound.
    Read-only; a file that cannot even be read is a problem too (in SQLite's or the system's
    words). Text in a damaged page may not be UTF-8: it is shown, never a decoding error."""
    try:
        with open(path, "rb") as f:
            if f.read(16) != b"SQLite format 3\x00":
                return "not an SQLite file"
        wal = path.with_name(path.name + "-wal")
        options = "mode=ro" if wal.exists() and wal.stat().st_size > 0 else "mode=ro&immutable=1"
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True)
        try:
            connection.text_factory = lambda raw: raw.decode("utf-8", "replace")
            rows = connection.execute("PRAGMA integrity_check(1)").fetchall()
        finally:
            connection.close()
    except OSError as error:
        return str(error.strerror or error)
    except (sqlite3.Error, UnicodeError, ValueError) as error:
        return str(error) or type(error).__name__
    if rows == [("ok",)]:
        return ""
    if not rows:
        return "no answer"
    # "*** in database main ***\nPage 45: ...": the problem, without the banner
    lines = [line for line in str(rows[0][0]).splitlines() if not line.startswith("***")]
    return " ".join(lines).strip() or str(rows[0][0])


def verdict(backup: Path) -> Verdict | None:
    """The recorded verdict of a backup copy; None when it has not been checked yet."""
    try:
        text = _sidecar(backup).read_text(encoding="utf-8")
        import json

        data = json.loads(text)
        return Verdict(bool(data["ok"]), str(data["detail"]), datetime.fromisoformat(data["at"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def check_backup(database: Path, backup: Path, blame_league: bool = True) -> Verdict:
    """Check one copy whole and keep the verdict; a copy that fails is taken out of the
    backups and the league recorded as damaged (the copy holds what the league held), unless
    not `blame_league`: an older copy checked on its way back (a restore) may have gone bad
    on the disk since, which says nothing of the league."""
    problem = integrity_problem(backup)
    found = Verdict(not problem, problem, datetime.now())
    if not backup.exists():  # thinned away meanwhile: nothing to keep a verdict for
        return found
    _write_json(
        _sidecar(backup), {"ok": found.ok, "detail": found.detail, "at": found.checked.isoformat()}
    )
    if not found.ok:
        with contextlib.suppress(OSError):
            os.replace(backup, backup.with_name(backup.name + FAILED_SUFFIX))
            os.replace(_sidecar(backup), _sidecar(backup.with_name(backup.name + FAILED_SUFFIX)))
        if blame_league:
            record_damage(database, problem, "backup", backup.name)
    return found


def check_unchecked(database: Path) -> list[Verdict]:
    """Check every backup that has no verdict yet, newest first (a program that ended before
    its check finished leaves one)."""
    return [check_backup(database, b) for b in list_backups(database) if verdict(b) is None]


_running: list[threading.Thread] = []
_running_guard = threading.Lock()
_listeners: list[Callable[[Path, Damage], None]] = []


def check_in_background(database: Path) -> threading.Thread:
    """Check the unchecked backups in a thread (not a daemon: a command that ends meanwhile
    waits for the verdict, so that it is never lost). The listeners hear of damage found."""

    def run() -> None:
        try:
            check_unchecked(database)
        except Exception:  # a folder gone meanwhile: the next opening checks again
            return

    thread = threading.Thread(target=run, name="backup-check")
    with _running_guard:
        _running[:] = [t for t in _running if t.is_alive()]
        _running.append(thread)
    thread.start()
    return thread


def wait_for_checks(timeout: float | None = None) -> None:
    """Wait for the checks under way (tests; a command before it says what was found)."""
    with _running_guard:
        threads = list(_running)
    for thread in threads:
        thread.join(timeout)


def on_damage(listener: Callable[[Path, Damage], None]) -> Callable[[], None]:
    """Hear of damage newly found (from the thread that found it: a background check's, or a
    query's); returns the unsubscribe."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def record_damage(database: Path, detail: str, by: str, backup: str = "") -> None:
    """Remember that the league is damaged, for every later opening (best effort: a folder
    that cannot be written leaves it to the next check to find again), and tell the
    listeners (a window that has the league open) when it was not known before."""
    folder = backup_folder(database)
    new = known_damage(database) is None
    found = Damage(detail, datetime.now(), by, backup)
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        _write_json(
            folder / DAMAGE_FILE,
            {"detail": detail, "found": found.found.isoformat(), "by": by, "backup": backup},
        )
    if new:
        for listener in list(_listeners):
            listener(database, found)


def known_damage(database: Path) -> Damage | None:
    """Damage recorded of the league, None when none is."""
    try:
        text = (backup_folder(database) / DAMAGE_FILE).read_text(encoding="utf-8")
        import json

        data = json.loads(text)
        return Damage(
            str(data["detail"]),
            datetime.fromisoformat(data["found"]),
            str(data["by"]),
            str(data.get("backup", "")),
        )
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):  # a damaged record is damage known
        return Damage("the record of damage cannot be read", datetime.now(), "record")


def clear_damage(database: Path) -> None:
    """The league is sound again (a backup restored, a whole check passed)."""
    with contextlib.suppress(OSError):
        (backup_folder(database) / DAMAGE_FILE).unlink(missing_ok=True)


def ended_uncleanly(database: Path) -> bool:
    """Whether the last program that wrote the league ended without closing it: its
    write-ahead log is still there with content (a clean close folds it in and deletes it)."""
    wal = database.with_name(database.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


def _sidecar(backup: Path) -> Path:
    return backup.with_name(backup.name + CHECK_SUFFIX)


def _write_json(path: Path, data: object) -> None:
    # A partial file of this writer's own: the background check and an opening may check the
    # same copy at once, and a shared partial name let one move the other's away.
    partial = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.partial")
    try:
        import json

        partial.write_text(json.dumps(data), encoding="utf-8")
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


def taken(path: Path) -> datetime | None:
    parts = path.stem.split("-")
    for i in range(len(parts) - 2):
        try:
            return datetime.strptime("-".join(parts[i : i + 3]), STAMP)
        except ValueError:
            continue
    return None
