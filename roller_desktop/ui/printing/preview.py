"""The print preview of a sheet, owning its printer: the one preview of every page the program
prints (protocols, the league, the championship's papers).

A `QPrintPreviewDialog` paints on the printer it was given for as long as it is open; a printer
made in a helper function and dropped when the helper returns leaves the dialog painting on
freed memory (the League → Print… segfault of issue #11). The dialog here keeps its printer as
its own attribute, so the printer lives exactly as long as the dialog.

It opens large enough for Qt's whole toolbar (at 682 px its print button hid behind "»") and has
the program's own buttons under the page, with keys: Print… (Ctrl+P, Enter) and Save as PDF…
(Ctrl+S); Esc closes it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtPrintSupport import (
    QPrintDialog,
    QPrinter,
    QPrintPreviewDialog,
    QPrintPreviewWidget,
)
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QToolBar,
    QWidget,
)

from roller_desktop.ui.printing.sheets import Sheet, tr, write_pdf

PREFERRED = (1000, 760)  # the preview's size where the screen has room (A4 reads at ~70 %)
EDGE = 64  # a margin narrower than this around the preview: it takes the whole screen
MARGIN = 8  # around the status line and the buttons under the page


class PrintPreview(QPrintPreviewDialog):
    """The preview of one sheet; printing from it prints the same page."""

    def __init__(self, sheet: Sheet, parent: QWidget | None = None) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(sheet.page_layout())
        printer.setDocName(sheet.file_name_title())
        super().__init__(printer, parent)
        self.sheet_printer = printer  # the dialog's own: it must outlive every paint
        self.sheet = sheet
        self.painted = 0  # pages painted so far (the preview, the printer): for tests
        self.printed = 0  # times the page went to the printer
        self.saved: Path | None = None  # the PDF last saved from here
        if parent is not None:  # a window of its own: the window's text size, not Qt's default
            self.setFont(parent.window().font())
        self.setWindowTitle(tr("Print preview: {title}").format(title=sheet.title))
        self.paintRequested.connect(self._paint)
        self._add_buttons()
        self._fit_screen()

    def _add_buttons(self) -> None:
        self.status = QLabel()  # where a saved PDF went: a line of its own, over the buttons
        self.status.setAccessibleName(tr("Print status"))
        self.status.setWordWrap(True)
        self.status.hide()
        # Qt's layout has no margins (its toolbar runs edge to edge): ours keep off the edges,
        # where the preview covers a small screen whole.
        self.status.setContentsMargins(MARGIN, 0, MARGIN, 0)
        row = QHBoxLayout()
        row.setContentsMargins(MARGIN, 0, MARGIN, MARGIN)
        row.addStretch(1)
        self.print_button = QPushButton(tr("Print… [Ctrl+P, Enter]"))
        self.print_button.setAccessibleName(tr("Print…"))
        self.pdf_button = QPushButton(tr("Save as PDF… [Ctrl+S]"))
        self.pdf_button.setAccessibleName(tr("Save as PDF…"))
        self.close_button = QPushButton(tr("Close [Esc]"))
        self.close_button.setAccessibleName(tr("Close"))
        self.print_button.clicked.connect(lambda _=False: self.print_sheet())
        self.pdf_button.clicked.connect(lambda _=False: self.save_pdf())
        self.close_button.clicked.connect(lambda _=False: self.reject())
        for button in (self.print_button, self.pdf_button, self.close_button):
            button.setAutoDefault(False)  # Enter is the Print action's, wherever the focus is
            row.addWidget(button)
        layout = self.layout()  # Qt's own: the toolbar over the page
        assert isinstance(layout, QBoxLayout)
        layout.addWidget(self.status)
        layout.addLayout(row)
        # Window-wide keys: Enter prints even from the zoom box (a line edit lets it pass).
        self._key("print", ["Ctrl+P", "Return", "Enter"], self.print_sheet)
        self._key("pdf", ["Ctrl+S"], self.save_pdf)
        self.print_button.setFocus()

    def _key(self, name: str, keys: list[str], slot: object) -> None:
        action = QAction(name, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _=False: slot())  # type: ignore[operator]
        self.addAction(action)

    def _fit_screen(self) -> None:
        """Wide enough for the whole toolbar and the buttons, as tall as the screen allows."""
        toolbar = self.findChild(QToolBar)
        if toolbar is not None:  # icons that do not grow: its few words keep Qt's size, so
            toolbar.setFont(QApplication.font())  # the print icon never goes behind "»"
        wanted = max(PREFERRED[0], toolbar.sizeHint().width() + 40 if toolbar else 0)
        owner = self.parentWidget()
        screen = (owner.screen() if owner is not None else None) or self.screen()
        free = screen.availableGeometry()
        width, height = min(wanted, free.width()), min(PREFERRED[1], free.height())
        # A screen hardly larger than the preview (1024×600) is covered whole: a strip of the
        # window behind showed its menu bar's words cut at the preview's top left corner, as
        # if the toolbar were clipped there.
        if free.width() - width < EDGE:
            width = free.width()
        if free.height() - height < EDGE:
            height = free.height()
        self.resize(width, height)
        self.move(
            free.left() + (free.width() - width) // 2, free.top() + (free.height() - height) // 2
        )

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

    def print_sheet(self) -> bool:
        """Print… : the system's print dialog for the preview's own printer, then the page as
        previewed; the preview closes once it is printed."""
        dialog = QPrintDialog(self.sheet_printer, self)
        dialog.setWindowTitle(tr("Print: {title}").format(title=self.sheet.title))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
        widget = self.findChild(QPrintPreviewWidget)
        if widget is not None:
            widget.print_()  # Qt's way: the page painted again, on the printer itself
        else:
            self._paint(self.sheet_printer)
        self.printed += 1
        self.accept()
        return True

    def save_pdf(self) -> Path | None:
        """Save as PDF… : the page as a PDF file where the person chooses; the preview stays
        open and says where the file went."""
        from roller_desktop.ui.common.save_place import suggested_path

        # Documents (else home), never the cwd
        start = suggested_path(self.sheet.file_name_title(), ".pdf")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save as PDF"), start, tr("PDF files (*.pdf)")
        )
        if not path:
            return None
        target = Path(path if path.lower().endswith(".pdf") else path + ".pdf")
        try:
            write_pdf(self.sheet, target)
        except OSError as error:
            from roller_desktop.ui.common.messages import describe

            QMessageBox.warning(self, tr("Save as PDF"), describe(error))
            return None
        self.saved = target
        self.status.setText(tr("Saved as {path}").format(path=str(target)))
        self.status.show()
        return target


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


def pdf_name(title: str) -> str:
    """The PDF file name a page's title suggests (ui.common.save_place.file_name)."""
    from roller_desktop.ui.common.save_place import file_name

    return file_name(title, ".pdf")
