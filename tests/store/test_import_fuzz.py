"""Hypothesis fuzz of the importer: a malformed file never imports in part and never crashes."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roller_desktop.store.database import open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> str:
    changed = json.loads(json.dumps(document))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(changed)[1:]))
        parent = changed
        for key in where[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "delete", "die"]))
        if action == "delete":
            del parent[where[-1]]
        elif action == "die":
            parent[where[-1]] = draw(st.integers(-1, 8))
        else:
            parent[where[-1]] = draw(json_values)
        if not paths(changed)[1:]:
            break
    text = json.dumps(changed)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] if draw(st.booleans()) else text[:cut] + draw(st.text(max_size=5))
    return text


HINT = {
    "selections": [{"dice": [1], "points": 100, "value": 380.5}],
    "bank_value": None,
    "throw_value": None,
    "best": {"type": "keep", "dice": [1]},
}


def hint_count(document: dict[str, Any]) -> int:
    return sum(len(m["hints"]) for m in document["matches"])


def test_fuzzed_files_import_whole_or_not_at_all(tmp_path: Path) -> None:
    with open_store(tmp_path / "source.sqlite3") as source:
        ids = players(source, "Ola", "Kari")
        roller = start(source, "roller", ids, {"rounds": 1})
        source.record_hint(roller, 0, 0, HINT)
        source.record_hint(roller, 1, 3, HINT)
        play_out(MatchRecorder.open(source, roller), 1)
        play_out(MatchRecorder.open(source, start(source, "105", ids, dice=1)), 2)
        going = start(source, "roller", ids[::-1])
        source.record_hint(going, 1, 0, HINT)
        document = export_league(source)
    assert document["version"] == 8 and hint_count(document) == 3
    with open_store(tmp_path / "target.sqlite3") as target:
        # Half of the league is here already, so damaged files meet the merge path as well.
        half = dict(document, matches=document["matches"][:2])
        import_text(target, json.dumps(half))

        @settings(
            max_examples=120,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
            database=None,
        )
        @given(mutated(document))
        def check(text: str) -> None:
            before = export_league(target)
            try:
                import_text(target, text)
            except ImportProblem as problem:
                assert str(problem)
                assert export_league(target) == before
            else:
                after = export_league(target)
                assert len(after["matches"]) >= len(before["matches"])
                assert hint_count(after) >= hint_count(before)
                for match in before["matches"]:  # the hints a match had are all kept
                    (now,) = [m for m in after["matches"] if m["id"] == match["id"]]
                    assert now["hints"][: len(match["hints"])] == match["hints"]
            again = export_league(target)
            with contextlib.suppress(ImportProblem):
                import_text(target, text)
            assert export_league(target) == again  # importing a file twice changes nothing

        check()


def test_a_byte_order_mark_is_no_content_and_deep_nesting_is_named(tmp_path: Path) -> None:
    from roller_desktop.store.exchange import import_file

    with open_store(tmp_path / "source.sqlite3") as source:
        ids = players(source, "Ola", "Kari")
        play_out(MatchRecorder.open(source, start(source, "roller", ids, {"rounds": 1})), 1)
        document = export_league(source)
    with open_store(tmp_path / "target.sqlite3") as target:
        path = tmp_path / "bom.json"
        path.write_bytes(b"\xef\xbb\xbf" + json.dumps(document).encode("utf-8"))
        import_file(target, path)
        assert len(export_league(target)["matches"]) == 1
        import_text(target, "\ufeff" + json.dumps(document))  # already here: no change
        deep = tmp_path / "deep.json"
        deep.write_text('{"version": 2,\n\n"matches": ' + "[" * 3000 + "]" * 3000 + "}", "utf-8")
        with pytest.raises(ImportProblem, match=r"not a league file \(nested too deep at line 3\)"):
            import_file(target, deep)
        lines = tmp_path / "deep-lines.json"
        header = dict(document, players=1, matches=0, changes=0, championships=0)
        lines.write_text(json.dumps(header) + "\n" + "[" * 3000 + "]" * 3000 + "\n", "utf-8")
        with pytest.raises(ImportProblem, match=r"nested too deep at line 2\)"):
            import_file(target, lines)
        assert len(export_league(target)["matches"]) == 1
