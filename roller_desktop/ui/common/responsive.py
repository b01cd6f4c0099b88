"""The window's thread gets the GIL back quickly while a worker thread computes.

Every call from Qt into Python (a paint, a slot, a timer, an event filter) must take the GIL.
While a worker runs Python (the strategy's solves in `ui.play.thinker`, the coach's graph, a
table build), a thread asking for the GIL waits until the worker is made to drop it: every
`sys.getswitchinterval()`, 5 ms by default. One repaint of the play screen calls into Python
dozens of times, so the window froze for as long as the worker's job (up to a few hundred
ms with eight seats; issue 28 item 3). With a short interval each handover costs at most
`HANDOVER`. The interval only matters while two threads want the GIL: a worker alone runs
as fast as before, and with the window waiting it gives up its turn a little more often.
"""

from __future__ import annotations

import sys

HANDOVER = 0.0005  # seconds: a tenth of Python's default


def hand_over_often() -> None:
    """Set the program's GIL handover interval (the program's start calls it)."""
    sys.setswitchinterval(HANDOVER)
