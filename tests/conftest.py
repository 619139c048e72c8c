"""Test setup: Qt runs offscreen, in English, before anything imports it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The game follows the system language; tests must not depend on the machine's.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
# Zeroconf in tests announces and looks on the loopback interface only: nothing the
# suite does reaches the network this machine is on.
os.environ["DURAK_LAN_INTERFACES"] = "127.0.0.1"
