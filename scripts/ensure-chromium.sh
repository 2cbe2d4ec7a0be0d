#!/usr/bin/env bash
# Makes sure the browser tests have their Chromium: Debian's headless shell (package
# chromium-headless-shell, /usr/bin/chromium-headless-shell; e2e/support/chromium.json), or the
# binary CHROMIUM_PATH names. Installs the package when run as root; never downloads a browser
# build of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGE=chromium-headless-shell
CHROMIUM="${CHROMIUM_PATH:-$(node -p 'require("./e2e/support/chromium.json").browserTestsExecutablePath')}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $PACKAGE for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing ($CHROMIUM): run 'sudo apt-get install -y $PACKAGE' (or set CHROMIUM_PATH to a Chromium binary), then npm test again." >&2
exit 1
