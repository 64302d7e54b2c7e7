import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/test-api.ts";
import { isApiError, type ApiError } from "./errors.ts";

let api: TestApi;
beforeAll(async () => void (api = await startTestApi()));
afterAll(() => api.close());
beforeEach(() => api.reset());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error("expected a failure"),
    (thrown: unknown) => thrown,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe("createApiClient conventions", () => {
  it("A-05 calls <host>/api/v1 with credentials included and the current Accept-Language", async () => {
    api.answer("GET /api/v1/me/dashboard", { json: {} });
    const credentials: RequestCredentials[] = [];
    let language = "en";
    const client = api.client({
      getLanguage: () => language,
      fetch: (input, init) => {
        if (input instanceof Request) credentials.push(input.credentials);
        return fetch(input, init);
      },
    });
    await client.get("me/dashboard");
    language = "es";
    await client.get("me/dashboard");
    expect(api.requests.map((request) => request.path)).toEqual([
      "/api/v1/me/dashboard",
      "/api/v1/me/dashboard",
    ]);
    expect(api.requests.map((request) => request.headers.get("accept-language"))).toEqual(["en", "es"]);
    expect(credentials).toEqual(["include", "include"]);
  });

  it("A-07 sends body and query keys in snake_case and reads answers in camelCase", async () => {
    api.answer("POST /api/v1/auth/start", {
      json: { requires_terms_agreement: true, nested: [{ opaque_id: "x" }] },
    });
    const answer = await api
      .client()
      .post(
        "auth/start",
        { termsAgreed: true, address: { stateOrProvince: "OR" } },
        { searchParams: { perPage: 5, sw: [45.5, -122.7] } },
      );
    expect(answer).toEqual({ requiresTermsAgreement: true, nested: [{ opaqueId: "x" }] });
    const [request] = api.requests;
    expect(request?.body).toEqual({ terms_agreed: true, address: { state_or_province: "OR" } });
    expect(request?.search.toString()).toBe("per_page=5&sw%5B%5D=45.5&sw%5B%5D=-122.7");
  });

  it("A-07 leaves keys alone for raw answers, and reads an empty body as null", async () => {
    api.answer("GET /api/v1/meta/static_strings/en/strings", {
      json: { common: { go_home: ["s", "Home"] } },
    });
    api.answer("DELETE /api/v1/auth", { status: 204 });
    const client = api.client();
    expect(await client.get("meta/static_strings/en/strings", { raw: true })).toEqual({
      common: { go_home: ["s", "Home"] },
    });
    expect(await client.delete("auth")).toBeNull();
  });

  it("A-29 reaches unversioned system endpoints under /api", async () => {
    api.answer("GET /api/useragent", { json: { is_ios: false } });
    expect(await api.client().get("useragent", { unversioned: true })).toEqual({ isIos: false });
  });
});

describe("errors", () => {
  it("E-06 401 passes through as unauthenticated without a log line (A-10)", async () => {
    api.answer("GET /api/v1/me", { status: 401, json: { error: { status: 401, code: "unauthenticated" } } });
    const error = await failure(api.client().get("me"));
    expect(error).toMatchObject({ code: "unauthenticated", status: 401 });
    expect(api.logs).toEqual([]);
  });

  it("E-09 429 carries retryAfter from the body string, is not retried, and falls back to the header", async () => {
    const limited = {
      error: { retry_after: "37", message: "Rate limited", status: 429, code: "too_many_requests" },
    };
    api.answer("GET /api/v1/limited", { status: 429, json: limited, headers: { "retry-after": "37" } });
    expect(await failure(api.client().get("limited"))).toMatchObject({
      code: "too_many_requests",
      retryAfter: 37,
    });
    expect(api.requests).toHaveLength(1);
    const headerOnly = { error: { status: 429, code: "too_many_requests", message: "Rate limited" } };
    api.answer("POST /api/v1/auth/start", {
      status: 429,
      json: headerOnly,
      headers: { "retry-after": "12" },
    });
    expect((await failure(api.client().post("auth/start", {}))).retryAfter).toBe(12);
  });

  it("E-06 gives unhandled_error for a 5xx and for a body without a code", async () => {
    api.answer("POST /api/v1/boom", { status: 500, json: { error: { status: 500, code: "api_error" } } });
    api.answer("POST /api/v1/odd", { status: 404, text: "<html>Not Found</html>" });
    expect((await failure(api.client().post("boom"))).code).toBe("unhandled_error");
    expect((await failure(api.client().post("odd"))).code).toBe("unhandled_error");
  });

  it("E-06 gives network_error when no answer arrives", async () => {
    api.answer("POST /api/v1/drop", { drop: true });
    expect(await failure(api.client().post("drop"))).toMatchObject({ code: "network_error", status: null });
  });

  it("rejects with the AbortError itself when the caller aborts", async () => {
    api.answer("GET /api/v1/slow", { delayMs: 500, json: {} });
    const controller = new AbortController();
    const pending = api.client().get("slow", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(api.logs).toEqual([]);
  });
});
