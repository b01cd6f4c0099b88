"""Long work off the GUI thread: one mechanism for every long action of the keeper (merge,
split, void, restore, imports, exports, backups), and one way for the play screens' own threads
(the coach's graph, the analysis, the hint and the computers' moves...) to hand back results.

`ProgressBar(text, parent).run(job)` runs `job(report)` in a worker thread and turns the
window's event loop meanwhile (the window keeps painting, the bar moves), then returns the
job's result or raises its error here, in the GUI thread: callers read as if the work were
done in place, and the store commits it as one transaction as before. While it runs, the
person's keys and clicks are not let through to the window (they could start work that
conflicts with it): keys typed before the bar shows are given after the work, in order
(typed ahead), keys typed at the bar and clicks are dropped; a click brings the bar up at once,
so the reason is on screen.
"""

from __future__ import annotations

import atexit
import gc
import threading
import time
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, ParamSpec, TypeVar, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot

if TYPE_CHECKING:  # the bar's types: made with the first bar, not at the window's start-up
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")
P = ParamSpec("P")
Report = Callable[[int, int], None]

REDRAW = 0.05  # seconds between two drawings of the bar: it moves smoothly still
# A job done this soon (seconds) never turns the loop: the window cannot tell, and nothing
# queued meanwhile (a dialog's activation) runs in the middle of the action.
QUICK = 0.05
SHOWN_AFTER_MS = 300  # a short job ends before the bar would only flash

_INPUT = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.Wheel,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.Shortcut,
        QEvent.Type.Close,
    }
)
_TYPED = frozenset({QEvent.Type.KeyPress, QEvent.Type.KeyRelease})


class _Courier(QObject):
    """Carries calls from worker threads to the GUI thread (it lives there). Made once and
    never deleted: a worker may still be sending while a window, or the program, ends."""

    carry = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.carry.connect(self._run)

    @Slot(object)
    def _run(self, call: Callable[[], None]) -> None:
        call()


_courier: list[_Courier] = []
# Whether couriers carry: the program's window runs (launch.run_window opens them, and closes
# them when it ends). A worker still running as the program ends (the graph's work, say) then
# delivers nothing: an emit while the application was being destroyed crashed the program once
# (e2e, signal 11, after a clean exit). The lock: no emit is under way when they close.
_carrying = [True]
_gate = threading.Lock()


def open_couriers() -> None:
    with _gate:
        _carrying[0] = True


def close_couriers() -> None:
    """The program ends: from now on workers deliver nothing (waits for an emit under way)."""
    with _gate:
        _carrying[0] = False


# Also as the interpreter ends, before PySide's own clean-up (registered with atexit when
# QtCore was imported, above: atexit runs the later first), which deletes the courier: a
# worker still running then raised "Signal source has been deleted" in its thread (a program
# that ends without launch.run_window: benchmarks/bench_play_work.py, scripts).
atexit.register(close_couriers)


def on_gui_thread(slot: Callable[P, object]) -> Callable[P, None]:
    """A stand-in for `slot`, a method of a widget (or any QObject), that a worker thread
    may call: the call runs on the GUI thread, in order, unless the widget is gone by then.

    Call it on the GUI thread, before the worker starts, and give the worker only the
    stand-in: the worker then touches neither the widget nor any QObject it owns. (A worker
    that emitted a signal of a QObject owned by a widget crashed the program when the window
    deleted that widget during the emit: PySide releases the GIL inside it.) The widget is
    held weakly, so a worker never keeps a closed window alive either."""
    if not _courier:
        courier = _Courier()
        app = QCoreApplication.instance()
        if app is not None:
            courier.moveToThread(app.thread())  # made by a worker: the GUI thread's all the same
        # Leaked on purpose, so that nothing ever deletes it (not even the interpreter's end).
        import ctypes  # here: 3 ms of start-up before the window maps otherwise

        ctypes.pythonapi.Py_IncRef(ctypes.py_object(courier))
        _courier.append(courier)
    courier = _courier[0]
    carry = courier.carry
    method = weakref.WeakMethod(slot)
    shown = _window_shown(getattr(slot, "__self__", None))

    def deliver(*args: P.args, **kwargs: P.kwargs) -> None:
        def call() -> None:
            bound = method()
            owner = getattr(bound, "__self__", None)
            if bound is None or (isinstance(owner, QObject) and not shiboken6.isValid(owner)):
                return
            if shown and not _window_shown(owner):
                return  # its window was closed since the work started: the answer is late
            bound(*args, **kwargs)

        if threading.current_thread() is threading.main_thread():
            carry.emit(call)  # on the GUI thread: delivered at once (the lock would deadlock)
            return
        with _gate:
            if _carrying[0] and shiboken6.isValid(courier):
                carry.emit(call)  # queued: it does not wait for the GUI thread

    return deliver


