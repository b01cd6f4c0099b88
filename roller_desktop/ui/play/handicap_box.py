"""The Roller setup's handicap (two players): the lead in points that makes the match even for
the weaker player, proposed from the exact win table and the two players' past play
(`strategy.handicap`, `play.past_play`), which the keeper may change before the start.

The past play is the coach's books of each player's latest two-player matches (a second or two
each, cold): worked out in a thread of its own with progress, kept per player while the window
lives; a proposal that arrives for a table since changed is dropped. The chosen lead's chance is
a look-up in the table and follows the keeper's changes at once.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.roller import HANDICAP_MAX, RollerRules
from roller_desktop.strategy import handicap as hc
from roller_desktop.strategy import win_table
from roller_desktop.ui.common.background import on_gui_thread
from roller_desktop.ui.common.i18n import percent
from roller_desktop.ui.common.widgets import WrappedCheck

if TYPE_CHECKING:
    from roller_desktop.store.league_store import LeagueStore


@dataclass(frozen=True)
class HandicapTable:
    """What the proposal depends on: the rules, the two seats (player id or None for a
    computer, name as shown) and who starts (a seat, or None: thrown for)."""

    rules: RollerRules
    players: tuple[str | None, str | None]
    names: tuple[str, str]
    starter: int | None


@dataclass(frozen=True)
class Found:
    proposal: hc.Proposal
    play: tuple[hc.Play | None, hc.Play | None]


# Per player id: their past play and the newest match it counted, worked out again only when
# a match has finished since (a practice match against the computer counts too).
_past: dict[str, tuple[str | None, hc.Play]] = {}
_lock = threading.Lock()


class HandicapBox(QGroupBox):
    """Handicap on or off, who gets the lead and how much, with the proposal and its chance."""

    def __init__(self, store: LeagueStore | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setObjectName("handicapBox")
        self.setTitle(self.tr("Handicap"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(4)
        self.on_row = WrappedCheck(self.tr("Give the weaker player a lead"))
        self.on = self.on_row.box
        layout.addWidget(self.on_row)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # narrow: the seats' room
        self.seat = QComboBox()
        self.seat.currentTextChanged.connect(self.seat.setToolTip)  # a long name, whole
        self.seat.setAccessibleName(self.tr("Who starts with the lead"))
        self.seat.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.seat.setMinimumContentsLength(6)
        self.points = QSpinBox()
        self.points.setRange(0, HANDICAP_MAX)
        self.points.setSingleStep(hc.STEP)
        self.points.setAccessibleName(self.tr("Lead in points"))
        self.seat_label = QLabel(self.tr("Lead for"))
        self.points_label = QLabel(self.tr("Points"))
        form.addRow(self.seat_label, self.seat)
        form.addRow(self.points_label, self.points)
        layout.addLayout(form)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("Reading their past play… %p %"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.proposal = QLabel()
        self.proposal.setWordWrap(True)
        self.proposal.setAccessibleName(self.tr("The proposed handicap"))
        self.chance = QLabel()
        self.chance.setWordWrap(True)
        self.chance.setAccessibleName(self.tr("The chance with this handicap"))
        layout.addWidget(self.proposal)
        layout.addWidget(self.chance)
        self.on.toggled.connect(self._changed)
        self.seat.currentIndexChanged.connect(self._changed)
        self.points.valueChanged.connect(self._changed)
        self.table: HandicapTable | None = None
        self.found: Found | None = None
        self._changed()

    # ---- what the setup asks ------------------------------------------------------------------

    def handicap(self) -> tuple[int, ...]:
        """The starting points per seat for the rules ((): none)."""
        if not self.on.isChecked() or self.table is None:
            return ()
        lead = self.points.value()
        seat = max(0, self.seat.currentIndex())
        return tuple(lead if s == seat else 0 for s in range(2)) if lead else ()

    def begin(self, on: bool) -> None:
        """A new setup: nothing of the last one's lead is kept (a table set up again after N
        is the same table, yet the play up to now proposes its lead afresh); `on`: the table
        plays with a handicap (the last match had one)."""
        self.table = None
        self.found = None
        self.on.blockSignals(True)
        self.on.setChecked(on)
        self.on.blockSignals(False)
        self.points.blockSignals(True)
        self.points.setValue(0)
        self.points.blockSignals(False)
        self._changed()

    def show_table(self, table: HandicapTable | None) -> None:
        """The setup as it is now (None: not a two-player Roller match: the box hides)."""
        self.setVisible(table is not None)
        if table == self.table:
            return
        self.table = table
        self.found = None
        if table is None:
            return
        self.seat.blockSignals(True)
        current = self.seat.currentIndex()
        self.seat.clear()
        self.seat.addItems(list(table.names))
        self.seat.setCurrentIndex(max(0, current))
        self.seat.blockSignals(False)
        self.progress.hide()
        if win_table.ready(table.rules) is None:  # a long match builds its table when played
            self.proposal.setText(
                self.tr(
                    "No win table for %n rounds yet: set the lead by hand.", "", table.rules.rounds
                )
            )
        else:
            self.proposal.setText(self.tr("Working out the even lead…"))
            self._start(table)
        self._changed()

    # ---- the work ---------------------------------------------------------------------------

    def _start(self, table: HandicapTable) -> None:
        store = self.store
        progressed, delivered = on_gui_thread(self._progressed), on_gui_thread(self._delivered)
        wanted = [p for p in table.players if p is not None and p not in _past]
        if wanted and store is not None:
            self.progress.setRange(0, len(wanted))
            self.progress.setValue(0)
            self.progress.show()

        def run() -> None:
            from roller_desktop.play.past_play import newest_match, past_play

            try:
                play: list[hc.Play | None] = []
                for number, player in enumerate(table.players):
                    known: hc.Play | None = None
                    if player is not None and store is not None:
                        newest = newest_match(store, player)
                        with _lock:
                            kept = _past.get(player)
                        if kept is not None and kept[0] == newest:
                            known = kept[1]
                    if known is None and player is not None and store is not None:

                        def told(done: int, of: int, number: int = number) -> None:
                            progressed(table, number * of + done, 2 * of)

                        known = past_play(store, player, told)
                        with _lock:
                            _past[player] = (newest, known)
                    play.append(known)
                pair = (play[0], play[1])
                result: object = Found(hc.propose(table.rules, table.starter, pair), pair)
            except Exception:  # no proposal: the keeper may still set a lead by hand
                result = None
            delivered(table, result)

        threading.Thread(target=run, name="handicap", daemon=True).start()

    def _progressed(self, table: object, done: int, of: int) -> None:
        if table == self.table:
            self.progress.setRange(0, max(1, of))
            self.progress.setValue(done)
            self.progress.show()

    def _delivered(self, table: object, found: object) -> None:
        if table != self.table:
            return
        self.progress.hide()
        if not isinstance(found, Found):
            self.proposal.setText(self.tr("No lead could be worked out for this table."))
            return
        self.found = found
        proposal = found.proposal
        self.seat.blockSignals(True)
        self.seat.setCurrentIndex(proposal.seat if proposal.seat is not None else 0)
        self.seat.blockSignals(False)
        self.points.setValue(proposal.lead)
        self.proposal.setText(self.proposal_text(found))
        self._changed()

    # ---- words ------------------------------------------------------------------------------

    def proposal_text(self, found: Found) -> str:
        assert self.table is not None
        p, names = found.proposal, self.table.names
        if p.seat is None:
            text = self.tr("Proposed: no lead; the match is even ({chance}).").format(
                chance=percent(p.chance, 1)
            )
        else:
            text = self.tr(
                "Proposed: {name} starts with {points} points: {chance} to win ({without} without)."
            ).format(
                name=names[p.seat],
                points=p.lead,
                chance=percent(p.chance, 1),
                without=percent(p.without, 1),
            )
        if p.table_only:
            short = [
                self.tr(
                    "{name}: %n analysed matches", "", 0 if play is None else play.matches
                ).format(name=names[s])
                for s, play in enumerate(found.play)
                if play is None or not play.enough
            ]
            text += " " + self.tr(
                "Too few analysed matches ({who}; {least} needed): from the win table alone, "
                "which evens out who starts."
            ).format(who=", ".join(short), least=hc.MIN_MATCHES)
        else:
            a, b = found.play
            assert a is not None and b is not None
            text += " " + self.tr(
                "From the win table and their past play: {a} gave away {ga} a match, {b} {gb}."
            ).format(
                a=names[0],
                ga=percent(a.given_away, 1),
                b=names[1],
                gb=percent(b.given_away, 1),
            )
        return text

    def _changed(self, *_: object) -> None:
        on = self.on.isChecked()
        for widget in (self.seat, self.points, self.seat_label, self.points_label):
            widget.setEnabled(on)
        table = self.table
        if table is None or not on:
            self.chance.clear()
            return
        ready = win_table.ready(table.rules)
        if ready is None:
            self.chance.clear()
            return
        if self.points.value() % hc.STEP:
            self.chance.setText(self.tr("A handicap is a multiple of 50 points, none below zero."))
            return
        seat = max(0, self.seat.currentIndex())
        edge = 0.0
        if self.found is not None and not self.found.proposal.table_only:
            a, b = self.found.play
            assert a is not None and b is not None
            edge = b.given_away - a.given_away if seat == 0 else a.given_away - b.given_away
        starts = None if table.starter is None else table.starter == seat
        chance = hc.table_chance(ready, table.rules.rounds, self.points.value(), starts) + edge
        self.chance.setText(
            self.tr("With this lead {name} wins {chance} of such matches.").format(
                name=table.names[seat], chance=percent(min(1.0, max(0.0, chance)), 1)
            )
        )
        self.chance.setAlignment(Qt.AlignmentFlag.AlignLeft)
