"""tools/merge-translations: the union of both sides, the merge base deciding a changed word."""

from __future__ import annotations

import runpy
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

TOOL = Path(__file__).resolve().parents[1] / "tools" / "merge-translations"


def catalogue(*messages: tuple[str, str]) -> bytes:
    body = "".join(
        f"<message><source>{source}</source><translation>{text}</translation></message>"
        for source, text in messages
    )
    return f'<TS version="2.1"><context><name>C</name>{body}</context></TS>'.encode()


def translations(merged: bytes) -> dict[str, str]:
    root = ET.fromstring(merged)
    return {
        m.findtext("source") or "": m.findtext("translation") or "" for m in root.iter("message")
    }


def test_a_word_corrected_on_one_side_survives_the_other_sides_old_word() -> None:
    tool: dict[str, Any] = runpy.run_path(str(TOOL), run_name="merge_translations")
    base_root = catalogue(("Expected", "Väntat"), ("Bank", "Stanna"))
    base = {tool["key"]("C", m): m for m in ET.fromstring(base_root).iter("message")}
    ours = catalogue(("Expected", "Väntat"), ("Bank", "Stanna"), ("New", "Ny"))
    theirs = catalogue(("Expected", "Förväntat"), ("Bank", "Stanna"), ("Other", "Annan"))
    merged = translations(tool["merge"](ours, theirs, "roller_sv.ts", base))
    assert merged == {"Expected": "Förväntat", "Bank": "Stanna", "New": "Ny", "Other": "Annan"}
    # Changed on both sides: ours wins (and it is said).
    both = catalogue(("Expected", "Förväntade"), ("Bank", "Stanna"))
    merged = translations(tool["merge"](both, theirs, "roller_sv.ts", base))
    assert merged["Expected"] == "Förväntade"
    # Without a base (a file new on both sides) ours wins as before.
    merged = translations(tool["merge"](ours, theirs, "roller_sv.ts", None))
    assert merged["Expected"] == "Väntat"
