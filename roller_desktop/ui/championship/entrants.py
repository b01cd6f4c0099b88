"""Players coming and going between rounds (issue #16 item 2), from the director's view: a
late arrival is registered from the first round not begun, a player who leaves is seated in
none of them; either way the rounds not begun are drawn again (store/championships.py) and
the rounds begun stay as they were played."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.championship.draw import Judged
from roller_desktop.store import championships
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.i18n import name_order
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, ok_cancel


def _tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("Entrants", text, disambiguation or None, n)


def repeats_text(judged: Judged) -> str:
    """A draw's repeated meetings and what the bounds say of them: championship.draw's one
    judgement, worded as `championship draw-preview` words it."""
    if not judged.repeats:
        return _tr("no repeated meetings")
    if judged.fewest is None:
        return _tr("%n repeated meetings", "", judged.repeats)
    if judged.fewest_possible:
        return _tr("%n repeated meetings, the fewest possible", "", judged.repeats)
    if judged.evenest:
        return (
            _tr(
                "%n repeated meetings, spread as evenly as can be (a draw with fewer, down to %1,"
                " seats some pairs together again and again)",
                "",
                judged.repeats,
            )
        ).replace("%1", str(judged.fewest))
    return _tr("%n repeated meetings (no draw can have fewer than %1)", "", judged.repeats).replace(
        "%1", str(judged.fewest)
    )


def redrawn_text(redraw: championships.Redraw) -> str:
    """What the redraw did, for the view's line: the rounds drawn again and its repeats."""
    numbers = redraw.rounds
    if not numbers:
        return _tr("No qualifying round was left to draw again.")
    if len(numbers) == 1:
        rounds = _tr("Qualifying round %1 drawn again").replace("%1", str(numbers[0]))
    else:
        rounds = (
            _tr("Qualifying rounds %1–%2 drawn again")
            .replace("%1", str(numbers[0]))
            .replace("%2", str(numbers[-1]))
        )
    return (
        _tr("%1. Over all qualifying rounds: %2.")
        .replace("%1", rounds)
        .replace("%2", repeats_text(redraw.judged))
    )


class LateArrivalDialog(QDialog):
    """A late arrival's name (a player of the league, or a new one) and home town. OK
    registers them and draws the coming rounds again; a refusal is said here and nothing
    changes."""

    def __init__(self, store: LeagueStore, championship: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.store = store
        self.championship = championship
        self.redraw: championships.Redraw | None = None
        self.setWindowTitle(self.tr("Late arrival"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name"))
        names = sorted((p.name for p in store.players()), key=name_order)
        completer = QCompleter(names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.name.setCompleter(completer)
        form.addRow(self.tr("&Name:"), self.name)
        self.town = QLineEdit()
        self.town.setAccessibleName(self.tr("Home town"))
        form.addRow(self.tr("&Home town:"), self.town)
        layout.addLayout(form)
        self.refusal = RefusalLabel()
        layout.addWidget(self.refusal)
        layout.addWidget(ok_cancel(self, self.tr("Register and draw again"), self.accept))
        # Room for a refusal of a few lines: a narrow dialog cut the long ones after a word.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)

    def accept(self) -> None:
        try:
            self.redraw = championships.add_entrant(
                self.store, self.championship, self.name.text(), self.town.text() or None
            )
        except StoreError as error:
            self.refusal.setText(describe(error))
            self.adjustSize()  # the refusal's lines all shown, none cut off
            return
        super().accept()

    def joined(self) -> str:
        """The view's line once registered: from which round, and what was drawn again."""
        assert self.redraw is not None
        wanted = " ".join(self.name.text().split()).casefold()
        entrant = next(
            (e for e in self.redraw.championship.entrants if e.name.casefold() == wanted), None
        )
        name = entrant.name if entrant else self.name.text().strip()
        joined = entrant.joined_round if entrant else 1
        return (
            self.tr("%1 plays from qualifying round %2.")
            .replace("%1", name)
            .replace("%2", str(joined))
            + " "
            + redrawn_text(self.redraw)
        )


class WithdrawDialog(QDialog):
    """Who leaves: the playing players in a list, the one chosen in the standings first, and
    what leaving does in words that wrap (QInputDialog's one line ran past a small screen's
    edge at the largest text, its OK with it)."""

    def __init__(self, names: Sequence[str], current: int, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Withdraw a player"))
        layout = QVBoxLayout(self)
        self.outer = layout
        # The question over the list, what leaving does under it: in one text the long first
        # word of the second sentence (nb "Kvalifiseringsrundene") wrapped to the next line
        # and left a gap after the question.
        asked = QLabel(_tr("Who leaves?"))
        asked.setWordWrap(True)
        layout.addWidget(asked)
        self.choice = QComboBox()
        self.choice.addItems(list(names))
        self.choice.setCurrentIndex(current)
        self.choice.setAccessibleName(_tr("The player who leaves"))
        asked.setBuddy(self.choice)
        layout.addWidget(self.choice)
        said = QLabel(
            _tr(
                "The rounds not begun are drawn again without them; their results so far stay "
                "in the standings."
            )
        )
        said.setWordWrap(True)
        layout.addWidget(said)
        layout.addWidget(ok_cancel(self, _tr("Withdraw"), self.accept))
        self.choice.setFocus()
        self._fit()

    def _fit(self) -> None:
        """About forty characters wide, within the screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().width() - 16 if screen is not None else 10**6
        wide = min(
            max(self.fontMetrics().averageCharWidth() * 40, self.minimumSizeHint().width()), room
        )
        self.setFixedWidth(wide)
        # as tall as the question's lines at that width (a fixed width does not ask)
        self.setMinimumHeight(self.outer.totalHeightForWidth(wide))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "choice"):
            QTimer.singleShot(0, self._fit)


def withdraw(
    parent: QWidget, store: LeagueStore, championship: str, playing: Sequence[str], chosen: str
) -> str | None:
    """Asks who leaves (the player chosen in the standings first) and withdraws them: the view's
    line, or None when the director changed their mind. A refusal is said in a message box."""
    from PySide6.QtWidgets import QMessageBox

    names = list(playing)
    if not names:
        return None
    dialog = WithdrawDialog(names, names.index(chosen) if chosen in names else 0, parent)
    asked = dialog.exec()
    name = dialog.choice.currentText()
    dialog.deleteLater()
    if not asked or not name:
        return None
    try:
        redraw = championships.withdraw_entrant(store, championship, name)
    except StoreError as error:
        QMessageBox.warning(parent, _tr("Withdraw a player"), describe(error))
        return None
    return _tr("%1 has withdrawn.").replace("%1", name) + " " + redrawn_text(redraw)
