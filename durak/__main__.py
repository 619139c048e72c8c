"""``python -m durak``: the same as the ``durak`` command."""

import sys

from durak.launcher import main

if __name__ == "__main__":
    sys.exit(main())
