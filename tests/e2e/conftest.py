"""Fixtures of the e2e tests: a private Xvfb per screen size (for the whole run) and the
program of one test, with fresh settings and a fresh league (see harness.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e import harness
from tests.e2e.harness import Program, XServer, x_server_or_skip


@pytest.fixture(autouse=True)
def _woken_computers_reported(request: pytest.FixtureRequest) -> Iterator[None]:
    """A computer the controller's watch had to wake (its step lost) lets the test pass, as
    the program plays on; the run's summary lists it (tests/conftest.py) for the next look."""
    yield
    while harness.WOKEN:
        request.node.user_properties.append(("woken", harness.WOKEN.pop(0)))


@pytest.fixture(scope="session")
def x_server() -> Iterator[XServer]:
    """A 1366x768 screen, the most common laptop's."""
    server = x_server_or_skip(1366, 768)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def small_x_server() -> Iterator[XServer]:
    """A 1024x600 screen (a netbook's); skipped without Xvfb (any $DISPLAY has its own size)."""
    import shutil

    if not shutil.which("Xvfb"):
        pytest.skip("e2e: a 1024x600 screen needs Xvfb")
    server = XServer.start(1024, 600)
    yield server
    server.stop()


@pytest.fixture
def program(tmp_path: Path, x_server: XServer) -> Program:
    return Program(tmp_path, x_server.display)


@pytest.fixture
def small_program(tmp_path: Path, small_x_server: XServer) -> Program:
    return Program(tmp_path, small_x_server.display)
