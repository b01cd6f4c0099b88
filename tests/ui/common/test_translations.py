"""The translations: complete, compiled from their sources, installed by language."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.common import i18n

TS_FILES = sorted(i18n.TRANSLATIONS.glob("*.ts"))
LRELEASE = Path(PySide6.__file__).parent / "lrelease"
PLACEHOLDER = re.compile(r"%L?\d+|%L?n|\{\w*\}")
# The game's own words stay Swedish in every language (RULES.md).
GAME_WORDS = ("Tjock", "RT", "ROLLER", "Triss", "Stege", "Alla lika", "sur mun", "plump", "WW")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append((name, message.findtext("source") or "", message))
    return found


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def test_every_language_has_its_files() -> None:
    assert {p.stem for p in TS_FILES} == {f"roller_{code}" for code in i18n.available_languages()}


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_no_translation_is_unfinished_or_empty(ts: Path) -> None:
    problems = []
    for context, source, message in messages(ts):
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("vanished", "obsolete"):
            continue  # no longer in the code; lrelease leaves it out
        where = f"{context}: {source!r}"
        texts = translations_of(message)
        if kind == "unfinished":
            problems.append(f"unfinished {where}")
        elif not texts or not all(t.strip() for t in texts):
            problems.append(f"empty {where}")
        else:
            problems.extend(placeholder_problems(where, source, texts))
            for text in texts:
                for word in GAME_WORDS:  # Swedish inflects them: Tjocka ronder
                    kept = re.search(rf"\b{word}", text, re.IGNORECASE)
                    if re.search(rf"\b{word}\b", source) and not kept:
                        problems.append(f"{word} not kept in {where}: {text!r}")
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)


def placeholder_problems(where: str, source: str, texts: list[str]) -> list[str]:
    """Each translation (each plural form of it) holds the source's placeholders, no more:
    a form without %n shows no count (Qt fills the form, not the sentence), one without %1 or
    {name} loses a value."""
    wanted = sorted(set(PLACEHOLDER.findall(source)))
    return [
        f"placeholders differ in {where}: {text!r} (wanted {' '.join(wanted)})"
        for text in texts
        if sorted(set(PLACEHOLDER.findall(text))) != wanted
    ]


def test_a_plural_form_that_drops_its_count_is_caught() -> None:
    source = "%n {face}s score nothing"
    assert placeholder_problems("x", source, ["%n {face} scores nothing", "%n {face}s"]) == []
    assert placeholder_problems("x", source, ["A single {face} scores nothing", "%n {face}s"])
    assert placeholder_problems("x", "%1 %", ["%1 %", "%2 %"])
    # the count in the language's digits (100 000, 100,000) is a count all the same
    assert placeholder_problems("x", "%Ln matches", ["%Ln match", "%Ln matches"]) == []
    assert placeholder_problems("x", "%Ln matches", ["a match", "%Ln matches"])


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_plural_form_keeps_the_count(ts: Path) -> None:
    problems = []
    for context, source, message in messages(ts):
        if message.get("numerus") == "yes" and re.search("%L?n", source):
            problems.extend(
                placeholder_problems(f"{context}: {source!r}", source, translations_of(message))
            )
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_compiled_files_match_their_sources(ts: Path, tmp_path: Path) -> None:
    fresh = tmp_path / f"{ts.stem}.qm"
    subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(fresh)], check=True)
    compiled = ts.with_suffix(".qm")
    assert compiled.exists(), f"{compiled.name} is missing: run tools/translations"
    assert compiled.read_bytes() == fresh.read_bytes(), (
        f"{compiled.name} is older than {ts.name}: run tools/translations --release"
    )


def test_language_follows_the_system_unless_chosen() -> None:
    assert i18n.resolve_language(None, ["nb-NO", "en-GB"]) == "nb"
    assert i18n.resolve_language(None, ["no"]) == "nb"
    assert i18n.resolve_language(None, ["de-DE", "sv-SE"]) == "sv"
    assert i18n.resolve_language(None, ["fr-FR"]) == "en"
    assert i18n.resolve_language("sv", ["nb-NO"]) == "sv"
    assert i18n.resolve_language("system", ["sv-FI"]) == "sv"
    with pytest.raises(ValueError, match="sv, en, nb"):
        i18n.resolve_language("klingon", [])


def test_installing_a_language_translates_and_switches_back(
    qapp: QApplication, capsys: pytest.CaptureFixture[str]
) -> None:
    source = "No dice on the table"
    try:
        assert i18n.install_translator(qapp, "sv") == "sv"
        assert QCoreApplication.translate("DiceView", source) == "Inga tärningar på bordet"
        # A module's own tr() helper is collected without a context and still found.
        assert QCoreApplication.translate("Printing", "Roller protocol") == "Rollerprotokoll"
        assert QCoreApplication.translate("ProtocolModel", "W: winner") == "W: vinnare"
        assert i18n.install_translator(qapp, "nb") == "nb"
        assert QCoreApplication.translate("DiceView", source) == "Ingen terninger på bordet"
        with pytest.raises(ValueError):
            i18n.install_translator(qapp, "xx")
        assert i18n.current_language() == "nb"  # a bad choice changed nothing
        # At start-up a bad --language is reported and the system's language used instead.
        assert i18n.install(qapp, "xx") in i18n.available_languages()
        assert "not a language" in capsys.readouterr().err
    finally:
        i18n.install_translator(qapp, "en")
    assert QCoreApplication.translate("DiceView", source) == source
    # The English window explains the game's Swedish words where they stand alone.
    assert "bust" in QCoreApplication.translate("RollerScreen", "{name}: Tjock –")


def test_a_catalogue_written_again_under_the_running_program_changes_nothing(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Qt maps a .qm file loaded by name and follows what is written into it later: compiled
    again in place (tools/translations) under a running Swedish window, the program's own
    strings turned English or Norwegian mid-session while Qt's own stayed Swedish."""
    for qm in i18n.TRANSLATIONS.glob("*.qm"):
        (tmp_path / qm.name).write_bytes(qm.read_bytes())
    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path)
    source = "No dice on the table"
    try:
        i18n.install_translator(qapp, "sv")
        assert QCoreApplication.translate("DiceView", source) == "Inga tärningar på bordet"
        with open(tmp_path / "roller_sv.qm", "r+b") as swedish:  # as lrelease writes it
            swedish.truncate(0)
            swedish.write((tmp_path / "roller_nb.qm").read_bytes())
        assert QCoreApplication.translate("DiceView", source) == "Inga tärningar på bordet"
    finally:
        monkeypatch.undo()
        i18n.install_translator(qapp, "en")
    assert QCoreApplication.translate("DiceView", source) == source


