#!/usr/bin/env bash
# Sets up everything Tandem needs on a fresh machine, then starts the app or runs every test.
#   bash scripts/tandem.sh start   sandbox API + built app on http://localhost:22001/app/
#   bash scripts/tandem.sh check   the quick lane for everyday work: format, lint, types, unit and component tests,
#                                  a changeset for every changed package
#   bash scripts/tandem.sh test    format, lint, typecheck, unit/component tests, Storybook build, journeys (Chromium,
#                                  and the core ones in Firefox and WebKit), budget,
#                                  Lighthouse, the layer check, the changeset check, the registry check (api-client
#                                  and validation published to a local registry and installed by another app) and
#                                  the dependency report
# Setting up: Node 24 (the system one when it is >= 24, else the npm registry's build in .tools/), the pinned
# pnpm, `pnpm install --frozen-lockfile`, and for the tests Debian's Chromium, Firefox ESR, WebKitGTK's driver, Xvfb
# and nginx when they are missing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
TOOLS="$ROOT/.tools"
PORT="${PORT:-22001}"

say() { printf '\n\033[1;34m==> %s\033[0m\n' "$*"; }

# The major version of the system's Node, ignoring the one this script may have put in .tools/ earlier.
system_node_major() {
  local path_without_tools
  path_without_tools="$(printf '%s' "$PATH" | tr ':' '\n' | grep -vxF "$TOOLS/node_modules/.bin" | paste -sd: -)"
  PATH="$path_without_tools" node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

setup_toolchain() {
  local want_node=0 arch
  [ "$(system_node_major)" -ge 24 ] || want_node=1
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
  mkdir -p "$TOOLS"
  local deps="\"pnpm\": \"$PNPM_VERSION\""
  [ "$want_node" = 1 ] && deps="$deps, \"node-linux-$arch\": \"$NODE_VERSION\""
  local manifest="{ \"name\": \"tandem-tools\", \"private\": true, \"dependencies\": { $deps } }"
  if [ ! -f "$TOOLS/package.json" ] || [ "$(cat "$TOOLS/package.json")" != "$manifest" ] || [ ! -x "$TOOLS/node_modules/.bin/pnpm" ]; then
    if [ "$want_node" = 1 ]; then
      say "System Node is older than 24; installing Node $NODE_VERSION and pnpm $PNPM_VERSION into .tools/"
    else
      say "Using system Node $(node --version); installing pnpm $PNPM_VERSION into .tools/"
    fi
    printf '%s\n' "$manifest" >"$TOOLS/package.json"
    (cd "$TOOLS" && npm install --no-audit --no-fund --loglevel=error --no-package-lock)
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
  say "Node $(node --version), pnpm $(pnpm --version)"
  export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
  say "Installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
}

# Debian's browsers for the browser tests: Chromium, and for the cross-engine lane (apps/member-web/engines/)
# Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb; nginx with its brotli module for the
# production-serving journeys (apps/member-web/playwright.nginx.config.ts); each when it is missing.
setup_browsers() {
  local packages=()
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    say "Chromium: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null | tail -n 1)"
  else
    packages+=(chromium)
  fi
  if [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]; then
    say "Firefox: $("${FIREFOX_PATH:-/usr/bin/firefox-esr}" --version 2>/dev/null | tail -n 1)"
  else
    packages+=(firefox-esr)
  fi
  if [ -x "${WEBKIT_WEBDRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]; then
    say "WebKit: WebKitWebDriver and MiniBrowser (webkit2gtk-driver)"
  else
    packages+=(webkit2gtk-driver)
  fi
  command -v Xvfb >/dev/null || packages+=(xvfb)
  # Debian puts nginx in /usr/sbin, which a user's PATH may not hold.
  local nginx
  nginx="$(command -v nginx || echo /usr/sbin/nginx)"
  if [ -x "$nginx" ] && [ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
    say "nginx: $("$nginx" -v 2>&1), with brotli"
  else
    packages+=(nginx libnginx-mod-http-brotli-filter)
  fi
  [ "${#packages[@]}" -gt 0 ] || return 0
  say "Installing Debian's ${packages[*]} for the browser tests (apt-get install ${packages[*]})"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
}

cmd_start() {
  setup_toolchain
  say "Building the app"
  (cd "$ROOT" && pnpm turbo run build --filter=@tandem/member-web --output-logs=errors-only)
  # The programme's current member API, which has every feature (apps/sandbox-api/README.md, "Two API versions").
  say "Starting the sandbox API (current version) with the app on port $PORT"
  printf '\n  Open  http://localhost:%s/app/\n  Sign-in codes and demo members: http://localhost:%s/sandbox/\n\n' "$PORT" "$PORT"
  cd "$ROOT/apps/sandbox-api" && exec pnpm start --port "$PORT" --api-version current
}

# Format, lint (with the layer bans and the layer table), types, every package's unit and component tests, and a
# changeset for every changed package: no browser journeys, Storybook build, Lighthouse or registry checks. Cached
# by turbo like the full run.
cmd_check() {
  local started=$SECONDS
  setup_toolchain
  say "Quick checks: format, lint, types, unit and component tests"
  (cd "$ROOT" && pnpm format:check)
  (cd "$ROOT" && pnpm turbo run lint typecheck test --output-logs=errors-only)
  (cd "$ROOT" && pnpm lint:layers)
  (cd "$ROOT" && node tooling/checks/changeset-check.ts)
  say "Quick checks passed in $((SECONDS - started)) s"
}

cmd_test() {
  local started=$SECONDS
  setup_toolchain
  setup_browsers
  say "Checking the formatting (prettier --check)"
  (cd "$ROOT" && pnpm format:check)
  # Before the long run: a missing changeset is found in two seconds rather than after the journeys.
  say "Checking that every package changed since main has a changeset"
  (cd "$ROOT" && node tooling/checks/changeset-check.ts)
  say "Running every check: lint, typecheck, tests, Storybook build, journeys in Chromium and in every engine, budget"
  local log status
  log="$(mktemp)"
  set +e
  (cd "$ROOT" && pnpm turbo run lint typecheck test storybook:build test:e2e test:engines budget --output-logs=new-only --continue=dependencies-successful) 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  set -e
  say "Test counts"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | awk -f "$ROOT/scripts/test-summary.awk"
  rm -f "$log"
  [ "$status" = 0 ] || exit "$status"
  say "Lighthouse on the built app: mobile, median of 3 runs, against apps/member-web/lighthouse-budget.json"
  (cd "$ROOT" && pnpm turbo run lighthouse --filter=@tandem/member-web --output-logs=full)
  say "Checking the dependency direction between packages"
  (cd "$ROOT" && pnpm lint:layers)
  say "Checking that another app can install and use api-client and validation from a registry (local Verdaccio)"
  (cd "$ROOT" && pnpm --filter @tandem/api-client test:registry)
  # Reported, not gated: what is behind depends on what others published today, not on this repository.
  # Known advisories still fail. `pnpm check:deps` gives the strict verdict to whoever asks for it.
  say "Production dependencies: what is behind its latest release (reported), known advisories (checked)"
  (cd "$ROOT" && node tooling/checks/dependency-check.ts --report)
  say "All checks passed in $((SECONDS - started)) s"
}

case "${1:-}" in
  start) cmd_start ;;
  check) cmd_check ;;
  test) cmd_test ;;
  *)
    echo "usage: bash scripts/tandem.sh start|check|test" >&2
    exit 2
    ;;
esac
