#!/usr/bin/env bash
# Installs durak into .venv (with Qt's system libraries, if missing) and starts the game.
# Any arguments go to the game: scripts/play.sh --players 4 --deck 52
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh --display
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
log=$(mktemp)
{ .venv/bin/python -m pip install -q --upgrade pip && .venv/bin/python -m pip install -q -c constraints.txt -e .; } \
  >"$log" 2>&1 || { cat "$log"; echo "installing durak failed" >&2; exit 1; }
exec .venv/bin/durak "$@"
