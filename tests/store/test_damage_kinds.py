"""Every kind of damage ends in the program's own message, with the newest good backup offered:
the window's opening (quick, then the store built) and three commands on each damaged copy,
generated from a seed over the kinds of pages (damage_kinds.py). No traceback, nothing written
to the damaged file; damage the whole check finds is known to every later opening."""

from __future__ import annotations

import contextlib
import hashlib
import io
import shutil
import sqlite3
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.backup_checks import integrity_problem, known_damage, wait_for_checks
from roller_desktop.store.backups import list_backups
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, StoreError
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly

from .damage_kinds import damage_kinds, pages_by_kind
from .helpers import play_out, players, start

SEED = 26


@pytest.fixture(scope="module")
def sound(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small league in small pages: every kind of page (interior ones, overflow) is there."""
    made = tmp_path_factory.mktemp("sound") / "made.sqlite3"
    with open_store(made, backup=False) as store:
        ids = players(store, "Ola", "Kari", "Åsa", "Per", "Siv", "Bo")
        for seed in range(4):
            match = start(store, "roller", ids, {"rounds": 4})
            play_out(MatchRecorder.open(store, match), seed)
        store.set_place_and_note(match, "Nås", "Årets långa anteckning. " * 60)
        start(store, "roller", ids, {"rounds": 3})  # one in progress: the start screen reads it
    wait_for_checks()
    path = made.with_name("league.sqlite3")
    connection = sqlite3.connect(made)
    connection.execute("PRAGMA journal_mode = DELETE")
    connection.execute("PRAGMA page_size = 512")
    connection.execute("VACUUM")
    connection.close()
    shutil.copy(made, path)
    assert set(pages_by_kind(path)) == {
        "table-leaf",
        "table-interior",
        "index-leaf",
        "index-interior",
        "overflow",
    }
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""


def command(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))  # an exception escaping here fails the test
    return code, err.getvalue()


def window_opening(path: Path) -> StoreError | None:
    """What the window does: the quick opening, then the store built and its lists read."""
    try:
        quick = open_quickly(path)
        assert quick is not None
        store = quick.finish()
        try:
            store.unfinished_matches()
            store.damaged_matches()
        finally:
            store.close()
    except StoreError as error:
        return error
    return None


def test_every_kind_of_damage_ends_in_the_message(sound: Path, tmp_path: Path) -> None:
    seen: dict[str, int] = {}
    for name, spoil in damage_kinds(sound, SEED):
        folder = tmp_path / name
        folder.mkdir()
        path = folder / "league.sqlite3"
        shutil.copy(sound, path)
        open_store(path).close()  # the start-up backup of the sound league, checked
        wait_for_checks()
        [good] = list_backups(path)
        spoil(path)
        problem = integrity_problem(path)
        first = window_opening(path)  # the first opening may not see it: no whole check
        wait_for_checks()  # ... but the check of the backup it took does
        if not problem:  # damage SQLite cannot see (unused bytes, a text's bytes)
            seen["unseen"] = seen.get("unseen", 0) + 1
            continue
        seen[name.rsplit("-", 1)[0]] = 1
        before = digest(path)
        assert known_damage(path) is not None or isinstance(first, DamagedDatabase), name
        again = window_opening(path)
        assert isinstance(again, DamagedDatabase), (name, again)
        assert again.backups[:1] == [good], name
        assert good.name in str(again), name
        for args in (["check"], ["league", "--json"], ["history", "--json"]):
            code, err = command("--database", str(path), *args)
            assert code == 1, (name, args)
            assert "Traceback" not in err and good.name in err, (name, args, err)
            assert "damaged" in err or "not a league" in err, (name, args, err)
        assert digest(path) == before, name  # refused untouched
        assert list_backups(path) == [good], name  # no copy of the damaged file counted
    kinds = {kind.split("-")[0] for kind in seen}
    assert {"text", "cut", "flip", "zero"} <= kinds, seen


def test_a_failed_copy_is_no_backup_and_the_sound_one_is_kept(sound: Path, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(sound, path)
    open_store(path).close()
    wait_for_checks()
    [good] = list_backups(path)
    data = bytearray(path.read_bytes())
    size = 512
    index_page = pages_by_kind(path)["index-leaf"][0]
    data[(index_page - 1) * size + 1] ^= 0xFF  # an index page's free-block pointer
    path.write_bytes(bytes(data))
    assert integrity_problem(path)
    for _ in range(8):  # each opening that gets through would back the damaged file up
        with contextlib.suppress(DamagedDatabase):
            open_store(path).close()
        wait_for_checks()
    assert list_backups(path) == [good]
    assert [p.name for p in good.parent.glob("*.failed")]  # kept aside, never offered


def crash_while_open(path: Path, name: str) -> None:
    """A program that changes the league and ends without closing it (its -wal is left)."""
    import subprocess
    import sys

    child = (
        "import os, sys\n"
        "from roller_desktop.store.database import open_store\n"
        "store = open_store(sys.argv[1], backup=False)\n"
        "store.add_player(sys.argv[2])\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", child, str(path), name], check=True)


def test_the_whole_check_runs_after_an_unclean_end_only(
    sound: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop.store import opening
    from roller_desktop.store.backup_checks import ended_uncleanly

    path = tmp_path / "league.sqlite3"
    shutil.copy(sound, path)
    checked: list[Path] = []
    whole = opening.integrity_problem
    monkeypatch.setattr(opening, "integrity_problem", lambda p: checked.append(p) or whole(p))
    open_store(path).close()
    assert checked == []  # a clean league: no whole check on the way to opening
    crash_while_open(path, "Ingemar")
    assert ended_uncleanly(path)
    open_store(path).close()
    assert checked == [path]
    assert not ended_uncleanly(path)  # closed cleanly this time
    crash_while_open(path, "Inga")
    data = bytearray(path.read_bytes())  # the file under the log, damaged meanwhile
    page = pages_by_kind(path)["index-leaf"][-1]
    data[(page - 1) * 512 + 1] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(DamagedDatabase, match="after the program ended without closing it"):
        open_store(path)
    assert known_damage(path) is not None
