#!/usr/bin/env bash
# Starts the whole product from one process: the API (database created, migrated and seeded on
# first start), the shell at / and every built remote under /remotes/<name>/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
bash scripts/build-apps.sh
# node itself (tsx as its loader), so SIGTERM/SIGINT reach the server and it shuts down gracefully.
exec node --import tsx api/src/server.ts
