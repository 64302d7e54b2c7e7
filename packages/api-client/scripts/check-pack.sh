#!/usr/bin/env bash
# Proves that another app can install and use the two published packages (issue 3, "Done when"):
# builds and packs @tandem/validation and @tandem/api-client (`pnpm pack`), installs both tarballs with npm into a
# fresh folder outside the workspace, then
#   1. runs a plain-Node ESM script: createApiClient + getMe against a closed port (a network_error ApiError, so
#      ky, the hooks and the errors all load), then against a local server answering a body that breaks the
#      contract (a ContractError), the ./metrics, ./card-provider and ./wire subpaths, a validation function,
#      and schema parses;
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
import { createServer } from "node:http";
import * as root from "@tandem/api-client";
import { createApiClient, getMe, isApiError, isContractError, resolveApiBase } from "@tandem/api-client";
import { isCardProviderError, tokenizeCard } from "@tandem/api-client/card-provider";
import { createPageViewCounter, detectBot } from "@tandem/api-client/metrics";
import { currentMemberSchema, responseSchemas } from "@tandem/api-client/schemas";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { decodeCurrentMemberHeader, encodeCurrentMemberHeader, snakeizeKeys } from "@tandem/api-client/wire";
import { isValidLuhn, normalizePhone } from "@tandem/validation";

// Port 9 (discard) on loopback: nothing listens, so the call fails the way an offline member's would.
const client = createApiClient({ host: "http://127.0.0.1:9", getLanguage: () => "es", retryDelay: () => 1, logger: { debug() {}, warn() {}, error() {} } });
const failure = await getMe(client).catch((error) => error);
assert.ok(isApiError(failure), "getMe rejects with an ApiError");
assert.equal(failure.code, "network_error");
console.log("createApiClient/getMe:", resolveApiBase("http://127.0.0.1:9"), "→", failure.code);

// A server whose /me answer breaks the contract: a ContractError, still an unhandled_error ApiError, with the status.
const server = createServer((_, response) => response.writeHead(200, { "content-type": "application/json" }).end('{"id":"x"}'));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const broken = createApiClient({ host: `http://127.0.0.1:${server.address().port}`, logger: { debug() {}, warn() {}, error() {} } });
const contract = await getMe(broken).catch((error) => error);
server.close();
assert.ok(isContractError(contract) && isApiError(contract), "a broken answer is a ContractError and an ApiError");
assert.deepEqual([contract.code, contract.status, contract.method], ["unhandled_error", 200, "GET"]);
console.log("ContractError:", contract.message);

// The root keeps internals out; they live on subpaths or nowhere.
for (const name of ["snakeizeKeys", "tokenizeCard", "createPageViewCounter", "parseAnswer", "toSearchParams", "RETRY_LIMIT"]) {
  assert.equal(name in root, false, `${name} is not on the root export`);
}
assert.equal("http" in createApiClient(), false, "the ky instance is not on the client");
assert.equal(createPageViewCounter({ endpoint: null }).enabled, false);
assert.equal(detectBot({ window: {}, document: {}, navigator: { webdriver: true } }), 153);
const wireMember = snakeizeKeys(buildCurrentMember({ name: "Ana" }));
assert.equal(decodeCurrentMemberHeader(encodeCurrentMemberHeader(wireMember)).name, "Ana");
assert.deepEqual(snakeizeKeys({ unclaimedOrdersCount: 1 }), { unclaimed_orders_count: 1 });
const refused = await tokenizeCard({ name: "A", number: "4242424242424242", expMonth: "09", expYear: "27", cvc: "123" }, { publishableKey: "pk", baseUrl: "http://127.0.0.1:9" }).catch((error) => error);
assert.ok(isCardProviderError(refused));
console.log("subpaths ./metrics, ./card-provider, ./wire load; root is trimmed");

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
import { createApiClient, getMe, isContractError, type ApiClient } from "@tandem/api-client";
import { tokenizeCard, type CardDetails } from "@tandem/api-client/card-provider";
import { createPageViewCounter, type PageViewCounter } from "@tandem/api-client/metrics";
import type { CurrentMember, ResponseBody } from "@tandem/api-client/schemas";
import { snakeizeKeys } from "@tandem/api-client/wire";
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
export function statusOf(error: unknown): number | null {
  // A ContractError always has the answer's status.
  return isContractError(error) ? error.status : null;
}
// @ts-expect-error the ky instance is not part of the public client type
export const http = client.http;
export const counter: PageViewCounter = createPageViewCounter({ endpoint: null });
export const token = (card: CardDetails) => tokenizeCard(card, { publishableKey: "pk" });
export const wire: unknown = snakeizeKeys({ a: 1 });
TS
"$repo_dir/node_modules/.bin/tsc" -p tsconfig.json
echo "OK: the packed type declarations resolve for a TypeScript consumer"
