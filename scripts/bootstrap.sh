#!/usr/bin/env bash
# Installs everything rampkit needs on a fresh Debian machine with Node 20:
# pnpm, the workspace's dependencies, Debian's chromium for the browser tests and Debian's
# postgresql for the webhook receiver's tests on a PostgreSQL server (they start their own cluster);
# then builds the sandbox, so that its CLI (`pnpm exec rampkit-sandbox`) runs straight away.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" != "10" ]; then
  npm install -g pnpm@10.34.9 >/dev/null
fi

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

# On CI the lockfile must already match package.json: never rewrite it there.
if [ -n "${CI:-}" ]; then set -- --frozen-lockfile "$@"; fi
pnpm install "$@"

# The sandbox CLI that the guides and the dashboard name runs from the sandbox's build (and
# core's): build both now (turbo caches them for `pnpm start` and `pnpm test`).
echo "Building the sandbox CLI (@rampkit/core, @rampkit/sandbox)…"
pnpm turbo run build --filter=@rampkit/sandbox --output-logs=errors-only
