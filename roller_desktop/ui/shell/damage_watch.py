"""Damage found while the window has the league open: the check of the backup taken at start
(in the background) or a query that met a damaged page. The window then stops using the league,
says so in its language and offers the newest good backup (launch.py), as at start.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from roller_desktop.store.backup_checks import Damage, on_damage
from roller_desktop.store.errors import DamagedDatabase
from roller_desktop.ui.common.background import on_gui_thread

FOUND_IN_USE = "file.damaged-in-use"  # the code of the refusal: the window says it its way


class DamageWatch(QObject):
    """Emits `found` (a DamagedDatabase with the good backups) in the main thread, once."""

    found = Signal(object)

    def __init__(self, database: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = Path(os.path.realpath(database))
        self._fired = False
        # The thread that found it never emits on this object (the window owns it and may be
        # deleting it meanwhile): the one courier of ui.common.background carries the news.
        self._heard = on_gui_thread(self._say)
        self._stop = on_damage(self._listen)

    def stop(self) -> None:
        self._stop()

    def _listen(self, database: Path, damage: Damage) -> None:
        if Path(os.path.realpath(database)) != self.database:
            return
        from roller_desktop.store.backups import good_backups
        from roller_desktop.store.opening import damaged_message

        name = database.name
        found = (
            "found by checking the backup just taken"
            if damage.by == "backup"
            else "found while reading it"
        )
        backups = good_backups(database, check=False)  # the refusal's box checks them
        message = damaged_message(
            database, f"The league {name} is damaged ({damage.detail}; {found}).", backups
        )
        self._heard(DamagedDatabase(message, backups, FOUND_IN_USE, name=name))

    def _say(self, error: DamagedDatabase) -> None:
        if not self._fired:
            self._fired = True
            self.found.emit(error)
