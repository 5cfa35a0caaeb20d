#!/usr/bin/env bash
# Runs every test: unit (Jest), the static export build, HTML validation, end-to-end (Playwright + axe).
# Works on a fresh Debian/Ubuntu machine: installs dependencies and finds or installs a Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

passed=0
failed=0
failures=()
step() {
  local name="$1"; shift
  echo
  echo "━━ ${name}"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

bash scripts/ensure-deps.sh || { echo "npm ci failed"; exit 1; }
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)" || { echo "could not obtain a Chromium"; exit 1; }
export CHROMIUM_PATH

step "typecheck" npx tsc --noEmit
step "unit tests" npx jest --ci
step "build (static export)" npm run build
if [ -f out/index.html ]; then
  step "html-validate" npx html-validate "out/**/*.html"
  step "end-to-end tests" npx playwright test
else
  failed=$((failed + 1)); failures+=("no export in out/: html-validate and end-to-end tests skipped")
fi

echo
if [ "$failed" -gt 0 ]; then
  printf '  failed: %s\n' "${failures[@]}"
fi
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
