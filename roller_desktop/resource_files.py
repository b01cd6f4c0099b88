"""Where the resources are: `roller_desktop.resources` wherever the program was installed from.

The folder `resources/` at the top of the repository is the package `roller_desktop.resources`
(pyproject's package-dir): an editable install finds it in the checkout, a wheel and the
PyInstaller app inside the installed package. Looked up by name, so that nothing depends on
where this file lies.
"""

from __future__ import annotations

import importlib
from pathlib import Path

PACKAGE = "roller_desktop.resources"


def resource_folder(name: str) -> Path:
    """resources/<name> (translations, help, icons) as a folder on disk."""
    # The package's folder as the import system found it: importlib.resources would say the
    # same of a package on disk, and importing it costs the window's start-up some 10 ms.
    for root in getattr(importlib.import_module(PACKAGE), "__path__", ()):
        if (Path(root) / name).is_dir():
            return Path(root) / name
    from importlib.resources import files

    return Path(str(files(PACKAGE))) / name
