"""Test setup: Qt runs offscreen, before anything imports it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
