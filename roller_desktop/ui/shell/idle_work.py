"""What the main window does for later while it waits for the first key, once the store is
ready (MainWindow.prepare_in_idle; the program only, not the tests)."""

from __future__ import annotations

import gc
import threading

from roller_desktop.store.league_store import LeagueStore


def warm_finish_in_thread(store: LeagueStore) -> None:
    """The statements of a match's finish compiled in a thread (store/warm_finish.py), so
    that the first match of the run ends without it on the window's thread."""
    ready = getattr(store, "ready_store", store)  # a PendingStore's Store (ready by now)
    from roller_desktop.store.database import Store

    if not isinstance(ready, Store):
        return

    def warm() -> None:
        from roller_desktop.store.warm_finish import warm_finish

        try:
            warm_finish(ready)
        except Exception:  # only time is at stake: the first finish compiles them then
            return

    threading.Thread(target=warm, name="warm-finish", daemon=True).start()


def settle_heap() -> None:
    """Python's full garbage collections walk every object that can be in a cycle, holding
    the GIL: 53-85 ms of a window made and played in (issue 28 item 3: the play screen's
    freezes). What start-up made (modules, Qt's wrappers, SQLAlchemy's tables, the pages made
    so far) lives as long as the program: collected once here, while the window waits for its
    first key, then left out of every later collection (gc.freeze). Refcounting frees those
    objects as ever; only a cycle among them would never be collected."""
    gc.collect()
    gc.freeze()
