"""What the table sees: announcements beside the dice, a faces entry made for typing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from tests.ui.helpers import press, select_faces
from tests.ui.play.test_resume_undo_real_dice import start_roller


def on_screen(widget: Any, rect: QRect, screen: Any) -> QRect:
    return QRect(widget.mapTo(screen, rect.topLeft()), rect.size())


def test_the_tjock_banner_leaves_the_dice_in_sight(qtbot: Any, make_window: Any, dice: Any) -> None:
    window = make_window()
    for size, names in (((1280, 800), ["Anna", "Bo"]), ((1024, 600), ["Cy", "Di"])):
        window.resize(*size)
        window.show_start()
        screen = start_roller(qtbot, window, names)
        assert window.stack.currentWidget() is screen
        dice.add((5, 5, 5, 2, 3, 6), (2, 3, 4))
        press(qtbot, screen, "space")
        select_faces(qtbot, screen, [5, 5, 5])
        press(qtbot, screen, "k", "space")  # nothing scores: Tjock
        assert screen.banner.isVisible() and screen.banner.kind == "tjock"
        dice_area = on_screen(screen.dice, screen.dice.content_rect().toAlignedRect(), screen)
        banner = on_screen(screen.banner.parentWidget(), screen.banner.geometry(), screen)
        assert not banner.intersects(dice_area), (size, banner, dice_area)
        assert screen.rect().contains(banner)
        assert screen.banner.font().pointSizeF() >= 1.5 * screen.font().pointSizeF()


def test_the_faces_entry_is_wide_and_large_enough_for_six_faces(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.resize(1024, 600)
    screen = start_roller(qtbot, window, ["Anna", "Bo"], real=True)
    qtbot.waitUntil(lambda: screen.faces.isVisible())
    edit = screen.faces.edit
    assert edit.font().pointSizeF() >= 1.5 * screen.font().pointSizeF()
    six = edit.fontMetrics().horizontalAdvance("6 6 6 6 6 6")
    assert edit.width() >= six + 16
    edit.setText("6 6 6 6 6 6")
    edit.home(False)
    edit.end(False)  # the whole entry shows: nothing scrolled out of sight
    assert edit.cursorRect().right() < edit.width()


def test_the_real_dice_row_is_not_cut_on_a_small_screen_in_any_language(
    qtbot: Any, qapp: Any, make_window: Any
) -> None:
    from roller_desktop.ui.common import i18n

    try:
        for language, names in (
            ("sv", ["Åsa", "Örjan"]),
            ("nb", ["Kari", "Nils"]),
            ("en", ["Ann", "Ben"]),
        ):
            i18n.install_translator(qapp, language)
            window = make_window()
            window.resize(1024, 600)
            screen = start_roller(qtbot, window, names, real=True)
            qtbot.waitUntil(lambda s=screen: s.faces.isVisible())
            panel = screen.faces
            for widget in (panel.label, panel.enter):  # whole, in type not much smaller
                font, words = widget.fitted()
                what = (language, widget.text(), words, font.pointSizeF())
                assert words.replace("\n", " ") == widget.text(), what
                assert font.pointSizeF() >= widget.font().pointSizeF() * 0.7, what
            window.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_the_window_fits_a_1024_by_600_laptop_screen(
    qtbot: Any, qapp: Any, make_window: Any, store: Any
) -> None:
    from roller_desktop.ui.common import i18n

    for name in ("Anna", "Bosse", "Cilla", "Dagny"):
        store.add_player(name)
    try:
        for language in ("sv", "en", "nb"):
            i18n.install_translator(qapp, language)
            window = make_window()
            window.resize(1024, 600)
            window.new_match("roller")
            setup = window.setup
            for _ in range(3):
                setup._seat_item(setup.league_list.item(0))
            qtbot.waitUntil(lambda w=window: (w.width(), w.height()) == (1024, 600))
            form = setup.form
            assert form.horizontalScrollBar().maximum() == 0, language
            assert form.verticalScrollBar().maximum() == 0, language
            start = setup.start_button
            corner = start.mapTo(window, start.rect().bottomRight())
            assert window.rect().contains(corner), language
            names = [setup.seat_table.item(r, 0).text() for r in range(3)]
            assert names == ["Anna", "Bosse", "Cilla"]  # numbered once, by the row header
            window.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_the_faces_label_reads_whole_in_a_column_squeezed_to_its_least_height(
    qtbot: Any, qapp: Any
) -> None:
    """Real dice at the largest text on 1024x600 with four seats' protocol beside the play
    column: the column squeezed to its least height gave the label one line and a third of
    the row, and it read "Riktiga tärning…" (its words only in a tooltip)."""
    from PySide6.QtGui import QFont

    from roller_desktop.ui.common import i18n
    from roller_desktop.ui.common.widgets import FacesPanel

    try:
        i18n.install_translator(qapp, "sv")
        panel = FacesPanel()
        qtbot.addWidget(panel)
        font = QFont(panel.font())
        font.setPointSizeF(18.0)  # 9 pt × 2.0
        panel.setFont(font)
        panel.apply_fonts(font)
        panel.show()
        panel.resize(528, panel.minimumSizeHint().height())
        qtbot.waitUntil(lambda: panel.label.width() > 0)
        _, words = panel.label.fitted()
        assert words.replace("\n", " ") == panel.label.text(), words
    finally:
        i18n.install_translator(qapp, "en")
