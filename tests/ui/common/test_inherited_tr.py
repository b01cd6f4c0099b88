"""Strings written in GameScreen are translated on the Roller screen and the 105 board too."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from roller_desktop.ui.play.race_screen import RaceScreen
from roller_desktop.ui.play.roller_screen import RollerScreen

KNOWN = {
    ("GameScreen", "Shortcut: {key}"),
    ("RollerScreen", "Turn points"),
    ("GameScreen", "%n dice wait"),
}


class MarkingTranslator(QTranslator):
    """Translates a few strings, each under the class whose code holds it, by marking them."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if (context, source) in KNOWN:
            return f"«{source}»".replace("%n", str(n))
        return None  # no translation (a null string, as a .qm file gives)

    def isEmpty(self) -> bool:
        return False


def test_base_class_strings_are_found(qtbot: Any) -> None:
    translator = MarkingTranslator()
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        roller, race = RollerScreen(), RaceScreen()
        qtbot.addWidget(roller)
        qtbot.addWidget(race)
        assert roller.tr("Shortcut: {key}") == "«Shortcut: {key}»"  # GameScreen's string
        assert race.tr("Shortcut: {key}") == "«Shortcut: {key}»"
        assert roller.tr("Turn points") == "«Turn points»"  # its own
        assert race.tr("Chasing") == "Chasing"  # RaceScreen has no translation here
        # A plural of the base class: Qt fills in %n even where it knows no translation,
        # which must not pass for the subclass's own translation.
        assert race.tr("%n dice wait", "", 2) == "«2 dice wait»"
        assert roller.buttons["keep"].accessibleDescription() == "«Shortcut: {key}»".format(key="K")
    finally:
        app.removeTranslator(translator)
