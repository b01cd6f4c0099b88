"""Loading PySide6 for the window without its import hook (start-up time, issue 28).

PySide6 replaces Python's `__import__` when it is first imported, for its `__feature__`
switches (`from __feature__ import snake_case`): from then on every import statement goes
through Python code of PySide's, and every module imported for the first time has its source
file read and searched for the word "PySide6". The program uses no such switch, and that
reading cost about 20 ms before the window mapped and 80 ms more while SQLAlchemy was imported
for the store. The window's start-up loads Qt here, first, and puts Python's own import back.
Where PySide6 is loaded already (tests, the command line's PDF printing) nothing changes.
"""

from __future__ import annotations

import builtins
import sys


def load_qt() -> None:
    """Import PySide6's core module, keeping Python's own `__import__`."""
    if "PySide6.QtCore" in sys.modules:
        return
    plain = builtins.__import__
    import PySide6.QtCore  # noqa: F401  (loads shiboken and its hook)

    if builtins.__import__ is not plain:
        builtins.__import__ = plain