def _window_shown(owner: object) -> bool:
    """Whether `owner` is a widget whose window is on screen. A stand-in made while it was
    delivers nothing once it is not (Qt closes a window by hiding it; the widget is not
    deleted while Python holds it): a closed window never gets a late answer (the coach's
    graph worked out after its window closed, shown in it all the same). One never shown
    (a widget built for a test) gets every answer, as before."""
    from PySide6.QtWidgets import QWidget  # QtWidgets is loaded wherever a widget exists

    return isinstance(owner, QWidget) and shiboken6.isValid(owner) and owner.window().isVisible()


class _Relay(QObject):
    """Carries the worker's news to the GUI thread (queued: it lives there)."""

    progressed = Signal(int, int)
    ended = Signal()


class _HoldInput(QObject):
    """Keeps input away from every widget while the work runs. Keys typed before the bar is on
    screen are kept and given, in order, to whatever has the keyboard once the work is done
    (`type_ahead`), as a program busy for a moment reads them after (a keeper's Down and F2
    right after a dialog's OK; they were dropped, and the keys after them landed in the list);
    keys typed at the bar are dropped with it (it takes none: no Esc, no Close). A click is
    dropped (what it was aimed at may have moved) and brings the bar, the reason, up at once."""

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__()
        self.dialog = dialog
        self.kept: list[QKeyEvent] = []
        self.replaying = False
        self.giving = 0  # the address of the key kept that is being given
        self.before: set[int] = set()  # the windows on screen as the work began

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _INPUT:
            return False
        if kind in _TYPED:
            if self.giving and shiboken6.getCppPointer(event)[0] == self.giving:
                return False  # a key kept, given now (on its way to the window's parents)
            if self.replaying or not self.dialog.isVisible():
                from roller_desktop.ui.common.gone_keys import copied

                self.kept.append(copied(cast("QKeyEvent", event)))
            return True
        if self.replaying:  # the work is done: only the keys wait, behind those kept
            return False
        if kind is QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut takes the key: it comes as a key, kept or dropped
        if kind is QEvent.Type.MouseButtonPress and not self.dialog.isVisible():
            self.dialog.show()
        return True

    def type_ahead(self) -> None:
        """After the work: the keys kept go, one per turn of the event loop, where the keyboard
        is then (a key that opens a dialog: the next ones go to it); keys typed meanwhile wait
        behind them. The filter leaves once they are all given."""
        app = QCoreApplication.instance()
        if not self.kept or app is None:
            if app is not None:
                app.removeEventFilter(self)
            return
        from PySide6.QtCore import QTimer

        self.replaying = True
        _TYPING_AHEAD.append(self)
        QTimer.singleShot(0, lambda: self._first(app))  # after the caller's own work (its OK)

    def _first(self, app: QCoreApplication) -> None:
        from PySide6.QtWidgets import QApplication

        # A message the caller put up after the work (a refusal) gets none of them: a Return
        # typed ahead would close it unread, and the keys would go under it.
        modal = QApplication.activeModalWidget()
        if modal is not None and shiboken6.getCppPointer(modal)[0] not in self.before:
            self.kept.clear()
        self._next(app)

    def _next(self, app: QCoreApplication) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        if not self.kept:
            app.removeEventFilter(self)
            _TYPING_AHEAD.remove(self)
            return
        key = self.kept.pop(0)
        QTimer.singleShot(0, lambda: self._next(app))  # first: a dialog the key opens gets it
        target = QApplication.focusWidget() or QApplication.activeWindow()
        if target is not None:
            self.giving = shiboken6.getCppPointer(key)[0]
            try:
                QCoreApplication.sendEvent(target, key)  # not from X: Qt tries shortcuts first
            finally:
                self.giving = 0


