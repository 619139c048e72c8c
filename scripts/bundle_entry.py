"""Entry point of the PyInstaller bundle (see scripts/build_bundle.sh)."""

import multiprocessing
import sys

from durak.launcher import main

if __name__ == "__main__":
    multiprocessing.freeze_support()   # the bots' helper process starts from the bundle too
    sys.exit(main())
