"""A championship's qualifying round in the glossary's word (docs/glossary.md): sv
"kvalomgång", nb "kvalifiseringsrunde", never the bare "omgång" (a 105 turn) or "runde" (a
Roller round, one of a match's fifteen): a native reader met "Omgång 1 har lottats om",
"&Omgång:", "Omgångens papper…" and nb "Runde: 1" on the director's page. Each message
here speaks of a championship's round; a translation that needs no round word at all (the
tables' papers) passes too."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from roller_desktop.ui.common import i18n

CHAMPIONSHIP_ROUNDS = (
    "{championship}, qualifying round {round}",
    "The same dice at %n tables of the round",
    "Round's papers as PDF…",
    "No qualifying round was left to draw again.",
    "Qualifying round %1 drawn again",
    "Qualifying rounds %1–%2 drawn again",
    "%1. Over all qualifying rounds: %2.",
    "Round of the championship",
    "Save the round's papers",
    "%1 round %2.json",
    "%1 round %2 table %3.json",
    "the same dice at every table of the round",
    "a championship's match names its championship, round and table.",
    "round {round} of the championship's draw has no table {table}.",
    "The championship has qualifying rounds 1 to {rounds}; there is no round {round}.",
    "Every qualifying round has begun: there is no round left to draw again.",
    "Round {round} of the draw has no table {table}.",
    "A table is one of a round: give the round too.",
    "Every table of a round throws the same dice (the program's dice only).",
    "Qualifying round %1: every table has finished",
    "Qualifying round %1: table %2 still to play",
    "Qualifying round %1",
    "Qualifying round {round}",
    "Qualifying round {round}, table {table}",
    "{championship}: qualifying round {round}, table {table}",
    "The papers of qualifying round %1 are in %2.",
    "%1 plays from qualifying round %2.",
)
# the bare word, in any case and form, not as the end of the glossary's compound
BARE = {
    "sv": re.compile(r"(?<!kval)omgång", re.IGNORECASE),
    "nb": re.compile(r"(?<!kvalifiserings)runde", re.IGNORECASE),
}


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_a_championships_round_is_the_glossarys_qualifying_round(code: str) -> None:
    root = ET.parse(i18n.TRANSLATIONS / f"roller_{code}.ts").getroot()
    found: dict[str, list[str]] = {}
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        if source in CHAMPIONSHIP_ROUNDS:
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            found.setdefault(source, []).extend(forms)
    assert set(found) == set(CHAMPIONSHIP_ROUNDS)  # every one still in the catalogue
    bare = {s: forms for s, forms in found.items() if any(BARE[code].search(f) for f in forms)}
    assert not bare, bare
