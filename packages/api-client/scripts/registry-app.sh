#!/usr/bin/env bash
# The other app of the registry check (sourced by check-registry.sh): what it runs once @tandem/api-client and
# @tandem/validation are installed from the registry.
#   write_app_checks <folder>   writes check.mjs (plain Node ESM), tsconfig.json and check-types.ts (nodenext) there

write_app_checks() {
  local folder="$1"
  # check.mjs: getMe reads a member from a tiny local API, then fails offline (network_error) and on a body that
  # breaks the contract (ContractError); the subpaths load and the root stays trimmed; validation's phone rules.
  cat >"$folder/check.mjs" <<'JS'
import assert from "node:assert/strict";
import { createServer } from "node:http";
import * as root from "@tandem/api-client";
import { createApiClient, getMe, isApiError, isContractError, resolveApiBase } from "@tandem/api-client";
import { isCardProviderError, tokenizeCard } from "@tandem/api-client/card-provider";
import { createPageViewCounter, detectBot } from "@tandem/api-client/metrics";
import { currentMemberSchema, responseSchemas } from "@tandem/api-client/schemas";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { decodeCurrentMemberHeader, encodeCurrentMemberHeader, snakeizeKeys } from "@tandem/api-client/wire";
import { isValidLuhn, normalizePhone, phoneError, phoneSchema } from "@tandem/validation";

const quiet = { debug() {}, warn() {}, error() {} };

// A tiny member API: GET /api/v1/me answers a member in the wire format; the client reads it camel-cased.
const seen = [];
const api = createServer((request, response) => {
  seen.push([request.method, request.url, request.headers["accept-language"]]);
  const body = request.url === "/api/v1/me" ? snakeizeKeys(buildCurrentMember({ name: "Maria Hernandez", unclaimedOrdersCount: 2 })) : { error: { code: "resource_not_found" } };
  response.writeHead(request.url === "/api/v1/me" ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(body));
});
await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
const reader = createApiClient({ host: `http://127.0.0.1:${api.address().port}`, getLanguage: () => "es", logger: quiet });
const read = await getMe(reader);
api.close();
assert.equal(read.name, "Maria Hernandez");
assert.equal(read.unclaimedOrdersCount, 2);
assert.equal(reader.currentMember.get()?.name, "Maria Hernandez", "the current-member store follows /me");
assert.deepEqual(seen, [["GET", "/api/v1/me", "es"]]);
console.log("getMe from a local API →", read.name, `(${read.unclaimedOrdersCount} unclaimed orders)`);

// Port 9 (discard) on loopback: nothing listens, so the call fails the way an offline member's would.
const client = createApiClient({ host: "http://127.0.0.1:9", getLanguage: () => "es", retryDelay: () => 1, logger: quiet });
const failure = await getMe(client).catch((error) => error);
assert.ok(isApiError(failure), "getMe rejects with an ApiError");
assert.equal(failure.code, "network_error");
console.log("createApiClient/getMe:", resolveApiBase("http://127.0.0.1:9"), "→", failure.code);

// A server whose /me answer breaks the contract: a ContractError, still an unhandled_error ApiError, with the status.
const server = createServer((_, response) => response.writeHead(200, { "content-type": "application/json" }).end('{"id":"x"}'));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const broken = createApiClient({ host: `http://127.0.0.1:${server.address().port}`, logger: quiet });
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
assert.equal(phoneSchema.safeParse("(503) 555-0142").success, true);
assert.equal(phoneError("555-0142"), "forms.invalid_field");
assert.equal(isValidLuhn("4242424242424242"), true);
console.log('normalizePhone("(503) 555-0142") →', normalizePhone("(503) 555-0142"));

const member = currentMemberSchema.parse(buildCurrentMember({ name: "Maria Hernandez" }));
assert.equal(responseSchemas["GET /me"].safeParse(member).success, true);
assert.equal(responseSchemas["GET /me"].safeParse({ id: "x" }).success, false);
console.log("currentMemberSchema.parse →", member.name, `(${Object.keys(responseSchemas).length} response schemas)`);
console.log("OK: plain Node can install and use both packages");
JS
  # check-types.ts: the published .d.ts files under nodenext resolution; `@ts-expect-error` lines fail the compile
  # if the types did not resolve (everything would be `any`).
  cat >"$folder/tsconfig.json" <<'JSON'
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
  cat >"$folder/check-types.ts" <<'TS'
import { createApiClient, getMe, isContractError, type ApiClient } from "@tandem/api-client";
import { tokenizeCard, type CardDetails } from "@tandem/api-client/card-provider";
import { createPageViewCounter, type PageViewCounter } from "@tandem/api-client/metrics";
import type { CurrentMember, ResponseBody } from "@tandem/api-client/schemas";
import { snakeizeKeys } from "@tandem/api-client/wire";
import { normalizePhone, phoneError, phoneSchema } from "@tandem/validation";

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

// The two READMEs' examples, as written there.
export async function readmeExample(): Promise<void> {
  const client = createApiClient({ host: "https://members.example.org", getLanguage: () => "es" });
  const member = await getMe(client); // a validated CurrentMember, keys camel-cased
  console.log(member.name, client.currentMember.get()?.unclaimedOrdersCount);
}
export const readmePhone: [string | null, string | null, boolean] = [
  normalizePhone("(503) 555-0142"),
  phoneError("555-0142"),
  phoneSchema.safeParse("(503) 555-0142").success,
];
TS
}
