#!/usr/bin/env bash
# Builds a PyInstaller bundle in dist/durak/ (start it with dist/durak/durak).
# With --smoke, also starts it offscreen for a moment and checks that it came up.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
log=$(mktemp)
.venv/bin/python -m pip install -q -c constraints.txt -e . pyinstaller >"$log" 2>&1 \
  || { cat "$log"; exit 1; }
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
  --workpath build/pyinstaller scripts/durak.spec
echo "built dist/durak/durak ($(du -sh dist/durak | cut -f1))"
if [ "${1:-}" = "--smoke" ]; then
  home=$(mktemp -d)
  QT_QPA_PLATFORM=offscreen HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
    timeout 60 dist/durak/durak --smoke-test --level hard
  echo "bundle smoke test passed"
fi
