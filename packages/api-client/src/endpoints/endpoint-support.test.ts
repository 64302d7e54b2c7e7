import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { settled, stalledFetch } from "../../test/stalled-fetch.ts";
import { createApiClient } from "../client.ts";
import { isContractError } from "../contract-error.ts";
import { isApiError } from "../errors.ts";
import { getOffering } from "./commerce.ts";
import { getMe } from "./me.ts";
import { pollVendorAccountMagicLink } from "./private-accounts.ts";
import { buildCurrentMember } from "../testing/index.ts";

describe("answer validation", () => {
  const api = useTestApi();

  it("turns a 2xx answer that breaks the contract into a logged ContractError with the status", async () => {
    api().answer("GET /api/v1/commerce/offerings/12", { json: { offering: { id: "twelve" } } });
    const error: unknown = await getOffering(api().client(), 12).catch((thrown: unknown) => thrown);
    expect(isContractError(error)).toBe(true);
    // Still an ApiError with the generic code, so the app shows errors.unhandled_error.
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      name: "ContractError",
      code: "unhandled_error",
      status: 200,
      method: "GET",
      url: `${api().origin}/api/v1/commerce/offerings/12`,
      endpoint: "GET /commerce/offerings/{id}",
    });
    expect(api().logs.map((line) => line.args[0])).toEqual([
      "[api] unexpected answer to GET /commerce/offerings/{id}",
    ]);
  });

  it("keeps the answer's values out of the ContractError's message", async () => {
    const phone = "+15035550142";
    api().answer("GET /api/v1/me", { json: { id: phone, phone, name: 7 } });
    const error: unknown = await getMe(api().client()).catch((thrown: unknown) => thrown);
    if (!isContractError(error)) throw new Error("expected a ContractError");
    expect(error.issues.map((issue) => issue.path[0])).toContain("id");
    expect(error.message).toMatch(/^Answer to GET \/me \(HTTP 200\) breaks the contract: id: invalid_type/);
    expect(error.message).not.toContain("5035550142");
    expect(JSON.stringify(error.issues)).not.toContain("5035550142");
  });

  it("E-06 an error answer is no ContractError, and no answer at all neither", async () => {
    api().answer("GET /api/v1/me", { status: 503, json: { error: { status: 503, code: "unavailable" } } });
    api().answer("GET /api/v1/commerce/offerings/12", { drop: true });
    const client = api().client();
    const failures = await Promise.all([
      getMe(client).catch((thrown: unknown) => thrown),
      getOffering(client, 12).catch((thrown: unknown) => thrown),
    ]);
    expect(failures.map(isContractError)).toEqual([false, false]);
    expect(failures).toMatchObject([{ code: "unhandled_error", status: 503 }, { code: "network_error" }]);
  });

  // Not E-10 (which clears the member on any failure): see "Decisions" in the README.
  it("a /me that fails for another reason than 401 keeps the known member (README: Decisions)", async () => {
    api().answer("GET /api/v1/me", { status: 503, json: { error: { status: 503, code: "unavailable" } } });
    const client = api().client();
    const member = buildCurrentMember({ name: "Rosa" });
    client.currentMember.set(member);
    await expect(getMe(client)).rejects.toMatchObject({ code: "unhandled_error" });
    expect(client.currentMember.get()).toBe(member);
  });

  it("a /me with no answer at all keeps the known member too (README: Decisions)", async () => {
    api().answer("GET /api/v1/me", { drop: true });
    const client = api().client();
    const member = buildCurrentMember({ name: "Rosa" });
    client.currentMember.set(member);
    await expect(getMe(client)).rejects.toMatchObject({ code: "network_error" });
    expect(client.currentMember.get()).toBe(member);
  });
});

describe("magic-link poll timeout", () => {
  afterEach(() => void vi.useRealTimers());

  it("A-60 waits 30 s for a poll round, longer than the client's 20 s", async () => {
    vi.useFakeTimers();
    const stalled = stalledFetch();
    const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
    const client = createApiClient({ host: "http://api.test", fetch: stalled.fetch, logger: silent });
    const poll = pollVendorAccountMagicLink(client, 4);
    const outcome = poll.catch((thrown: unknown) => thrown);
    await vi.advanceTimersByTimeAsync(29_900);
    expect(await settled(poll)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(poll)).toBe(true);
    expect(await outcome).toMatchObject({ code: "network_error", cause: { name: "TimeoutError" } });
    expect(stalled.attemptsAt).toEqual([0]);
  });
});
