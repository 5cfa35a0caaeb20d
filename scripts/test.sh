#!/usr/bin/env bash
# Runs every check, fastest first: ESLint, the Prettier check, the CI workflow's lint (actionlint), knip and
# the import-cycle check (madge), then types, unit tests (Jest), the static export build, HTML validation and
# the end-to-end tests (Playwright: browserless checks of every page, then axe and the browser sweep). Works
# on a fresh Debian/Ubuntu machine: installs dependencies and finds or installs a Chromium. Every step runs
# even when an earlier one fails, and the exit status says whether all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The tests read the local D1 with node:sqlite, which Node 22 still labels experimental in every process.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--disable-warning=ExperimentalWarning"

passed=0
failed=0
failures=()
timings=()
started_all=$SECONDS
step() {
  local name="$1"; shift
  local started=$SECONDS
  echo
  echo "━━ ${name}"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
  timings+=("$(printf '%5ss  %s' $((SECONDS - started)) "$name")")
}

# Steps that share nothing run side by side: the machine has two cores, and most of these keep one busy.
# Arguments: a step's name, its command, then "--" before the next step's name. The first step's output
# streams as it comes; the others' is held and printed whole, in the order given, once all have ended. Each
# is timed on its own, and the group's wall clock is printed after them.
together() {
  local dir names=() pids=() count=0 group_started=$SECONDS
  dir="$(mktemp -d)"
  while [ $# -gt 0 ]; do
    names+=("$1")
    shift
    local command=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
      command+=("$1")
      shift
    done
    [ $# -gt 0 ] && shift
    if [ "$count" -eq 0 ]; then
      echo
      echo "━━ ${names[0]} (others beside it, printed after it)"
    fi
    (
      started=$SECONDS
      if [ "$count" -eq 0 ]; then "${command[@]}"; else "${command[@]}" >"$dir/$count.log" 2>&1; fi
      echo "$? $((SECONDS - started))" >"$dir/$count.status"
    ) &
    pids+=($!)
    count=$((count + 1))
  done
  wait "${pids[@]}"
  local i rc seconds
  for i in "${!names[@]}"; do
    if [ "$i" -gt 0 ]; then
      echo
      echo "━━ ${names[$i]} (ran beside ${names[0]})"
      cat "$dir/$i.log"
    fi
    read -r rc seconds <"$dir/$i.status"
    if [ "$rc" -eq 0 ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      failures+=("${names[$i]}")
    fi
    timings+=("$(printf '%5ss  %s' "$seconds" "${names[$i]}")")
  done
  timings+=("$(printf '%5ss    (the %s above, side by side: wall clock)' $((SECONDS - group_started)) "$count")")
  rm -rf "$dir"
}

bash scripts/ensure-deps.sh || { echo "npm ci failed"; exit 1; }
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)" || { echo "could not obtain a Chromium"; exit 1; }
export CHROMIUM_PATH

# Every server the tests start listens on a port the system has just handed out as free, so a server left
# running elsewhere (another checkout, a preview) can never answer for ours. The ports are chosen before the
# build, which writes the site's origin and the editor's backend into the pages; both are held open together
# while they are chosen, so they cannot be the same.
read -r free_site free_cms < <(node -e '
  const net = require("node:net");
  const servers = [0, 1].map(() => net.createServer());
  Promise.all(servers.map((server) => new Promise((ready) => server.listen(0, "127.0.0.1", ready)))).then(() => {
    console.log(servers.map((server) => server.address().port).join(" "));
    servers.forEach((server) => server.close());
  });')
# The end-to-end tests run against the site's own Worker (wrangler dev, started by Playwright), which serves
# out/ and the API with a fresh local D1. The test build is made for that origin, so its canonical links,
# share cards and sitemap name it (a production build must be given the real one: see .env.example), with a
# 2 s enquiry timeout for the timeout test. The resulting out/ is a test build: deploy from `npm run deploy`.
export E2E_PORT="${E2E_PORT:-$free_site}"
# The content editor's local backend in the browser test (the build writes it into /admin/config.yml).
export CMS_PORT="${CMS_PORT:-$free_cms}"
test_build() {
  NEXT_PUBLIC_SITE_URL="http://127.0.0.1:${E2E_PORT}" NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS=2000 npm run build
}

# The static checks read the sources only.
together \
  "ESLint (zero warnings)" npm run --silent lint -- \
  "typecheck" npm run --silent typecheck -- \
  "Prettier (format check)" npm run --silent format:check -- \
  "GitHub Actions workflow (actionlint)" npm run --silent lint:workflows -- \
  "knip (unused files, exports and dependencies)" npm run --silent knip -- \
  "import cycles (madge, .madgerc)" npm run --silent cycles
# The unit tests read the sources and content; the build writes .next/, out/ and public/admin/, which no
# unit test reads (jest.config.mjs keeps those folders out of its module map).
together \
  "unit tests" npx jest --ci -- \
  "build (static export for the test Worker)" test_build
if [ -f out/index.html ]; then
  step "html-validate" npm run --silent validate:html
  step "first-load JS budgets" npm run --silent size
  step "structured data (sdtt: Google, Twitter, Facebook presets)" npm run --silent structured-data
  # The Worker's API and its serving of out/ (npm run test:api) runs beside the browser tests: it has a
  # wrangler dev, a D1 and a results folder of its own, and spends most of its half-minute waiting.
  together \
    "end-to-end tests" npx playwright test -- \
    "API (Worker, D1, e-mail)" npm run --silent test:api
else
  failed=$((failed + 1)); failures+=("no export in out/: html-validate and end-to-end tests skipped")
  # Without an export the API suite still checks the API.
  step "API (Worker, D1, e-mail)" npm run --silent test:api
fi

echo
printf '%s\n' "${timings[@]}"
printf '%5ss  in all\n' $((SECONDS - started_all))
echo
if [ "$failed" -gt 0 ]; then
  printf '  failed: %s\n' "${failures[@]}"
fi
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
