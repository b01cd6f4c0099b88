"""After the Settings dialog the window has the keyboard again where it had it: with no window
manager nothing gave it back, and on "Who starts?" Enter did nothing until Play was clicked."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QPushButton


def test_the_keys_go_back_where_they_were_after_settings(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    target = window.start.findChildren(QPushButton)[0]
    target.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is target)

    def answer(dialog: SettingsDialog) -> int:
        dialog.show()  # it takes the keyboard, as it does when it opens
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        dialog.accept()
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", answer)
    window.open_settings()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is target)
    assert window.isActiveWindow()


def test_settings_show_the_text_size_chosen_and_stay_on_the_screen(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """Opened at the window's type (the largest too); a text size chosen in it shows at once
    in the dialog, which stays within the screen; the window takes it only on OK."""
    from roller_desktop.ui.shell.settings import TEXT_SCALES
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    window = make_window()
    window.settings.text_scale = 1.25
    window.apply_text_scale()
    seen: dict[str, Any] = {}

    def answer(dialog: SettingsDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen["opened"] = dialog.font().pointSizeF()
        dialog.scale.setCurrentIndex(TEXT_SCALES.index(2.0))
        seen["largest"] = dialog.font().pointSizeF()
        free = dialog.screen().availableGeometry()
        seen["on screen"] = free.contains(dialog.frameGeometry())
        seen["words whole"] = dialog.width() >= dialog.minimumSizeHint().width()
        dialog.scale.setCurrentIndex(TEXT_SCALES.index(1.0))
        seen["smallest"] = dialog.font().pointSizeF()
        dialog.reject()
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", answer)
    before = window.font().pointSizeF()
    window.open_settings()
    assert seen["opened"] == before == window.base_font_size * 1.25
    assert seen["largest"] == window.base_font_size * 2.0
    assert seen["smallest"] == window.base_font_size
    assert seen["on screen"] and seen["words whole"]
    assert window.font().pointSizeF() == before  # cancelled: the window as it was
