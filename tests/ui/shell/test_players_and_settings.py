"""The players page, the settings (text size, geometry, real dice per match), accessibility."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QListWidget,
)

from roller_desktop.ui.shell.settings import Settings
from tests.ui.helpers import click


def test_players_add_rename_archive_with_reasons(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    window.start.buttons["players"].click()
    page = window.players
    assert window.stack.currentWidget() is page
    page.name_edit.setText("Anna")
    click(qtbot, page.buttons["add"])
    page.name_edit.setText("ANNA")
    click(qtbot, page.buttons["add"])
    assert page.error.text() != ""
    assert [p.name for p in store.players()] == ["Anna"]
    page.list.setCurrentRow(0)
    page.name_edit.setText("Anna-Karin")
    click(qtbot, page.buttons["rename"])
    assert [p.name for p in store.players()] == ["Anna-Karin"]
    assert "Anna-Karin" in page.mode.text()  # what Enter renames now: not "Anna" still
    click(qtbot, page.buttons["archive"])
    assert store.players() == [] and page.list.count() == 0
    page.show_archived.setChecked(True)
    assert "archived" in page.list.item(0).text()


def test_text_size_and_window_place_are_remembered(
    qtbot: Any, make_window: Any, settings: Settings
) -> None:
    window = make_window()
    before = window.roller.player_label.font().pointSizeF()
    window.step_scale(1)
    assert settings.text_scale == 1.5
    assert window.roller.player_label.font().pointSizeF() > before
    window.step_scale(-1)
    window.step_scale(-1)
    assert settings.text_scale == 1.0
    window.resize(1100, 700)
    window.close()
    saved = settings.geometry
    assert saved is not None
    again = make_window()
    assert again.height() == 700  # the offscreen screen is 800 wide: the width is clamped
    assert again.roller.player_label.font().pointSizeF() < before


def test_every_control_has_an_accessible_name(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    missing = []
    for page in (window.start, window.setup, window.roller, window.race, window.players):
        for kind in (QAbstractButton, QLineEdit, QComboBox, QListWidget, QAbstractSpinBox):
            for widget in page.findChildren(kind):
                if widget.metaObject().className() == "QTableCornerButton" or isinstance(
                    widget.parent(), QAbstractSpinBox
                ):
                    continue  # parts of Qt's own controls, named through their owner
                name = widget.accessibleName() or (
                    widget.text() if isinstance(widget, QAbstractButton) else ""
                )
                if not name:
                    missing.append(
                        f"{type(page).__name__}: {widget.metaObject().className()} "
                        f"in {widget.parent().metaObject().className()}"
                    )
    assert missing == []


def test_settings_dialog_keeps_the_choices(qtbot: Any, settings: Settings) -> None:
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == ""  # follows the system at first
    dialog.language.setCurrentIndex(dialog.language.findData("nb"))
    dialog.scale.setCurrentIndex(dialog.scale.findData(2.0))
    dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.pace.setCurrentIndex(2)
    dialog.accept()
    again = Settings(settings.q)
    assert (again.language, again.text_scale, again.animation) == ("nb", 2.0, True)
    assert (again.animation_speed, again.animation_factor, again.theme) == ("slow", 1.7, "dark")
    assert again.computer_pace_ms == 1600


def test_bad_stored_settings_fall_back_to_defaults(settings: Settings) -> None:
    settings.q.setValue("language", "xx")
    settings.q.setValue("text_scale", "huge")
    settings.q.setValue("computer_pace_ms", "soon")
    assert (settings.language, settings.text_scale, settings.computer_pace_ms) == ("", 1.25, 900)
