import { describe, expect, it } from "vitest";
import { FIXTURE_ENDPOINTS, fixtureFiles, readFixture } from "../../test/contract-fixtures.ts";
import { camelizeKeys } from "../case.ts";
import { apiErrorFromResponse, isApiError } from "../errors.ts";
import { errorEnvelopeSchema } from "./error-envelope.ts";
import { responseSchemas, type EndpointKey } from "./response-schemas.ts";

// Static-strings files are never camel-cased; every other body is, before parsing.
const RAW_KEYS = new Set<EndpointKey>([
  "GET /meta/static_strings/{locale}/{namespace}",
  "GET /meta/static_strings/{locale}/stripe",
]);

function bodyFor(key: EndpointKey, wire: unknown): unknown {
  return RAW_KEYS.has(key) ? wire : camelizeKeys(wire);
}

const successFiles = fixtureFiles().filter((name) => !name.startsWith("error_"));
const errorFiles = fixtureFiles().filter((name) => name.startsWith("error_"));

describe("responseSchemas against the contract fixtures", () => {
  it("has exactly the 54 rows of the contract's endpoint index", () => {
    expect(Object.keys(responseSchemas)).toHaveLength(54);
  });

  it("maps every success fixture to an endpoint", () => {
    expect(successFiles.filter((name) => !(name in FIXTURE_ENDPOINTS))).toEqual([]);
  });

  it.each(successFiles)("parses %s with its endpoint's schema", (name) => {
    const key = FIXTURE_ENDPOINTS[name];
    if (!key) throw new Error(`no endpoint for ${name}`);
    const result = responseSchemas[key].safeParse(bodyFor(key, readFixture(name)));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("keeps trip decimals as strings and reads the legacy private-account shape", () => {
    const trip = responseSchemas["POST /mobility/begin_trip"].parse(
      camelizeKeys(readFixture("POST_mobility_begin_trip.json")),
    );
    expect(trip.beginLat).toBe("45.5122911");
    const legacy = responseSchemas["GET /anon_proxy/vendor_accounts"].parse(
      camelizeKeys(readFixture("GET_anon_proxy_vendor_accounts__legacy_5dd9af6c.json")),
    );
    expect(legacy.items[0]?.needsAttention).toBe(true);
    expect(legacy.items[0]?.instructions).toContain("Link account");
  });

  it("gives absent map vehicle types as empty lists", () => {
    const map = responseSchemas["GET /mobility/map"].parse({ precision: 1, refresh: 30000, providers: [] });
    expect(map).toMatchObject({ ebike: [], escooter: [] });
  });

  it("accepts an absent body for the 204 rows and configure", () => {
    for (const key of [
      "DELETE /auth",
      "POST /support/regain_account_access",
      "POST /anon_proxy/vendor_accounts/{id}/configure",
    ] as const) {
      expect(responseSchemas[key].parse(null)).toBeNull();
      expect(responseSchemas[key].safeParse({ id: 1 }).success).toBe(false);
    }
  });

  it("rejects a body that breaks the contract", () => {
    const member = camelizeKeys(readFixture("GET_me.json")) as Record<string, unknown>;
    expect(responseSchemas["GET /me"].safeParse({ ...member, id: "1842" }).success).toBe(false);
    expect(responseSchemas["GET /me"].safeParse({ ...member, paymentInstruments: undefined }).success).toBe(
      false,
    );
  });
});

describe("error fixtures", () => {
  it.each(errorFiles)("E-06 %s becomes an ApiError with the body's code and status", (name) => {
    const wire = readFixture(name) as { error: { status: number; code: string } };
    expect(errorEnvelopeSchema.safeParse(camelizeKeys(wire)).success).toBe(true);
    const error = apiErrorFromResponse(wire.error.status, wire);
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(wire.error.status);
    // doc 1 §8: 500 and above give unhandled_error whatever the body says.
    expect(error.code).toBe(wire.error.status >= 500 ? "unhandled_error" : wire.error.code);
  });

  it("E-09 reads the rate limit's retry_after string", () => {
    expect(apiErrorFromResponse(429, readFixture("error_too_many_requests.json")).retryAfter).toBe(37);
  });

  it("keeps the validation messages of error_validation.json", () => {
    expect(apiErrorFromResponse(400, readFixture("error_validation.json")).fieldErrors).toEqual([
      "phone must be a 10-digit US phone",
      "timezone is missing",
    ]);
  });
});
