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

STYLE = """
body { font-size: 11pt; }
h2 { font-size: 14pt; margin-top: 10px; }
table { border-collapse: collapse; margin: 4px 0 10px 0; }
td, th { padding: 3px 10px; border: 1px solid #a89f90; }
th { text-align: left; }
"""


def pct(x: float) -> str:
    return f"{100 * x:.2f} %"


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
        self.resize(720, 640)
        self.race_page.setHtml(self.race_html())
        self.roller_page.setHtml(f"<p>{html.escape(self.tr('Working out the odds…'))}</p>")
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
        differences = ", ".join(f"{k} {v}" for k, v in self.rules.differences())
        rules_text = differences or self.tr("the usual rules")
        parts = [
            f"<h2>{html.escape(self.tr('Roller, played for the most points'))}</h2>",
            f"<p>{html.escape(self.tr('House rules: {rules}').format(rules=rules_text))}</p>",
            "<p>"
            + html.escape(
                self.tr("Expected points per round: {points}").format(
                    points=f"{odds.expected_points_per_round:.1f}"
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
                self.tr("Chance to reach {points} in {rounds} rounds: {chance}").format(
                    points=self.rules.ww_threshold,
                    rounds=self.rules.rounds,
                    chance=pct(odds.reach_chance),
                )
            )
            + "</p>",
            _table(
                [
                    self.tr("Dice"),
                    self.tr("Nothing scores (RT on the first throw, else Tjock)"),
                    self.tr("Bank from (points)"),
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
                f"{float(odds.throws_per_number[n]):.2f}",
            ]
            for n, row in odds.throw_odds.items()
        ]
        five = odds.throw_odds[5]
        claims = race_odds.CLAIMS
        claim_rows = [
            [claims["empty_throw"], pct(float(five["no_hit"]))],
            [claims["two_hits"], pct(float(five["exactly_two"]))],
            [claims["throws_per_number"], f"{float(odds.throws_per_number[5]):.2f}"],
            [claims["solo_turns"], f"{odds.solo['with_extra_throw']:.1f}"],
            [
                claims["luckiest_of_three_or_four"],
                f"{odds.winner[3]:.1f} / {odds.winner[4]:.1f}",
            ],
        ]
        race_rows = [
            [self.tr("Alone, extra throw"), f"{odds.solo['with_extra_throw']:.1f}"],
            [self.tr("Alone, no extra throw"), f"{odds.solo['without_extra_throw']:.1f}"],
        ] + [
            [self.tr("The winner of {n}").format(n=k), f"{turns:.1f}"]
            for k, turns in odds.winner.items()
        ]
        return "".join(
            [
                f"<h2>{html.escape(self.tr('105, exact'))}</h2>",
                _table(
                    [
                        self.tr("Dice"),
                        self.tr("A hit"),
                        self.tr("Two or more"),
                        self.tr("Throws per number"),
                    ],
                    throw_rows,
                ),
                _table([self.tr("Race"), self.tr("Turns on average")], race_rows),
                _table([self.tr("The rules text says"), self.tr("Exact")], claim_rows),
            ]
        )
