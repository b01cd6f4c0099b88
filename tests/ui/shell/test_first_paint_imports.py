"""The window paints before any database code is imported (issue 28 item 1): the whole program
(`roller-desktop --smoke-test`) runs in a fresh interpreter with an import hook that notes every
SQLAlchemy or Alembic module imported before the first paint (launch's "interactive" moment, when
the window has painted and the event loop turns). The store's quick opening (store/startup.py)
reads the start screen's list with the standard sqlite3 module; a store module that needs
SQLAlchemy shows up here through it. The full store is built after the paint, as before. The
matches to resume are replayed after the paint too (store/games.py, and the engine with it), and
the league's pages (browse_pages.py) and the record of a league's changes are made when first
needed. The start screen's fitted words come from ui/common/fitted_text.py, not with the game
screens' pieces (ui/common/widgets.py and the Qt types they make). No dataclass is made on the
way (each compiles its methods' source: about 1.5 ms) and json is read where a file is."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from tests.store.helpers import play_step, players, start

CHILD = """
import importlib.abc, sys, traceback

LATER = (
    "sqlalchemy",
    "alembic",
    "roller_desktop.store.games",
    "roller_desktop.engine",
    "roller_desktop.ui.league.browse_pages",
    "roller_desktop.play.league_changes",
    "roller_desktop.ui.common.widgets",
    "roller_desktop.store.values",
    "dataclasses",
    "json",
)
seen = []

class NoteDatabaseImports(importlib.abc.MetaPathFinder):
    active = True

    def find_spec(self, name, path=None, target=None):
        if self.active and any(name == n or name.startswith(n + ".") for n in LATER):
            seen.append((name, "".join(traceback.format_stack()[:-1])))
        return None

hook = NoteDatabaseImports()
sys.meta_path.insert(0, hook)

from roller_desktop.ui.shell import launch

interactive = launch.StartupTimes.interactive

def painted(self):
    hook.active = False
    print("painted", flush=True)
    if seen:
        name, stack = seen[0]
        packages = ", ".join(sorted({n for n, _ in seen}))
        print(f"imported before the first paint: {len(seen)} modules of {packages}")
        print(f"the first, {name}, from:\\n{stack}", flush=True)
    interactive(self)

launch.StartupTimes.interactive = painted
from roller_desktop import app

sys.exit(app.main(["--smoke-test", "--database", sys.argv[1]]))
"""


def league_to_resume(path: Path) -> Path:
    """A league with a Roller match to resume, so that the start screen lists it."""
    with open_store(path) as store:
        recorder = MatchRecorder.open(store, start(store, "roller", players(store, "Åke", "Bo")))
        rng = random.Random(5)
        for _ in range(8):
            play_step(recorder, rng)
    return path


@pytest.mark.parametrize("league", ["existing", "new"])
def test_no_database_module_is_imported_before_the_first_paint(tmp_path: Path, league: str) -> None:
    database = tmp_path / "league.sqlite3"
    if league == "existing":
        league_to_resume(database)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(database)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "painted" in result.stdout.splitlines(), result.stdout + result.stderr
    assert "imported before the first paint" not in result.stdout, result.stdout
