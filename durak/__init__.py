"""durak: the Russian card game for the desktop, with a pure rules engine and bots."""

__version__ = "0.1.0"
RELEASE_DATE = "2026-11-22"
HOMEPAGE = "https://github.com/durakgame/durak"
APP_ID = "io.github.durakgame.durak"   # desktop file, icon and AppStream id (lower case)
# Ids earlier versions installed under: uninstall (and a new install) remove their files.
LEGACY_APP_IDS = ("io.github.durakgame.Durak",)
