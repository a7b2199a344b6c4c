# Shared helpers for the project's scripts. pnpm comes through npx (corepack fails here).
PNPM=(npx -y pnpm@10.34.8)
pnpm_run() { "${PNPM[@]}" "$@"; }
ensure_deps() {
  if [ ! -d node_modules/.pnpm ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
    echo "==> installing dependencies (pnpm, frozen lockfile)"
    CI=true pnpm_run install --frozen-lockfile
  fi
}
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "==> installing Debian's chromium for browser tests"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
}
ensure_postgres() {
  # The PostgreSQL suites start a throwaway server from Debian's binaries (never a system service).
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "==> installing Debian's postgresql package for the PostgreSQL suites"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  fi
}
ensure_caldav_servers() {
  # The connected-calendar suites start their own Radicale and Xandikos (never a system service).
  if ! command -v radicale >/dev/null 2>&1 || ! command -v xandikos >/dev/null 2>&1; then
    echo "==> installing Debian's radicale and xandikos for the connected-calendar suites"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq radicale xandikos >/dev/null
  fi
}
