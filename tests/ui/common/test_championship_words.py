"""A championship's refusals in the window's language: each one the director can meet (making a
championship, its players, its tables, the final) is worded, and in Swedish and Norwegian
no English is left."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

import roller_desktop
from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.store import championships as ch
from roller_desktop.store.errors import StoreError
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import Messages, describe
from tests.ui.league.test_import_refusals import _english_left

PLAYERS = [(f"P{i}", None) for i in range(8)]

# Codes a person never meets: the store hands the pure parts only what it has checked
# (results it computed itself, rounds it stored, the dice key of a championship it keeps).
UNSEEN = {
    "dice.no-championship",
    "dice.number",
    "draw.played-rounds",
    "draw.played-table",
    "draw.played-twice",
    "final.players",
    "final.decided",
    "final.deciding-players",
    "final.points",
    "standings.not-over",
    "standings.twice",
    "standings.round",
    "standings.total",
    "standings.unnamed",
    "standings.ww-and-w",
}


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def _refused(call: Callable[[], Any]) -> BaseException:
    with pytest.raises((StoreError, ChampionshipError)) as caught:
        call()
    return caught.value


def refusals(store: Any) -> list[BaseException]:
    """Refusals made by the real store, as the director's view meets them."""
    ch.create_championship(store, "EM", PLAYERS, table_size=(4, 4), rounds=2)
    seats = ch.stored_round(store, "EM", 1).tables[0].seats
    other = ch.stored_round(store, "EM", 1).tables[1].seats
    ids = {p.name: p.id for p in store.players()}

    def started(names: tuple[str, ...]) -> str:
        match_id: str = store.start_match("roller", {}, [SeatSpec(ids[n]) for n in names], 0)
        return match_id

    wrong = started((*seats[:3], other[0]))
    return [
        _refused(lambda: ch.create_championship(store, "em", PLAYERS)),  # taken
        _refused(lambda: ch.create_championship(store, "", PLAYERS)),
        _refused(lambda: ch.create_championship(store, "VM", PLAYERS[:7], table_size=(4, 4))),
        _refused(lambda: ch.create_championship(store, "VM", PLAYERS, table_size=(2, 9))),
        _refused(lambda: ch.create_championship(store, "VM", PLAYERS, apart=[("P1", "Zed")])),
        _refused(lambda: ch.create_championship(store, "VM", [*PLAYERS, ("P1", None)])),
        _refused(lambda: ch.create_championship(store, "VM", PLAYERS, final_size=12)),
        _refused(lambda: ch.championship(store, "Nordic Open")),
        _refused(lambda: ch.stored_round(store, "EM", 7)),
        _refused(lambda: ch.add_entrant(store, "EM", "P3")),
        _refused(lambda: ch.withdraw_entrant(store, "EM", "Zed")),
        _refused(lambda: ch.link_match(store, wrong, "EM", 1, 1)),
        _refused(lambda: ch.link_match(store, started(seats), "EM", 1, 9)),
        _refused(lambda: ch.seat_final(store, "EM")),
    ]


def test_the_directors_refusals_are_worded_in_each_language(
    store: Any, language: Callable[[str], None]
) -> None:
    found = refusals(store)
    language("en")
    english = [describe(error) for error in found]
    for code in ("sv", "nb"):
        language(code)
        for error, in_english in zip(found, english, strict=True):
            assert Messages().word(error.code, error.values, error) is not None, error.code
            shown = describe(error)
            assert shown != in_english, f"{code}: still English: {shown}"
            names = re.sub(r"\b(P\d|Zed|EM|VM|Nordic Open)\b", " ", shown)
            left = _english_left(names)
            assert not left, f"{code}: English {left} in {shown!r}"


def test_the_final_asked_for_early_counts_the_tables_left(
    store: Any, language: Callable[[str], None]
) -> None:
    ch.create_championship(store, "EM", PLAYERS, table_size=(4, 4), rounds=2)
    error = _refused(lambda: ch.seat_final(store, "EM"))
    language("en")
    assert describe(error) == (
        "The final is seated once every qualifying table has played: 4 tables still to play."
    )
    language("sv")
    assert "4" in describe(error)


def _codes(path: Path) -> set[str]:
    return set(
        re.findall(r'"((?:championship|draw|final|standings|dice)\.[a-z-]+)"', path.read_text())
    )


def test_every_refusal_a_person_can_meet_has_words(language: Callable[[str], None]) -> None:
    package = Path(roller_desktop.__file__).parent
    codes = _codes(package / "store" / "championships.py")
    for module in (package / "championship").glob("*.py"):
        codes |= _codes(module)
    assert "championship.final-early" in codes  # the scan reads the modules it should
    values: dict[str, Any] = {
        "name": "Åke", "most": 8, "round": 1, "rounds": 4, "table": 2, "seats": "A, B",
        "tables": 3, "players": 7, "low": 4, "high": 4, "least": 2, "text": "x", "first": "A",
        "second": "B", "size": 4, "place": 4, "tied": 5,
    }  # fmt: skip
    language("sv")
    for code in sorted(codes - UNSEEN):
        assert Messages().word(code, values, ValueError()) is not None, code
