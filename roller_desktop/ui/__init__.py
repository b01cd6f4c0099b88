"""The window: PySide6 widgets, models, dialogs and printing. The only package that imports Qt."""
