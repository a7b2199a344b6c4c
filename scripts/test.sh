#!/usr/bin/env bash
# Every test, in order: type check, lint, unit tests, production builds, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
echo "==> type check (every workspace package)"
pnpm_run -r --if-present typecheck
npx tsc -p e2e/tsconfig.json
echo "==> lint"
npx eslint --max-warnings=0 .
echo "==> unit tests"
npx vitest run
echo "==> production builds"
bash scripts/build-apps.sh --force
echo "==> browser tests (Debian's Chromium)"
ensure_chromium
npx playwright test
