"""The parent side of the e2e tests: an X server, and the program run in a child process.

`XServer.start(width, height)` starts a private Xvfb (`-displayfd`: it picks a free display);
`Program(home, display).run(scenario)` runs `tests.e2e.child` on it with fresh settings and a
fresh league (XDG_CONFIG_HOME and XDG_DATA_HOME inside `home`), with Qt's xcb platform, and
fails the test with the program's output when the child crashes, hangs or the scenario fails.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTPUT_TAIL = 12000  # characters of the child's output shown when it fails
# What the controller's watch prints when it had to wake a computer (ui/play/controller.py):
# the program plays on, the test passes, and the run's summary lists it (tests/conftest.py).
WOKEN_MARK = "a computer's step was lost"
WOKEN: list[str] = []  # such lines of this process's programs, taken by e2e/conftest.py


def die_with_the_parent() -> None:
    """In a child before exec: killed when the test run ends, however it ends (Linux's
    PR_SET_PDEATHSIG), so that no X server or program outlives a killed pytest."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the fixtures' teardown still stops them
        pass


class XServer:
    def __init__(self, display: str, process: subprocess.Popen[bytes] | None) -> None:
        self.display = display
        self.process = process

    @classmethod
    def start(cls, width: int, height: int) -> XServer:
        read, write = os.pipe()
        process = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{width}x{height}x24",
                "-nolisten",
                "tcp",
                "-noreset",
            ],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=die_with_the_parent,
        )
        os.close(write)
        number = b""
        deadline = time.monotonic() + 20
        try:  # Xvfb writes the display's number and a newline once it accepts clients
            while not number.endswith(b"\n") and time.monotonic() < deadline:
                ready, _, _ = select.select([read], [], [], 0.5)
                if ready:
                    chunk = os.read(read, 32)
                    if not chunk:
                        break
                    number += chunk
        finally:
            os.close(read)
        number = number.strip()
        if number:
            return cls(f":{number.decode()}", process)
        process.kill()
        process.wait()
        raise RuntimeError("Xvfb did not start within 20 s")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def x_server_or_skip(width: int, height: int) -> XServer:
    """A private Xvfb of that size where Xvfb is installed, else $DISPLAY (any size) when set,
    else the test is skipped."""
    if shutil.which("Xvfb"):
        return XServer.start(width, height)
    if os.environ.get("DISPLAY"):
        return XServer(os.environ["DISPLAY"], None)
    pytest.skip("e2e: no Xvfb installed and no DISPLAY set (install xvfb to run them)")


@dataclass
class Outcome:
    code: int
    output: str


def scenario_name(scenario: str | Callable[..., Any]) -> str:
    if isinstance(scenario, str):
        return scenario
    return f"{scenario.__module__}:{scenario.__qualname__}"


class Program:
    """The program of one test: its own settings, league and artifacts under `home`."""

    def __init__(self, home: Path, display: str) -> None:
        self.home = home
        self.display = display
        self.artifacts = home / "artifacts"
        self.extra_env: dict[str, str] = {}  # more environment (the harness's own tests)
        for folder in ("config", "data", "runtime", "cache", "state"):
            (home / folder).mkdir(parents=True, exist_ok=True)
        (home / "runtime").chmod(0o700)

    def environment(self, timeout: float) -> dict[str, str]:
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("QT_", "XDG_", "LC_", "ROLLER_")) and k != "LANGUAGE"
        }
        env.update(
            DISPLAY=self.display,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(self.home / "config"),
            XDG_DATA_HOME=str(self.home / "data"),
            XDG_CACHE_HOME=str(self.home / "cache"),
            XDG_RUNTIME_DIR=str(self.home / "runtime"),
            LANG="en_US.UTF-8",
            E2E_HOME=str(self.home),
            E2E_ARTIFACTS=str(self.artifacts),
            E2E_TIMEOUT=str(timeout),
            PYTHONUNBUFFERED="1",
        )
        env.update(self.extra_env)
        return env

    def start(
        self, scenario: str | Callable[..., Any], *args: str, timeout: float = 120.0
    ) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [
                sys.executable,
                "-X",
                "faulthandler",
                "-m",
                "tests.e2e.child",
                scenario_name(scenario),
                "--",
                *args,
            ],
            cwd=ROOT,
            env=self.environment(timeout),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
            preexec_fn=die_with_the_parent,
        )

    def run(
        self,
        scenario: str | Callable[..., Any],
        *args: str,
        timeout: float = 120.0,
        kill_on: str | None = None,
    ) -> Outcome:
        """Runs the scenario in the real program; fails the test unless it passed.

        `kill_on`: SIGKILL the program as soon as it prints this line (the scenario prints it
        and waits); the test then only fails when the marker never came."""
        name = scenario_name(scenario)
        child = self.start(scenario, *args, timeout=timeout)
        lines: list[str] = []
        killed = False
        deadline = time.monotonic() + timeout + 15  # the child dumps its stacks at `timeout`
        assert child.stdout is not None
        os.set_blocking(child.stdout.fileno(), False)
        while True:
            ready, _, _ = select.select([child.stdout], [], [], 0.2)
            if ready:
                chunk = child.stdout.read()
                if chunk:
                    lines.append(chunk)
                    if kill_on and not killed and kill_on in "".join(lines):
                        os.killpg(child.pid, signal.SIGKILL)
                        killed = True
                elif child.poll() is not None:
                    break
            elif child.poll() is not None:
                rest = child.stdout.read()
                if rest:
                    lines.append(rest)
                break
            if time.monotonic() > deadline:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
                child.stdout.close()
                pytest.fail(
                    f"e2e {name}: the program hung and was killed after {timeout:.0f} s\n"
                    + tail("".join(lines))
                )
        code = child.wait()
        child.stdout.close()
        output = "".join(lines)
        WOKEN.extend(f"{name}: {line}" for line in output.splitlines() if WOKEN_MARK in line)
        if killed:
            return Outcome(code, output)
        if kill_on:
            pytest.fail(f"e2e {name}: never reached {kill_on!r} (exit {code})\n" + tail(output))
        if code != 0:
            what = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
            if code == 3 or (code == 1 and "Timeout (" in output):  # faulthandler's dump
                what = "the program hung (every thread's stack below)"
            if code in (-signal.SIGSEGV, -signal.SIGABRT, 134, 139):
                what = f"the program crashed ({what})"
            pytest.fail(f"e2e {name}: {what}\n" + tail(output))
        return Outcome(code, output)


def tail(output: str) -> str:
    if len(output) <= OUTPUT_TAIL:
        return output
    return "…\n" + output[-OUTPUT_TAIL:]
