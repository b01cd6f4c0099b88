import sys

if getattr(sys, "frozen", False):  # a built program: `check`'s worker processes start here
    from multiprocessing import freeze_support

    freeze_support()  # a worker does its work and ends; the program itself goes on

from roller_desktop.app import main

raise SystemExit(main())
