"""Dates typed the way they are written in Sweden and Norway, in the windows that take them:
the match history's Date and place… (F2) and the paper entry's date and time. A form read two
ways (03/05/2023) or not a date at all is refused in the window's language, naming the forms
read, and nothing changes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.match_history import MatchHistoryView, MendDialog
from roller_desktop.ui.league.paper_entry import PaperEntryPage
from roller_desktop.ui.printing.sheets import local_time

# The refusal of a slashed date and the forms it names, in each language.
SAID = {
    "en": ("with slashes some countries put", "2022-06-14 19:30 or 14.6.2022 19.30"),
    "sv": ("med snedstreck står dagen först", "2022-06-14 19:30 eller 14.6.2022 19.30"),
    "nb": ("med skråstrek står dagen først", "14.06.2022 19.30 eller 2022-06-14 19:30"),
}


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def mend_dialog(qtbot: Any, store: Store) -> tuple[MendDialog, str]:
    demo.fill_bulk(store, 2, seed=1, days=5)
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    view.table.selectRow(0)
    view.mend()
    dialog = view.dialog
    assert isinstance(dialog, MendDialog) and dialog.when is not None
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    return dialog, view.model.matches[0].id


def type_over(qtbot: Any, dialog: MendDialog, text: str) -> None:
    assert dialog.when is not None
    dialog.when.setFocus()
    dialog.when.selectAll()
    qtbot.keyClicks(dialog.when, text)
    qtbot.keyClick(dialog.when, Qt.Key.Key_Return)


@pytest.mark.parametrize("language", ["en", "sv", "nb"], indirect=True)
def test_f2_refuses_a_date_read_two_ways_in_the_windows_language(
    qtbot: Any, store: Store, language: str
) -> None:
    dialog, match_id = mend_dialog(qtbot, store)
    before = store.load_match(match_id).finished
    type_over(qtbot, dialog, "03/05/2023 20:15")
    words, forms = SAID[language]
    assert dialog.isVisible()
    assert words in dialog.error.text() and forms in dialog.error.text()
    assert "03/05/2023 20:15" in dialog.error.text()
    assert store.load_match(match_id).finished == before and keeper.mends(store, match_id) == []
    assert dialog.when is not None and dialog.focusWidget() is dialog.when
    dialog.reject()


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("14.06.2022 19.30", "2022-06-14 19:30"),
        ("14.6.2022 kl. 9.05", "2022-06-14 09:05"),
        ("2022-06-14 19:30", "2022-06-14 19:30"),
    ],
)
def test_f2_takes_the_forms_written_here(qtbot: Any, store: Store, typed: str, shown: str) -> None:
    dialog, match_id = mend_dialog(qtbot, store)
    type_over(qtbot, dialog, typed)
    assert not dialog.isVisible(), dialog.error.text()
    loaded = store.load_match(match_id)
    assert f"{local_time(loaded.finished or loaded.started):%Y-%m-%d %H:%M}" == shown


def test_f2_a_date_alone_keeps_the_time_of_day(qtbot: Any, store: Store) -> None:
    dialog, match_id = mend_dialog(qtbot, store)
    was = dialog.was_when
    type_over(qtbot, dialog, "4.6.2022")
    assert not dialog.isVisible(), dialog.error.text()
    loaded = store.load_match(match_id)
    assert local_time(loaded.finished or loaded.started).replace(tzinfo=None) == was.replace(
        year=2022, month=6, day=4
    )


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("31.02.2022", "no such day"),
        ("14.06.1899", "between 1900 and 2999"),
        ("14.06.2022 24.00", "no such time of day"),
        ("14.06.22", "is not a date: write it as 2022-06-14 19:30 or 14.6.2022 19.30"),
    ],
)
def test_f2_refuses_what_is_no_date_and_changes_nothing(
    qtbot: Any, store: Store, typed: str, said: str
) -> None:
    dialog, match_id = mend_dialog(qtbot, store)
    type_over(qtbot, dialog, typed)
    assert dialog.isVisible() and said in dialog.error.text()
    assert keeper.mends(store, match_id) == []
    dialog.reject()


@pytest.fixture
def page(qtbot: Any, store: Store) -> PaperEntryPage:
    made = PaperEntryPage(store)
    qtbot.addWidget(made)
    made.resize(1024, 600)
    made.show()
    return made


@pytest.mark.parametrize(
    ("date", "time", "when"),
    [
        ("14.06.2022", "", ("2022-06-14", False)),
        ("14.6.2022", "19.30", ("2022-06-14 19:30", True)),
        ("2022-06-14", "19:30", ("2022-06-14 19:30", True)),
        ("14.6.2022 19.30", "", ("2022-06-14 19:30", True)),
        ("14.6.2022", "kl. 7.05", ("2022-06-14 07:05", True)),
    ],
)
def test_the_paper_entry_takes_the_forms_written_here(
    page: PaperEntryPage, date: str, time: str, when: tuple[str, bool]
) -> None:
    page.date.setText(date)
    page.time.setText(time)
    read = page.when()
    assert read is not None, page.form_problem.text()
    moment, timed = read
    assert (f"{moment:%Y-%m-%d %H:%M}" if timed else f"{moment:%Y-%m-%d}", timed) == when


@pytest.mark.parametrize("language", ["en", "sv", "nb"], indirect=True)
def test_the_paper_entry_refuses_a_date_read_two_ways(page: PaperEntryPage, language: str) -> None:
    page.date.setText("03/05/2023")
    assert page.when() is None
    words, _forms = SAID[language]
    assert words in page.form_problem.text() and "03/05/2023" in page.form_problem.text()
    date_forms = {"en": "2022-06-14 or 14.6.2022", "sv": "2022-06-14 eller 14.6.2022"}
    assert date_forms.get(language, "14.06.2022 eller 2022-06-14") in page.form_problem.text()


@pytest.mark.parametrize(
    ("date", "time", "said", "field"),
    [
        ("14.6.2022 19.30", "20.00", "the time in its own field", "date"),
        ("14.6.22", "", "is not a date", "date"),
        ("14.6.2022", "25.00", "is not a time of day", "time"),
        ("14.6.2022", "1930", "is not a time of day", "time"),
    ],
)
def test_the_paper_entry_refuses_and_says_which_field(
    qtbot: Any, page: PaperEntryPage, date: str, time: str, said: str, field: str
) -> None:
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.date.setText(date)
    page.time.setText(time)
    assert page.when() is None
    assert said in page.form_problem.text()
    qtbot.waitUntil(getattr(page, field).hasFocus)
    assert page.pages.currentWidget() is page.form_page


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "2026-06-14"), ("sv", "2026-06-14"), ("nb", "14.06.2026")]
)
def test_the_date_boxes_take_the_order_the_language_writes(
    qtbot: Any, store: Store, language: str, shown: str
) -> None:
    """The league's chosen period and a championship's days, typed part by part, in the order
    the window's language writes a date: a Norwegian's 01.06.2026 typed into a box that read
    2026-01-01 made 2026-06-20."""
    from PySide6.QtCore import QDate

    from roller_desktop.ui.championship.new_championship import NewChampionshipDialog
    from roller_desktop.ui.league.league_view import LeagueView

    i18n.install_translator(QApplication.instance(), language)
    try:
        view = LeagueView(store)
        qtbot.addWidget(view)
        dialog = NewChampionshipDialog(store, None)
        qtbot.addWidget(dialog)
        for box in (view.start_edit, view.end_edit, dialog.first_day, dialog.last_day):
            box.setDate(QDate(2026, 6, 14))
            assert box.text() == shown
    finally:
        i18n.install_translator(QApplication.instance(), "en")


@pytest.mark.parametrize("language", ["en", "sv", "nb"], indirect=True)
def test_the_paper_entry_starts_on_today_as_the_language_writes_it(
    page: PaperEntryPage, language: str
) -> None:
    from datetime import date

    page.begin()
    today = date.today()
    written = f"{today:%d.%m.%Y}" if language == "nb" else f"{today:%Y-%m-%d}"
    assert page.date.text() == written
    read = page.when()
    assert read is not None and read[0].date() == today and not read[1]
