// The session cookie and member header of contract §1.7–1.8, impersonation, fault injection, the outbox page.
import { getMe, getOfferings, signOut } from "@tandem/api-client";
import { decodeCurrentMemberHeader } from "@tandem/api-client/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONES, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimits: false });
});
afterAll(() => h.close());

const post = (path: string, body: unknown) =>
  fetch(`${h.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("session and member header", () => {
  it("A-15 S-04 sets the contract's HttpOnly session cookie, and signing out ends the session", async () => {
    await post("/api/v1/auth/start", { phone: "5035550142", timezone: "America/Los_Angeles" });
    const verified = await post("/api/v1/auth/verify", {
      phone: "5035550142",
      token: h.sandbox.outbox.latestCode("5035550142"),
    });
    const cookie = verified.headers.getSetCookie().find((value) => value.startsWith("suma.session=")) ?? "";
    expect(cookie).toMatch(/suma\.session=ses_[0-9a-f-]{36}; Max-Age=2592000; Path=\/; Expires=.*; HttpOnly/);
    const session = { cookie: cookie.split(";")[0] ?? "" };
    const out = await fetch(`${h.origin}/api/v1/auth`, { method: "DELETE", headers: session });
    expect(out.status).toBe(204);
    // The backend's header, unquoted (lib/suma/service/helpers.rb `logout`): browsers ignore it.
    expect(out.headers.get("clear-site-data")).toBe("*");
    expect((await fetch(`${h.origin}/api/v1/me`, { headers: session })).status).toBe(401);
  });

  it("A-12 sends Suma-Current-Member as base64 JSON of the same member GET /me returns", async () => {
    await post("/api/v1/auth/start", { phone: "5035550163", timezone: "America/Los_Angeles" });
    const verified = await post("/api/v1/auth/verify", {
      phone: "5035550163",
      token: h.sandbox.outbox.latestCode("5035550163"),
    });
    const session = {
      cookie: verified.headers.getSetCookie()[0]?.split(";")[0] ?? "",
      "content-type": "application/json",
    };
    const ended = await fetch(`${h.origin}/api/v1/mobility/end_trip`, {
      method: "POST",
      headers: session,
      body: JSON.stringify({ lat: 45.52, lng: -122.67 }),
    });
    const header = decodeCurrentMemberHeader(ended.headers.get("suma-current-member") ?? "");
    const me = await (await fetch(`${h.origin}/api/v1/me`, { headers: session })).json();
    expect(header).toMatchObject({ name: "Jordan Lee", ongoingTrip: null });
    expect(JSON.stringify(header)).toBe(
      JSON.stringify(decodeCurrentMemberHeader(Buffer.from(JSON.stringify(me)).toString("base64"))),
    );
  });

  it("F-013 an admin signs in impersonating a member: adminMember is set only then", async () => {
    const admin = h.client();
    await h.signIn(admin, PHONES.dana);
    expect(await getMe(admin)).toMatchObject({
      name: "Maria Hernandez",
      adminMember: { name: "Dana Okafor" },
    });
    const member = h.client();
    await h.signIn(member, PHONES.maria);
    expect(await getMe(member)).not.toHaveProperty("adminMember");
    await signOut(admin);
  });
});

describe("fault injection and the outbox page", () => {
  it("E-06 forces a status, drops the connection and adds latency for a path pattern, then clears", async () => {
    const api = h.client();
    await h.signIn(api, PHONES.robin);
    await post("/sandbox/faults", { rules: [{ path: "/api/v1/commerce/*", status: 503 }] });
    await expect(getOfferings(api)).rejects.toMatchObject({ code: "unhandled_error", status: 503 });
    await post("/sandbox/faults", { rules: [{ path: "/api/v1/commerce/*", drop: true }] });
    await expect(getOfferings(api)).rejects.toMatchObject({ code: "network_error", status: null });
    await post("/sandbox/faults", { latency_ms: 300 });
    const started = Date.now();
    await getOfferings(api);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await fetch(`${h.origin}/sandbox/faults`, { method: "DELETE" });
    expect(await (await fetch(`${h.origin}/sandbox/faults`)).json()).toEqual({
      latency_ms: 0,
      failure_rate: 0,
      rules: [],
    });
  });

  it("E-09 a forced 429 carries the rule's retry-after in body and header; a rule with times applies only that often", async () => {
    const api = h.client();
    await h.signIn(api, PHONES.robin);
    await post("/sandbox/faults", {
      rules: [{ path: "/api/v1/commerce/offerings", status: 429, retry_after: 7, times: 2 }],
    });
    const limited = await fetch(`${h.origin}/api/v1/commerce/offerings`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    expect(await limited.json()).toEqual({
      error: { retry_after: "7", message: "Rate limited", status: 429, code: "too_many_requests" },
    });
    // GETs answered 429 are not retried by the client: the second use of the rule is this call's only attempt.
    await expect(getOfferings(api)).rejects.toMatchObject({ code: "too_many_requests", retryAfter: 7 });
    await expect(getOfferings(api)).resolves.toMatchObject({ items: expect.any(Array) as unknown });
    // Setting the faults again starts the count afresh.
    await post("/sandbox/faults", { rules: [{ path: "/api/v1/commerce/offerings", status: 503, times: 1 }] });
    expect((await fetch(`${h.origin}/api/v1/commerce/offerings`)).status).toBe(503);
    expect((await fetch(`${h.origin}/api/v1/commerce/offerings`)).status).toBe(401);
    await fetch(`${h.origin}/sandbox/faults`, { method: "DELETE" });
  });

  it("lists the demo members with their phones and the outbox with codes on /sandbox/", async () => {
    await post("/api/v1/auth/start", { phone: "5035550184", timezone: "America/Los_Angeles" });
    const page = await (await fetch(`${h.origin}/sandbox/`)).text();
    expect(page).toContain("(503) 555-0184");
    expect(page).toContain("Alex Rivera");
    expect(page).toContain(`<code>${h.sandbox.outbox.latestCode("5035550184")}</code>`);
    expect(page).toContain('<a href="/app/start">');
    expect(page).toContain('<a href="/app/">the app</a>');
  });
});

describe("public preferences link", () => {
  it("D-12 hands out a member's preferences link, whose token opens their preferences without sign-in", async () => {
    const members = (await (await fetch(`${h.origin}/sandbox/members`)).json()) as {
      id: number;
      name: string;
    }[];
    const maria = members.find((member) => member.name === "Maria Hernandez");
    const link = (await (
      await fetch(`${h.origin}/sandbox/members/${maria?.id}/preferences-link`)
    ).json()) as { token: string; url: string };
    expect(link.url).toBe(`/app/preferences-public?token=${link.token}`);
    const answer = await fetch(`${h.origin}/api/v1/preferences/public?access_token=${link.token}`);
    expect(await answer.json()).toMatchObject({ name: "Ma***ez", phone: "50***42" });
    expect((await fetch(`${h.origin}/sandbox/members/999999/preferences-link`)).status).toBe(403);
  });
});

describe("sign-in limits in journeys", () => {
  it("lifts one phone's sign-in limits, leaving the others", async () => {
    const limited = await startHarness();
    try {
      const start = (phone: string) =>
        fetch(`${limited.origin}/api/v1/auth/start`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone, timezone: "America/Los_Angeles" }),
        });
      for (let i = 0; i < 3; i += 1) await start("5035550184");
      expect((await start("5035550184")).status).toBe(429);
      await fetch(`${limited.origin}/sandbox/throttles?phone=5035550184`, { method: "DELETE" });
      expect((await start("5035550184")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("untrusted text", () => {
  it("puts hostile strings into the served texts, and every answer keeps the contract's shape", async () => {
    const hostile = await startHarness({ rateLimits: false });
    try {
      const texts = [
        '<img src=x onerror="alert(1)">',
        "[x](javascript:alert(1))",
        "<script>alert(1)</script>",
      ];
      const answer = await fetch(`${hostile.origin}/sandbox/untrusted-text`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ texts }),
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { fields: number }).fields).toBeGreaterThan(100);
      const api = hostile.client();
      await hostile.signIn(api, PHONES.maria);
      // getOfferings parses the answer with the contract's schemas: a shape that moved would throw here.
      const offerings = await getOfferings(api);
      expect(offerings.items.length).toBeGreaterThan(0);
      for (const offering of offerings.items)
        expect(texts).toContain(offering.description.replace(/[\u200c\u200d]/g, ""));
      // The server's alerts come from the strings file: their texts are hostile too.
      const strings = (await (
        await fetch(`${hostile.origin}/api/v1/meta/static_strings/en/strings`)
      ).json()) as { dashboard: Record<string, unknown> };
      expect(JSON.stringify(strings.dashboard.payment_methods_expiring)).toContain(
        "<script>alert(1)</script>",
      );
      const refused = await fetch(`${hostile.origin}/sandbox/untrusted-text`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ texts: [] }),
      });
      expect(refused.status).toBe(400);
    } finally {
      await hostile.close();
    }
  });
});
