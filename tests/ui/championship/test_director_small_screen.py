"""The director's page on a small laptop (1024×600) at the largest text, opened after the text
size was chosen (as a person does: Ctrl++ on the start screen, then C): the round's tables get
the room for their rows, the headers grow with the cells, the buttons keep their words whole
in a few rows, and the layout audit finds nothing.

The coordinator met the page this way: the tables a row and a half high under six full-width
buttons, the standings' header at the first text size, the names' heading cut at both ends."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from roller_desktop.store import championships as ch
from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.settings import TEXT_SCALES
from tests.ui.layout.audit import inspect

PLAYERS = ("Anna", "Bo", "Cilla", "Dag", "Eva", "Frida", "Gustav", "Hanna", "Ivar", "Jonas")


@pytest.fixture
def page(qtbot: Any, store: Any, settings: Any, request: Any) -> Any:
    from roller_desktop.ui.shell.main_window import MainWindow

    app = QApplication.instance()
    i18n.install_translator(app, request.param)
    ch.create_championship(
        store, "NM 2026", [(n, None) for n in PLAYERS], rounds=4, table_size=(3, 5), place="Oslo"
    )
    settings.text_scale = TEXT_SCALES[-1]
    window = MainWindow(store, settings, base_font_size=10.0)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.apply_text_scale()
    window.open_director()
    page = window.director
    qtbot.waitUntil(lambda: page.view.standings.rowCount() == len(PLAYERS))
    QApplication.processEvents()
    window.resize(1024, 600)  # after the window's own fitting to the (offscreen) screen
    qtbot.waitUntil(lambda: page.width() == 1024)
    QApplication.processEvents()
    yield window, page
    i18n.install_translator(app, "en")


def round_whole(combo: Any) -> bool:
    """The round's list shows its words whole ("Kvalomg" when sized before it grew)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    words = QFontMetricsF(combo.font()).horizontalAdvance(combo.currentText())
    return bool(words <= field.width())


@pytest.mark.parametrize("page", ["nb", "sv", "en"], indirect=True)
def test_the_page_at_the_largest_text_shows_the_round(page: Any) -> None:
    window, director = page
    view = director.view
    assert window.width() == 1024 and window.height() == 600
    assert inspect(director).problems() == []  # the page (the start screen is another's)
    # the headings in the cells' type (the standings' kept the first text size)
    for table in (view.tables, view.standings):
        assert table.horizontalHeader().font().pointSizeF() == table.font().pointSizeF()
    assert round_whole(view.round_choice)
    # the round's three tables in sight, each row whole
    tables = view.tables
    bottom = tables.rowViewportPosition(2) + tables.rowHeight(2)
    assert bottom <= tables.viewport().height()
    # the buttons shown with their words whole at the page's type, in two rows; the rarer
    # actions in More's menu, each with its key beside it
    shown = [b for b in director.flow.buttons if not b.isHidden()]
    assert director.more in shown and len(shown) == 5
    assert all(b.fitted()[0].pointSizeF() == b.font().pointSizeF() for b in shown[1:])
    assert len(director.flow.rows(director.flow.width())) <= 2
    menu = director.more.menu().actions()
    assert [a.shortcut().toString() for a in menu] == [
        "Ins",
        "Del",
        "Ctrl+Shift+S",
        "Ctrl+Shift+R",
        "Ctrl+Shift+N",
    ]


@pytest.mark.parametrize("page", ["nb"], indirect=True)
def test_the_standings_are_a_tab_away_and_keep_their_keys(page: Any, qtbot: Any) -> None:
    """Too narrow for both side by side: two tabs; the standings' tab shows every heading
    whole, and the page's keys still answer (Del asks about the chosen player)."""
    _, director = page
    view = director.view
    assert view.pair.tabbed()
    view.pair.show_standings()
    QApplication.processEvents()
    standings = view.standings
    header = standings.horizontalHeader()
    assert all(header.sectionSize(c) >= header.sectionSizeHint(c) for c in range(header.count()))
    keys = {a.shortcut().toString() for a in director.actions()}
    assert {"Ctrl+S", "F5", "Ins", "Del", "Ctrl+F", "Ctrl+Shift+N", "Esc"} <= keys


@pytest.mark.parametrize("code", ["nb", "sv"])
def test_the_final_standings_rule_is_whole_in_its_tab(
    qtbot: Any, store: Any, settings: Any, code: str
) -> None:
    """After a final, in the standings' tab at the largest text (9 points, as X gives), the
    rule under them is whole and they keep three rows (it was cut to one line, the rest only
    in its tooltip)."""
    from roller_desktop.ui.shell.main_window import MainWindow
    from tests.ui.layout.scenes import Stage, final_played

    app = QApplication.instance()
    i18n.install_translator(app, code)
    try:
        final_played(Stage(app, store, settings), decided=True)
        settings.text_scale = TEXT_SCALES[-1]
        window = MainWindow(store, settings, base_font_size=9.0)
        qtbot.addWidget(window)
        window.show()
        window.apply_text_scale()
        window.open_director()
        view = window.director.view
        qtbot.waitUntil(lambda: view.standings.rowCount() == 8)
        window.resize(1024, 600)
        qtbot.waitUntil(lambda: window.director.width() == 1024)
        QApplication.processEvents()
        assert view.pair.tabbed()
        view.pair.show_standings()
        window.resize(1024, 600)  # after the window's own fitting to the (offscreen) screen
        rule = view.rule

        def arranged() -> bool:  # the page laid out anew for the rule's lines
            tall = rule.height() >= rule.heightForWidth(rule.width())
            return view.pair.width() > 900 and not rule.lines()[1] and tall

        qtbot.waitUntil(arranged)
        assert len(view.rule.lines()[0]) >= 2 and view.rule.toolTip() == ""
        assert inspect(window.director).problems() == []  # three rows of the standings
    finally:
        i18n.install_translator(app, "en")


