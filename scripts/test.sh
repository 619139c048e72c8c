#!/usr/bin/env bash
# Installs durak with its test tools into .venv (editable, at the versions in constraints.txt),
# runs ruff and mypy, then the whole test suite offscreen against the checkout; any lint or
# type error fails the script before a test runs.
# Any arguments go to pytest: scripts/test.sh -k forward
# With CI=true the suite runs against the built wheel instead (scripts/test_wheel.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
log=$(mktemp)
{ .venv/bin/python -m pip install -q --upgrade pip \
    && .venv/bin/python -m pip install -q -c constraints.txt -e ".[test]"; } \
  >"$log" 2>&1 || { cat "$log"; echo "installing durak and its test tools failed" >&2; exit 1; }
.venv/bin/ruff check durak tests bench scripts
.venv/bin/mypy durak
if [ "${CI:-}" = "true" ]; then
  exec bash scripts/test_wheel.sh "$@"
fi
QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@"
