#!/usr/bin/env bash
# Proves that another app can install and use @tandem/api-client and @tandem/validation from a registry, at their
# versions:
#   1. builds both, checks that every workspace package they depend on is published with them, and starts a local
#      Verdaccio (scripts/local-registry.sh: 127.0.0.1, a free port, config and storage in a scratch folder, no
#      uplinks, so it never reaches out);
#   2. packs each (`pnpm pack` rewrites workspace: and catalog: ranges to versions) and publishes the packed copy,
#      `private` removed, with `pnpm publish --registry`; the registry then serves exactly those versions;
#   3. in a scratch folder outside the workspace, npm installs both by exact version, the @tandem scope from the
#      local registry and their public dependencies (ky, zod, credit-card-type) from the npm registry, as an app
#      of the programme would, and checks that the installed copies came from the local registry with their
#      CHANGELOG.md;
#   4. runs a plain-Node ESM script: getMe reads a member from a local HTTP server, then against a closed port (a
#      network_error ApiError) and a body that breaks the contract (a ContractError); the ./metrics,
#      ./card-provider, ./wire subpaths; validation's phone rules and schema parses;
#   5. type-checks a TypeScript consumer under "module"/"moduleResolution": "nodenext" against the published .d.ts.
# Verdaccio is stopped on every exit, failure or interrupt. Needs the npm registry for the public dependencies.
# Usage: packages/api-client/scripts/check-registry.sh   (keeps the scratch folder when KEEP_SCRATCH=1)
set -euo pipefail

package_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo_dir="$(cd "$package_dir/../.." && pwd)"
# shellcheck source=local-registry.sh
source "$package_dir/scripts/local-registry.sh"
# shellcheck source=registry-app.sh
source "$package_dir/scripts/registry-app.sh"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/tandem-registry-check-XXXXXX")"
started=$SECONDS
cleanup() {
  stop_registry
  if [[ "${KEEP_SCRATCH:-0}" != "1" ]]; then rm -rf "$scratch"; else echo "scratch kept: $scratch"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
step() { echo "== $* [$((SECONDS - started)) s]"; }

# The packages another app installs, in publishing order (a dependency before its dependents).
published=(validation api-client)

step "build (turbo: validation, then api-client; cached when the test command built them already)"
(cd "$repo_dir" && pnpm turbo run build --filter=@tandem/api-client --output-logs=errors-only)

step "every workspace package they depend on is published with them"
(cd "$repo_dir/packages" && node -e '
  const fs = require("node:fs");
  const dirs = process.argv.slice(1);
  const names = new Set(dirs.map((dir) => JSON.parse(fs.readFileSync(`${dir}/package.json`, "utf8")).name));
  for (const dir of dirs) {
    const manifest = JSON.parse(fs.readFileSync(`${dir}/package.json`, "utf8"));
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (!String(range).startsWith("workspace:")) continue;
      if (!names.has(name)) throw new Error(`${manifest.name} depends on ${name}, which this check does not publish`);
      console.log(`${manifest.name} → ${name} (${range})`);
    }
  }
' "${published[@]}")

step "local registry (Verdaccio, no uplinks)"
start_registry "$scratch/registry"
echo "listening on $REGISTRY_URL (pid $REGISTRY_PID)"
# Without uplinks a package it does not hold is refused at once rather than fetched from the internet.
[ "$(curl -s -o /dev/null -w '%{http_code}' "${REGISTRY_URL}ky")" = 404 ] || { echo "the registry proxies ky" >&2; exit 1; }

step "publish at their versions"
declare -A versions
for dir in "${published[@]}"; do
  versions[$dir]="$(node -p "require('$repo_dir/packages/$dir/package.json').version")"
  (cd "$repo_dir/packages/$dir" && pnpm pack --pack-destination "$scratch/packed" >/dev/null)
  publish_packed "$scratch/packed/tandem-$dir-${versions[$dir]}.tgz" "$scratch/publish/$dir"
  served="$(npm view "@tandem/$dir@${versions[$dir]}" version --registry "$REGISTRY_URL")"
  [ "$served" = "${versions[$dir]}" ] || { echo "the registry serves @tandem/$dir '$served'" >&2; exit 1; }
  echo "@tandem/$dir@$served published"
done

step "an app outside the workspace installs them by version"
mkdir "$scratch/app"
cd "$scratch/app"
cat > package.json <<'JSON'
{ "name": "tandem-registry-check", "private": true, "type": "module" }
JSON
npm install --no-audit --no-fund --loglevel=error --save-exact "--@tandem:registry=$REGISTRY_URL" \
  "@tandem/validation@${versions[validation]}" "@tandem/api-client@${versions[api-client]}"
npm ls --all --depth=1 @tandem/api-client @tandem/validation ky zod
# npm's lockfile keeps no address for a scoped registry's packages; the integrity says where they came from.
for dir in "${published[@]}"; do
  served="$(npm view "@tandem/$dir@${versions[$dir]}" dist.integrity --registry "$REGISTRY_URL")"
  INTEGRITY="$served" VERSION="${versions[$dir]}" node -e '
    const fs = require("node:fs");
    const name = process.argv[1];
    const entry = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages[`node_modules/${name}`];
    if (entry?.version !== process.env.VERSION) throw new Error(`${name} installed at ${entry?.version}`);
    if (entry.integrity !== process.env.INTEGRITY) throw new Error(`${name} is not the tarball the local registry serves`);
    const changelog = fs.readFileSync(`node_modules/${name}/CHANGELOG.md`, "utf8");
    if (!changelog.includes(`\n## ${entry.version}\n`)) throw new Error(`${name}: no ${entry.version} in its CHANGELOG.md`);
    console.log(`${name}@${entry.version}: the tarball the local registry serves (${entry.integrity.slice(0, 20)}…), with its CHANGELOG.md`);
  ' "@tandem/$dir"
done
stop_registry

step "plain Node ESM"
write_app_checks "$scratch/app"
node check.mjs

step "TypeScript consumer (nodenext)"
"$repo_dir/node_modules/.bin/tsc" -p tsconfig.json
echo "OK: the published type declarations resolve for a TypeScript consumer"
echo "Registry check passed in $((SECONDS - started)) s"
