"""What every test shares: the background checks of backup copies (store/backup_checks.py)
end with the test that started them, so that no test sees another's verdicts arrive."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _backup_checks_end_with_the_test() -> Iterator[None]:
    yield
    from roller_desktop.store.backup_checks import wait_for_checks

    wait_for_checks()
