"""The program's icon for windows and the task bar, from the PNG sizes in resources/icons/."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from roller_desktop.resource_files import resource_folder

ICON_FOLDER = resource_folder("icons")
# The desktop file's name (packaging/linux/): lets Wayland and GNOME match windows to the icon.
DESKTOP_FILE_NAME = "org.rollerdesktop.RollerDesktop"


def app_icon() -> QIcon:
    """Every rendered size, so the system picks a crisp one (make-icons writes them)."""
    icon = QIcon()
    for path in sorted(ICON_FOLDER.glob("roller-desktop-*.png")):
        icon.addFile(str(path))
    return icon
