#!/usr/bin/env bash
# Builds the static export and serves out/ on http://127.0.0.1:3000 the way object storage does:
# folders answer with index.html, /about redirects to /about/, a missing file gets 404.html with status 404.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
PORT="${PORT:-3000}"
# A local preview: canonical links and share cards name this server unless a public URL is given.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://127.0.0.1:${PORT}}"
npm run build
echo "› Serving out/ on http://127.0.0.1:${PORT}/ (Ctrl+C to stop)"
exec npx http-server out -a 127.0.0.1 -p "$PORT" -c-1
