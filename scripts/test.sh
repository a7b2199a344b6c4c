#!/usr/bin/env bash
# Every test, in order: type check, lint, unit tests (the API's on SQLite and on a throwaway
# PostgreSQL), production builds, browser tests (all on SQLite, the flows that write again on PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
ensure_postgres
ensure_caldav_servers
echo "==> type check (every workspace package)"
pnpm_run -r --if-present typecheck
npx tsc -p e2e/tsconfig.json
echo "==> lint, unused code and format"
npx eslint --max-warnings=0 .
npx knip --no-progress
npx prettier --check --log-level=warn .
echo "==> unit tests (SQLite in memory, then the repository and API suites on PostgreSQL)"
npx vitest run
echo "==> production builds"
bash scripts/build-apps.sh --force
echo "==> browser tests (Debian's Chromium): two at a time, then those that measure bytes and time alone"
ensure_chromium
npx playwright test --project=parallel
npx playwright test --project=serial
echo "==> browser tests of the flows that write, with the product on PostgreSQL"
E2E_DATABASE=postgres npx playwright test --project=parallel e2e/sign-up.spec.ts e2e/complete-task.spec.ts e2e/planning.spec.ts e2e/voice.spec.ts e2e/leadership.spec.ts e2e/team.spec.ts e2e/command-palette.spec.ts e2e/subscribed-calendars.spec.ts e2e/recurring-events.spec.ts e2e/private-items.spec.ts e2e/api-tokens.spec.ts e2e/calendar-accounts.spec.ts e2e/webhooks.spec.ts e2e/booking.spec.ts
