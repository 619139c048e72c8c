#!/usr/bin/env bash
# Checks an installed `durak` as a user meets it, in a scratch HOME: --version, a start
# offscreen until a bot has moved, --install-desktop (validated with desktop-file-validate
# and appstreamcli --pedantic), then --uninstall-desktop, which must leave HOME as it was.
# Usage: scripts/check_installed.sh PATH/TO/durak
set -euo pipefail
durak=$(realpath "$1")
app=io.github.durakgame.durak
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
user() { env -u DISPLAY -u WAYLAND_DISPLAY -u XDG_DATA_HOME -u XDG_CONFIG_HOME \
  -u XDG_CACHE_HOME -u XDG_STATE_HOME HOME="$home" "$@"; }
fail() { echo "check_installed: $*" >&2; exit 1; }

user "$durak" --version | grep -Eq '^durak [0-9]' || fail "--version printed no version"
user QT_QPA_PLATFORM=offscreen timeout 60 "$durak" --smoke-test
before=$(cd "$home" && find . | sort)
user "$durak" --install-desktop >/dev/null
share="$home/.local/share"
grep -qx "Exec=$durak" "$share/applications/$app.desktop" \
  || fail "the menu entry does not start $durak"
out=$(desktop-file-validate "$share/applications/$app.desktop" 2>&1) \
  && [ -z "$out" ] || fail "desktop-file-validate: $out"
out=$(appstreamcli validate --no-net --pedantic "$share/metainfo/$app.metainfo.xml" 2>&1) \
  || fail "appstreamcli: $out"
if echo "$out" | grep -E '^[EWIP]:'; then fail "appstreamcli found issues"; fi
for size in 16 22 24 32 48 64 128 256; do
  [ -s "$share/icons/hicolor/${size}x${size}/apps/$app.png" ] || fail "no ${size} px icon"
done
[ -s "$share/icons/hicolor/scalable/apps/$app.svg" ] || fail "no scalable icon"
user "$durak" --uninstall-desktop >/dev/null
after=$(cd "$home" && find . | sort)
[ "$before" = "$after" ] || { diff <(echo "$before") <(echo "$after") >&2
                              fail "--uninstall-desktop left something behind"; }
echo "installed durak: starts, installs its menu entry (valid), uninstalls without a trace"
