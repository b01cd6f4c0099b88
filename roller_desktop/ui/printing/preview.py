"""The print preview of a sheet, owning its printer.

A `QPrintPreviewDialog` paints on the printer it was given for as long as it is open; a printer
made in a helper function and dropped when the helper returns leaves the dialog painting on
freed memory (the League → Print… segfault of issue #11). The dialog here keeps its printer as
its own attribute, so the printer lives exactly as long as the dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from roller_desktop.ui.printing.sheets import Sheet, tr


class PrintPreview(QPrintPreviewDialog):
    """The preview of one sheet; printing from it prints the same page."""

    def __init__(self, sheet: Sheet, parent: QWidget | None = None) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(sheet.page_layout())
        printer.setDocName(sheet.title)
        super().__init__(printer, parent)
        self.sheet_printer = printer  # the dialog's own: it must outlive every paint
        self.sheet = sheet
        self.painted = 0  # pages painted so far (the preview, the printer): for tests
        self.setWindowTitle(tr("Print preview: {title}").format(title=sheet.title))
        self.paintRequested.connect(self._paint)

    def _paint(self, device: QPrinter) -> None:
        painter = QPainter()
        if not painter.begin(device):
            return
        try:
            rect = device.pageLayout().paintRectPixels(device.resolution())
            self.sheet.paint(painter, QRectF(0, 0, rect.width(), rect.height()))
        finally:
            painter.end()
        self.painted += 1


def print_preview(sheet: Sheet, parent: QWidget | None = None) -> PrintPreview:
    """The print preview dialog of the sheet, owning its printer (the caller shows it)."""
    return PrintPreview(sheet, parent)


def show_print_preview(sheet: Sheet, parent: QWidget | None = None) -> int:
    """Show the print preview of the sheet and wait until it is closed; its result."""
    dialog = print_preview(sheet, parent)
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()
