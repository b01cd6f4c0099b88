"""The league file of version 3: one record per line, written and read a match at a time
(issue #12, "Big leagues"); every older version still imports; a cut or damaged file imports
nothing; a fuzz run of mutated files never ends in a traceback and never imports in part."""

from __future__ import annotations

import json
import random
import uuid
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ExportProblem, ImportProblem
from roller_desktop.store.exchange import VERSION, export_file, export_league, import_file
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

HINT = {
    "selections": [{"dice": [1], "points": 100, "value": 380.5}],
    "bank_value": None,
    "throw_value": None,
    "best": {"type": "keep", "dice": [1]},
}
DATA = Path(__file__).parent / "data"


def fill(store: Store) -> None:
    ids = players(store, "Ola", "Kari", "Åsa")
    roller = start(store, "roller", ids, {"rounds": 2})
    store.record_hint(roller, 0, 0, HINT)
    play_out(MatchRecorder.open(store, roller), 1)
    play_out(MatchRecorder.open(store, start(store, "105", ids[:2], dice=1)), 2)
    going = MatchRecorder.open(store, start(store, "roller", ids[::-1]))
    going.throw([1, 1, 1, 2, 3, 4])
    store.set_real_dice(going.match_id, True)


@pytest.fixture
def league_file(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    with open_store(tmp_path / "source.sqlite3") as source:
        fill(source)
        path = tmp_path / "league.json"
        seen: list[tuple[int, int]] = []
        assert export_file(source, path, lambda done, total: seen.append((done, total))) == 3
        assert seen[-1] == (3, 3)
        return path, export_league(source)


def test_version_3_is_one_record_per_line_and_round_trips(
    league_file: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path, document = league_file
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header == {"format": "roller-desktop-league", "version": VERSION, "players": 3,
                      "changes": 0, "championships": 0, "matches": 3,
                      "league": header["league"]}  # fmt: skip
    assert str(uuid.UUID(header["league"])) == header["league"]  # version 6: the league's id
    assert len(lines) == 1 + 3 + 3
    first_match = json.loads(lines[4])
    assert first_match["events"][0].startswith("t") and "b" in first_match["events"]
    assert not (tmp_path / "league.json.partial").exists()
    with open_store(tmp_path / "target.sqlite3") as target:
        done: list[tuple[int, int]] = []
        summary = import_file(target, path, lambda n, total: done.append((n, total)))
        assert (summary.matches_added, summary.players_added, summary.hints_added) == (3, 3, 1)
        assert done[-1] == (3, 3)
        assert export_league(target) == document
        again = import_file(target, path)
        assert (again.matches_added, again.matches_unchanged) == (0, 3)
        assert export_league(target) == document


def test_every_older_version_still_imports_from_a_file(
    league_file: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    _, document = league_file
    old = tmp_path / "v2.json"
    old.write_text(json.dumps(document, indent=1), encoding="utf-8")  # as version 2 wrote it
    with open_store(tmp_path / "v2.sqlite3") as target:
        assert import_file(target, old).matches_added == 3
        assert export_league(target) == document
    with open_store(tmp_path / "v1.sqlite3") as target:
        assert import_file(target, DATA / "league_v1.json").matches_added > 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda lines: lines[:-1], "ends after 2 of its 3 matches"),
        (lambda lines: lines[:2], "ends after 1 of its 3 players"),
        (lambda lines: [*lines, lines[-1]], "goes on after the 3 matches"),
        (lambda lines: [lines[0], *lines[1:4], lines[4][:-9], *lines[5:]], "Line 5 is not valid"),
        (lambda lines: [lines[0].replace('"players":3', '"players":-1'), *lines[1:]], "number"),
        (lambda lines: [lines[0].replace("}", ',"x":1}'), *lines[1:]], "unknown fields: x"),
        (lambda lines: [*lines[:4], lines[4].replace('"b"', '"b1"', 1), *lines[5:]], "event"),
        (lambda lines: [*lines[:4], lines[4].replace('"t', '"x', 1), *lines[5:]], "not an event"),
        (lambda lines: [*lines[:6], lines[4]], "appears twice"),
    ],
)
def test_a_damaged_version_3_file_imports_nothing(
    league_file: tuple[Path, dict[str, Any]], tmp_path: Path, change: Any, message: str
) -> None:
    path, _ = league_file
    bad = tmp_path / "bad.json"
    bad.write_text("\n".join(change(path.read_text(encoding="utf-8").splitlines())) + "\n")
    with open_store(tmp_path / "target.sqlite3") as target:
        players(target, "Lisa")
        before = export_league(target)
        with pytest.raises(ImportProblem, match=message):
            import_file(target, bad)
        assert export_league(target) == before


