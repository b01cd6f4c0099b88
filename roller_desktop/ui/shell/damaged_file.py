"""When the league file cannot be opened at start: say why in the window's language and, for a
damaged file with a good backup beside it, offer "Restore the backup" right there.

The store explains a refusal in English (it cannot use Qt); the box puts the kind of refusal in
the window's words and shows the store's own message under "Show Details…".
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QWidget,
)

from roller_desktop.store.backup_checks import Verdict, check_backup, list_backups, verdict
from roller_desktop.store.backup_contents import Contents, read_contents
from roller_desktop.store.errors import (
    DamagedDatabase,
    DatabaseInUse,
    NewerSchema,
    NotARollerDatabase,
    OffersBackups,
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
    """The refusal, on the screen at once. The backup offered is the newest whose check
    passed: a copy not checked yet (the program ended before its background check did) is
    checked whole in a thread of the box's own, with a bar in the box and "Restore" waiting
    meanwhile (28 s at a league of 688 MB: before, it was checked before any window, with
    nothing on the screen); one that fails is set aside and the next is looked at. Then what
    the copy holds is read (a count over every match) and filled in. `read` is set when the
    box has said all it will; `backup` is the copy offered (None: no good one)."""

    def __init__(
        self,
        parent: QWidget | None,
        database: Path,
        offered: list[Path],
        read: Callable[[Path], Contents] | None = None,
        check: Callable[[Path, Path], Verdict] | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.backup: Path | None = offered[0] if offered else None
        self.restore: QPushButton | None = None  # "Restore the backup"
        self.quit: QPushButton | None = None
        self.read = threading.Event()
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # busy: SQLite's check says nothing of how far it is
        self.bar.setTextVisible(False)
        self.bar.setAccessibleName(tr("Checking the backup"))
        self.bar.hide()
        self._offered = offered
        self._read_with = read or read_contents
        self._check_with = check or _check_copy
        self.error: StoreError | None = None  # the refusal, its details said under the box

    def start(self) -> None:
        """Say the first copy offered and begin the worker (once the buttons are made)."""
        if self.backup is None:
            self.read.set()
            return
        if verdict(self.backup) is None:
            self._checking(self.backup)
        else:
            reading = tr("Reading what the backup holds…")
            self._say(f"{offer_text(self.backup, self.database)} {reading}")
        candidates = self._offered + [
            b for b in list_backups(self.database) if b not in self._offered
        ]
        threading.Thread(
            target=_find_good,
            args=(
                self.database,
                candidates,
                self._check_with,
                self._read_with,
                on_gui_thread(self._checking),
                on_gui_thread(self._found),
            ),
            name="backup-contents",
            daemon=True,
        ).start()

    def chosen(self) -> Path | None:
        """The copy to restore, when the person chose "Restore the backup"."""
        if self.restore is None or self.clickedButton() is not self.restore:
            return None
        return self.backup

    def _checking(self, backup: Path) -> None:
        if self.backup == backup and not self.bar.isHidden():
            return  # said already (the first copy: when the box was made)
        self.backup = backup
        self._say(
            tr(
                "The newest backup is from {when}. It has not been checked yet, so it is being "
                "checked whole now, before it can be restored (a while for a large league)."
            ).format(when=backup_time(backup, self.database))
        )
        self.bar.show()
        if self.restore is not None:
            self.restore.setEnabled(False)

    def _found(self, backup: Path | None, contents: Contents, failed: int) -> None:
        self.backup = backup
        self.bar.hide()
        lines = []
        if failed:
            lines.append(
                tr(
                    "%n newer backups failed the check and were set aside, never offered.",
                    "",
                    failed,
                )
                if backup is not None
                else tr(
                    "%n backups failed the check and were set aside, never offered.", "", failed
                )
            )
        if backup is None:
            lines.append(tr("No good backup was found beside it."))
            if self.restore is not None:
                self.removeButton(self.restore)
                self.restore = None
            if self.quit is not None:
                self.setDefaultButton(self.quit)
        else:
            lines.append(offer_text(backup, self.database))
            if held := holds(contents):
                lines.append(held)
            if self.restore is not None:
                self.restore.setEnabled(True)
                self.setDefaultButton(self.restore)
        if isinstance(self.error, OffersBackups):  # the details name the copy found now
            self.error.backups = [backup] if backup is not None else []
            self.setDetailedText(describe(self.error))
        self._say(" ".join(lines))
        self.read.set()

    def _say(self, text: str) -> None:
        self.setInformativeText(text)
        self._place_bar()

    def _place_bar(self) -> None:
        """The bar under the words. QMessageBox lays itself out anew whenever its words are
        set, leaving out any widget of ours: the bar goes in again below the last words,
        what was there a row further down."""
        grid = self.layout()
        bar = getattr(self, "bar", None)  # events come while QMessageBox's own init runs
        if bar is None or not isinstance(grid, QGridLayout) or grid.indexOf(bar) >= 0:
            return
        # Found by the widgets, never by the grid's items: a Python wrapper made for one of
        # QMessageBox's spacers outlived it, and the button made next at its address came
        # back from addButton as that QSpacerItem (setDefaultButton refused it; CI run 30).
        placed: list[tuple[QWidget, tuple[int, int, int, int]]] = []
        for widget in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            index = grid.indexOf(widget)
            if index >= 0:
                where: tuple[int, int, int, int] = grid.getItemPosition(index)  # type: ignore[assignment]
                placed.append((widget, where))
        words = max((p[0] for w, p in placed if isinstance(w, QLabel)), default=0)
        below = [(w, p) for w, p in placed if p[0] > words]
        for widget, _ in below:
            grid.removeWidget(widget)
        grid.addWidget(bar, words + 1, 2)
        for widget, (row, column, rows, columns) in below:
            grid.addWidget(widget, row + 1, column, rows, columns)
        grid.activate()  # at once: QMessageBox placed its widgets without the bar already

    def changeEvent(self, event: QEvent) -> None:
        # A new style or font lays the box out anew as well (its icon set again): the bar goes
        # back in at once, before anything measures the box.
        super().changeEvent(event)
        self._place_bar()

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
            self._place_bar()
        return super().event(event)


def _check_copy(database: Path, backup: Path) -> Verdict:
    """A copy offered unchecked, checked whole; the verdict kept, a failed copy set aside. It
    says nothing new of the league, which is refused already."""
    return check_backup(database, backup, blame_league=False)


def _find_good(
    database: Path,
    candidates: list[Path],
    check: Callable[[Path, Path], Verdict],
    read: Callable[[Path], Contents],
    checking: Callable[[Path], None],
    found: Callable[[Path | None, Contents, int], None],
) -> None:
    """The worker: the first copy whose check passed (checked here when it was not yet), and
    what it holds. No widget touched here."""
    failed = 0
    for backup in candidates:
        known = verdict(backup)
        if known is None:
            checking(backup)
            try:
                known = check(database, backup)
            except Exception as error:  # a copy that cannot be checked is no good backup
                known = Verdict(False, str(error) or type(error).__name__, datetime.now())
        if not known.ok:
            failed += 1
            continue
        try:
            contents = read(backup)
        except Exception as error:  # said as a copy that cannot be read: the sentence left out
            contents = Contents(problem=str(error) or type(error).__name__)
        found(backup, contents, failed)
        return
    found(None, Contents(), failed)


def offer_text(backup: Path, database: Path) -> str:
    return tr(
        "The newest good backup is from {when}. Restore it and the league opens as it "
        "was then; the damaged file stays beside it under a new name, never deleted."
    ).format(when=backup_time(backup, database))


def restorable(error: StoreError) -> list[Path]:
    """The backups to offer, newest first (one not checked yet is checked before it is
    offered): only for a file that is damaged or not a league."""
    return list(error.backups) if isinstance(error, DamagedDatabase) else []


def ask(
    parent: QWidget | None, error: StoreError, database: Path, font: QFont | None = None
) -> Path | None:
    """Show the refusal (in `font`: the text size chosen, when there is no window yet to take
    it from); the backup to restore when the person chose to restore it."""
    box = refusal_box(parent, error, database, font)
    box.exec()
    return box.chosen()


def refusal_box(
    parent: QWidget | None,
    error: StoreError,
    database: Path,
    font: QFont | None = None,
    read: Callable[[Path], Contents] | None = None,
    check: Callable[[Path, Path], Verdict] | None = None,
) -> RefusalBox:
    """The refusal's box, not shown yet, its worker started; its `restore` button when a
    backup is offered. `read`: what reads the backup's contents (read_contents); `check`:
    what checks a copy not checked yet (check_backup)."""
    offered = restorable(error)
    box = RefusalBox(parent, database, offered, read, check)
    box.setWindowTitle("Roller")
    if font is not None:
        box.setFont(font)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setText(headline(error, database.name))
    box.error = error
    box.setDetailedText(describe(error))
    if offered:
        box.restore = box.addButton(tr("Restore the backup"), QMessageBox.ButtonRole.AcceptRole)
        box.quit = box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.restore)
    else:
        if isinstance(error, DamagedDatabase):
            box.setInformativeText(tr("No good backup was found beside it."))
        box.addButton(QMessageBox.StandardButton.Ok)
    box.start()
    return box


def offer_restore(
    parent: QWidget | None, error: StoreError, database: Path, font: QFont | None = None
) -> bool:
    """Ask; restore when chosen. True when the newest good backup is now the league (the
    caller opens it again); a failed restore is said, and the league is left as it was."""
    backup = ask(parent, error, database, font)
    if backup is None:
        return False
    from roller_desktop.store.restore import restore_over_damaged

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
            tr("The backup was not restored: {error}").format(error=describe(failure)),
            QMessageBox.StandardButton.Ok,
            parent,
        )
        if font is not None:
            box.setFont(font)
        box.exec()
        return False
    print(f"roller-desktop: restored the newest good backup; the damaged file is {kept}")
    return True
