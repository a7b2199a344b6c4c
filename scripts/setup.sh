#!/usr/bin/env bash
# Installs what the project needs: Node packages (pnpm through npx) and Debian's Chromium for tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
ensure_chromium
ensure_postgres
ensure_caldav_servers
