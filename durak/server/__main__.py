"""``python -m durak.server``: the same as ``durak-server``."""

import sys

from .cli import main

sys.exit(main())
