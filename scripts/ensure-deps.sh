#!/usr/bin/env bash
# Installs node_modules exactly from the lockfile when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
  echo "› Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
  touch node_modules
fi
