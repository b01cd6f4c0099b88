"""Start the window (a placeholder until the game window lands)."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run_window(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Roller desktop")
    label = QLabel("Roller desktop")
    window.setCentralWidget(label)
    window.resize(800, 600)
    window.show()
    if args.smoke_test:
        QTimer.singleShot(0, app.quit)
    return int(app.exec())
