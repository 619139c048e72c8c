#!/usr/bin/env bash
# Installs durak with its test tools into .venv (editable, at the versions in constraints.txt),
# runs ruff and mypy, then the whole test suite offscreen against the checkout; any lint or
# type error fails the script before a test runs.
# Any arguments go to pytest: scripts/test.sh -k forward
# With CI=true the suite runs against the built wheel installed into a fresh venv
# (scripts/install_wheel.sh), and the installed game is checked (scripts/check_installed.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh --tests
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
log=$(mktemp)
{ .venv/bin/python -m pip install -q --upgrade pip \
    && .venv/bin/python -m pip install -q -c constraints.txt -e ".[test]"; } \
  >"$log" 2>&1 || { cat "$log"; echo "installing durak and its test tools failed" >&2; exit 1; }
.venv/bin/ruff check durak tests bench scripts
.venv/bin/mypy durak
if [ "${CI:-}" != "true" ]; then
  QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash scripts/install_wheel.sh "$work"
# PYTHONSAFEPATH keeps the checkout off sys.path; pytest appends it only to find the tests.
PYTHONSAFEPATH=1 QT_QPA_PLATFORM=offscreen \
  "$work/venv/bin/python" -m pytest --import-mode=append -p no:cacheprovider "$@"
bash scripts/check_installed.sh "$work/venv/bin/durak"
