#!/usr/bin/env bash
# Usage: scripts/install_wheel.sh DIR
# Builds durak's wheel and installs it (not editable) with its test tools into a fresh venv,
# DIR/venv, outside the checkout: how CI tests durak, as it is installed rather than as it
# lies in the checkout. Called by scripts/test.sh when CI=true.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$1
log="$work/pip.log"
# Built from a copy of the files git knows (committed or not): a stale build/ or egg-info in
# the checkout would slip files into the wheel that its configuration leaves out.
mkdir "$work/src"
git ls-files -z --cached --others --exclude-standard \
  | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$work/src"
.venv/bin/python -m pip wheel -q --no-deps -w "$work/dist" "$work/src" >"$log" 2>&1 \
  || { cat "$log"; echo "building the wheel failed" >&2; exit 1; }
wheel=$(echo "$work"/dist/durak-*.whl)
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q -c constraints.txt "$wheel[test]" >"$log" 2>&1 \
  || { cat "$log"; echo "installing the wheel failed" >&2; exit 1; }
echo "testing $(basename "$wheel") ($(du -k "$wheel" | cut -f1) KB) installed in $work/venv"
