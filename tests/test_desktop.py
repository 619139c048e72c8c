"""The desktop menu entry, icons and metainfo: written, valid, and removed without a trace."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from durak import APP_ID, LEGACY_APP_IDS, desktop

ICON_FILES = {f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in desktop.PNG_SIZES}
FILES = {f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
         f"icons/hicolor/scalable/apps/{APP_ID}.svg"} | ICON_FILES


def tree(root: pathlib.Path) -> set[str]:
    """Every file and folder under ``root``, as relative paths (folders end with /)."""
    return {str(p.relative_to(root)) + ("/" if p.is_dir() else "") for p in root.rglob("*")}


def has_cache_tool() -> bool:
    return subprocess.run(["sh", "-c", "command -v update-desktop-database"],
                          capture_output=True, check=False).returncode == 0


def test_install_writes_every_file_and_uninstall_leaves_nothing(tmp_path):
    base = tmp_path / "share"
    written = desktop.install(base, command="/opt/durak/bin/durak")
    assert {str(p.relative_to(base)) for p in written} == FILES
    created = {f for f in tree(base) if not f.endswith("/")}
    cache = {"applications/mimeinfo.cache"} if has_cache_tool() else set()
    assert created == FILES | cache | {"durak/durak/desktop-install.json"}
    removed = desktop.uninstall(base)
    assert len(removed) == len(created)
    assert not base.exists(), "install made the folder, so uninstall removes it"


def test_uninstall_keeps_what_was_there_before(tmp_path):
    base = tmp_path / "share"
    (base / "applications").mkdir(parents=True)
    (base / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    (base / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (base / "durak" / "durak").mkdir(parents=True)
    (base / "durak" / "durak" / "score.json").write_text("{}\n")
    before = tree(base)
    desktop.install(base, command="durak")
    assert tree(base) > before
    desktop.uninstall(base)
    after = tree(base)
    if has_cache_tool():   # another entry remains: the cache is refreshed, not removed
        assert after == before | {"applications/mimeinfo.cache"}
        assert APP_ID not in (base / "applications" / "mimeinfo.cache").read_text()
    else:
        assert after == before
    assert desktop.uninstall(base) == []


@pytest.mark.skipif(not has_cache_tool(), reason="update-desktop-database is not installed")
def test_a_cache_that_was_there_before_stays(tmp_path):
    base = tmp_path / "share"
    (base / "applications").mkdir(parents=True)
    subprocess.run(["update-desktop-database", str(base / "applications")], check=True)
    before = tree(base)
    desktop.install(base, command="durak")
    desktop.uninstall(base)
    assert tree(base) == before


def test_a_failed_install_leaves_nothing_behind(tmp_path):
    base = tmp_path / "share"
    base.mkdir()
    (base / "metainfo").write_text("a file where the folder should be")
    before = tree(base)
    with pytest.raises(OSError):
        desktop.install(base, command="durak")
    assert tree(base) == before


def test_installed_files_are_valid(tmp_path):
    desktop.install(tmp_path, command="/opt/durak/bin/durak")
    entry_path = tmp_path / "applications" / f"{APP_ID}.desktop"
    entry = entry_path.read_text()
    assert "Exec=/opt/durak/bin/durak\n" in entry and f"Icon={APP_ID}\n" in entry
    assert "StartupWMClass=durak\n" in entry and "Terminal=false\n" in entry
    result = subprocess.run(["desktop-file-validate", str(entry_path)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    for size in desktop.PNG_SIZES:
        png = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(png.read_bytes()[16:20], "big") == size   # IHDR width
    svg = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == desktop.ICON.read_bytes()


def test_metainfo_passes_the_pedantic_validator(tmp_path):
    desktop.install(tmp_path, command="durak")
    path = tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml"
    text = path.read_text()
    for needle in ("<screenshot type=\"default\">", "https://github.com/durakgame/durak",
                   "<url type=\"bugtracker\">", "<content_rating type=\"oars-1.1\"",
                   "<release version="):
        assert needle in text
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(path)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    issues = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert issues == []


def test_install_and_uninstall_remove_files_an_earlier_version_left_under_its_old_id(tmp_path):
    """Earlier versions installed as io.github.durakgame.Durak, without a manifest."""
    (legacy_id,) = LEGACY_APP_IDS
    old = desktop.paths(tmp_path, legacy_id)
    for path in old.values():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("old")
    desktop.install(tmp_path, command="durak")
    assert not any(path.exists() for path in old.values())
    for path in old.values():
        path.write_text("old")
    removed = desktop.uninstall(tmp_path)
    assert set(old.values()) <= set(removed)
    assert not any(path.exists() for path in old.values())


def test_exec_line_quotes_paths_with_spaces():
    assert desktop.exec_quote("/usr/bin/durak") == "/usr/bin/durak"
    assert desktop.exec_quote("/home/a b/bin/durak") == '"/home/a b/bin/durak"'
    assert desktop.exec_quote('/x/"$y') == '"/x/\\\\"\\\\$y"'


def test_command_line_install_and_uninstall_into_a_fresh_home(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k != "DISPLAY"}
    env["HOME"] = str(home)
    run = [sys.executable, "-m", "durak"]
    result = subprocess.run([*run, "--install-desktop"], capture_output=True, text=True,
                            env=env, check=False, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("installed ") == len(FILES)
    share = home / ".local" / "share"
    assert "Exec=" in (share / "applications" / f"{APP_ID}.desktop").read_text()
    result = subprocess.run([*run, "--uninstall-desktop"], capture_output=True, text=True,
                            env=env, check=False, timeout=60)
    assert result.returncode == 0, result.stderr
    assert tree(home) == set(), "nothing is left behind"


def test_a_failed_command_line_install_says_why(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["XDG_DATA_HOME"] = str(tmp_path / "share")
    (tmp_path / "share").mkdir()
    (tmp_path / "share" / "applications").write_text("not a folder")
    result = subprocess.run([sys.executable, "-m", "durak", "--install-desktop"],
                            capture_output=True, text=True, env=env, check=False, timeout=60)
    assert result.returncode == 1
    assert "cannot add durak to the desktop menu" in result.stderr
    assert "Traceback" not in result.stderr
    assert tree(tmp_path / "share") == {"applications"}


def test_the_app_names_itself_for_the_desktop(qapp):
    from PyQt6.QtWidgets import QApplication

    from durak.ui.main_window import application

    application()
    assert QApplication.desktopFileName() == APP_ID
    assert QApplication.organizationName() == "durak"
    assert QApplication.applicationName() == "durak"
