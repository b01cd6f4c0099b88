"""The notice of a wait for the league's server: said from the first moments of a call of the
window's own thread (in the window's language), taken away when the call is over; a worker's
call (off the window's thread) holds no window and says nothing."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtWidgets import QMainWindow, QWidget

from roller_desktop.store import server_wait
from roller_desktop.ui.shell.server_waiting import SHOW_AFTER, ServerWaitNotice


def test_a_wait_is_said_and_taken_away(qtbot: Any) -> None:
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    window.resize(1024, 600)
    qtbot.addWidget(window)
    window.show()
    notice = ServerWaitNotice(window)
    try:
        server_wait._tell(SHOW_AFTER / 2)
        assert not notice.isVisible()  # a moment is no wait yet
        server_wait._tell(2.4)
        assert notice.isVisible() and "(2 s without an answer)" in notice.text()
        assert notice.x() >= 0 and notice.geometry().right() <= window.width()
        server_wait._tell(None)
        assert not notice.isVisible()
        worker = threading.Thread(target=server_wait._tell, args=(3.0,))
        worker.start()
        worker.join()
        assert not notice.isVisible()
    finally:
        server_wait.listen(None)
