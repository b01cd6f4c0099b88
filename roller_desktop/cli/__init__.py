"""Subcommands of `roller-desktop`, one module each (see roller_desktop/app.py)."""
