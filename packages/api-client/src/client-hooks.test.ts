import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFixture, readMemberHeaderFixture } from "../test/contract-fixtures.ts";
import { startTestApi, type TestApi } from "../test/test-api.ts";
import { CURRENT_MEMBER_HEADER, encodeCurrentMemberHeader } from "./current-member-header.ts";
import { getPublicPreferences } from "./endpoints/preferences.ts";
import { truncateForLog } from "./logging.ts";
import { buildCurrentMember } from "./testing/member-factories.ts";

let api: TestApi;
beforeAll(async () => void (api = await startTestApi()));
afterAll(() => api.close());
beforeEach(() => api.reset());

describe("logging (A-09, A-10, C-10)", () => {
  it.each([
    ["a short body", "x".repeat(20), "x".repeat(20)],
    ["exactly 103 characters", "y".repeat(103), "y".repeat(103)],
    ["104 characters", "z".repeat(104), `${"z".repeat(100)}...`],
  ])('C-10 logs %s cut to 100 characters plus "..." only past 103', (_, body, logged) => {
    expect(truncateForLog(body)).toBe(logged);
  });

  it("A-09 in debug mode logs each request and each response with its status and cut body", async () => {
    const long = { text: "a".repeat(200) };
    api.answer("GET /api/v1/me/dashboard", { json: long });
    await api.client({ debug: true }).get("me/dashboard");
    const url = `${api.origin}/api/v1/me/dashboard`;
    expect(api.logs).toEqual([
      { level: "debug", args: [`[api] GET ${url}`] },
      { level: "debug", args: [`[api] GET ${url} 200`, truncateForLog(JSON.stringify(long))] },
    ]);
    expect(String(api.logs[1]?.args[1])).toHaveLength(103);
  });

  it("A-09 logs nothing for a successful call when debug is off", async () => {
    api.answer("GET /api/v1/me/dashboard", { json: {} });
    await api.client().get("me/dashboard");
    expect(api.logs).toEqual([]);
  });

  it("A-10 logs an HTTP error with method, URL, status and the error fields minus backtrace", async () => {
    const error = { status: 403, code: "forbidden", message: "Forbidden", backtrace: ["a.rb:1"] };
    api.answer("GET /api/v1/commerce/orders/9", { status: 403, json: { error } });
    await expect(api.client().get("commerce/orders/9")).rejects.toMatchObject({ code: "forbidden" });
    expect(api.logs).toEqual([
      {
        level: "error",
        args: [
          `[api] GET ${api.origin}/api/v1/commerce/orders/9 403`,
          { status: 403, code: "forbidden", message: "Forbidden" },
        ],
      },
    ]);
  });

  it("A-10 logs a failure without an answer as a non-HTTP error", async () => {
    api.answer("POST /api/v1/auth/verify", { drop: true });
    await expect(api.client().post("auth/verify", {})).rejects.toMatchObject({ code: "network_error" });
    expect(api.logs).toHaveLength(1);
    expect(api.logs[0]?.args[0]).toBe(`[api] non-HTTP error POST ${api.origin}/api/v1/auth/verify`);
  });
});

