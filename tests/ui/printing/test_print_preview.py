"""The real print preview opens, paints its page and closes, from every place that prints.

Each test presses the real button; the preview is shown modally with exec() and closed by a
timer once it has painted, as a person would close it. A preview painting on a freed printer
(issue #11: League → Print… killed the program) crashes the test run here.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from datetime import date

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from roller_desktop.store.database import Store, open_store
from roller_desktop.ui.league.league_view import LeagueView
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from roller_desktop.ui.printing.preview import PrintPreview
from tests.ui.league_samples import build_league

YEAR = date.today().year


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    store = open_store(tmp_path_factory.mktemp("preview") / "league.sqlite", backup=False)
    ids = build_league(store, YEAR)
    yield store, ids
    store.close()


class PreviewCloser:
    """Closes the modal print preview once it has painted its page; remembers what it saw."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []
        self._tries = 0
        QTimer.singleShot(50, self._look)

    def _look(self) -> None:
        self._tries += 1
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PrintPreview) and dialog.painted > 0:
            gc.collect()  # a printer without an owner would be gone now
            dialog.repaint()
            self.seen.append((dialog.windowTitle(), dialog.painted))
            dialog.reject()
        elif self._tries < 200:  # about 10 s, then the test fails instead of hanging
            QTimer.singleShot(50, self._look)
        elif dialog is not None:
            dialog.close()


def button(widget: object, text: str) -> QPushButton:
    found = [b for b in widget.findChildren(QPushButton) if b.text() == text]  # type: ignore[attr-defined]
    assert len(found) == 1, [b.text() for b in widget.findChildren(QPushButton)]  # type: ignore[attr-defined]
    return found[0]


def test_league_print_opens_the_real_preview_and_closes_it(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    view = LeagueView(league[0])
    qtbot.addWidget(view)  # type: ignore[attr-defined]
    view.show()
    for _ in range(2):  # twice: the second preview gets a printer of its own too
        closer = PreviewCloser()
        button(view, "Print… [Ctrl+P]").click()
        assert [title for title, _ in closer.seen] == ["Print preview: Roller league"]
        assert closer.seen[0][1] >= 1


def test_the_history_protocol_prints_through_the_real_preview(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    store, ids = league
    dialog = ProtocolDialog(store, ids["m1"])
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    closer = PreviewCloser()
    button(dialog, "Print… [Ctrl+P]").click()
    assert len(closer.seen) == 1 and closer.seen[0][0].startswith("Print preview: ")
    assert dialog.isVisible()  # the protocol stays open behind the closed preview
