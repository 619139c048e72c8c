"""The desktop menu entry, icon and metainfo: written, valid, removable."""

from __future__ import annotations

import os
import subprocess
import sys

from durak import desktop


def test_install_writes_valid_files(tmp_path):
    written = desktop.install(tmp_path, command="/opt/durak/bin/durak")
    assert {p.name for p in written} == {f"{desktop.APP_ID}.desktop", f"{desktop.APP_ID}.svg",
                                         f"{desktop.APP_ID}.metainfo.xml"}
    entry = (tmp_path / "applications" / f"{desktop.APP_ID}.desktop").read_text()
    assert "Exec=/opt/durak/bin/durak" in entry and f"Icon={desktop.APP_ID}" in entry
    assert "Terminal=false" in entry
    result = subprocess.run(["desktop-file-validate", str(written[0])], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(written[2])],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert written[1].read_bytes() == desktop.ICON.read_bytes()


def test_uninstall_removes_exactly_what_install_wrote(tmp_path):
    (tmp_path / "applications").mkdir()
    other = tmp_path / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n")
    desktop.install(tmp_path, command="durak")
    removed = desktop.uninstall(tmp_path)
    assert len(removed) == 3 and not any(p.exists() for p in removed)
    assert other.exists()
    assert desktop.uninstall(tmp_path) == []


def test_command_line_install_and_uninstall(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    env.pop("DISPLAY", None)   # needs no display
    run = [sys.executable, "-m", "durak"]
    result = subprocess.run([*run, "--install-desktop"], capture_output=True, text=True,
                            env=env, check=False, timeout=60)
    assert result.returncode == 0 and "installed" in result.stdout
    entry = (tmp_path / "applications" / f"{desktop.APP_ID}.desktop").read_text()
    assert "Exec=" in entry
    result = subprocess.run([*run, "--uninstall-desktop"], capture_output=True, text=True,
                            env=env, check=False, timeout=60)
    assert result.returncode == 0 and result.stdout.count("removed") == 3


def test_the_app_names_itself_for_the_desktop(qapp):
    from PyQt6.QtWidgets import QApplication

    from durak.ui.main_window import application

    application()
    assert QApplication.desktopFileName() == desktop.APP_ID
    assert QApplication.organizationName() == "durak"
    assert QApplication.applicationName() == "durak"
