// Every error code of the contract's catalogue (§1.6 and each endpoint's errors) produced at least once through
// the real HTTP server, and read by api-client as an ApiError with the envelope's status and code.
import { createApiClient, isApiError, type ApiClient, type ApiError } from "@tandem/api-client";
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { errorEnvelopeSchema } from "@tandem/api-client/schemas";
import { camelizeKeys } from "@tandem/api-client/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFetch, futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";
import { ERROR_SCENARIOS, type Scenario } from "./error-scenarios.ts";

let h: Harness;
// Sign-in limits stay on here, to meet them; the catalogue signs the same members in again and again.
let limited: Harness;
// HEAD-only calls and codes need a sandbox speaking the current API.
let current: Harness;
const envelopes: unknown[] = [];

/** A client that also keeps every error body it receives, to check the raw envelope. */
function recordingClient(forwardedFor?: string, origin = h.origin): ApiClient {
  const jar = cookieFetch();
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (forwardedFor) request.headers.set("x-forwarded-for", forwardedFor);
    const response = await jar(request);
    if (!response.ok && response.headers.get("content-type")?.includes("json"))
      envelopes.push(await response.clone().json());
    return response;
  };
  return createApiClient({
    host: origin,
    fetch: recording,
    logger: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    retryDelay: () => 0,
  });
}

beforeAll(async () => {
  h = await startHarness({ rateLimits: false });
  limited = await startHarness({ rateLimits: true });
  current = await startHarness({ rateLimits: false, apiVersion: "current" });
});
afterAll(async () => {
  await h.close();
  await limited.close();
  await current.close();
});

const lastEnvelope = () => errorEnvelopeSchema.parse(camelizeKeys(envelopes.at(-1)));

async function failureOf(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

describe("error catalogue", () => {
  it.each(ERROR_SCENARIOS.map((scenario) => [scenario.code, scenario.status, scenario] as const))(
    "E-06 produces %s (%i) and the client reads it as an ApiError",
    async (code, status, scenario: Scenario) => {
      const tools = {
        h,
        client: recordingClient,
        limitedClient: () => recordingClient(undefined, limited.origin),
        signedIn: async (phone: string) => {
          const api = recordingClient();
          await h.signIn(api, phone);
          return api;
        },
        currentSignedIn: async (phone: string) => {
          const api = recordingClient(undefined, current.origin);
          await current.signIn(api, phone);
          return api;
        },
        token: (number: string) =>
          tokenizeCard(
            { name: "Test Card", number, expMonth: 12, expYear: futureExpiryYear(h.sandbox), cvc: "123" },
            { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
          ),
      };
      envelopes.length = 0;
      const error = await failureOf(() => scenario.produce(tools));
      expect(error.status).toBe(status);
      // E-06: 500 and above are unhandled_error for the member; the envelope still names the server's code.
      expect(error.code).toBe(status >= 500 ? "unhandled_error" : code);
      const envelope = lastEnvelope();
      expect(envelope.error).toMatchObject({ status, code });
      if (status !== 401) expect(envelope.error.message).toBeTruthy();
    },
  );

  it("S-08 too_many_requests carries retry_after as a string and the retry-after header", async () => {
    // A client of its own (behind this machine's proxy): the scenarios above spent 127.0.0.1's sign-in limits.
    const api = recordingClient("203.0.113.5", limited.origin);
    const start = () => api.post("auth/start", { phone: "5035550177", timezone: "America/Los_Angeles" });
    for (let attempt = 0; attempt < 3; attempt += 1) await start();
    const error = await failureOf(start);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(lastEnvelope().error.retryAfter).toMatch(/^\d+$/);
  });

  it("S-08 limits auth/verify per client IP: 4 per 2 minutes", async () => {
    const api = recordingClient("203.0.113.7", limited.origin);
    const verify = () => api.post("auth/verify", { phone: PHONES.sam, token: "000000" });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await failureOf(verify)).code).toBe("invalid_otp");
    expect((await failureOf(verify)).code).toBe("too_many_requests");
  });
});
