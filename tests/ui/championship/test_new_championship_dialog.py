"""The new championship dialog makes what it shows: its days and its matches' house rules."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate

from roller_desktop.engine.roller import RollerRules
from roller_desktop.store import championships as ch
from roller_desktop.ui.championship.new_championship import NewChampionshipDialog


def test_days_and_house_rules_go_into_the_championship(qtbot: Any, store: Any) -> None:
    dialog = NewChampionshipDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.ww.value() == RollerRules().ww_threshold and dialog.forced.isChecked()
    dialog.name.setText("EM i Roller 2027")
    dialog.players.setPlainText("\n".join(f"Spelare {i};Umeå" for i in range(8)))
    dialog.first_day.setDate(QDate(2027, 3, 12))
    dialog.last_day.setDate(QDate(2027, 3, 13))
    dialog.match_rounds.setValue(5)
    dialog.ww.setValue(3000)
    dialog.forced.setChecked(False)
    dialog.make()
    assert dialog.made is not None, dialog.refusal.text()
    made = ch.championship(store, "EM i Roller 2027")
    assert (made.first_day, made.last_day) == (date(2027, 3, 12), date(2027, 3, 13))
    rules = RollerRules(**made.rules)
    assert (rules.rounds, rules.ww_threshold, rules.forced_after_roller) == (5, 3000, False)
    assert rules.starter == "choose"  # seat 1 of the draw starts


def test_the_draw_runs_off_the_windows_thread(qtbot: Any, store: Any, monkeypatch: Any) -> None:
    """Make and draw: the championship is made and drawn in a worker (a field of 21 in tables
    of 3 to 5 over 5 rounds takes half a second to draw: benchmarks/bench_draw.py), while the
    window is drawn; its refusal still comes back to the dialog."""
    import threading

    made_in: list[threading.Thread] = []
    real = ch.create_championship

    def create(*args: Any, **kwargs: Any) -> Any:
        made_in.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(ch, "create_championship", create)
    dialog = NewChampionshipDialog(store)
    qtbot.addWidget(dialog)
    dialog.name.setText("Kval")
    dialog.players.setPlainText("\n".join(f"Spelare {i}" for i in range(21)))
    dialog.make()
    assert dialog.made is not None, dialog.refusal.text()
    assert made_in and made_in[0] is not threading.main_thread()
    again = NewChampionshipDialog(store)  # the same name: refused, said in the dialog
    qtbot.addWidget(again)
    again.name.setText("Kval")
    again.players.setPlainText("A\nB")
    again.make()
    assert again.made is None and again.refusal.text()


def test_a_last_day_before_the_first_is_refused_and_nothing_made(qtbot: Any, store: Any) -> None:
    dialog = NewChampionshipDialog(store)
    qtbot.addWidget(dialog)
    dialog.name.setText("EM")
    dialog.players.setPlainText("A\nB\nC\nD")
    dialog.first_day.setDate(QDate(2027, 3, 12))
    dialog.last_day.setDate(QDate(2027, 3, 11))
    dialog.make()
    assert dialog.made is None
    assert "last day is before its first" in dialog.refusal.text()
    assert ch.championship_names(store) == []


def test_at_the_largest_text_the_form_fits_the_screen_and_shows_its_lines(
    qtbot: Any, store: Any
) -> None:
    """At the largest text on a small screen the labels go above their fields rather than the
    fields running under the scroll bar, and the players' box shows five lines (it showed
    two); the layout audit finds nothing."""
    from PySide6.QtGui import QFont, QFontMetricsF
    from PySide6.QtWidgets import QApplication, QFormLayout

    from roller_desktop.ui.common import i18n
    from tests.ui.layout.audit import inspect

    app = QApplication.instance()
    i18n.install_translator(app, "nb")
    try:
        dialog = NewChampionshipDialog(store)
        qtbot.addWidget(dialog)
        font = QFont(dialog.font())
        font.setPointSizeF(18.0)
        dialog.setFont(font)
        dialog.show()
        screen = dialog.screen().availableGeometry()
        wrapped = QFormLayout.RowWrapPolicy.WrapAllRows
        qtbot.waitUntil(lambda: dialog.form.rowWrapPolicy() == wrapped)
        dialog.resize(
            min(dialog.minimumSizeHint().width(), screen.width() - 16), screen.height() - 16
        )
        QApplication.processEvents()
        line = QFontMetricsF(dialog.players.font()).lineSpacing()
        assert dialog.players.viewport().height() >= 5 * line
        assert dialog.width() <= screen.width() - 16
        assert inspect(dialog, (screen.width(), screen.height())).problems() == []
    finally:
        i18n.install_translator(app, "en")


def test_grown_wider_after_it_was_placed_it_stays_on_the_screen(qtbot: Any, store: Any) -> None:
    """With no window manager the dialog is placed once; the larger text that arrives after
    widened it past the screen's right edge (seen in Swedish at the largest text)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    dialog = NewChampionshipDialog(store)
    qtbot.addWidget(dialog)
    free = dialog.screen().availableGeometry()
    dialog.show()
    dialog.move(free.right() - dialog.width() // 2, free.top())  # half off, as it was
    font = QFont(dialog.font())
    font.setPointSizeF(font.pointSizeF() * 1.6)
    dialog.setFont(font)
    qtbot.waitUntil(lambda: free.contains(dialog.frameGeometry()))
    QApplication.processEvents()
    assert free.contains(dialog.frameGeometry())
