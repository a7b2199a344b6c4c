#!/usr/bin/env bash
# `pnpm dev:remote <remote>` (e.g. brief): work on one remote with hot reload inside the real shell.
# Builds what is not built, starts the API + static server (built shell and remotes) on :8080
# unless one already answers there, starts the remote's dev server on its port, and prints the shell
# URL carrying the developer override that points the shell at the dev server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

remote=${1:-}
dir="mf-${remote#mf-}"
if [ -z "$remote" ] || [ ! -f "$dir/webpack.config.ts" ]; then
  echo "usage: $0 <remote>   (one of: $(ls -d mf-*/ 2>/dev/null | sed 's#mf-##; s#/##' | tr '\n' ' '))" >&2
  exit 2
fi
container="mf_${dir#mf-}"
port=$(sed -n 's/.*devPort: *\([0-9][0-9]*\).*/\1/p' "$dir/webpack.config.ts" | head -1)
api_port=${PORT:-8080}

ensure_deps
bash scripts/build-apps.sh

api_pid=
cleanup() { if [ -n "$api_pid" ]; then kill "$api_pid" 2>/dev/null || true; wait "$api_pid" 2>/dev/null || true; fi; }
trap cleanup EXIT INT TERM

if curl -fsS -o /dev/null "http://127.0.0.1:$api_port/remotes.json" 2>/dev/null; then
  # The shell honours an override only when its server allows development overrides.
  overrides=$(curl -fsS "http://127.0.0.1:$api_port/remote-overrides.json" 2>/dev/null || true)
  if [[ "$overrides" != *'"enabled":true'* ]]; then
    echo "The server on :$api_port does not allow remote overrides (started without PROVANA_DEV_REMOTES=true)." >&2
    echo "Stop it and run this again, or start it with PROVANA_DEV_REMOTES=true." >&2
    exit 1
  fi
  echo "==> reusing the server already answering on :$api_port"
else
  echo "==> starting the API + static server on :$api_port (development overrides on: loopback remotes allowed)"
  # No drain delay on the way out: no load balancer routes to a development server.
  PROVANA_DEV_REMOTES=true PROVANA_SHUTDOWN_DELAY_MS=0 PORT=$api_port node --import tsx api/src/server.ts &
  api_pid=$!
  for _ in $(seq 1 150); do
    curl -fsS -o /dev/null "http://127.0.0.1:$api_port/remotes.json" 2>/dev/null && break
    kill -0 "$api_pid" 2>/dev/null || { echo "the server exited; see its output above" >&2; exit 1; }
    sleep 0.2
  done
fi

entry="http://localhost:$port/remoteEntry.js"
cat <<MSG

==> $container dev server (hot reload) starting on http://localhost:$port (standalone page there too)
    Open the shell with the override:
    http://127.0.0.1:$api_port/dashboard/daily-brief?remote.$container=$entry
    (kept in localStorage 'provana.remote.$container'; clear it with ?remote.$container= )

MSG
(cd "$dir" && npm run --silent dev)