_TYPING_AHEAD: list[_HoldInput] = []  # kept alive until their keys are given


def on_screen() -> set[int]:
    from PySide6.QtWidgets import QApplication

    return {shiboken6.getCppPointer(w)[0] for w in QApplication.topLevelWidgets() if w.isVisible()}


class ProgressBar:
    """A bar for one long job: `run(job)` does the work in a worker thread; `report(done,
    total)` may be called from any thread."""

    def __init__(self, text: str, parent: QWidget | None) -> None:
        from PySide6.QtWidgets import QProgressDialog

        self.dialog = QProgressDialog(text, "", 0, 0, parent)
        if parent is not None:
            self.dialog.setFont(parent.window().font())  # the window's text size
            self.dialog.setLabelText(text)  # measured anew in it: centred for its real size
        self.dialog.setCancelButton(None)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(SHOWN_AFTER_MS)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.steps = 0
        self.closed = False
        self._drawn = -REDRAW
        self._relay = _Relay()
        self._relay.progressed.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self.worker: threading.Thread | None = None

    def report(self, done: int, total: int) -> None:
        self.steps += 1
        now = time.monotonic()
        if done < total and now - self._drawn < REDRAW:
            return  # drawn for every match, the bar took longer than the work itself
        self._drawn = now
        if threading.current_thread() is threading.main_thread():
            self._show(done, total)
        else:
            self._relay.progressed.emit(done, total)

    @Slot(int, int)
    def _show(self, done: int, total: int) -> None:
        if self.closed:
            # A quick job's reports are queued and may come after `close()`: setValue would
            # start the bar's timer and bring it up, modal, over the message that follows.
            return
        self.dialog.setMaximum(max(total, 0))
        self.dialog.setValue(min(done, total))

    def run(self, job: Callable[[Report], T]) -> T:
        """The job's result, its work done in a worker thread while the event loop turns;
        its exception is raised here."""
        outcome: list[T] = []
        failure: list[BaseException] = []

        def work() -> None:
            try:
                outcome.append(job(self.report))
            except BaseException as error:  # handed to the GUI thread, raised there
                failure.append(error)
            finally:
                self._relay.ended.emit()

        from PySide6.QtCore import QEventLoop

        loop = QEventLoop()
        self._relay.ended.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
        hold = _HoldInput(self.dialog)
        hold.before = on_screen()
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(hold)
        self.worker = threading.Thread(target=work, name="keeper-work", daemon=True)
        # The collector's full pass holds both threads: over the window's and the store's
        # objects it took a few hundred milliseconds at a time during a merge (issue 28).
        # Frozen, the objects made before the job are left out of its passes meanwhile.
        gc.freeze()
        try:
            # The bar's own timer counts SHOWN_AFTER_MS from here: set in its constructor (4 s,
            # Qt's default), a job that reports nothing (a backup, a restore) showed no bar
            # for its first four seconds.
            self.dialog.setValue(0)
            self.worker.start()
            self.worker.join(QUICK)
            if self.worker.is_alive():
                loop.exec()  # `ended` is queued: it quits this loop however soon it comes
                self.worker.join()
        finally:
            gc.unfreeze()
            hold.type_ahead()  # removes the filter once the keys kept are given
            # Closed here, not only by the caller: callers say a refusal (a modal message)
            # before their `finally` closes the bar, and the bar's own timer (its minimum
            # duration) then brought it up over the message, modal, for good.
            self.close()
        if failure:
            raise failure[0]
        return outcome[0]

    def close(self) -> None:
        """Hides the bar for good (again: harmless)."""
        self.closed = True
        self.dialog.close()


_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())


class AfterPaint(QObject):
    """Calls `call` once the window has repainted for what is happening now: `post()` posts
    an event at the low priority Qt paints at, which comes after that paint (the end screen
    shows first, and work started for it follows: issue 28)."""

    def __init__(self, call: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._call = call

    def post(self) -> None:
        QCoreApplication.postEvent(
            self, QEvent(_AFTER_PAINT), Qt.EventPriority.LowEventPriority.value
        )

    def event(self, event: QEvent) -> bool:
        if event.type() == _AFTER_PAINT:
            self._call()
            return True
        return super().event(event)
