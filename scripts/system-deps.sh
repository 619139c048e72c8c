#!/usr/bin/env bash
# Installs the system libraries PyQt6 needs on Debian/Ubuntu (see DEVELOPERS.md).
# Usage: scripts/system-deps.sh [--display] [--tools] [--tests]
#   (none)     what offscreen Qt needs (tests, CI)
#   --display  also what a real X11 window needs (playing the game), and the card decks
#              of KDE and GNOME Aisleriot where the system's archive has them
#   --tools    also Xvfb, xdotool and openbox (driving a real window, screenshots)
#   --tests    also redis-server and iproute2 (the server's tests: Redis, network namespaces)
# Does nothing for libraries already present; needs root (or sudo) only to install.
set -euo pipefail

optional=()   # installed where the archive has them; skipped quietly otherwise
packages=(libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0
          libxkbcommon0 fonts-dejavu-core desktop-file-utils appstream libpulse0)
for arg in "$@"; do
  case "$arg" in
    --display) packages+=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
                          libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1
                          libxcb-xkb1 libxkbcommon-x11-0)
               optional+=(gnome-cards-data kdegames-card-data-kf5) ;;
    --tools) packages+=(xvfb xdotool openbox x11-utils) ;;
    # the server's tests: a real Redis for several processes, network namespaces
    --tests) packages+=(redis-server iproute2) ;;
    *) echo "unknown option: $arg (use --display, --tools or --tests)" >&2; exit 2 ;;
  esac
done

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "Not a Debian-like system: install the equivalents of these yourself: ${packages[*]}" >&2
  exit 0
fi
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for pkg in "${packages[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done
needed=${#missing[@]}
for pkg in "${optional[@]}"; do   # a package the archive does not know is left out
  if ! installed "$pkg" && apt-cache show "$pkg" >/dev/null 2>&1; then missing+=("$pkg"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
elif [ "$needed" -eq 0 ]; then
  exit 0   # only the card decks are missing: the game has its own
else
  echo "Missing system libraries: ${missing[*]}" >&2
  echo "Install them as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing system libraries: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
