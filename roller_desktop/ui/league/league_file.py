"""The File menu: back up now, restore from a backup, export and import the league.

The work is the store's (backups, restore, exchange); this module asks the questions and shows
the answers. Every dialog goes through one small method, so tests replace them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QMenu,
    QMenuBar,
    QMessageBox,
    QWidget,
)

from roller_desktop.store import backups
from roller_desktop.store.errors import ExportProblem, StoreError
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.i18n import qt_datetime
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.league.browse import file_menu_title

if TYPE_CHECKING:  # SQLAlchemy: imported when a menu item is used, not at start-up
    from roller_desktop.store.exchange import ImportSummary
    from roller_desktop.store.exchange_championships import ChampionshipNote
    from roller_desktop.store.league_store import LeagueStore
    from roller_desktop.store.player_plan import Pairing, PlayerPlan
    from roller_desktop.store.protocol_csv import CheckedProtocols

Summary = TypeVar("Summary")


def backup_label(backup: Path, database: Path) -> str:
    """'29 Nov 2026 20:31:05 (before a restore)' from a backup's file name."""
    rest = backup.stem[len(database.stem) + 1 :]
    stamp, _, reason = rest[:22], rest[22:23], rest[23:]
    try:
        taken = datetime.strptime(stamp, backups.STAMP)
    except ValueError:
        return backup.name
    locale = QLocale()
    # The locale's short date and time, with the seconds (two backups can be a minute apart);
    # after the minutes, not after the text: "8:00:05 PM", never "8:00 PM:05".
    seconds = locale.timeFormat(QLocale.FormatType.ShortFormat).replace("mm", "mm:ss", 1)
    text = locale.toString(
        qt_datetime(taken.replace(microsecond=0)).date(), QLocale.FormatType.ShortFormat
    )
    text += " " + locale.toString(qt_datetime(taken.replace(microsecond=0)).time(), seconds)
    why = reason_text(reason)
    return f"{text}  ({why})" if why else text


def reason_text(reason: str) -> str:
    """Why a backup was made, in the window's language (its file name says it in English)."""
    if reason == "by-hand":
        return QCoreApplication.translate("LeagueFileMenu", "made by hand")
    if reason == "before-restore":
        return QCoreApplication.translate("LeagueFileMenu", "before a restore")
    if reason.startswith("before-migration"):
        return QCoreApplication.translate("LeagueFileMenu", "before an update of the program")
    if not reason:
        return ""
    return reason.replace("-", " ")


def _checked_and_planned(
    store: LeagueStore, path: Path, report: Callable[[int, int], None]
) -> tuple[CheckedProtocols, PlayerPlan]:
    """A protocol file read and checked whole, and who its names are in this league."""
    from roller_desktop.store.protocol_csv import check_file, plan_protocols

    checked = check_file(path, report)
    return checked, plan_protocols(store, checked)


