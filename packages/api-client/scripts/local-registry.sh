#!/usr/bin/env bash
# A local npm registry for the registry check (sourced by check-registry.sh): Verdaccio on 127.0.0.1, on a free
# port, with its config, storage, users and log in a folder of the caller's. It has no uplinks, so it never asks
# the internet for anything: a package it does not hold is a 404 at once, offline or not.
#   start_registry <folder>        starts it; sets REGISTRY_URL, REGISTRY_PID and REGISTRY_TOKEN (a user it adds)
#   stop_registry                  stops the process start_registry started (by its pid), waiting for it to end
#   publish_packed <tgz> <folder>  publishes a packed workspace package, `private` removed, with pnpm publish

# A port the kernel hands out as free; it is closed again before Verdaccio takes it.
free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

start_registry() {
  local folder="$1" verdaccio port
  verdaccio="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.bin/verdaccio"
  mkdir -p "$folder"
  cat >"$folder/config.yaml" <<'YAML'
storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 1
# No uplinks: nothing is proxied, so nothing leaves the machine.
packages:
  "**":
    access: $all
    publish: $authenticated
    unpublish: $authenticated
web:
  enable: false
log: { type: stdout, format: pretty, level: http }
YAML
  port="$(free_port)"
  REGISTRY_URL="http://127.0.0.1:$port/"
  "$verdaccio" --config "$folder/config.yaml" --listen "127.0.0.1:$port" >"$folder/verdaccio.log" 2>&1 &
  REGISTRY_PID=$!
  local tries=0
  until curl -sf -o /dev/null "${REGISTRY_URL}-/ping"; do
    if ! kill -0 "$REGISTRY_PID" 2>/dev/null || [ "$tries" -ge 300 ]; then
      echo "Verdaccio did not start on $REGISTRY_URL:" >&2
      cat "$folder/verdaccio.log" >&2
      return 1
    fi
    tries=$((tries + 1))
    sleep 0.1
  done
  # The user the packages are published as; Verdaccio answers with its token.
  REGISTRY_TOKEN="$(curl -sf -X PUT -H 'content-type: application/json' \
    -d '{"name":"tandem-check","password":"tandem-check-password"}' \
    "${REGISTRY_URL}-/user/org.couchdb.user:tandem-check" | node -e 'process.stdin.on("data", (d) => process.stdout.write(JSON.parse(d).token))')"
  [ -n "$REGISTRY_TOKEN" ] || { echo "Verdaccio refused to add the publishing user" >&2; return 1; }
}

stop_registry() {
  [ -n "${REGISTRY_PID:-}" ] || return 0
  kill "$REGISTRY_PID" 2>/dev/null || true
  wait "$REGISTRY_PID" 2>/dev/null || true
  REGISTRY_PID=""
}

# The workspace packages are `private` (architecture: every package.json looks alike) so that nothing publishes them
# by accident; the check publishes a copy of what `pnpm pack` made (workspace: and catalog: ranges already
# rewritten to versions) with `private` removed, from a folder of its own.
publish_packed() {
  local tarball="$1" folder="$2"
  mkdir -p "$folder"
  tar -xzf "$tarball" -C "$folder"
  node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
    delete manifest.private;
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
  ' "$folder/package/package.json"
  # The token goes in the copy's own .npmrc (pnpm publish never packs one), not in the user's.
  printf '//%s:_authToken=%s\n' "${REGISTRY_URL#http://}" "$REGISTRY_TOKEN" >"$folder/package/.npmrc"
  (cd "$folder/package" && pnpm publish --registry "$REGISTRY_URL" --no-git-checks)
}
