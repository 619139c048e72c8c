"""``durak --install-desktop``: a menu entry, icons and AppStream metainfo for this user.

Files go under ``$XDG_DATA_HOME`` (``~/.local/share``), named by the app id:
``applications/``, ``icons/hicolor/<size>/apps/`` (the SVG and PNGs from 16 to 256 px)
and ``metainfo/``. A manifest in the app's data folder records which folders and caches
the install created, so ``--uninstall-desktop`` removes exactly what install created.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

from durak import APP_ID, HOMEPAGE, LEGACY_APP_IDS, RELEASE_DATE, __version__
from durak.engine import parse_json
from durak.ui.store.storage import read_file, write_atomic

ICONS = pathlib.Path(__file__).resolve().parent / "assets" / "icons"
ICON = ICONS / "durak.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
SCREENSHOT = "https://raw.githubusercontent.com/durakgame/durak/main/docs/screenshot.png"
MANIFEST_NAME = "desktop-install.json"
# What update-desktop-database writes into the applications folder.
DESKTOP_CACHE = "mimeinfo.cache"


def data_home() -> pathlib.Path:
    return pathlib.Path(os.environ.get("XDG_DATA_HOME") or pathlib.Path.home() / ".local" / "share")


def paths(base: pathlib.Path | None = None, app_id: str = APP_ID) -> dict[str, pathlib.Path]:
    """Every file install writes, by role (``desktop``, ``metainfo``, ``icon``, ``icon-48``...)."""
    base = base or data_home()
    hicolor = base / "icons" / "hicolor"
    files = {
        "desktop": base / "applications" / f"{app_id}.desktop",
        "metainfo": base / "metainfo" / f"{app_id}.metainfo.xml",
        "icon": hicolor / "scalable" / "apps" / f"{app_id}.svg",
    }
    for size in PNG_SIZES:
        files[f"icon-{size}"] = hicolor / f"{size}x{size}" / "apps" / f"{app_id}.png"
    return files


def manifest_path(base: pathlib.Path | None = None) -> pathlib.Path:
    """The manifest, in the app's data folder (where Qt keeps the score: ``durak/durak``)."""
    return (base or data_home()) / "durak" / "durak" / MANIFEST_NAME


def sources() -> dict[str, pathlib.Path]:
    """The packaged icon files, by the same roles as ``paths``."""
    found = {"icon": ICON} | {f"icon-{size}": ICONS / f"durak-{size}.png" for size in PNG_SIZES}
    missing = [str(path) for path in found.values() if not path.is_file()]
    if missing:
        raise FileNotFoundError(f"this copy of durak lacks its icons ({', '.join(missing)}); "
                                "reinstall it")
    return found


def launcher_command() -> str:
    """How the menu entry starts the game: the ``durak`` launcher that is running now (or
    the one installed beside this Python, or on PATH), else ``python -m durak``."""
    candidates = [pathlib.Path(sys.argv[0]), pathlib.Path(sys.executable).with_name("durak")]
    on_path = shutil.which("durak")
    if on_path:
        candidates.append(pathlib.Path(on_path))
    for script in candidates:
        if script.name == "durak" and script.is_file():
            return exec_quote(str(script.resolve()))
    return f"{exec_quote(sys.executable)} -m durak"


