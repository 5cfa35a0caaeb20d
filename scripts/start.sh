#!/usr/bin/env bash
# Builds the static export and runs the site as it runs in production: one Cloudflare Worker under
# `wrangler dev` on http://127.0.0.1:3000, serving out/ (trailing-slash redirects, 404.html with status
# 404, _headers, _redirects) and the API in worker/ with a local D1 (scripts/dev/worker-dev.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
PORT="${PORT:-3000}"
export PORT WRANGLER_SEND_METRICS=false
# A local preview: canonical links and share cards name this server unless a public URL is given.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://127.0.0.1:${PORT}}"
npm run build
exec npx tsx scripts/dev/worker-dev.ts "$@"
