"""A league file that does not follow the format is refused wholly in the window's language
(issue #17): every structural refusal of the import carries a code, where in the file it is and
its values, and the window words it (no English detail inside a Swedish or Norwegian frame)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.store.database import open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_file, export_league, import_text
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import Messages, describe
from tests.store.helpers import play_out, players, start

UUID = "8c0e8f27-2d36-4c36-8d4a-0e4a6f0e8d55"
# Words of the English refusals that neither Swedish nor Norwegian has (the file's own field
# names and values, quoted, are left out before looking).
ENGLISH = re.compile(
    r"\b(the|is|not|of|must|file|player|players|seat|seats|has|lacks|unknown|fields?|"
    r"whole|number|line|give|only|needs|marked|moves|nothing|imported|list|time|holds|"
    r"house|rules?|starts?|table|ends|characters|nested|longer|than)\b",
    re.IGNORECASE,
)
QUOTED = re.compile(r"“[^”]*”|”[^”]*”|«[^»]*»|\([^)]*(roller|true|in_progress)[^)]*\)")


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A small league's file (version 2, one document): two Roller matches and a race."""
    with open_store(tmp_path_factory.mktemp("base") / "base.sqlite3") as source:
        ids = players(source, "Ola", "Kari")
        roller = MatchRecorder.open(source, start(source, "roller", ids, {"rounds": 1}))
        play_out(roller, seed=1)
        race = MatchRecorder.open(source, start(source, "105", ids, dice=1))
        play_out(race, seed=2)
        return export_league(source)


