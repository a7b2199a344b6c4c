#!/usr/bin/env bash
# Builds each front-end app (shell and every mf-* remote that exists) whose dist/ is missing or
# older than its sources or the shared packages. `--force` rebuilds everything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

force=${1:-}
stamp_of() { # the file that marks a finished build
  if [ -f "$1/dist/mf-manifest.json" ]; then echo "$1/dist/mf-manifest.json"; else echo "$1/dist/index.html"; fi
}
for app in shell mf-*; do
  [ -f "$app/package.json" ] || continue
  grep -q '"build"' "$app/package.json" || continue
  stamp=$(stamp_of "$app")
  if [ "$force" != "--force" ] && [ -f "$stamp" ] \
    && [ -z "$(find "$app/src" "$app/webpack.config.ts" packages/*/src packages/*/package.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
    echo "==> $app is up to date"
    continue
  fi
  echo "==> building $app"
  (cd "$app" && npm run --silent build)
  node scripts/compress-dist.mjs "$app/dist"
done
