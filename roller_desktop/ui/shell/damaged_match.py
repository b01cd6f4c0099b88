"""A match in progress whose stored throws no longer follow the rules: the question the window
puts when it names one (MainWindow.offer_damaged), and the rules' refusal in the window's words.
The words keep the main window's context in the catalogues."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from roller_desktop.ui.common.messages import translate_message


def ask_about_damaged(parent: QWidget, match: Any) -> str:
    """ "aside", "restore" or "later", as the person answers for the DamagedMatch `match`."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "A match cannot be resumed"))
    box.setText(
        QCoreApplication.translate(
            "MainWindow",
            "The match of {names}, started {date}, is damaged: its stored throws no longer "
            "follow the rules, so it cannot be played on ({problem}).",
        ).format(
            names=", ".join(match.seat_names),
            date=match.started.strftime("%Y-%m-%d %H:%M"),
            problem=damage_in_words(match.problem),
        )
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "MainWindow",
            "Set it aside: it leaves the list and counts in no league table; its throws "
            "stay in the league file, marked as damaged. Or restore a backup of the league "
            "from before the damage (the league as it is now is backed up first).",
        )
    )
    aside = box.addButton(
        QCoreApplication.translate("MainWindow", "Set it aside"), QMessageBox.ButtonRole.AcceptRole
    )
    restore = box.addButton(
        QCoreApplication.translate("MainWindow", "Restore a backup…"),
        QMessageBox.ButtonRole.ActionRole,
    )
    later = box.addButton(
        QCoreApplication.translate("MainWindow", "Not now"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(later)
    box.exec()
    clicked = box.clickedButton()
    if clicked is aside:
        return "aside"
    if clicked is restore:
        return "restore"
    return "later"


def damage_in_words(problem: str) -> str:
    """The rules' refusal that makes a match damaged ("Event 12: ..."), in the window's words."""
    found = re.fullmatch(r"Event (\d+): (.*)", problem, re.S)  # in brackets: no full stop
    if found is None:
        return translate_message(problem).rstrip(".")
    return QCoreApplication.translate("MainWindow", "event {number}: {problem}").format(
        number=found.group(1), problem=translate_message(found.group(2)).rstrip(".")
    )
