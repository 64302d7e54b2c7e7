// Behind a proxy on this machine (nginx in front of the sandbox, README "What the sandbox trusts"): the controls
// stay on this machine, the limits count the address the proxy saw, and the scheme the browser used is kept. Over
// real HTTP from 127.0.0.1, as nginx's requests arrive, with the headers a proxy (or a client posing as one) sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_LINK_OPAQUE_ID } from "../src/seed/partners.ts";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";
import { rawRequest, type RawAnswer } from "./raw-http.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ apiVersion: "current", rateLimits: true });
});
afterAll(() => h.close());

const json = { "content-type": "application/json" };
const cookies = (answer: RawAnswer) => [answer.headers["set-cookie"] ?? []].flat();
const code = (answer: RawAnswer) => (JSON.parse(answer.body) as { error?: { code: string } }).error?.code;

/** A wrong code for Sam, sent with `headers`: `invalid_otp` until the client's address is limited. */
const wrongCode = (headers: Record<string, string> = {}) =>
  rawRequest(h.origin, {
    method: "POST",
    path: "/api/v1/auth/verify",
    headers: { ...json, ...headers },
    body: JSON.stringify({ phone: PHONES.sam, token: "000000" }),
  });

describe("the sandbox's controls behind a proxy", () => {
  it("refuses every control a proxy passed on, even addressed to localhost from 127.0.0.1", async () => {
    const outbox = (headers: Record<string, string>) =>
      rawRequest(h.origin, { path: "/sandbox/outbox", headers: { host: "localhost", ...headers } });
    expect((await outbox({})).status).toBe(200);
    const proxies: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-real-ip": "203.0.113.9" },
      { forwarded: "for=203.0.113.9;proto=https" },
    ];
    for (const proxied of proxies) {
      const answer = await outbox(proxied);
      expect(answer.status).toBe(403);
      expect(code(answer)).toBe("forbidden");
      expect(answer.body).not.toMatch(/"code":"\d{6}"/);
    }
  });
});

describe("S-08 the sign-in limits count the client's real address", () => {
  it("limits a client on this machine like any other: no exemption for loopback", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) expect(code(await wrongCode())).toBe("invalid_otp");
    const limited = await wrongCode({ "x-forwarded-for": "127.0.0.1" });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ error: { code: "too_many_requests" } });
  });

  it("counts the address the proxy appended, whatever the client wrote before it", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const spoofed = `198.51.100.${attempt}, 127.0.0.1, 203.0.113.7`;
      expect(code(await wrongCode({ "x-forwarded-for": spoofed }))).toBe("invalid_otp");
    }
    expect(code(await wrongCode({ "x-forwarded-for": "127.0.0.1, 203.0.113.7" }))).toBe("too_many_requests");
    // Another client behind the same proxy has limits of its own.
    expect(code(await wrongCode({ "x-forwarded-for": "203.0.113.8" }))).toBe("invalid_otp");
  });
});

describe("the scheme a trusted proxy names", () => {
  const behindTls = { "x-forwarded-for": "192.0.2.40", "x-forwarded-proto": "https" };

  it("redirects a registration link relatively and keeps its code in a Secure cookie", async () => {
    const link = await rawRequest(h.origin, {
      path: `/api/v1/registration_links/${PARTNER_LINK_OPAQUE_ID}`,
      headers: behindTls,
    });
    expect(link.status).toBe(302);
    expect(link.headers.location).toMatch(/^\/api\/v1\/registration_links\/capture\?suma_regcode=[\w-]+$/);
    const capture = await rawRequest(h.origin, { path: String(link.headers.location), headers: behindTls });
    expect(capture.headers.location).toBe("/app/partner-signup");
    expect(cookies(capture).find((line) => line.startsWith("suma_regcode="))).toMatch(/; Secure/);
  });

  it("A-15 sets the session cookie Secure and takes the https app's writes", async () => {
    const origin = `https://${new URL(h.origin).host}`;
    for (const tls of [
      behindTls,
      { "x-forwarded-for": "192.0.2.41", forwarded: "for=192.0.2.41;proto=https" },
    ]) {
      const start = await rawRequest(h.origin, {
        method: "POST",
        path: "/api/v1/auth/start",
        headers: { ...json, ...tls, origin },
        body: JSON.stringify({ phone: PHONES.sam, timezone: "America/Los_Angeles" }),
      });
      expect(start.status).toBe(200);
      const verified = await rawRequest(h.origin, {
        method: "POST",
        path: "/api/v1/auth/verify",
        headers: { ...json, ...tls, origin },
        body: JSON.stringify({ phone: PHONES.sam, token: h.sandbox.outbox.latestCode(PHONES.sam) }),
      });
      expect(verified.status).toBe(200);
      expect(cookies(verified).find((line) => line.startsWith("suma.session="))).toMatch(/; Secure/);
    }
    // Without the proxy's word the https origin is another site's.
    const plain = await rawRequest(h.origin, {
      method: "POST",
      path: "/api/v1/auth/start",
      headers: { ...json, "x-forwarded-for": "192.0.2.42", origin },
      body: JSON.stringify({ phone: PHONES.iris, timezone: "America/Los_Angeles" }),
    });
    expect(plain.status).toBe(403);
  });
});

describe("writes to the data file are limited per client", () => {
  const tooMany = (answer: RawAnswer) => {
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { code: "too_many_requests", retry_after: expect.stringMatching(/^\d+$/) },
    });
  };

  it("answers a client following registration links too often with too_many_requests", async () => {
    const follow = (client: string) =>
      rawRequest(h.origin, {
        path: `/api/v1/registration_links/${PARTNER_LINK_OPAQUE_ID}`,
        headers: { "x-forwarded-for": client },
      });
    for (let visit = 0; visit < 10; visit += 1) expect((await follow("203.0.113.20")).status).toBe(302);
    tooMany(await follow("203.0.113.20"));
    expect((await follow("203.0.113.21")).status).toBe(302);
  });

  it("answers a client asking for card tokens too often with too_many_requests", async () => {
    const card = new URLSearchParams({
      key: "pk_test_sandbox",
      "card[number]": "4242424242424242",
      "card[exp_month]": "12",
      "card[exp_year]": String(futureExpiryYear(h.sandbox)),
      "card[cvc]": "123",
    });
    const token = (client: string) =>
      rawRequest(h.origin, {
        method: "POST",
        path: "/sandbox/card-provider/v1/tokens",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
        body: card.toString(),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await token("203.0.113.30")).status).toBe(200);
    tooMany(await token("203.0.113.30"));
    expect((await token("203.0.113.31")).status).toBe(200);
  });
});
