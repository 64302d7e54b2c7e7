#!/usr/bin/env bash
# Proves that another app can install and use the two published packages (issue 3, "Done when"):
# builds and packs @tandem/validation and @tandem/api-client (`pnpm pack`), installs both tarballs with npm into a
# fresh folder outside the workspace, then
#   1. runs a plain-Node ESM script: createApiClient + getMe against a closed port (a network_error ApiError, so
#      ky, the hooks and the errors all load), a validation function, and schema parses;
#   2. type-checks a TypeScript consumer with nodenext resolution against the packed .d.ts files.
# Needs the npm registry for the packages' own dependencies (zod, ky, credit-card-type).
# Usage: packages/api-client/scripts/check-pack.sh   (keeps the scratch folder when KEEP_SCRATCH=1)
set -euo pipefail

package_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo_dir="$(cd "$package_dir/../.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/tandem-pack-check-XXXXXX")"
if [[ "${KEEP_SCRATCH:-0}" != "1" ]]; then trap 'rm -rf "$scratch"' EXIT; fi

echo "== build"
pnpm --dir "$repo_dir" --filter @tandem/validation build
pnpm --dir "$repo_dir" --filter @tandem/api-client build

echo "== pack into $scratch"
(cd "$repo_dir/packages/validation" && pnpm pack --pack-destination "$scratch" | tail -n 1)
(cd "$package_dir" && pnpm pack --pack-destination "$scratch" | tail -n 1)

cd "$scratch"
cat > package.json <<'JSON'
{ "name": "tandem-pack-check", "private": true, "type": "module" }
JSON

echo "== npm install (outside the workspace)"
npm install --no-audit --no-fund --loglevel=error ./tandem-validation-*.tgz ./tandem-api-client-*.tgz
npm ls --all --depth=1 @tandem/api-client @tandem/validation ky zod

echo "== plain Node ESM"
cat > check.mjs <<'JS'
import assert from "node:assert/strict";
import { createApiClient, getMe, isApiError, resolveApiBase } from "@tandem/api-client";
import { currentMemberSchema, responseSchemas } from "@tandem/api-client/schemas";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { isValidLuhn, normalizePhone } from "@tandem/validation";

// Port 9 (discard) on loopback: nothing listens, so the call fails the way an offline member's would.
const client = createApiClient({ host: "http://127.0.0.1:9", getLanguage: () => "es", retryDelay: () => 1, logger: { debug() {}, warn() {}, error() {} } });
const failure = await getMe(client).catch((error) => error);
assert.ok(isApiError(failure), "getMe rejects with an ApiError");
assert.equal(failure.code, "network_error");
console.log("createApiClient/getMe:", resolveApiBase("http://127.0.0.1:9"), "→", failure.code);

assert.equal(normalizePhone("(503) 555-0142"), "15035550142");
assert.equal(isValidLuhn("4242424242424242"), true);
console.log('normalizePhone("(503) 555-0142") →', normalizePhone("(503) 555-0142"));

const member = currentMemberSchema.parse(buildCurrentMember({ name: "Maria Hernandez" }));
assert.equal(responseSchemas["GET /me"].safeParse(member).success, true);
assert.equal(responseSchemas["GET /me"].safeParse({ id: "x" }).success, false);
console.log("currentMemberSchema.parse →", member.name, `(${Object.keys(responseSchemas).length} response schemas)`);
console.log("OK: plain Node can install and use both packages");
JS
node check.mjs

echo "== TypeScript consumer (nodenext)"
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2023",
    "module": "nodenext",
    "moduleResolution": "nodenext",
    "lib": ["ES2023", "DOM"],
    "types": [],
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "files": ["check-types.ts"]
}
JSON
cat > check-types.ts <<'TS'
import { createApiClient, getMe, type ApiClient } from "@tandem/api-client";
import type { CurrentMember, ResponseBody } from "@tandem/api-client/schemas";
import { normalizePhone } from "@tandem/validation";

const client: ApiClient = createApiClient({ host: "/" });
export async function memberId(): Promise<number> {
  const member: CurrentMember = await getMe(client);
  const same: ResponseBody<"GET /me"> = member;
  // Fails to compile if the packed .d.ts files did not resolve (everything would be `any`).
  // @ts-expect-error a member's id is a number, not a string
  const wrong: string = same.id;
  return wrong.length + same.id;
}
export const phone: string | null = normalizePhone("5035550142");
TS
"$repo_dir/node_modules/.bin/tsc" -p tsconfig.json
echo "OK: the packed type declarations resolve for a TypeScript consumer"
