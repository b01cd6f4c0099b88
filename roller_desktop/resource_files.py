"""Where the resources are: `roller_desktop.resources` wherever the program was installed from.

The folder `resources/` at the top of the repository is the package `roller_desktop.resources`
(pyproject's package-dir): an editable install finds it in the checkout, a wheel and the
PyInstaller app inside the installed package. Looked up by name, so that nothing depends on
where this file lies.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

PACKAGE = "roller_desktop.resources"


def resource_folder(name: str) -> Path:
    """resources/<name> (translations, help, icons) as a folder on disk."""
    return Path(str(files(PACKAGE))) / name
