"""The app shell: start-up, the main window and its start screen, settings, help, language."""