def exec_quote(argument: str) -> str:
    """``argument`` quoted for a desktop entry's ``Exec`` key (double quotes, as the spec says)."""
    if argument and not any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`='):
        return argument
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    # The key's value is itself unescaped once: each backslash is written twice.
    return '"' + quoted.replace("\\", "\\\\") + '"'


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
  <developer_name>The durak developers</developer_name>
  <url type="homepage">{HOMEPAGE}</url>
  <url type="bugtracker">{HOMEPAGE}/issues</url>
  <url type="vcs-browser">{HOMEPAGE}</url>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <screenshots>
    <screenshot type="default">
      <caption>Defending against two cards at a table of three</caption>
      <image>{SCREENSHOT}</image>
    </screenshot>
  </screenshots>
  <content_rating type="oars-1.1"/>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
    <control>touch</control>
  </supports>
  <provides>
    <binary>durak</binary>
  </provides>
  <releases>
    <release version="{__version__}" date="{RELEASE_DATE}">
      <description>
        <p>The first release: the rules engine, four bot levels, and the card table.</p>
      </description>
    </release>
  </releases>
</component>
"""


@dataclass
class Manifest:
    """What an install created besides its own files: folders (outermost first) and caches."""

    folders: list[str] = field(default_factory=list)
    caches: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, path: pathlib.Path) -> Manifest:
        """The manifest in ``path``; an unreadable one is set aside (and logged) for none."""
        manifest, _warning = read_file(path, cls.parse)
        return manifest or cls()

    @classmethod
    def parse(cls, raw: bytes) -> Manifest:
        data = parse_json(raw)
        if not isinstance(data, dict) or not all(
                isinstance(data.get(key), list) and all(isinstance(item, str) for item in data[key])
                for key in ("folders", "caches")):
            raise ValueError("a manifest lists its folders and caches as text")
        return cls(list(data["folders"]), list(data["caches"]))

    def save(self, path: pathlib.Path) -> None:
        write_atomic(path, json.dumps({"folders": self.folders, "caches": self.caches},
                                      indent=1) + "\n")

    def add_folder(self, folder: pathlib.Path) -> None:
        if str(folder) not in self.folders:
            self.folders.append(str(folder))


def install(base: pathlib.Path | None = None, command: str | None = None) -> list[pathlib.Path]:
    """Write the menu entry, icons and metainfo; return the files written.

    On failure nothing new is left behind: files and folders created so far are removed.
    """
    _remove_legacy(base)
    target = paths(base)
    contents: dict[str, str | bytes] = {
        "desktop": desktop_entry(command or launcher_command()), "metainfo": metainfo()}
    contents |= {role: path.read_bytes() for role, path in sources().items()}
    manifest_file = manifest_path(base)
    manifest = Manifest.load(manifest_file)
    new_files: list[pathlib.Path] = []
    new_folders: list[pathlib.Path] = []
    try:
        for role, path in [*target.items(), ("manifest", manifest_file)]:
            new_folders += _make_folders(path.parent)
            if not path.exists():
                new_files.append(path)
            if role != "manifest":
                write_atomic(path, contents[role])
                path.chmod(0o644)
        for folder in new_folders:
            manifest.add_folder(folder)
        cache = target["desktop"].parent / DESKTOP_CACHE
        had_cache = cache.exists()
        _refresh(target["desktop"].parent)
        if not had_cache and cache.exists():
            new_files.append(cache)
            if str(cache) not in manifest.caches:
                manifest.caches.append(str(cache))
        manifest.save(manifest_file)
    except BaseException:
        for path in reversed(new_files):
            with contextlib.suppress(OSError):
                path.unlink()
        for folder in reversed(new_folders):
            _remove_if_empty(folder)
        raise
    return list(target.values())


def uninstall(base: pathlib.Path | None = None) -> list[pathlib.Path]:
    """Remove what ``install`` created (files, caches it caused, folders it made, if empty);
    return the files removed."""
    target = paths(base)
    manifest_file = manifest_path(base)
    manifest = Manifest.load(manifest_file)
    removed = _remove_legacy(base)
    for path in target.values():
        if path.exists():
            path.unlink()
            removed.append(path)
    applications = target["desktop"].parent
    cache = applications / DESKTOP_CACHE
    if str(cache) in manifest.caches and cache.exists() and not any(
            applications.glob("*.desktop")):
        cache.unlink()
        removed.append(cache)
    elif cache.exists() and removed:
        _refresh(applications)   # the cache is not ours alone: it must forget our entry
    if manifest_file.exists():
        manifest_file.unlink()
        removed.append(manifest_file)
    for folder in reversed(manifest.folders):
        _remove_if_empty(pathlib.Path(folder))
    return removed


def _remove_legacy(base: pathlib.Path | None) -> list[pathlib.Path]:
    """Remove the files an earlier version installed under another id; return them."""
    removed = []
    for app_id in LEGACY_APP_IDS:
        for path in paths(base, app_id).values():
            if path.exists():
                path.unlink()
                removed.append(path)
    return removed


def _make_folders(folder: pathlib.Path) -> list[pathlib.Path]:
    """Create ``folder`` and its missing parents; return those created, outermost first."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        path.mkdir()
    return list(reversed(missing))


def _remove_if_empty(folder: pathlib.Path) -> None:
    # A folder that is not empty (or is gone) holds something that is not ours.
    with contextlib.suppress(OSError):
        folder.rmdir()


def _refresh(folder: pathlib.Path) -> None:
    """Let the desktop notice at once, where its cache tool exists."""
    tool = shutil.which("update-desktop-database")
    if tool and folder.exists():
        subprocess.run([tool, "-q", str(folder)], check=False, capture_output=True)
