#!/usr/bin/env bash
# Builds each front-end app (shell and every mf-* remote that exists) whose dist/ is missing or
# older than its sources or the shared packages. `--force` rebuilds everything.
# Two builds run at a time (BUILD_JOBS): one webpack build leaves a core of a 2-core machine idle for
# much of its run. Each build's output is printed whole when it ends, so two logs never interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

force=${1:-}
jobs=${BUILD_JOBS:-2}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

stamp_of() { # the file that marks a finished build
  if [ -f "$1/dist/mf-manifest.json" ]; then echo "$1/dist/mf-manifest.json"; else echo "$1/dist/index.html"; fi
}
build_one() {
  (cd "$1" && npm run --silent build) && node scripts/compress-dist.mjs "$1/dist"
}

pending=()
for app in shell mf-*; do
  [ -f "$app/package.json" ] || continue
  grep -q '"build"' "$app/package.json" || continue
  stamp=$(stamp_of "$app")
  if [ "$force" != "--force" ] && [ -f "$stamp" ] \
    && [ -z "$(find "$app/src" "$app/webpack.config.ts" packages/*/src packages/*/package.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
    echo "==> $app is up to date"
    continue
  fi
  pending+=("$app")
done

declare -A running=() # pid → app
failed=()
finish_one() { # waits for any build to end, prints its log, remembers a failure
  local pid app status
  wait -n -p pid "${!running[@]}" && status=0 || status=$?
  app=${running[$pid]}
  unset "running[$pid]"
  echo "==> built $app$([ "$status" = 0 ] || echo " (FAILED, exit $status)")"
  cat "$logs/$app.log"
  [ "$status" = 0 ] || failed+=("$app")
}
for app in "${pending[@]}"; do
  while [ "${#running[@]}" -ge "$jobs" ]; do finish_one; done
  echo "==> building $app"
  build_one "$app" >"$logs/$app.log" 2>&1 &
  running[$!]=$app
done
while [ "${#running[@]}" -gt 0 ]; do finish_one; done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "==> the build failed for: ${failed[*]}" >&2
  exit 1
fi
