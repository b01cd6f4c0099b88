"""Import checks the file's matches one at a time and writes them a batch at a time
(exchange.WRITE_BATCH): the league it makes is the same whatever the batch, and the first
problem in the file's order is the one named, even when a later match of the same batch is
refused while it is read."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store import exchange
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Five matches: four finished (Roller and 105), one in progress."""
    with open_store(tmp_path_factory.mktemp("source") / "source.sqlite3") as source:
        ids = players(source, "Ola", "Kari", "Åsa")
        for seed in range(3):
            roller = start(source, "roller", ids[seed:] + ids[:seed], {"rounds": 2})
            play_out(MatchRecorder.open(source, roller), seed)
        play_out(MatchRecorder.open(source, start(source, "105", ids[:2], dice=1)), 9)
        MatchRecorder.open(source, start(source, "roller", ids[::-1])).throw([1, 1, 1, 2, 3, 4])
        return export_league(source)


@pytest.mark.parametrize("batch", [1, 2, 500])
def test_the_league_is_the_same_whatever_the_batch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, document: dict[str, Any], batch: int
) -> None:
    monkeypatch.setattr(exchange, "WRITE_BATCH", batch)
    path = tmp_path / "b.sqlite3"
    with open_store(path) as target:
        summary = import_text(target, json.dumps(document))
        assert summary.matches_added == 5
        assert export_league(target)["matches"] == document["matches"]
        again = import_text(target, json.dumps(document))
        assert (again.matches_added, again.matches_unchanged) == (0, 5)
    report = verify_file(path)
    assert report.ok, report.problem


@pytest.mark.parametrize("batch", [1, 500])
def test_a_conflict_is_named_before_a_later_match_refused_on_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, document: dict[str, Any], batch: int
) -> None:
    monkeypatch.setattr(exchange, "WRITE_BATCH", batch)
    other = copy.deepcopy(document)
    other["matches"] = [dict(other["matches"][0], starter=1)]  # the same id, another starter
    path = tmp_path / "b.sqlite3"
    with open_store(path) as target:
        import_text(target, json.dumps(other))
        before = export_league(target)
        broken = copy.deepcopy(document)
        broken["matches"][2]["events"][3] = {"type": "throw", "dice": [7]}
        with pytest.raises(ImportProblem) as refused:
            import_text(target, json.dumps(broken))
        assert refused.value.code == "import.differs"
        assert refused.value.values["match"] == 1
        assert export_league(target) == before  # nothing of it imported


def _kind_is_checked(store: Any) -> bool:
    """Whether the league's connections refuse an event of another kind (its CHECK on)."""
    import sqlalchemy

    with store.engine.connect() as connection:
        on = connection.exec_driver_sql("PRAGMA ignore_check_constraints").scalar() == 0
        connection.exec_driver_sql(
            "INSERT INTO matches (pk, id, game, rules, starter, status, started) VALUES "
            "(999, 'probe', 'roller', '{}', 0, 'in_progress', '2026-12-01 12:00:00')"
        )
        try:
            connection.exec_driver_sql(
                "INSERT INTO events (match_pk, seq, kind, dice, undone) "
                "VALUES (999, 1, 'steal', NULL, 0)"
            )
        except sqlalchemy.exc.IntegrityError:
            return on
        finally:
            connection.rollback()
        return False


def test_the_kind_of_an_event_is_checked_again_after_an_import(
    tmp_path: Path, document: dict[str, Any]
) -> None:
    """The events insert of an import leaves SQLite's CHECK of the kind off (its rows are
    replayed events); the league's connections check it again afterwards, also after an
    import refused half-way."""
    broken = copy.deepcopy(document)
    broken["matches"][-1]["events"][0]["dice"] = [7, 1, 1, 1, 1, 1]
    with open_store(tmp_path / "c.sqlite3") as target:
        with pytest.raises(ImportProblem):  # the last match: the others written, then undone
            import_text(target, json.dumps(broken))
        assert _kind_is_checked(target)
        import_text(target, json.dumps(document))
        assert _kind_is_checked(target)
