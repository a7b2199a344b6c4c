#!/usr/bin/env bash
# Starts the server with the given command on a fresh SQLite file, waits for /readyz, stops it (no
# drain delay: nothing routes to it):
# farm-bench times the whole thing (start-up time as a load balancer sees it).
# usage: bash api/bench/start-until-ready.sh node api/dist/server.mjs
set -u
dir=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
PORT=$port DATABASE_PATH="$dir/db.sqlite" LOG_LEVEL=warn PROVANA_SHUTDOWN_DELAY_MS=0 "$@" >/dev/null 2>&1 &
pid=$!
until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do sleep 0.02; done
kill -TERM $pid; wait $pid
rm -rf "$dir"
