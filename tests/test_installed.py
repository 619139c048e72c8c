"""CI tests the installed wheel; a developer's run tests the checkout beside the tests."""

from __future__ import annotations

import os
import pathlib
import sysconfig

import durak

CHECKOUT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = pathlib.Path(durak.__file__).resolve().parent


def test_the_suite_tests_the_right_copy_of_durak():
    if os.environ.get("CI") == "true":   # scripts/test.sh with CI=true
        site_packages = pathlib.Path(sysconfig.get_paths()["purelib"]).resolve()
        assert PACKAGE.parent == site_packages, f"CI must test the installed wheel: {PACKAGE}"
        assert CHECKOUT not in PACKAGE.parents
    else:
        assert PACKAGE == CHECKOUT / "durak", f"the suite must test the checkout: {PACKAGE}"


def test_every_asset_is_installed_with_the_package():
    """In CI this proves the wheel carries every asset of the checkout."""
    assets = sorted(p.relative_to(CHECKOUT / "durak") for p in
                    (CHECKOUT / "durak" / "assets").rglob("*") if p.is_file())
    assert len(assets) > 60
    missing = [str(p) for p in assets if not (PACKAGE / p).is_file()]
    assert not missing, f"not installed: {missing}"
