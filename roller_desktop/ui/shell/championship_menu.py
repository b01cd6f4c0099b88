"""The menu bar's Championship menu: the director's actions (play a table, the round's papers,
a late arrival, a withdrawal, a table's file, the final, a new championship...) with their
keys, as the director's page has them, so that a person finds them in the menu bar too. Each
is enabled where it applies: on the director's page, as its button (director_actions); a new
championship from anywhere (the page opens first). The words keep the page's context in the
catalogues."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from roller_desktop.ui.championship.director_actions import ACTIONS
from roller_desktop.ui.championship.keys import (
    LUCK_AND_SKILL_KEY,
    NEW_CHAMPIONSHIP_KEY,
    TABLE_FILE_KEY,
)

KEYS = {
    "play": "Enter",  # on the page's tables
    "papers": "Ctrl+S",
    "room": "F5",
    "late": "Ins",
    "withdraw": "Del",
    "file": TABLE_FILE_KEY,
    "final": "Ctrl+F",
    "luck": LUCK_AND_SKILL_KEY,
    "new": NEW_CHAMPIONSHIP_KEY,
}


def _texts() -> dict[str, str]:
    return {
        "play": QCoreApplication.translate("Director", "Play the chosen table…"),
        "papers": QCoreApplication.translate("Director", "Round's papers as PDF…"),
        "room": QCoreApplication.translate("Director", "Standings for the room"),
        "late": QCoreApplication.translate("Director", "Late arrival…"),
        "withdraw": QCoreApplication.translate("Director", "Withdraw…"),
        "file": QCoreApplication.translate("Director", "Table's file…"),
        "final": QCoreApplication.translate("Director", "Seat the final"),
        "luck": QCoreApplication.translate("Director", "Luck and skill…"),
        "new": QCoreApplication.translate("Director", "New championship…"),
    }


class ChampionshipMenu:
    """The menu's entries: the director's view (League → Championship…'s own action, its key
    with it), then one entry per action of the page, the key shown beside it (the page's
    actions answer the keys there: a second shortcut here would make them ambiguous)."""

    def __init__(self, window: Any, menu: QMenu, open_director: QAction) -> None:
        self.window = window  # MainWindow
        menu.addAction(open_director)
        menu.addSeparator()
        self.entries: dict[str, QAction] = {}
        texts = _texts()
        for name in ACTIONS:
            key = QKeySequence(KEYS[name]).toString(QKeySequence.SequenceFormat.NativeText)
            entry = QAction(f"{texts[name]}\t{key}", menu)
            entry.triggered.connect(lambda _=False, name=name: self.run(name))
            menu.addAction(entry)
            self.entries[name] = entry
        menu.aboutToShow.connect(self.update)
        self.update()

    def page(self) -> Any:
        """The director's page when it is the page shown, else None."""
        page = self.window._director
        return page if page is not None and self.window.stack.currentWidget() is page else None

    def update(self) -> None:
        page = self.page()
        for name, entry in self.entries.items():
            if page is None:
                entry.setEnabled(name == "new")
            else:
                entry.setEnabled(page.entries[name][0].isEnabled())

    def run(self, name: str) -> None:
        page = self.page()
        if page is None:  # a new championship from another page: the director's view first
            self.window.open_director()
            page = self.page()
            if page is None:
                return
        page.entries[name][0].trigger()
