"""The window's colours: the system's, or light or dark (Qt's Fusion style with our palette)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("system", "light", "dark")

_SYSTEM_STYLE = "roller_system_style"  # what the system gave, kept on the application
SYSTEM_PROPERTIES = (_SYSTEM_STYLE, _SYSTEM_STYLE + "_palette")


def dark_palette() -> QPalette:
    """A dark palette like the desktops' own, for the Fusion style."""
    colours = {
        QPalette.ColorRole.Window: "#2b2b2e",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e21",
        QPalette.ColorRole.AlternateBase: "#2f2f33",
        QPalette.ColorRole.ToolTipBase: "#3a3a3e",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
        QPalette.ColorRole.PlaceholderText: "#8a8a8a",
        QPalette.ColorRole.Text: "#ececec",
        QPalette.ColorRole.Button: "#38383c",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.BrightText: "#ff6b6b",
        QPalette.ColorRole.Light: "#4a4a4f",
        QPalette.ColorRole.Midlight: "#404045",
        QPalette.ColorRole.Mid: "#333337",
        QPalette.ColorRole.Dark: "#1a1a1c",
        QPalette.ColorRole.Shadow: "#000000",
        QPalette.ColorRole.Highlight: "#3d8ee6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#6cb4ff",
    }
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7a7a"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#7a7a7a"))
    return palette


def apply_theme(app: QApplication, theme: str) -> None:
    """ "system": the style and colours the program started with; "light" or "dark": Fusion
    with its light palette or ours. An unknown name is the system's."""
    system = app.property(_SYSTEM_STYLE)
    if not system:
        if theme not in ("light", "dark"):  # the system's, as it is: nothing to do yet (the
            return  # style is recorded when another theme first replaces it: start-up time)
        system = app.style().name()
        app.setProperty(_SYSTEM_STYLE, system)
        app.setProperty(_SYSTEM_STYLE + "_palette", QPalette(app.palette()))
    if theme == "light":
        app.setStyle("Fusion")
        app.setPalette(app.style().standardPalette())
    elif theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    else:
        app.setStyle(str(system))
        saved = app.property(_SYSTEM_STYLE + "_palette")
        app.setPalette(saved if isinstance(saved, QPalette) else app.style().standardPalette())
    from roller_desktop.ui.common.sized_style import restyle

    restyle(app)  # the check boxes' indicators: proxies of the new style
