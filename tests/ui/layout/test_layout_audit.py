"""The layout audit: every screen in its states, at 1024×600 and 1366×768, at every text size the
program offers, in Swedish, English and Norwegian. It fails when a text is cut (or elided with
no tooltip holding it whole), two visible widgets overlap, a widget lies outside its parent, the
window needs more than the screen, a text or a die gets smaller when the text size goes up, or a
protocol's digits are smaller than the play screen's (for six to eight seats: a fifth smaller).

One window per screen and language, resized and given each text size in turn (as Ctrl++
does); the table of what was found is printed at the end of the run (`pytest -s` not needed)."""

from __future__ import annotations

import itertools
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.settings import TEXT_SCALES, Settings
from tests.ui.layout import report, scenes
from tests.ui.layout.audit import Seen, inspect

SIZES = ((1024, 600), (1366, 768))
# Every text size on the small screen; the default and the largest on the common laptop's.
SCALES = {SIZES[0]: TEXT_SCALES, SIZES[1]: (1.25, TEXT_SCALES[-1])}
LANGUAGES = ("sv", "en", "nb")
SHRINK_TOLERANCE_PX = 0.6  # a fitted text steps by 8 %: less than this is rounding
WORDS_TOLERANCE_PX = 0.05  # a protocol's side words: "12.8 → 12.2 px" is smaller, not rounding
# An item view's cells and headings grow with the text size: from the smallest text size to the
# largest by at least half as much as the text (a fitted column may take a little of it).
GROWTH_SHARE = 0.5
FEWER_SEATS = 5  # up to five seats the protocol reads as in play; six to eight a fifth smaller
BOUND_SCENE = "turn-4"  # the play screen's protocol: the bound of the others

# Not mended yet (the table shows them): per screen, the kinds of finding still allowed.
KNOWN: dict[str, tuple[str, ...]] = {
    # The single opening die shares the page's height with the heading, the winner's line,
    # the log of eight seats' throws and Play, which grow with the text: at 1024x600 it reads
    # 117 -> 102 -> 75 -> 46 px from x1.0 to x2.0 (before the log's fitting: 86 -> 30 px, the
    # log cut top and bottom and the winner's line at both ends). Room for it would come from
    # a die drawn without the play felt's row of kept dice (ui/play/dice_view.py's units).
    "opening-8": ("smaller DiceView",),
}

Results = dict[tuple[tuple[int, int], float], Seen]
_bounds: dict[tuple[tuple[int, int], float], float] = {}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty league made once (its migrations take half a second), copied for each screen."""
    from roller_desktop.store.database import open_store

    path = tmp_path_factory.mktemp("audit") / "template.sqlite3"
    open_store(str(path), backup=False).close()
    return path


@pytest.fixture
def language(qapp: Any) -> Iterator[None]:
    yield
    i18n.install_translator(qapp, "en")


def run_scene(name: str, code: str, template: Path, folder: Path) -> Results:
    from roller_desktop.store.database import open_store

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translator(app, code)
    path = folder / f"{name}-{code}.sqlite3"
    shutil.copy(template, path)
    settings = Settings(QSettings(str(folder / f"{name}-{code}.ini"), QSettings.Format.IniFormat))
    settings.animation = False
    settings.computer_pace_ms = 0
    settings.language = code
    store = open_store(str(path), backup=False)
    stage = scenes.Stage(app, store, settings)
    results: Results = {}
    try:
        root = dict(scenes.SCENES)[name](stage)
        for size in SIZES:
            for scale in SCALES[size]:
                scenes.apply(root, settings, size, scale)
                results[(size, scale)] = inspect(root, size)
    finally:
        stage.close()
        store.close()
    return results


def bound(size: tuple[int, int], scale: float, template: Path, folder: Path) -> float:
    """The play screen's protocol digits at this size and text size (four seats, English)."""
    if not _bounds:
        for key, seen in run_scene(BOUND_SCENE, "en", template, folder).items():
            assert seen.protocol_px is not None
            _bounds[key] = seen.protocol_px
    return _bounds[(size, scale)]


