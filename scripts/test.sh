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

# The end-to-end tests send enquiries to a stand-in endpoint on loopback (tests/e2e/enquiry-endpoint.mjs,
# started by Playwright), so the test build points the form at it, with a short timeout for the timeout test.
# The resulting out/ is a test build: deploy from a fresh `npm run build`.
export ENQUIRY_TEST_PORT="${ENQUIRY_TEST_PORT:-4790}"
test_build() {
  NEXT_PUBLIC_ENQUIRY_ENDPOINT="http://127.0.0.1:${ENQUIRY_TEST_PORT}/enquiry" NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS=2000 \
    npm run build
}

step "typecheck" npx tsc --noEmit
step "unit tests" npx jest --ci
step "build (static export, test endpoint)" test_build
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
