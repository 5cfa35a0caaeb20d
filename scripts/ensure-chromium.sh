#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright, installing one if needed, in this order:
#   1. $CHROMIUM_PATH, if set and executable
#   2. Debian/Ubuntu's /usr/bin/chromium (or chromium-browser)
#   3. apt-get install chromium, when running as root (or with password-less sudo)
#   4. Playwright's own download (npx playwright install chromium); prints nothing, Playwright finds it
# Progress goes to stderr so callers can capture the path from stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  echo "$CHROMIUM_PATH"; exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done

apt_install() {
  local sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo -n"; fi
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ -n "$sudo_cmd" ] && ! sudo -n true 2>/dev/null; then return 1; fi
  echo "› Installing Chromium with apt-get…" >&2
  $sudo_cmd apt-get update -qq >&2 || return 1
  # Bookworm's 150 build first, while the archive has it: 156 (bookworm-security) draws each window's
  # toolbar as a page of its own, and measured here the same eight pages cost 54 CPU-seconds in 150
  # against 80 in 156. Any other version when that one is gone: the tests do not depend on it.
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq \
    "chromium=${PREFERRED_CHROMIUM}" "chromium-common=${PREFERRED_CHROMIUM}" >&2 2>/dev/null ||
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >&2
}
PREFERRED_CHROMIUM="150.0.7871.100-1~deb12u1"

if apt_install; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
  done
fi

echo "› No system Chromium and no root: using Playwright's own download…" >&2
npx playwright install chromium >&2