@pytest.fixture(scope="module")
def lines(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The same kind of league as a version 3 file: a header line, then a record per line."""
    folder = tmp_path_factory.mktemp("lines")
    with open_store(folder / "base.sqlite3") as source:
        ids = players(source, "Ola", "Kari")
        for seed in (1, 2):
            rec = MatchRecorder.open(source, start(source, "roller", ids, {"rounds": 1}))
            play_out(rec, seed=seed)
        export_file(source, folder / "league.json")
    return (folder / "league.json").read_text(encoding="utf-8").splitlines()


def _set(document: dict[str, Any], path: list[Any], value: Any) -> str:
    changed = copy.deepcopy(document)
    target: Any = changed
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(changed)


def _refused(folder: Path, text: str) -> ImportProblem:
    """The refusal of importing `text` into a new league (which it leaves empty)."""
    with open_store(folder / f"target-{len(list(folder.iterdir()))}.sqlite3") as target:
        with pytest.raises(ImportProblem) as caught:
            import_text(target, text)
        assert target.players() == []
    return caught.value


# (what is broken, the code of the refusal)
DOCUMENT_BREAKS: list[tuple[list[Any], Any, str]] = [
    (["colour"], "red", "import.unknown-fields"),
    (["players"], {}, "import.no-list"),
    (["players", 0], "Ola", "import.not-object"),
    (["players", 0, "created"], KeyError, "import.missing-fields"),
    (["players", 0, "id"], 17, "import.not-id"),
    (["players", 0, "id"], "not-a-uuid", "import.not-id"),
    (["players", 0, "archived"], "no", "import.not-bool"),
    (["players", 0, "created"], 2024, "import.not-time"),
    (["players", 0, "created"], "yesterday", "import.not-time"),
    (["players", 0, "created"], "2024-05-01T10:00:00+02:00", "import.time-zone"),
    (["players", 0, "created"], "1200-05-01T10:00:00Z", "import.value"),
    (["matches", 0, "game"], "chess", "import.game"),
    (["matches", 0, "rules"], [], "import.not-object"),
    (["matches", 0, "status"], "paused", "import.status"),
    (["matches", 0, "status"], "in_progress", "import.status-events"),
    (["matches", 0, "finished"], None, "import.finish-time"),
    (["matches", 0, "opening"], "6 4", "import.opening"),
    (["matches", 0, "opening"], [[[[[[[[[[[[[1]]]]]]]]]]]]], "import.value"),
    (["matches", 0, "place"], "Husum\tEldsmark", "import.value"),
    (["matches", 0, "place"], 42, "import.value"),
    (["matches", 0, "place"], "H" * 500, "import.value"),
    (["matches", 0, "note"], "a\x07b", "import.value"),
    (["matches", 0, "note"], ["x"], "import.value"),
    (["matches", 0, "note"], "n" * 20_000, "import.value"),
    (["matches", 0, "seats", 0, "player"], UUID, "import.seat-player"),
    (["matches", 0, "seats", 0, "dice"], "six", "import.not-int"),
    (["matches", 0, "seats", 0, "computer"], "\x00", "import.computer"),
    (["matches", 0, "seats", 0, "player"], None, "import.seat-empty"),
    (["matches", 0, "seats", 0, "computer"], "sharp", "import.seat-both"),
    (["matches", 0, "status_reason"], "damaged", "import.status-reason"),
    (["matches", 0, "seats", 0, "kids"], KeyError, "import.missing-fields"),
    (["matches", 0, "starter"], 7, "import.match"),
    (["matches", 0, "rules"], {"colour": "red"}, "import.match"),
    (["matches", 0, "rules"], {"forced_after_roller": "yes"}, "import.match"),
    (["matches", 0, "rules"], {"starter": "oldest"}, "import.match"),
    (["matches", 0, "events", 0], {"type": "throw"}, "import.match-event"),
    (["matches", 0, "hints"], [{"seat": 5, "event_count": 0, "asked": "x", "data": {}}], ""),
    (["matches", 0, "real_dice"], 1, "import.not-bool"),
]


def _document_refusals(base: dict[str, Any], folder: Path) -> Iterator[tuple[str, ImportProblem]]:
    for path, value, code in DOCUMENT_BREAKS:
        error = _refused(folder, _set(base, path, value))
        yield code, error
    # The keeper's changes (version 6)
    ola = base["players"][0]["id"]
    rename = {
        "id": UUID,
        "kind": "rename",
        "at": "2026-12-01T20:00:00.000000Z",
        "player": ola,
        "other": None,
        "match": None,
        "undoes": None,
        "data": {"old": "Ola", "new": "Ole"},
    }
    void = {**rename, "kind": "void", "player": None, "match": UUID}
    void["data"] = {"reason": "test", "day": None}
    for changes, code in [
        ([{**rename, "kind": "explode"}], "import.change-kind"),
        ([{**rename, "player": "8c0e8f27-2d36-4c36-8d4a-0e4a6f0e8d56"}], "import.change-player"),
        ([{**rename, "other": ola}], "import.change-no-player"),
        ([{**rename, "match": UUID}], "import.change-match"),
        ([{**rename, "data": {"old": "Ola"}}], "import.change-data"),
        ([void], "import.change-unknown-match"),
        ([rename, rename], "import.change-twice"),
        ([{**rename, "at": "soon"}], "import.not-time"),
    ]:
        yield code, _refused(folder, json.dumps({**base, "changes": changes}))


def _line_refusals(lines: list[str], folder: Path) -> Iterator[tuple[str, ImportProblem]]:
    header = json.loads(lines[0])
    breaks = {
        "import.cut-short": lines[:-1],
        "import.goes-on": [*lines, lines[-1]],
        "import.line-not-json": [*lines[:-1], lines[-1][:-5]],
        "import.header-count": [json.dumps({**header, "players": "two"}), *lines[1:]],
    }
    # A file cut short among its changes (version 6): the players, then nothing.
    changes = json.dumps({**header, "changes": 1, "matches": 0})
    yield "import.cut-short", _refused(folder, "\n".join([changes, *lines[1:3]]))
    yield (
        "import.header-count",
        _refused(folder, "\n".join([json.dumps({**header, "changes": -1}), *lines[1:]])),
    )
    for code, broken in breaks.items():
        error = _refused(folder, "\n".join(broken))
        yield code, error
    document = json.loads(lines[0])
    del document["changes"]  # came with version 6
    del document["championships"]  # came with version 7
    del document["league"]  # the header's league id came with version 6
    # Version 3 was only ever records per line (version 4 may be a document: export_league).
    error = _refused(folder, json.dumps({**document, "version": 3, "players": [], "matches": []}))
    yield "import.not-lines", error


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def _english_left(text: str) -> list[str]:
    return ENGLISH.findall(QUOTED.sub(" ", text))


def test_every_structural_refusal_has_a_code_and_words(
    base: dict[str, Any], lines: list[str], language: Callable[[str], None], tmp_path: Path
) -> None:
    refusals = [*_document_refusals(base, tmp_path), *_line_refusals(lines, tmp_path)]
    codes = set()
    for expected, error in refusals:
        assert error.code, f"no code: {error}"
        assert not expected or error.code == expected, f"{expected}: {error.code} {error}"
        codes.add(error.code)
    assert len(codes) >= 25
    language("en")
    english = [describe(error) for _, error in refusals]
    for code in ("sv", "nb"):
        language(code)
        for (_, error), in_english in zip(refusals, english, strict=True):
            worded = Messages().word(error.code, error.values, error)
            assert worded is not None, f"{code}: no words for {error.code}"
            shown = describe(error)
            assert shown != in_english, f"{code}: still English: {shown}"
            assert not _english_left(shown), f"{code}: English in {shown!r} ({error})"


def test_the_place_in_the_file_is_named_in_each_language(
    base: dict[str, Any], language: Callable[[str], None], tmp_path: Path
) -> None:
    error = _refused(tmp_path, _set(base, ["matches", 1, "seats", 1, "dice"], "six"))
    assert str(error) == "Match 2, seat 2: dice must be a whole number."  # the log's English
    language("en")
    assert describe(error) == "Match 2 of the file, seat 2, field “dice”: not a whole number."
    language("sv")
    assert describe(error) == "Match 2 i filen, plats 2, fältet ”dice”: inte ett heltal."
    language("nb")
    assert describe(error) == "Kamp 2 i filen, plass 2, feltet «dice»: ikke et heltall."


def test_a_place_too_long_counts_its_characters_in_each_language(
    base: dict[str, Any], language: Callable[[str], None], tmp_path: Path
) -> None:
    error = _refused(tmp_path, _set(base, ["matches", 0, "place"], "H" * 500))
    language("sv")
    assert re.fullmatch(
        r"Match 1 i filen, fältet ”place”: En plats har högst \d+ tecken\.", describe(error)
    )
    language("nb")
    assert re.fullmatch(
        r"Kamp 1 i filen, feltet «place»: Et sted har høyst \d+ tegn\.", describe(error)
    )


def test_the_english_check_finds_english() -> None:
    assert _english_left("Match 2 i filen, plats 2: dice must be a whole number.")
    assert not _english_left("Match 2 i filen, plats 2, fältet ”dice”: inte ett heltal.")