def test_export_into_a_missing_folder_says_so_and_leaves_nothing(tmp_path: Path) -> None:
    with open_store(tmp_path / "league.sqlite3") as store:
        fill(store)
        with pytest.raises(ExportProblem, match="there is no such folder"):
            export_file(store, tmp_path / "nowhere" / "league.json")
    assert not (tmp_path / "nowhere").exists()


def test_importing_a_missing_file_names_the_file_not_a_folder(tmp_path: Path) -> None:
    """Reading, a missing path is a missing file (writing, a missing folder): the folder
    is here, the file is not."""
    with (
        open_store(tmp_path / "league.sqlite3") as store,
        pytest.raises(ImportProblem, match="there is no such file") as caught,
    ):
        import_file(store, tmp_path / "gone.json")
    assert caught.value.values["why"] == "no-file"


def mutate(text: str, rng: random.Random) -> str:
    """One of many small damages: a byte, a line, a value, a cut."""
    lines = text.split("\n")
    kind = rng.randrange(8)
    n = rng.randrange(len(lines))
    if kind == 0:  # a character replaced
        at = rng.randrange(len(text))
        return text[:at] + rng.choice('0129{}[]",:tkb-x\x00é') + text[at + 1 :]
    if kind == 1:  # a line dropped
        return "\n".join(lines[:n] + lines[n + 1 :])
    if kind == 2:  # a line doubled
        return "\n".join(lines[: n + 1] + lines[n:])
    if kind == 3:  # cut short
        return text[: rng.randrange(len(text))]
    if kind == 4:  # two lines swapped
        m = rng.randrange(len(lines))
        lines[n], lines[m] = lines[m], lines[n]
        return "\n".join(lines)
    if kind == 5:  # a value in a record replaced
        try:
            record = json.loads(lines[n])
        except ValueError:
            return text
        if isinstance(record, dict) and record:
            key = rng.choice(sorted(record))
            record[key] = rng.choice([None, -1, 0, 7, 2**40, "", "\ud800", [], {}, True, "b"])
            lines[n] = json.dumps(record)
        return "\n".join(lines)
    if kind == 6:  # an event changed
        for _ in range(5):
            try:
                record = json.loads(lines[n])
            except ValueError:
                break
            if isinstance(record, dict) and record.get("events"):
                events = record["events"]
                i = rng.randrange(len(events))
                events[i] = rng.choice(["b", "t111111", "k1", "k5", "t6", "k", "t1234567", 5])
                lines[n] = json.dumps(record)
                break
            n = rng.randrange(len(lines))
        return "\n".join(lines)
    digits = [i for i, c in enumerate(text) if c in "123456"]  # a die face changed
    at = rng.choice(digits)
    return text[:at] + rng.choice("0123456789") + text[at + 1 :]


def fuzz(path: Path, target: Store, examples: int, seed: int) -> tuple[int, int, int]:
    """Import `examples` mutated copies of the file; returns (tried, refused, imported)."""
    text = path.read_text(encoding="utf-8")
    rng = random.Random(seed)
    refused = imported = 0
    work = path.with_name("mutated.json")
    for _ in range(examples):
        mutated = mutate(text, rng)
        for _ in range(rng.randrange(2)):
            mutated = mutate(mutated, rng)
        work.write_text(mutated, encoding="utf-8", errors="surrogatepass")
        before = export_league(target)
        try:
            import_file(target, work)
        except ImportProblem as problem:
            assert str(problem)
            assert export_league(target) == before  # nothing of it was kept
            refused += 1
        else:
            after = export_league(target)
            assert len(after["matches"]) >= len(before["matches"])
            imported += 1
    return examples, refused, imported


def test_a_thousand_mutated_files_import_whole_or_not_at_all(
    league_file: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path, _ = league_file
    with open_store(tmp_path / "target.sqlite3") as target:
        tried, refused, imported = fuzz(path, target, 1000, seed=12)
    assert tried == refused + imported == 1000
    assert refused > 500  # most damage is found, and said (not a traceback)