def signature(kind: str, detail: str) -> str:
    """What a finding is about, language aside: its kind and the widget's class
    ("cut FitButton", "smaller DiceView", "protocol digits", "cut rows QTableWidget",
    "outside scrolls QScrollArea": a side scroll bar, or an area scrolling in another's)."""
    widget = re.search(r"\b([A-Z]\w+)\(", detail)
    # an item view's finding says what of it: its rows, a cell, a heading, its header
    part = detail.split()[0].rstrip(":") if detail else ""
    what = f"{part} " if part in ("rows", "cell", "heading", "header", "scrolls", "words") else ""
    return f"{kind} {what}{widget.group(1) if widget else detail.split()[0]}"


def findings(name: str, results: Results, template: Path, folder: Path) -> list[str]:
    """Every problem, recorded in the table as well."""
    found: list[str] = []
    seats = scenes.SEATS.get(name, 0)
    for (size, scale), seen in results.items():
        row = report.cell(name, size, scale)
        where = f"{size[0]}×{size[1]} ×{scale}"
        for kind, items in (
            ("cut", seen.cut),
            ("overlaps", seen.overlaps),
            ("outside", seen.outside),
        ):
            for item in items:
                row.add(kind, item)
                found.append(f"{signature(kind, item)} | {where}: {item}")
        if seen.needs:
            row.add("outside", f"window needs {seen.needs}")
            found.append(f"window needs | {where}: {seen.needs}")
        row.protocol_px = report.low(row.protocol_px, seen.protocol_px)
        dice = [px for _, px in seen.dice.values()]
        row.die_px = report.low(row.die_px, min(dice) if dice else None)
        if seen.protocol_px is not None and seats and name != BOUND_SCENE:
            least = bound(size, scale, template, folder)
            if seats > FEWER_SEATS:
                least *= 0.8
            if seen.protocol_px < least - 0.5:
                detail = f"protocol digits {seen.protocol_px:.1f} px, less than {least:.1f}"
                row.add("cut", detail)
                found.append(f"protocol digits | {where}: {detail}")
    for size in SIZES:
        for smaller, larger in itertools.pairwise(SCALES[size]):
            before, after = results[(size, smaller)], results[(size, larger)]
            for kind, old, new, tolerance in (
                ("text", before.texts, after.texts, SHRINK_TOLERANCE_PX),
                ("die", before.dice, after.dice, SHRINK_TOLERANCE_PX),
                ("words", before.words, after.words, WORDS_TOLERANCE_PX),
            ):
                for key, (what, px_before) in old.items():
                    if key in new and new[key][1] < px_before - tolerance:
                        detail = f"{kind} {what} {px_before:.1f} → {new[key][1]:.1f} px"
                        report.cell(name, size, larger).add("smaller", detail)
                        found.append(
                            f"{signature('smaller', detail)} | {size[0]}×{size[1]} "
                            f"×{smaller}→×{larger}: {detail}"
                        )
    return found + not_growing(name, results)


def not_growing(name: str, results: Results) -> list[str]:
    """Item views' cells and headings that keep their type at a larger text size."""
    found: list[str] = []
    for size in SIZES:
        smallest, largest = SCALES[size][0], SCALES[size][-1]
        before, after = results[(size, smallest)].growing, results[(size, largest)].growing
        least = 1 + (largest / smallest - 1) * GROWTH_SHARE
        for key, (what, px_before) in before.items():
            if key in after and after[key][1] < px_before * least - SHRINK_TOLERANCE_PX:
                detail = f"text {what} {px_before:.1f} → {after[key][1]:.1f} px, not growing"
                report.cell(name, size, largest).add("smaller", detail)
                found.append(
                    f"{signature('not growing', what)} | {size[0]}×{size[1]} "
                    f"×{smallest}→×{largest}: {detail}"
                )
    return found


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", scenes.names())
def test_layout(name: str, code: str, template: Path, tmp_path: Path, language: None) -> None:
    results = run_scene(name, code, template, tmp_path)
    found = findings(name, results, template, tmp_path)
    known = KNOWN.get(name, ())
    new = [f for f in found if f.split(" | ")[0] not in known]
    assert not new, f"{name} in {code}:\n" + "\n".join(new[:40])
