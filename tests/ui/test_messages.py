"""The engine's and the store's refusals reach the players in their language."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.engine.dice import parse_faces
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerMatch, score_selection
from roller_desktop.ui import i18n
from roller_desktop.ui.messages import TEMPLATES, translate_message


def forced_roller_bank() -> None:
    match = RollerMatch(["Anna"])
    match.throw([1, 2, 3, 4, 5, 6])
    match.keep([1, 2, 3, 4, 5, 6])
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()


def kept_twice() -> None:
    match = RollerMatch(["Anna"])
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.keep([1])


# Refusals as the players meet them, made by the engine itself.
REFUSALS: list[Callable[[], object]] = [
    lambda: score_selection([2, 2]),
    lambda: score_selection([3]),
    lambda: score_selection([4, 4, 4, 4]),
    lambda: score_selection([6, 6, 6, 6, 6]),
    lambda: score_selection([]),
    lambda: RollerMatch(["Anna"]).keep([1]),
    lambda: RollerMatch(["Anna"]).bank(),
    forced_roller_bank,
    kept_twice,
    lambda: parse_faces("3 7 1", 3),
    lambda: parse_faces("", 6),
    lambda: parse_faces("1 2", 6),
]


def engine_messages() -> Iterator[str]:
    for refusal in REFUSALS:
        with pytest.raises(RulesError) as caught:
            refusal()
        yield str(caught.value)


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    yield
    i18n.install_translator(qapp, "en")


@pytest.mark.usefixtures("swedish")
def test_every_refusal_the_engine_gives_is_translated() -> None:
    for message in engine_messages():
        translated = translate_message(message)
        assert translated != message, f"no Swedish for {message!r}"
    assert translate_message(
        "Two 2s score nothing: a 2 counts only in a Triss, a Stege or Alla lika."
    ) == ("Två 2:or ger inga poäng: en 2:a räknas bara i Triss, Stege eller Alla lika.")
    assert translate_message("round 2 of 15") == "rond 2 av 15"  # the store's progress text
    assert translate_message("Event 3: There is nothing to undo.") == (
        "Event 3: Det finns inget att ångra."
    )


def test_in_english_and_for_unknown_messages_nothing_changes(qapp: QApplication) -> None:
    i18n.install_translator(qapp, "en")
    for message in engine_messages():
        assert translate_message(message) == message
    assert translate_message("Something new went wrong.") == "Something new went wrong."
    assert len(set(TEMPLATES)) == len(TEMPLATES)
