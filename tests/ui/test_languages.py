"""The window in the table's language: texts built from data, a new language at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.ui import i18n


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    try:
        yield
    finally:
        i18n.install_translator(qapp, "en")


def test_resume_list_tells_the_progress_in_the_window_language(
    qtbot: Any, store: Any, swedish: None
) -> None:
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.ui.start_screen import StartScreen

    anna, bo = store.add_player("Anna"), store.add_player("Bo")
    seats = [SeatSpec(anna.id), SeatSpec(bo.id)]
    store.start_match("roller", {"rounds": 12}, seats, 1)
    store.start_match("105", {}, seats, 0)
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_unfinished(store.unfinished_matches())
    texts = sorted(screen.matches.item(i).text() for i in range(screen.matches.count()))
    assert "0 kast, Anna står på tur" in texts[0]
    assert "Rond 1 av 12, Bo står på tur" in texts[1]
    assert "round" not in " ".join(texts) and "throw" not in " ".join(texts)
