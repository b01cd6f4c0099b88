"""Engine and simulator speed: the same figures as `roller-desktop bench`."""

from __future__ import annotations

import sys

from roller_desktop.app import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
