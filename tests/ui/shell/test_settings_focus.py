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
