"""A protocol file's championship columns refused: the window words it in its language, with
the line and the column."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.store import championships as ch
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.protocol_csv import import_text
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import describe

HEADER = "match;date;game;player;championship;round;table;r1"


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def refusals(store: Any) -> list[ImportProblem]:
    ch.create_championship(store, "EM", [(f"P{i}", None) for i in range(8)], table_size=(4, 4))
    seats = ch.stored_round(store, "EM", 1).tables[0].seats
    other = ch.stored_round(store, "EM", 1).tables[1].seats

    def text(names: tuple[str, ...], championship: str, round_: str, table: str) -> str:
        rows = [
            f"a;2026-06-14;roller;{n};{championship if not i else ''};"
            f"{round_ if not i else ''};{table if not i else ''};50"
            for i, n in enumerate(names)
        ]
        return "\n".join([HEADER, *rows])

    found = []
    for file in (
        text(seats, "VM", "1", "1"),
        text(seats, "EM", "1", "9"),
        text(seats, "EM", "final", "1"),
        text(seats, "EM", "", "1"),
        text((*seats[:3], other[0]), "EM", "1", "1"),
    ):
        with pytest.raises(ImportProblem) as refused:
            import_text(store, file)
        found.append(refused.value)
    return found


def test_each_refusal_is_worded_in_each_language(
    store: Any, language: Callable[[str], None]
) -> None:
    found = refusals(store)
    language("en")
    english = [describe(error) for error in found]
    assert all(text.startswith("Line 2, column ") for text in english)
    for code in ("sv", "nb"):
        language(code)
        for error, words in zip(found, english, strict=True):
            worded = describe(error)
            assert worded != words, f"{code}: still English: {worded}"
            assert error.values["column"] in worded
