"""Drills travel with their matches in the league file (format version 8); a version 7 file,
which has none, still imports, and its matches are looked through here as any other."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roller_desktop.play.drill_mining import mine_new
from roller_desktop.store import drills as kept
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import VERSION, export_file, import_file

from .helpers import players
from .test_drills import costly_match


def _records(path: Path) -> tuple[dict[str, object], list[dict[str, object]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return json.loads(lines[0]), [json.loads(line) for line in lines[1:]]


def _write(path: Path, header: dict[str, object], records: list[dict[str, object]]) -> None:
    text = "\n".join(json.dumps(r, ensure_ascii=False) for r in [header, *records])
    path.write_text(text + "\n", encoding="utf-8")


def test_drills_round_trip_in_a_version_8_file(location: str, tmp_path: Path) -> None:
    source = open_store(str(tmp_path / "source.sqlite3"))
    ids = players(source, "Åke", "Kari")
    match_id = costly_match(source, ids)
    mine_new(source)
    (costly,) = [d for d in kept.player_drills(source, ids[0]) if not d.close]
    answered = kept.review(source, match_id, 0, costly.event, "wrong")
    before = kept.player_drills(source, ids[0])
    export_file(source, tmp_path / "league.json")
    source.close()
    header, records = _records(tmp_path / "league.json")
    assert header["version"] == VERSION == 8
    (record,) = [r for r in records if "events" in r]
    assert isinstance(record["drills"], list) and len(record["drills"]) == len(before)

    with open_store(location) as here:
        summary = import_file(here, tmp_path / "league.json")
        assert summary.drills_added == len(before)
        assert kept.player_drills(here, ids[0]) == before  # the schedule as it was
        assert kept.to_mine(here) == []  # looked through already: not mined again
        # importing again changes nothing; a drill answered more often there is taken
        assert import_file(here, tmp_path / "league.json").drills_added == 0
        assert answered.reviews == 1
    # a file whose drill names an event that is not a throw is refused whole
    record["drills"][0]["event"] = 1  # type: ignore[index]
    _write(tmp_path / "bad.json", header, [r if "events" not in r else record for r in records])
    with open_store(str(tmp_path / "other.sqlite3")) as other:
        with pytest.raises(ImportProblem, match="not a throw"):
            import_file(other, tmp_path / "bad.json")
        assert other.players() == []


def test_a_file_answered_more_often_elsewhere_brings_its_schedule(tmp_path: Path) -> None:
    source = open_store(str(tmp_path / "source.sqlite3"))
    ids = players(source, "Åke", "Kari")
    match_id = costly_match(source, ids)
    mine_new(source)
    export_file(source, tmp_path / "before.json")
    (costly,) = [d for d in kept.player_drills(source, ids[0]) if not d.close]
    kept.review(source, match_id, 0, costly.event, "right")
    kept.review(source, match_id, 0, costly.event, "right")
    export_file(source, tmp_path / "after.json")
    source.close()
    with open_store(str(tmp_path / "here.sqlite3")) as here:
        import_file(here, tmp_path / "before.json")
        kept.review(here, match_id, 0, costly.event, "wrong")  # answered once here
        assert import_file(here, tmp_path / "after.json").drills_added == 1
        (now,) = [d for d in kept.player_drills(here, ids[0]) if d.event == costly.event]
        assert (now.reviews, now.last_grade) == (2, "right")
        import_file(here, tmp_path / "before.json")  # an older file takes nothing back
        (still,) = [d for d in kept.player_drills(here, ids[0]) if d.event == costly.event]
        assert still == now


def test_a_version_7_file_still_imports_and_is_mined_here(tmp_path: Path) -> None:
    source = open_store(str(tmp_path / "source.sqlite3"))
    ids = players(source, "Åke", "Kari")
    costly_match(source, ids)
    export_file(source, tmp_path / "league.json")
    source.close()
    header, records = _records(tmp_path / "league.json")
    for record in records:
        assert record.pop("drills", None) is None  # not looked through there
    _write(tmp_path / "seven.json", header | {"version": 7}, records)
    with open_store(str(tmp_path / "here.sqlite3")) as here:
        summary = import_file(here, tmp_path / "seven.json")
        assert (summary.matches_added, summary.drills_added) == (1, 0)
        assert len(kept.to_mine(here)) == 1
        assert mine_new(here).drills >= 1
        assert any(not d.close for d in kept.player_drills(here, ids[0]))
