"""Test setup: Qt runs offscreen, in English, before anything imports it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The game follows the system language; tests must not depend on the machine's.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
