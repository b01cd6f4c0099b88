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


def test_who_leaves_is_asked_within_a_small_screen_at_the_largest_text(
    qtbot: Any, store: Any, monkeypatch: Any
) -> None:
    """The question wraps and the dialog stays within the screen (QInputDialog's one line ran
    past the edge with its OK); the player chosen in the standings is offered first, and OK
    withdraws the one chosen."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication, QWidget

    from roller_desktop.store import championships as ch
    from roller_desktop.ui.championship.entrants import WithdrawDialog, withdraw
    from tests.ui.layout.audit import inspect

    parent = QWidget()
    qtbot.addWidget(parent)
    big = QFont(parent.font())
    big.setPointSizeF(18.0)
    dialog = WithdrawDialog(["Anna", "Bo", "Cilla"], 1, None)
    qtbot.addWidget(dialog)
    dialog.setFont(big)
    dialog.show()
    free = dialog.screen().availableGeometry()
    qtbot.waitUntil(lambda: dialog.width() <= free.width() - 16)
    QApplication.processEvents()
    assert dialog.choice.currentText() == "Bo"
    assert inspect(dialog, (free.width(), free.height())).problems() == []
    dialog.close()

    ch.create_championship(store, "EM", [(n, None) for n in ("Anna", "Bo", "Cilla", "Dag")])
    monkeypatch.setattr(WithdrawDialog, "exec", lambda self: 1)
    said = withdraw(parent, store, "EM", ["Anna", "Bo", "Cilla", "Dag"], "Cilla")
    assert said is not None and said.startswith("Cilla has withdrawn.")
