#!/usr/bin/env bash
# Runs every test on a fresh machine: installs Debian's Chromium headless shell, nginx, ffmpeg and two
# fonts if they are missing, installs the npm packages, then `npm test` (scripts/test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
# The browser tests run in Chromium's headless shell; the benchmarks and Lighthouse in the browser.
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
# The site-wide browser checks run a second time against nginx serving the build (the "nginx" project).
if [ -z "${NGINX:-}" ] && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
# The Reel and Shorts makers' tests make their clips with ffmpeg and read exports back with ffprobe;
# captions are drawn with the Devanagari and colour emoji fonts phones have.
if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null; then missing+=(ffmpeg); fi
if ! fc-list 2>/dev/null | grep -qi "lohit devanagari"; then missing+=(fonts-lohit-deva); fi
if ! fc-list 2>/dev/null | grep -qi "noto color emoji"; then missing+=(fonts-noto-color-emoji); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Not found: installing Debian's ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Browsers differ in what they keep of a failed fetch and in how they report being offline; the log says which one ran.
"${CHROME_PATH:-/usr/bin/chromium-headless-shell}" --version || true

# npm ci cannot be used: the lockfile does not list other platforms' optional native packages.
npm install --no-audit --no-fund
npm test
