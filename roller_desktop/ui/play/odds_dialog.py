"""The odds view: exact figures for Roller (best play for points) and for 105 (race lengths),
from `roller_desktop.strategy`, with the claims of the 105 rules text beside the exact ones.

The Roller figures take about a second the first time (the turn is solved and followed through
every throw); the dialog shows a busy progress bar meanwhile and builds the page once.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QProgressBar,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.engine.roller import RollerRules
from roller_desktop.strategy import race_odds, roller_odds
from roller_desktop.ui.common.i18n import number, percent
from roller_desktop.ui.common.widgets import resize_within_screen
from roller_desktop.ui.printing import sheets as printing

STYLE = """
body { font-size: 11pt; }
h2 { font-size: 14pt; margin-top: 10px; }
table { border-collapse: collapse; margin: 4px 0 10px 0; }
td, th { padding: 3px 10px; border: 1px solid #a89f90; }
th { text-align: left; }
"""


def pct(x: float) -> str:
    return percent(x, 2)


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


class OddsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, rules: RollerRules | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsDialog")
        self.setWindowTitle(self.tr("Odds"))
        self.rules = rules or RollerRules()
        self.tabs = QTabWidget(self)
        self.roller_page = QTextBrowser(self)
        self.race_page = QTextBrowser(self)
        for page, name in ((self.roller_page, "Roller"), (self.race_page, "105")):
            page.document().setDefaultStyleSheet(STYLE)
            page.document().setDocumentMargin(12)
            page.setAccessibleName(self.tr("Odds of {game}").format(game=name))
            self.tabs.addTab(page, name)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # busy: the solver reports no fraction
        self.progress.setAccessibleName(self.tr("Working out the odds"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)
        resize_within_screen(self, 720, 640)
        self.race_page.setHtml(self.race_html())
        working = self.tr("Working out the odds…")
        self.roller_page.setHtml(f"<p>{html.escape(working)}</p>")
        QTimer.singleShot(0, self.fill_roller)  # let the window appear first

    @property
    def ready(self) -> bool:
        return not self.progress.isVisible() and self.progress.maximum() == 1

    def fill_roller(self) -> None:
        self.setCursor(Qt.CursorShape.BusyCursor)
        try:
            self.roller_page.setHtml(self.roller_html())
        finally:
            self.unsetCursor()
            self.progress.setRange(0, 1)
            self.progress.setValue(1)
            self.progress.hide()

    def roller_html(self) -> str:
        odds = roller_odds.roller_odds(self.rules)
        rows = [
            [
                str(n),
                f"{odds.nothing_chance[n]} = {pct(float(odds.nothing_chance[n]))}",
                str(odds.bank_from[n]),
            ]
            for n in sorted(odds.nothing_chance, reverse=True)
        ]
        heading = self.tr("Roller, played for the most points")
        parts = [
            f"<h2>{html.escape(heading)}</h2>",
            f"<p>{html.escape(printing.rules_text(self.rules.differences()))}</p>",
            "<p>"
            + html.escape(
                self.tr("Expected points per round: {points}").format(
                    points=number(odds.expected_points_per_round, 1)
                )
            )
            + "<br>"
            + html.escape(
                self.tr("A round ends RT {rt}, Tjock {tjock}").format(
                    rt=pct(odds.round_rt), tjock=pct(odds.round_tjock)
                )
            )
            + "<br>"
            + html.escape(
                self.tr(
                    "Chance to reach {points} in %n rounds: {chance}", "", self.rules.rounds
                ).format(points=self.rules.ww_threshold, chance=pct(odds.reach_chance))
            )
            + "</p>",
            _table(
                [
                    self.tr("Dice"),
                    self.tr("Nothing scores (RT on the first throw, else Tjock)"),
                    self.tr("Bank once the turn holds (points)"),
                ],
                rows,
            ),
        ]
        return "".join(parts)

    def race_html(self) -> str:
        odds = race_odds.race_odds()
        throw_rows = [
            [
                str(n),
                pct(float(row["hit"])),
                pct(float(row["two_or_more"])),
                number(float(odds.throws_per_number[n]), 2),
            ]
            for n, row in odds.throw_odds.items()
        ]
        five = odds.throw_odds[5]
        claims = race_odds.CLAIMS
        said = {
            "empty_throw": self.tr("four throws in ten are empty"),
            "two_hits": self.tr("two hits in about one throw of six"),
            "throws_per_number": self.tr("nearer thirteen throws per number"),
            "solo_turns": self.tr("around 70 turns alone"),
            "luckiest_of_three_or_four": self.tr(
                "the luckiest of three or four is through after 55 to 60 turns"
            ),
        }
        claim_rows = [
            [said.get("empty_throw", claims["empty_throw"]), pct(float(five["no_hit"]))],
            [said["two_hits"], pct(float(five["exactly_two"]))],
            [said["throws_per_number"], number(float(odds.throws_per_number[5]), 2)],
            [said["solo_turns"], number(odds.solo["with_extra_throw"], 1)],
            [
                said["luckiest_of_three_or_four"],
                f"{number(odds.winner[3], 1)} / {number(odds.winner[4], 1)}",
            ],
        ]
        race_rows = [
            [self.tr("Alone, extra throw"), number(odds.solo["with_extra_throw"], 1)],
            [self.tr("Alone, no extra throw"), number(odds.solo["without_extra_throw"], 1)],
        ] + [
            [self.tr("The winner among %n players", "", k), number(turns, 1)]
            for k, turns in odds.winner.items()
        ]
        heading = self.tr("105, exact")
        return "".join(
            [
                f"<h2>{html.escape(heading)}</h2>",
                _table(
                    [
                        self.tr("Dice"),
                        self.tr("At least one hit"),
                        self.tr("Two or more"),
                        self.tr("Throws per number"),
                    ],
                    throw_rows,
                ),
                _table([self.tr("Race"), self.tr("Turns on average")], race_rows),
                _table([self.tr("The rules text says"), self.tr("Exact")], claim_rows),
            ]
        )
