"""The glossary (docs/glossary.md) holds: wherever a term's English stands in a message, each
catalogue translates it with one of the term's allowed forms."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from roller_desktop.ui.common import i18n

GLOSSARY = Path(__file__).resolve().parents[3] / "docs" / "glossary.md"
COLUMNS = {"sv": 2, "nb": 3}
PLACEHOLDER = re.compile(r"%L?\d+|%n|\{\w*\}")
MNEMONIC = re.compile(r"&(?=\w)")  # S&pelare is Spelare with Alt+P


@dataclass(frozen=True)
class Term:
    name: str
    english: tuple[str, ...]
    forms: dict[str, tuple[str, ...]]

    def in_english(self, text: str) -> bool:
        return any(_word(form).search(text) for form in self.english)

    def kept_in(self, code: str, text: str) -> bool:
        return any(_start(form).search(text) for form in self.forms[code])


def _word(form: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(form)}(?!\w)", re.IGNORECASE)


def _start(form: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(form)}", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def glossary() -> tuple[list[Term], dict[str, list[str]]]:
    terms: list[Term] = []
    exceptions: dict[str, list[str]] = {}
    section = ""
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        elif section == "Exceptions" and line.startswith("- "):
            term, _, start = line[2:].partition(": ")
            exceptions.setdefault(term.strip(), []).append(start.strip())
        elif line.startswith("|") and not set(line) <= set("|- "):
            cells = _cells(line)
            if cells[0] == "term" or cells[1].startswith("("):
                continue  # the header, or a row that documents without a check
            split = lambda cell: tuple(f.strip() for f in cell.split(",") if f.strip())  # noqa: E731
            forms = {code: split(cells[column]) for code, column in COLUMNS.items()}
            terms.append(Term(cells[0], split(cells[1]), forms))
    return terms, exceptions


def messages(code: str) -> list[tuple[str, str, list[str]]]:
    root = ET.parse(i18n.TRANSLATIONS / f"roller_{code}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        if name.startswith("Q"):  # Qt's own buttons and dialogs: their words, not the game's
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found.append(
                (name, message.findtext("source") or "", forms or [translation.text or ""])
            )
    return found


def test_the_glossary_reads_as_a_table_of_terms() -> None:
    terms, exceptions = glossary()
    names = {t.name for t in terms}
    assert {"die, dice", "bank", "round", "expected points", "Tjock", "abandon"} <= names
    assert all(t.english and t.forms["sv"] and t.forms["nb"] for t in terms)
    assert set(exceptions) <= names


def without_longer(english: str, term: Term, terms: list[Term]) -> str:
    """The message without the longer terms that hold this one ("qualifying round" holds
    "round"): the longer term is checked for itself, with its own forms."""
    mine = {form.lower() for form in term.english}
    for other in terms:
        for form in other.english:
            if form.lower() not in mine and any(_word(m).search(form) for m in term.english):
                english = _word(form).sub(" ", english)
    return english


@pytest.mark.parametrize("code", sorted(COLUMNS))
def test_each_term_is_translated_by_one_of_its_forms(code: str) -> None:
    terms, exceptions = glossary()
    problems = []
    for context, source, texts in messages(code):
        english = PLACEHOLDER.sub(" ", MNEMONIC.sub("", source))
        for term in terms:
            if not term.in_english(without_longer(english, term, terms)):
                continue
            if any(source.startswith(start) for start in exceptions.get(term.name, [])):
                continue
            for text in texts:
                if not term.kept_in(code, PLACEHOLDER.sub(" ", MNEMONIC.sub("", text))):
                    problems.append(f"{term.name!r} in [{context}] {source!r}: {text!r}")
    assert not problems, f"roller_{code}.ts:\n" + "\n".join(problems)


def test_a_wrong_word_is_caught() -> None:
    terms, _ = glossary()
    expected = next(t for t in terms if t.name == "expected points")
    bank = next(t for t in terms if t.name == "bank")
    assert expected.in_english("Expected points of the turn")
    assert not expected.kept_in("sv", "Väntade poäng för ronden")
    assert expected.kept_in("sv", "Förväntade poäng för ronden")
    assert not bank.kept_in("nb", "Tips: ta 300 poeng")


def test_a_qualifying_round_is_its_own_term() -> None:
    """A championship's qualifying round is "kvalomgång" / "kvalifiseringsrunde", never a
    Roller round's "rond": the longer term is checked, and "round" in it is not."""
    terms, _ = glossary()
    qualifying = next(t for t in terms if t.name == "qualifying round")
    round_ = next(t for t in terms if t.name == "round")
    english = "Qualifying round 2 drawn again"
    assert qualifying.in_english(english)
    assert not round_.in_english(without_longer(english, round_, terms))
    assert round_.in_english(without_longer("Round 2 of 15, qualifying round 1", round_, terms))
    assert qualifying.kept_in("sv", "Kvalomgång 2 har lottats om")
    assert not qualifying.kept_in("sv", "Omgång 2 har lottats om")
    assert not qualifying.kept_in("nb", "Runde 2 er trukket på nytt")


def test_a_105_turn_is_an_omgang_in_swedish() -> None:
    terms, _ = glossary()
    turn = next(t for t in terms if t.name == "turn (105)")
    assert turn.in_english("Average turns per race, per month")
    assert not turn.kept_in("sv", "Turer per lopp i snitt, per månad")
    assert turn.kept_in("sv", "Omgångar per lopp i snitt, per månad")
    assert turn.kept_in("nb", "Turer per løp i snitt, per måned")