describe("Suma-Current-Member header (A-12, E-05)", () => {
  it("A-12 decodes the contract's example header on any answer into the current member", async () => {
    api.answer("POST /api/v1/mobility/begin_trip", {
      json: readFixture("POST_mobility_begin_trip.json"),
      headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
    });
    const client = api.client();
    await client.post("mobility/begin_trip", {}, { expectsMemberHeader: true });
    expect(client.currentMember.get()).toMatchObject({
      id: 1842,
      name: "Maria Hernandez",
      ongoingTrip: { vehicleId: "LIME-7XQ2K", beginLat: "45.5122911", ongoing: true },
      paymentInstruments: [{ key: "bank_account-97" }, { key: "card-311" }],
    });
    expect(api.logs).toEqual([]);
  });

  it("A-12 decodes non-ASCII names (base64 of UTF-8)", async () => {
    const wire = { ...(readFixture("GET_me.json") as object), name: "José Muñoz" };
    api.answer("POST /api/v1/surveys", {
      json: {},
      headers: { [CURRENT_MEMBER_HEADER]: encodeCurrentMemberHeader(wire) },
    });
    const client = api.client();
    await client.post("surveys", {});
    expect(client.currentMember.get()?.name).toBe("José Muñoz");
  });

  it.each([
    ["not base64", "%%%"],
    ["base64 of something that is not JSON", btoa("hello")],
    ["a JSON member missing fields", btoa(JSON.stringify({ id: 1 }))],
  ])("E-05 logs a header that is %s and keeps the member it had", async (_, header) => {
    const client = api.client();
    const before = buildCurrentMember();
    client.currentMember.set(before);
    api.answer("POST /api/v1/mobility/end_trip", { json: {}, headers: { [CURRENT_MEMBER_HEADER]: header } });
    await client.post("mobility/end_trip", {}, { expectsMemberHeader: true });
    expect(client.currentMember.get()).toBe(before);
    expect(api.logs.map((line) => [line.level, line.args[0]])).toEqual([
      ["error", `[api] malformed ${CURRENT_MEMBER_HEADER} header`],
    ]);
  });

  it("E-05 logs a missing header where one is expected, and only there", async () => {
    api.answer("POST /api/v1/commerce/orders/3/claim", { json: {} });
    const client = api.client();
    await client.post("commerce/orders/3/claim", undefined, { expectsMemberHeader: true });
    await client.post("commerce/orders/3/claim");
    expect(api.logs.map((line) => line.args[0])).toEqual([`[api] missing ${CURRENT_MEMBER_HEADER} header`]);
    expect(client.currentMember.get()).toBeUndefined();
  });
});

describe("session end (a 401 while signed in)", () => {
  const unauthenticated = { status: 401, json: { error: { status: 401, code: "unauthenticated" } } };

  it("clears the stored member when any call answers 401, without a log line", async () => {
    api.answer("GET /api/v1/commerce/orders", unauthenticated);
    const client = api.client();
    client.currentMember.set(buildCurrentMember());
    const seen: unknown[] = [];
    client.currentMember.subscribe((member) => seen.push(member));
    await expect(client.get("commerce/orders")).rejects.toMatchObject({ code: "unauthenticated" });
    expect(client.currentMember.get()).toBeNull();
    await expect(client.get("commerce/orders")).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([null]);
    expect(api.logs).toEqual([]);
  });

  it.each([
    ["signed out", null],
    ["not yet known", undefined],
  ])("changes nothing when the member is %s", async (_, state) => {
    api.answer("GET /api/v1/commerce/orders", unauthenticated);
    const client = api.client();
    if (state === null) client.currentMember.set(null);
    const seen: unknown[] = [];
    client.currentMember.subscribe((member) => seen.push(member));
    await expect(client.get("commerce/orders")).rejects.toMatchObject({ status: 401 });
    expect(client.currentMember.get()).toBe(state);
    expect(seen).toEqual([]);
  });

  it("D-12 keeps the member when a call authorised by its own token answers 401 (a bad link)", async () => {
    api.answer("GET /api/v1/preferences/public", unauthenticated);
    const client = api.client();
    const member = buildCurrentMember();
    client.currentMember.set(member);
    await expect(getPublicPreferences(client, "bad")).rejects.toMatchObject({ status: 401 });
    expect(client.currentMember.get()).toBe(member);
  });

  it("keeps the member on other failures (403, 5xx)", async () => {
    api.answer("GET /api/v1/commerce/orders/9", {
      status: 403,
      json: { error: { status: 403, code: "forbidden" } },
    });
    const client = api.client();
    const member = buildCurrentMember();
    client.currentMember.set(member);
    await expect(client.get("commerce/orders/9")).rejects.toMatchObject({ status: 403 });
    expect(client.currentMember.get()).toBe(member);
  });
});
