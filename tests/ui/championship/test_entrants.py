"""The late arrival's dialog: a refusal of several lines is shown whole, not cut after its
first words by a dialog as narrow as its two fields."""

from __future__ import annotations

from typing import Any

from roller_desktop.store import championships as ch
from roller_desktop.store.errors import ChampionshipRefused
from roller_desktop.ui.championship import entrants
from roller_desktop.ui.championship.entrants import LateArrivalDialog

NAME = "Vintercupen"


def test_a_long_refusal_is_shown_whole(qtbot: Any, store: Any, monkeypatch: Any) -> None:
    ch.create_championship(store, NAME, [(f"Spelare {i}", None) for i in range(8)], rounds=2)

    def refuse(*_: Any) -> None:  # the refusal a table's laptop gives (run_here)
        raise ChampionshipRefused("came from elsewhere", "championship.elsewhere", name=NAME)

    monkeypatch.setattr(entrants.championships, "add_entrant", refuse)
    dialog = LateArrivalDialog(store, NAME, None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setText("Nils Ek")
    dialog.accept()
    qtbot.wait(50)
    label = dialog.refusal
    assert NAME in label.text() and dialog.isVisible()  # refused: the dialog stays open
    lines = label.height() // label.fontMetrics().lineSpacing()
    assert lines >= 3  # the director's words run over several lines
    assert label.height() >= label.heightForWidth(label.width())  # every one of them shown
