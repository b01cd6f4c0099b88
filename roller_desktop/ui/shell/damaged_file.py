"""When the league file cannot be opened at start: say why in the window's language and, for a
damaged file with a good backup beside it, offer "Restore the backup" right there.

The store explains a refusal in English (it cannot use Qt); the box puts the kind of refusal in
the window's words and shows the store's own message under "Show Details…".
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from roller_desktop.store.backup_contents import Contents, read_contents
from roller_desktop.store.errors import (
    DamagedDatabase,
    DatabaseInUse,
    NewerSchema,
    NotARollerDatabase,
    StoreError,
)
from roller_desktop.ui.common.background import ProgressBar, on_gui_thread
from roller_desktop.ui.common.messages import describe


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("DamagedFile", text, disambiguation, n)


def headline(error: StoreError, name: str) -> str:
    """The refusal in the window's words (the store's message is the detail)."""
    if isinstance(error, NotARollerDatabase):
        return tr(
            "{name} is not a Roller league, so it cannot be opened. It has not been changed."
        ).format(name=name)
    if isinstance(error, DamagedDatabase) and error.code == "file.damaged-in-use":
        return tr(
            "The league {name} turned out to be damaged while it was open (the check of the "
            "backup just taken, or reading it, found it). Roller stops using it: nothing more "
            "is written to it."
        ).format(name=name)
    if isinstance(error, DamagedDatabase):
        return tr(
            "The league {name} is damaged and cannot be opened. It has not been changed."
        ).format(name=name)
    if isinstance(error, NewerSchema):
        return tr(
            "The league {name} was written by a newer version of Roller. Install that version "
            "to open it; the file has not been changed."
        ).format(name=name)
    if isinstance(error, DatabaseInUse):
        return tr(
            "The league {name} is open in another Roller window or program. Close that one "
            "first, then try again."
        ).format(name=name)
    return tr("The league {name} cannot be opened.").format(name=name)


def backup_time(backup: Path, database: Path) -> str:
    from roller_desktop.ui.league.league_file import backup_label

    return backup_label(backup, database)


def holds(contents: Contents) -> str:
    """What the backup holds, for the person deciding to restore it: its finished matches and
    the newest of them ("" when it cannot be read: the restore's own check says why)."""
    from roller_desktop.ui.league.backup_chooser import newest_text

    if contents.problem:
        return ""
    held = tr("The backup holds %Ln finished matches", "", contents.matches)
    if contents.newest is not None:
        held += f" ({newest_text(contents.newest)})"
    return held + "."


class RefusalBox(QMessageBox):
    """The refusal. What the newest good backup holds is read in a thread of its own once the
    box is up (a count over every match of the copy: a large league's copy, not yet in the
    system's cache, takes longer than a window may wait) and filled in as it comes; till then
    the box says it is being read. `read` is set when it is filled in."""

    def __init__(
        self,
        parent: QWidget | None,
        offer: str = "",
        backup: Path | None = None,
        read: Callable[[Path], Contents] | None = None,
    ) -> None:
        super().__init__(parent)
        self.offer = offer
        self.restore: QPushButton | None = None  # "Restore the backup"
        self.read = threading.Event()
        if backup is None:
            self.read.set()
            return
        reading = tr("Reading what the backup holds…")
        self.setInformativeText(f"{offer} {reading}")
        threading.Thread(
            target=self._read,
            args=(backup, read or read_contents, on_gui_thread(self._held)),
            name="backup-contents",
            daemon=True,
        ).start()

    @staticmethod
    def _read(
        backup: Path, read: Callable[[Path], Contents], deliver: Callable[[Contents], None]
    ) -> None:
        """The worker: no widget touched here."""
        try:
            found = read(backup)
        except Exception as error:  # said as a copy that cannot be read: the sentence left out
            found = Contents(problem=str(error) or type(error).__name__)
        deliver(found)

    def _held(self, contents: Contents) -> None:
        held = holds(contents)
        self.setInformativeText(f"{self.offer} {held}" if held else self.offer)
        self.read.set()


def restorable(error: StoreError) -> list[Path]:
    """The good backups to offer: only for a file that is damaged or not a league."""
    return list(error.backups) if isinstance(error, DamagedDatabase) else []


def ask(
    parent: QWidget | None, error: StoreError, database: Path, font: QFont | None = None
) -> bool:
    """Show the refusal (in `font`: the text size chosen, when there is no window yet to take
    it from); True when the person chose to restore the newest good backup."""
    box = refusal_box(parent, error, database, font)
    box.exec()
    return box.restore is not None and box.clickedButton() is box.restore


def refusal_box(
    parent: QWidget | None,
    error: StoreError,
    database: Path,
    font: QFont | None = None,
    read: Callable[[Path], Contents] | None = None,
) -> RefusalBox:
    """The refusal's box, not shown yet; its `restore` button when a backup is offered.
    `read`: what reads the backup's contents (read_contents)."""
    offered = restorable(error)
    offer = ""
    if offered:
        offer = tr(
            "The newest good backup is from {when}. Restore it and the league opens as it "
            "was then; the damaged file stays beside it under a new name, never deleted."
        ).format(when=backup_time(offered[0], database))
    box = RefusalBox(parent, offer, offered[0] if offered else None, read)
    box.setWindowTitle("Roller")
    if font is not None:
        box.setFont(font)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setText(headline(error, database.name))
    box.setDetailedText(describe(error))
    if offered:
        box.restore = box.addButton(tr("Restore the backup"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.restore)
    else:
        if isinstance(error, DamagedDatabase):
            box.setInformativeText(tr("No good backup was found beside it."))
        box.addButton(QMessageBox.StandardButton.Ok)
    return box


def offer_restore(
    parent: QWidget | None, error: StoreError, database: Path, font: QFont | None = None
) -> bool:
    """Ask; restore when chosen. True when the newest good backup is now the league (the
    caller opens it again); a failed restore is said, and the league is left as it was."""
    if not ask(parent, error, database, font):
        return False
    from roller_desktop.store.restore import restore_over_damaged

    backup = restorable(error)[0]
    # The check of the copy and its pages take seconds for a large league (10 s at 688 MB):
    # in a worker, with a bar (there is no window).
    text = tr("Checking and restoring the newest good backup…")
    bar = ProgressBar(text, parent)
    if font is not None:
        bar.dialog.setFont(font)
    # A label of its own, wrapped: the bar measures itself anew for the font (sized for the
    # default font, it was centred for that size and ran off the screen's edge at x2.0).
    label = QLabel(text)
    label.setWordWrap(True)
    bar.dialog.setLabel(label)
    bar.dialog.setWindowTitle("Roller")
    try:
        kept = bar.run(lambda report: restore_over_damaged(database, backup, report))
    except (OSError, StoreError) as failure:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Roller",
            tr("The backup was not restored: {error}").format(error=failure),
            QMessageBox.StandardButton.Ok,
            parent,
        )
        if font is not None:
            box.setFont(font)
        box.exec()
        return False
    print(f"roller-desktop: restored the newest good backup; the damaged file is {kept}")
    return True
