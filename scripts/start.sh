#!/usr/bin/env bash
# Starts the whole product from one process: the API (database created, migrated and seeded on
# first start), the shell at / and every built remote under /remotes/<name>/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
bash scripts/build-apps.sh
# The API runs as built JavaScript (api/build.mjs: one ESM file), rebuilt when its sources changed.
if [ ! -f api/dist/server.mjs ] || [ -n "$(find api/src packages/contracts/src api/build.mjs -newer api/dist/server.mjs -print -quit)" ]; then
  echo "==> building the API"
  node api/build.mjs
fi
# node itself, so SIGTERM/SIGINT reach the server and it shuts down gracefully.
exec node api/dist/server.mjs