class LeagueFileMenu(QObject):
    """Builds the File menu of the main window; `changed` fires when the league was replaced
    or grew (restore, import), so the window reloads what it shows."""

    changed = Signal()
    enter_paper = Signal()  # File → Enter a paper protocol… (the window shows its page)

    def __init__(self, window: QWidget, store: LeagueStore) -> None:
        super().__init__(window)  # no Python reference back to the window: it may be deleted
        self.store = store

    def build(self, bar: QMenuBar, menu: QMenu | None = None) -> QMenu:
        """A File menu, first in the bar; or its entries in `menu`, the File menu made already
        (the window's title made before the first paint, `file_menu_title`)."""
        if menu is None:
            menu = QMenu(file_menu_title(), bar)
            actions = bar.actions()
            if actions:
                bar.insertMenu(actions[0], menu)
            else:
                bar.addMenu(menu)
        self.menu = menu
        on_file = self.store.path is not None  # a server keeps its own backups
        self.backup_action = self._add(menu, self.tr("Back up now"), None, self.back_up_now)
        self.restore_action = self._add(
            menu, self.tr("Restore from backup…"), None, self.restore_from_backup
        )
        self.backup_action.setEnabled(on_file)
        self.restore_action.setEnabled(on_file)
        menu.addSeparator()
        self._add(menu, self.tr("Export league…"), "Ctrl+E", self.export_league)
        self._add(menu, self.tr("Import league…"), "Ctrl+I", self.import_league)
        menu.addSeparator()
        from roller_desktop.ui.league.keys import PAPER_KEY

        self.paper_action = self._add(
            menu, self.tr("Enter a paper protocol…"), PAPER_KEY, self.enter_paper.emit
        )
        self._add(menu, self.tr("Import protocols…"), None, self.import_protocols)
        self._add(menu, self.tr("Export protocols…"), None, self.export_protocols)
        self._add(menu, self.tr("Print a blank protocol…"), None, self.print_blank_protocol)
        return menu

    def _add(self, menu: QMenu, text: str, key: str | None, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    # ---- the questions (tests replace these) --------------------------------------------------

    def _window(self) -> QWidget | None:
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    def ask_save_path(self, suggested: str) -> str:
        from roller_desktop.ui.common.save_place import save_folder

        title, kinds = self.tr("Export league"), self.tr("League files (*.json)")
        start = str(save_folder() / suggested)  # Documents (else home), never the working folder
        return QFileDialog.getSaveFileName(self._window(), title, start, kinds)[0]

    def ask_open_path(self) -> str:
        title, kinds = self.tr("Import league"), self.tr("League files (*.json);;All files (*)")
        return QFileDialog.getOpenFileName(self._window(), title, "", kinds)[0]

    def ask_protocols_path(self, save: bool) -> str:
        kinds = self.tr("Protocols as CSV (*.csv);;All files (*)")
        if save:
            from roller_desktop.ui.common.save_place import save_folder

            suggested = str(save_folder() / f"roller-protocols-{datetime.now():%Y-%m-%d}.csv")
            title = self.tr("Export protocols")
            return QFileDialog.getSaveFileName(self._window(), title, suggested, kinds)[0]
        title = self.tr("Import protocols")
        return QFileDialog.getOpenFileName(self._window(), title, "", kinds)[0]

    def ask_blank_protocol(self) -> tuple[list[str], int] | None:
        """The names (clockwise) and rounds of a blank protocol; None: cancelled."""
        names, ok = QInputDialog.getText(
            self._window(),
            self.tr("Print a blank protocol"),
            self.tr("The players in seating order (clockwise), separated by commas:"),
        )
        if not ok:
            return None
        rounds, ok = QInputDialog.getInt(
            self._window(), self.tr("Print a blank protocol"), self.tr("Rounds:"), 15, 1, 100
        )
        if not ok:
            return None
        return [name.strip() for name in names.split(",") if name.strip()], rounds

    def ask_players(
        self, plan: PlayerPlan, protocols: bool = False
    ) -> dict[str, str | None] | None:
        """Who the file's doubtful players are (the import's question, before it writes
        anything): the answers by the file player's key; None: cancelled."""
        from PySide6.QtWidgets import QDialog

        from roller_desktop.ui.league.import_players import PlayersQuestion

        dialog = PlayersQuestion(
            plan.asked(protocols), plan.league is not None, protocols, self._window()
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.answers()

    def preview(self, sheet: object) -> None:
        from roller_desktop.ui.printing.preview import show_print_preview
        from roller_desktop.ui.printing.sheets import Sheet

        assert isinstance(sheet, Sheet)
        show_print_preview(sheet, self._window())

    def ask_backup(self, found: list[Path], labels: list[str]) -> int | None:
        """The backup chosen to restore (its index in `found`), None: cancelled."""
        from roller_desktop.ui.league.backup_chooser import ask_backup

        return ask_backup(found, labels, self._window())

    def confirm(self, text: str) -> bool:
        from roller_desktop.ui.league.restore_question import ask_restore

        return ask_restore(text, self._window())

    def inform(self, text: str) -> None:
        QMessageBox.information(self._window(), "Roller", text)

    def warn(self, text: str) -> None:
        QMessageBox.warning(self._window(), "Roller", text)

    def _progress(self, text: str) -> ProgressBar:
        return ProgressBar(text, self._window())

    # ---- the actions -------------------------------------------------------------------------

    def back_up_now(self) -> Path | None:
        if self.store.path is None:
            return None
        try:
            path = self.store.path
            progress = self._progress(self.tr("Backing up the league…"))
            try:
                made = progress.run(lambda _report: backups.make_backup(path, reason="by-hand"))
            finally:
                progress.close()
        except (OSError, StoreError) as error:
            self.warn(self.tr("No backup was made: {error}").format(error=describe(error)))
            return None
        self.inform(self.tr("Backup made:\n{path}").format(path=made))
        return made

    def restore_from_backup(self) -> Path | None:
        """Returns the backup restored, or None when nothing changed."""
        database = self.store.path
        if database is None:
            return None
        found = backups.list_backups(database)
        if not found:
            self.inform(
                self.tr("There is no backup yet in\n{folder}").format(
                    folder=backups.backup_folder(database)
                )
            )
            return None
        index = self.ask_backup(found, [backup_label(path, database) for path in found])
        if index is None:
            return None
        chosen = found[index]
        if not self.confirm(self.restore_question(database, chosen)):
            return None
        try:
            from roller_desktop.store.restore import restore_backup

            progress = self._progress(self.tr("Restoring the backup…"))
            try:
                saved = progress.run(lambda _report: restore_backup(self.store, chosen))
            finally:
                progress.close()
        except (OSError, StoreError) as error:
            self.warn(self.tr("The backup was not restored: {error}").format(error=describe(error)))
            return None
        self.changed.emit()
        self.inform(
            self.tr("The backup is restored. The league as it was is kept in\n{path}").format(
                path=saved
            )
        )
        return chosen

    def restore_question(self, database: Path, chosen: Path) -> str:
        """Whether to restore `chosen`, saying plainly what the league has now that the copy
        does not (read in a worker: a league and its copies can be large), and where it goes."""
        from roller_desktop.store.backup_checks import verdict
        from roller_desktop.store.backup_contents import SetAside, set_aside
        from roller_desktop.ui.league.backup_chooser import newest_text

        question = self.tr("Replace the league by the backup of {when}?").format(
            when=backup_label(chosen, database)
        )
        aside: SetAside | None = None
        progress = self._progress(self.tr("Comparing the backup with the league…"))
        try:
            aside = progress.run(lambda _report: set_aside(database, chosen))
        except (OSError, sqlite3.Error):
            aside = None  # the restore's own check says what is wrong with the copy
        finally:
            progress.close()
        lines = [question]
        if aside is not None and aside.anything:
            said = []
            if aside.finished:
                found = self.tr(
                    "The league has %Ln finished matches that this backup does not have",
                    "",
                    aside.finished,
                )
                if aside.newest is not None:
                    found += f" ({newest_text(aside.newest)})"
                said.append(found + ".")
            if aside.unfinished:
                said.append(
                    self.tr(
                        "%n matches in play are not in this backup either.", "", aside.unfinished
                    )
                )
            lines.append(" ".join(said))
            lines.append(
                self.tr(
                    "The restore sets them aside, with every other change made since the "
                    "backup was taken: the league as it is now is backed up first (the "
                    'backup marked "before a restore" in the list), and restoring that '
                    "backup brings them back."
                )
            )
        elif aside is not None:
            lines.append(
                self.tr(
                    "The backup has every match the league has now. Changes made since it "
                    "was taken are set aside: the league as it is now is backed up first, so "
                    "nothing is lost."
                )
            )
        else:
            lines.append(self.tr("The league as it is now is backed up first, so nothing is lost."))
        lines.append(
            self.tr(
                "Copies taken before a restore are kept two years: the newest %n of them, and "
                "an older one as long as it holds a match the league does not have.",
                "",
                backups.KEEP_ASIDE,
            )
        )
        if verdict(chosen) is None:
            lines.append(
                self.tr(
                    "This backup has not been checked yet: it is checked whole first, which "
                    "takes a while for a large league."
                )
            )
        return "\n\n".join(lines)

    def export_league(self) -> Path | None:
        suggested = f"roller-league-{datetime.now():%Y-%m-%d}.json"
        chosen = self.ask_save_path(suggested)
        if not chosen:
            return None
        path = Path(chosen)
        progress = self._progress(self.tr("Exporting the league…"))
        try:
            from roller_desktop.store.exchange import export_file

            count = progress.run(lambda report: export_file(self.store, path, report))
        except ExportProblem as error:  # it says itself that the league was not exported
            self.warn(describe(error))
            return None
        except (OSError, StoreError) as error:
            self.warn(self.tr("The league was not exported: {error}").format(error=describe(error)))
            return None
        finally:
            progress.close()
        self.inform(
            self.tr("Exported %n matches to\n{path}", "", count).format(path=path)
            + "\n\n"
            + self.tr("Import this file on the other computer with File → Import league…")
        )
        return path

    def import_league(self) -> ImportSummary | None:
        """File → Import league…: the file's players planned first; the doubtful ones asked
        (Cancel imports nothing), then the file checked and imported whole."""
        from roller_desktop.store.exchange import import_file, plan_file
        from roller_desktop.store.player_plan import Choices

        chosen = self.ask_open_path()
        if not chosen:
            return None
        try:
            plan = plan_file(self.store, Path(chosen))
        except (OSError, StoreError) as error:
            self.warn(self.tr("Nothing was imported: {error}").format(error=describe(error)))
            return None
        choices = Choices()
        if plan.asked():
            answers = self.ask_players(plan)
            if answers is None:
                return None
            choices = Choices(answers)

        def run(
            store: LeagueStore, path: Path, progress: Callable[[int, int], None]
        ) -> ImportSummary:
            return import_file(store, path, progress, choices)

        summary = self._import(chosen, self.tr("Importing the league…"), run)
        if summary is None:
            return None
        report = self.imported_text(
            [
                self.tr("%n new players", "", summary.players_added),
                self.tr("%n new matches", "", summary.matches_added),
                self.tr("%n matches played on", "", summary.matches_extended),
            ],
            [summary.players_added, summary.matches_added, summary.matches_extended],
            summary.matches_unchanged,
        ) + self.renamed(summary.pairings)
        changed = self.keeper_lines(summary) + self.championship_lines(summary)
        self.inform(report + ("\n\n" + "\n".join(changed) if changed else ""))
        return summary

    def championship_lines(self, summary: ImportSummary) -> list[str]:
        """What the file's championships did here (version 7): a championship added or
        brought up to date from its director's laptop, each match linked to its table, and
        each left out, and why."""
        lines = []
        for note in summary.championship_notes:
            if note.round == 0 and note.what in ("linked", "not-linked"):
                where = self.tr("the final")
            else:
                where = self.tr("round {round}, table {table}").format(
                    round=note.round, table=note.table
                )
            if note.what == "added":
                lines.append(self.tr("Championship {name} added.").format(name=note.championship))
            elif note.what == "updated":
                lines.append(
                    self.tr(
                        "Championship {name} brought up to date: its players and draw as its "
                        "director's laptop has them."
                    ).format(name=note.championship)
                )
            elif note.what == "linked":
                lines.append(
                    self.tr("{name}: the match of {where} linked to its table.").format(
                        name=note.championship, where=where
                    )
                )
            elif note.what == "not-added" and note.code == "name":
                lines.append(
                    self.tr(
                        "Championship {name} of the file was not added: this league has "
                        "another championship of that name, not made on the director's "
                        "laptop. Its matches came in without their tables."
                    ).format(name=note.championship)
                )
            elif note.what == "not-added":
                lines.append(
                    self.tr(
                        "Championship {name} was not taken from the file: two of its players "
                        "are one player here."
                    ).format(name=note.championship)
                )
            elif note.what == "not-linked":
                lines.append(
                    self.tr(
                        "{name}: the match of {where} was not linked to its table here: "
                        "{reason} It was imported without its table."
                    ).format(name=note.championship, where=where, reason=self._link_refusal(note))
                )
        return lines

    def _link_refusal(self, note: ChampionshipNote) -> str:
        """Why a match's table was refused here (store/championships.py's link_in)."""
        if note.code == "championship.other-players":
            return self.tr("this league's draw seats {seats} at that table.").format(
                seats=note.values.get("seats", "")
            )
        if note.code == "championship.no-table":
            return self.tr("this league's draw has no such table.")
        if note.code == "championship.table-played":
            return self.tr(
                "the table has its finished match here already (void that one to enter another)."
            )
        if note.code == "championship.linked":
            return self.tr("the match belongs to another table here.")
        if note.code == "championship.game":
            return self.tr("a championship's matches are Roller matches.")
        return note.text

    def keeper_lines(self, summary: ImportSummary) -> list[str]:
        """What the file's keeper's changes changed here, in the window's language: matches
        voided, restored and mended, then each player renamed, archived, merged or split (or
        not, and why)."""
        lines = []
        if summary.matches_voided:
            lines.append(self.tr("%n matches voided.", "", summary.matches_voided))
        if summary.matches_restored:
            lines.append(self.tr("%n matches restored.", "", summary.matches_restored))
        if summary.matches_mended:
            lines.append(
                self.tr("%n matches given a new date, time or place.", "", summary.matches_mended)
            )
        for note in summary.notes:
            lines.append(self._note(note.what, note.name, note.other) or note.text)
        return lines

    def _note(self, what: str, name: str, other: str) -> str | None:
        texts = {
            "renamed": self.tr("{name} renamed {other}."),
            "archived": self.tr("{name} archived."),
            "unarchived": self.tr("{name} back from the archive."),
            "merged": self.tr("{name} merged into {other}."),
            "split": self.tr("{name} split from {other} again."),
            "not-merged.same-table": self.tr(
                "{name} was not merged into {other} here: the two sat at the same table."
            ),
            "not-merged.target-merged": self.tr(
                "{name} was not merged into {other} here: {other} was merged into another player."
            ),
            "not-split.later-merge": self.tr(
                "{name} was not split from {other} here: {other} was merged into another "
                "player since."
            ),
            "not-split.changed": self.tr(
                "{name} was not split from {other} here: some of those matches are no longer "
                "{other}'s."
            ),
            "not-renamed.taken": self.tr(
                "{name} was not renamed {other} here: another player has that name."
            ),
            "not-voided.not-finished": self.tr(
                "A match was not voided here: it is not finished here."
            ),
        }
        text = texts.get(what)
        if text is None:
            return None
        worded = text.format(name=name, other=other)
        return worded[:-1] if worded.endswith("..") else worded  # "Åke F.." (a name's own dot)

    def renamed(self, pairings: list[Pairing]) -> str:
        """The new players who are called otherwise here than in the file (another person of
        a name the league has: "Anna (2)"), as lines after the summary."""
        lines = [
            self.tr("{file} of the file is called {here} here.").format(
                file=p.name, here=p.name_here
            )
            for p in pairings
            if p.here is None and p.name_here != p.name
        ]
        return "\n\n" + "\n".join(lines) if lines else ""

    def _import(
        self,
        chosen: str | None,
        label: str,
        run: Callable[[LeagueStore, Path, Callable[[int, int], None]], Summary],
    ) -> Summary | None:
        """Runs one import of a chosen file under a progress bar; a refusal is said and
        changes nothing (the store imports all or nothing)."""
        if not chosen:
            return None
        progress = self._progress(label)
        try:
            summary = progress.run(lambda report: run(self.store, Path(chosen), report))
        except (OSError, StoreError) as error:
            self.warn(self.tr("Nothing was imported: {error}").format(error=describe(error)))
            return None
        finally:
            progress.close()
        self.changed.emit()
        return summary

    def import_protocols(self) -> object | None:
        """File → Import protocols…: paper protocols from a spreadsheet (docs/protocol-csv.md),
        checked whole, all or nothing, with a progress bar."""
        from roller_desktop.store.player_plan import Choices
        from roller_desktop.store.protocol_csv import (
            ProtocolsSummary,
            import_checked,
        )

        chosen = self.ask_protocols_path(save=False)
        if not chosen:
            return None
        progress = self._progress(self.tr("Checking the protocols…"))
        try:
            checked, plan = progress.run(
                lambda report: _checked_and_planned(self.store, Path(chosen), report)
            )
        except (OSError, StoreError) as error:
            self.warn(self.tr("Nothing was imported: {error}").format(error=describe(error)))
            return None
        finally:
            progress.close()
        choices = Choices()
        if plan.asked(protocols=True):
            answers = self.ask_players(plan, protocols=True)
            if answers is None:
                return None
            choices = Choices(answers)

        def run(
            store: LeagueStore, path: Path, report: Callable[[int, int], None]
        ) -> ProtocolsSummary:
            return import_checked(store, checked, report, choices)

        summary = self._import(chosen, self.tr("Importing the protocols…"), run)
        if summary is None:
            return None
        self.inform(
            self.imported_text(
                [
                    self.tr("%n new players", "", summary.players_added),
                    self.tr("%n new matches", "", summary.matches_added),
                    self.tr("%n matches corrected", "", summary.matches_corrected),
                ],
                [summary.players_added, summary.matches_added, summary.matches_corrected],
                summary.matches_unchanged,
            )
            + self.renamed(summary.pairings)
        )
        return summary

    def imported_text(self, parts: list[str], counts: list[int], same: int) -> str:
        """What an import brought, naming only what it did ("0 new players" read oddly),
        then the matches that were already here."""
        brought = [part for part, count in zip(parts, counts, strict=True) if count]
        already = self.tr("%n matches were already here.", "", same) if same else ""
        if not brought:
            return already or self.tr("The file brought nothing new.")
        said = self.tr("Imported: {what}.").format(what=", ".join(brought))
        return f"{said} {already}" if already else said

    def export_protocols(self) -> Path | None:
        chosen = self.ask_protocols_path(save=True)
        if not chosen:
            return None
        path = Path(chosen)
        progress = self._progress(self.tr("Exporting the protocols…"))
        try:
            from roller_desktop.store.protocol_csv import export_protocols

            # A Swedish or Norwegian spreadsheet opens ";" as its columns.
            separator = ";" if QLocale().decimalPoint() == "," else ","
            count = progress.run(
                lambda report: export_protocols(self.store, path, report, separator)
            )
        except (OSError, StoreError) as error:
            self.warn(describe(error))
            return None
        finally:
            progress.close()
        self.inform(self.tr("Exported %n matches to\n{path}", "", count).format(path=path))
        return path

    def print_blank_protocol(self) -> bool:
        """File → Print a blank protocol…: the names and rounds asked, then the print preview."""
        asked = self.ask_blank_protocol()
        if asked is None:
            return False
        names, rounds = asked
        from roller_desktop.engine.errors import RulesError
        from roller_desktop.engine.seats import check_seats
        from roller_desktop.store.limits import clean_name
        from roller_desktop.ui.printing.sheets import blank_protocol_sheet

        try:
            check_seats([clean_name(name) for name in names], 0)
        except (RulesError, StoreError) as error:
            self.warn(describe(error))
            return False
        self.preview(blank_protocol_sheet(names, rounds))
        return True
