#!/usr/bin/env bash
# Runs every test on a fresh machine: installs Debian's Chromium if it is missing, installs the
# npm packages, then typecheck, lint, unit tests, production build and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Chromium not found: installing Debian's chromium package"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# npm ci cannot be used: the lockfile does not list other platforms' optional native packages.
npm install --no-audit --no-fund
npm test