def test_every_tr_string_of_the_window_is_in_the_catalogue() -> None:
    """lupdate does not look inside f-strings: a tr('…') there stays English in every window."""
    call = re.compile(r"""\btr\(\s*(?P<q>['"])(?P<text>(?:\\.|(?!(?P=q)).)*)(?P=q)\s*[,)]""")
    sources = {source for _, source, _ in messages(i18n.TRANSLATIONS / "roller_en.ts")}
    ui = Path(i18n.__file__).parent.parent
    missing = []
    for path in sorted(ui.rglob("*.py")):
        for found in call.finditer(path.read_text(encoding="utf-8")):
            text = found.group("text").encode().decode("unicode_escape").encode("latin-1")
            if text.decode("utf-8") not in sources:
                missing.append(f"{path.name}: {found.group('text')!r}")
    assert not missing, "not in the catalogues (run tools/translations):\n" + "\n".join(missing)


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_an_ellipsis_is_one_character_right_after_its_word(ts: Path) -> None:
    """A menu item that opens a dialog ends in one "…" ("Importera liga…", never "liga…." or
    "liga ..."), as its English does; a percentage in Swedish and Norwegian has its space."""
    problems = []
    for context, source, message in messages(ts):
        for text in translations_of(message):
            where = f"{context}: {source!r}: {text!r}"
            if "..." in text or "……" in text or "…." in text:
                problems.append(f"three dots or two ellipses in {where}")
            if re.search(r"\s…(\s*\[[^]]*\])?$", text):
                problems.append(f"a space before the ellipsis in {where}")
            if source.rstrip().endswith(("…", "...")) != text.rstrip().endswith(
                "…"
            ) and not re.search(r"…\s*\[[^]]*\]$", text):
                problems.append(f"the ellipsis of the source is not kept in {where}")
            if ts.stem != "roller_en" and re.search(r"(%\d|\d|\})%", text):
                problems.append(f"no space before % in {where}")
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)


def test_the_protocol_legend_says_the_same_in_swedish_and_norwegian() -> None:
    """The printed protocol's legend: the game's words stand as names in the Swedish and the
    Norwegian window, unexplained, item for item as in the source (only the English window
    explains them, as everywhere)."""
    legend = "W winner · WW winner with {limit} or more"
    for ts in TS_FILES:
        found = [m for _, source, m in messages(ts) if source.startswith(legend)]
        assert len(found) == 1, ts.name
        source = found[0].findtext("source") or ""
        (text,) = translations_of(found[0])
        items = text.split(" · ")
        assert len(items) == len(source.split(" · ")), ts.name
        if ts.stem == "roller_en":
            assert "(bust" in text
        else:
            assert "(" not in text, f"{ts.name}: {text}"
            assert [i.split()[0] for i in items] == [i.split()[0] for i in source.split(" · ")]


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_the_labels_of_one_dialog_have_different_alt_keys(ts: Path) -> None:
    """Within one dialog or screen (a context), two labels never share an Alt key: "&Textstorlek"
    and "&Tärningsanimation" both took Alt+T in the Swedish settings. Variants of one label
    ("&Best match: none yet", "&Best match: {total} on {day}") count once."""
    problems = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        if name.startswith("Q"):
            continue
        keys: dict[str, set[str]] = {}
        for message in context.iter("message"):
            for text in translations_of(message):
                found = re.search(r"&(\w)", text)
                if found:
                    label = text.split(":")[0]
                    keys.setdefault(found.group(1).lower(), set()).add(label)
        problems += [f"{name}: Alt+{k} for {sorted(v)}" for k, v in keys.items() if len(v) > 1]
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)