def test_at_the_first_text_size_the_tables_are_one_over_the_other(
    qtbot: Any, store: Any, settings: Any
) -> None:
    """Sixteen long names on 1024×600 at the first text size: too wide side by side, but
    with the height for both, the round's tables over the standings (not a tab away), the
    round's as tall as its rows."""
    from roller_desktop.ui.shell.main_window import MainWindow
    from tests.ui.layout.scenes import LONG_NAMES

    names = [*LONG_NAMES, *(f"Spelare {i:02}" for i in range(8))]
    ch.create_championship(store, "EM", [(n, None) for n in names], rounds=3, table_size=(4, 4))
    settings.text_scale = TEXT_SCALES[0]
    window = MainWindow(store, settings, base_font_size=9.0)
    qtbot.addWidget(window)
    window.show()
    window.apply_text_scale()
    window.open_director()
    view = window.director.view
    qtbot.waitUntil(lambda: view.standings.rowCount() == len(names))
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.director.width() == 1024)
    QApplication.processEvents()
    assert view.pair.stacked() and view.standings.isVisible() and view.tables.isVisible()
    bottom = view.tables.rowViewportPosition(3) + view.tables.rowHeight(3)
    assert bottom <= view.tables.viewport().height()  # the round's four tables in sight
    assert view.standings.rowAt(5 * view.standings.rowHeight(0)) >= 4  # five rows at least
    assert inspect(window.director).problems() == []
    # every action a button of its own where they take a quarter of the page: no More
    director = window.director
    assert director.more.isHidden() and not director.more.menu().actions()
    assert all(not b.isHidden() for b in director.flow.buttons if b is not director.more)


@pytest.mark.parametrize("page", ["sv"], indirect=True)
def test_an_action_in_more_s_menu_does_what_its_button_did(page: Any, monkeypatch: Any) -> None:
    """At the largest text Late arrival… is in More's menu: chosen there, it asks for the
    player as its button did (its dialog opens for the championship shown)."""
    from roller_desktop.ui.championship import entrants

    _, director = page
    opened: list[str] = []

    def exec_(dialog: Any) -> int:
        opened.append(dialog.windowTitle())
        return 0

    monkeypatch.setattr(entrants.LateArrivalDialog, "exec", exec_)
    late = director.more.menu().actions()[0]
    assert late.shortcut().toString() == "Ins" and late.text() == "Sen ankomst…"
    late.trigger()
    assert opened == ["Sen ankomst"]


def test_the_summary_is_whole_at_the_default_text_in_swedish(
    qtbot: Any, store: Any, settings: Any
) -> None:
    """A place, the days, duplicate dice, not counted in the league, and the draw's repeated
    meetings: three lines at the default text on 1024×600, all of them shown (on the page a
    person found "12 upprepade möt…", the rest only in a tooltip)."""
    from datetime import date

    from roller_desktop.ui.shell.main_window import MainWindow
    from tests.ui.layout.scenes import LONG_NAMES

    app = QApplication.instance()
    i18n.install_translator(app, "sv")
    try:
        ch.create_championship(
            store,
            "EM i Roller",
            [(n, None) for n in LONG_NAMES],
            rounds=3,
            table_size=(4, 4),
            place="Folkets hus i Husum, stora salen",
            first_day=date(2026, 6, 13),
            last_day=date(2026, 6, 14),
            duplicate_dice=True,
            counts_in_league=False,
        )
        settings.text_scale = 1.25
        window = MainWindow(store, settings, base_font_size=9.0)
        qtbot.addWidget(window)
        window.show()
        window.apply_text_scale()
        window.open_director()
        view = window.director.view
        qtbot.waitUntil(lambda: view.standings.rowCount() == len(LONG_NAMES))
        window.resize(1024, 600)
        qtbot.waitUntil(lambda: window.director.width() == 1024)
        QApplication.processEvents()
        lines, cut = view.info.lines()
        assert "upprepade möten" in view.info.text() and len(lines) >= 3
        assert not cut and view.info.toolTip() == ""
        spacing = QFontMetricsF(view.info.font()).lineSpacing()
        assert view.info.height() >= len(lines) * spacing - 0.5
        assert inspect(window.director).problems() == []
    finally:
        i18n.install_translator(app, "en")


def test_the_rounds_list_grows_with_its_words(qtbot: Any, store: Any) -> None:
    """The round's list sized while it was empty (the page shows, then reads the league: on
    X the layout asked its size first) grows with its words when they come: it showed
    "Kvalomg" of "Kvalomgång 1" beside the championship's name."""
    from roller_desktop.ui.championship.director_page import DirectorView

    view = DirectorView(store)
    qtbot.addWidget(view)
    view.resize(1024, 100)
    view.show()
    view.round_choice.sizeHint()  # as the layout asks before the league is read
    ch.create_championship(store, "NM 2026", [(n, None) for n in PLAYERS], rounds=2)
    view.load()
    qtbot.waitUntil(lambda: view.round_choice.count() == 2)
    view.layout().activate()
    assert round_whole(view.round_choice)
