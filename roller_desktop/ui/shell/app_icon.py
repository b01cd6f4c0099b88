"""The program's icon for windows and the task bar, from the PNG sizes in resources/icons/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from roller_desktop.resource_files import resource_folder

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ICON_FOLDER = resource_folder("icons")
# The desktop file's name (packaging/linux/): lets Wayland and GNOME match windows to the icon.
DESKTOP_FILE_NAME = "org.rollerdesktop.RollerDesktop"
# The window's own icon stops at 128 px: X carries every size given as pixels in a property
# of the window, made before it maps (the 256 and 512 px sizes cost start-up ~10 ms and 1 MB
# sent to the X server); menus and docks take the large sizes from the installed icon theme.
WINDOW_ICON_LARGEST = 128


def app_icon(largest: int | None = None) -> QIcon:
    """Every rendered size up to `largest` (None: all), so the system picks a crisp one
    (make-icons writes them). QIcon is imported here: the application's start reads only the
    desktop file's name of this module, and QIcon's Python type (its enums) costs start-up."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for path in sorted(ICON_FOLDER.glob("roller-desktop-*.png")):
        size = re.fullmatch(r"roller-desktop-(\d+)\.png", path.name)
        if largest is None or (size is not None and int(size.group(1)) <= largest):
            icon.addFile(str(path))
    return icon
