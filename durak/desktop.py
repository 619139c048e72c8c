"""``durak --install-desktop``: a menu entry, icon and AppStream metainfo for this user.

Files go under ``$XDG_DATA_HOME`` (``~/.local/share``): ``applications/``,
``icons/hicolor/scalable/apps/`` and ``metainfo/``, named by the app id.
``--uninstall-desktop`` removes exactly those files.
"""

from __future__ import annotations

import os
import pathlib
import shlex
import shutil
import subprocess
import sys

from durak import APP_ID, __version__

ICON = pathlib.Path(__file__).resolve().parent / "assets" / "icons" / "durak.svg"


def data_home() -> pathlib.Path:
    return pathlib.Path(os.environ.get("XDG_DATA_HOME") or pathlib.Path.home() / ".local" / "share")


def paths(base: pathlib.Path | None = None) -> dict[str, pathlib.Path]:
    base = base or data_home()
    return {
        "desktop": base / "applications" / f"{APP_ID}.desktop",
        "icon": base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        "metainfo": base / "metainfo" / f"{APP_ID}.metainfo.xml",
    }


def launcher_command() -> str:
    """How the menu entry starts the game: the installed ``durak`` launcher if found."""
    script = shutil.which("durak")
    if script is None:
        candidate = pathlib.Path(sys.executable).with_name("durak")
        if candidate.exists():
            script = str(candidate)
    if script is not None:
        return shlex.quote(str(pathlib.Path(script).resolve()))
    return f"{shlex.quote(sys.executable)} -m durak"


def desktop_entry(command: str) -> str:
    return f"""[Desktop Entry]
Type=Application
Name=Durak
GenericName=Card Game
GenericName[de]=Kartenspiel
GenericName[fr]=Jeu de cartes
GenericName[ru]=Карточная игра
Comment=Play the Russian card game Durak against the computer
Comment[de]=Das russische Kartenspiel Durak gegen den Computer spielen
Comment[fr]=Jouer au jeu de cartes russe Durak contre l'ordinateur
Comment[ru]=Играть в дурака против компьютера
Exec={command}
Icon={APP_ID}
Terminal=false
Categories=Game;CardGame;
Keywords=cards;durak;fool;card game;
StartupNotify=true
StartupWMClass=durak
"""


def metainfo() -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>Apache-2.0</project_license>
  <name>Durak</name>
  <summary>The Russian card game, against the computer</summary>
  <description>
    <p>
      Durak ("the fool") is Russia's favourite card game: get rid of your cards, and do
      not be the last one holding them. Play against bots from rules of thumb to search,
      with every common rule variant: forwarding, 24 to 52 cards, attack limits,
      throwing in after a take.
    </p>
    <p>
      Play with the mouse, the keyboard alone, or a touch screen; the running game is
      saved after every move.
    </p>
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <developer id="io.github.durakgame">
    <name>The durak developers</name>
  </developer>
  <content_rating type="oars-1.1"/>
  <provides>
    <binary>durak</binary>
  </provides>
  <releases>
    <release version="{__version__}" date="2026-11-22"/>
  </releases>
</component>
"""


def install(base: pathlib.Path | None = None, command: str | None = None) -> list[pathlib.Path]:
    """Write the menu entry, icon and metainfo; return the files written."""
    target = paths(base)
    for path in target.values():
        path.parent.mkdir(parents=True, exist_ok=True)
    target["desktop"].write_text(desktop_entry(command or launcher_command()), encoding="utf-8")
    shutil.copyfile(ICON, target["icon"])
    target["metainfo"].write_text(metainfo(), encoding="utf-8")
    _refresh(target["desktop"].parent)
    return list(target.values())


def uninstall(base: pathlib.Path | None = None) -> list[pathlib.Path]:
    """Remove what ``install`` wrote; return the files removed."""
    removed = []
    for path in paths(base).values():
        if path.exists():
            path.unlink()
            removed.append(path)
    _refresh(paths(base)["desktop"].parent)
    return removed


def _refresh(folder: pathlib.Path) -> None:
    """Let the desktop notice at once, where its cache tool exists."""
    tool = shutil.which("update-desktop-database")
    if tool and folder.exists():
        subprocess.run([tool, "-q", str(folder)], check=False, capture_output=True)
