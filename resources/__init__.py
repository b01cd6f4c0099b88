"""The program's resources: translation catalogues (.ts) and their compiled .qm, the help pages,
the icon's SVG and its rendered sizes.

They live at the top of the repository and are installed inside the package as
`roller_desktop.resources` (pyproject's package-dir): the editable install, the wheel and the
PyInstaller app all find them there. The program asks `roller_desktop.resource_files` for them.
"""
