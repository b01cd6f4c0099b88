"""'Waiting for the server…' over the window while a call to the league's database server has had
no answer for a moment (store/server_wait.py times every call and gives up after seconds).

The call runs on the window's thread and holds it: the notice is painted at once from the
listener (never by turning the event loop, which would let another click or a page's timer
call the server in the middle of the call), and taken away when the call is over.
"""

from __future__ import annotations

from time import monotonic

from PySide6.QtCore import QCoreApplication, QThread, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from roller_desktop.store import server_wait
from roller_desktop.ui.common.widgets import REFUSAL_STYLE

SHOW_AFTER = 0.3  # seconds without an answer before the window says it waits
# What the window said of each wait, and when (time.monotonic()): to look back on (the tests).
SAID: list[tuple[float, str]] = []


class ServerWaitNotice(QLabel):
    """The notice, a band across the top of `window`; listening while the window lives."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("server-wait")
        self.setStyleSheet(f"QLabel {{ {REFUSAL_STYLE} padding: 10px 18px; }}")
        self.hide()
        self._shown_seconds = -1
        self._gone = QTimer(self)  # taken away once the loop turns with no call waiting
        self._gone.setSingleShot(True)
        self._gone.setInterval(250)
        self._gone.timeout.connect(self._take_away)
        server_wait.listen(self.heard)
        window.destroyed.connect(lambda: server_wait.listen(None))

    def heard(self, waited: float | None) -> None:
        """From the thread of the call: only the window's own calls hold the window."""
        app = QCoreApplication.instance()
        if app is None or QThread.currentThread() is not app.thread():
            return
        if waited is None:
            self._take_away()
            return
        if waited < SHOW_AFTER:
            return
        seconds = int(waited)
        if seconds != self._shown_seconds or not self.isVisible():
            self._shown_seconds = seconds
            self.setText(
                self.tr("Waiting for the league's server… (%n s without an answer)", "", seconds)
                if seconds
                else self.tr("Waiting for the league's server…")
            )
            self._place()
            if not self.isVisible():
                SAID.append((monotonic(), self.text()))
            self.show()
            self.raise_()
            self.repaint()  # now: the event loop is not turning during the call
        self._gone.start()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        font = parent.font()  # the window's text size (View → Larger text), a little larger
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.setFont(font)
        self.setWordWrap(False)
        width = min(self.sizeHint().width(), parent.width() - 40)
        self.setWordWrap(True)  # the largest text on a small screen: two lines, never cut
        self.resize(width, self.heightForWidth(width))
        self.move((parent.width() - width) // 2, max(parent.height() // 3, 40))

    def _take_away(self) -> None:
        self._gone.stop()
        self._shown_seconds = -1
        self.hide()
