// The sandbox refuses what a page on another site (or a DNS-rebinding page) could make a visitor's browser send:
// bodies that are not JSON, writes from a foreign Origin, sandbox controls under a foreign Host, oversized bodies.
// Probes go over real HTTP with the headers a browser would send.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.ts";
import { rawRequest } from "./raw-http.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimits: false, appOrigins: ["https://members.tandem.test"] });
});
afterAll(() => h.close());

const START = JSON.stringify({ phone: "5035550142", timezone: "America/Los_Angeles" });
const host = () => new URL(h.origin).host;

describe("only JSON bodies, only from the app's origin", () => {
  it("refuses a cross-site text/plain POST (a form on another site) before it reaches sign-in", async () => {
    const answer = await rawRequest(h.origin, {
      method: "POST",
      path: "/api/v1/auth/start",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      body: START,
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status: 403, code: "forbidden" } });
    expect(h.sandbox.outbox.latestCode("5035550142")).toBeNull();
  });

  it("answers a body that is not application/json with 415 in the contract's error shape", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await fetch(`${h.origin}/api/v1/auth/start`, {
        method: "POST",
        headers: { "content-type": type },
        body: START,
      });
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({
        error: {
          message: "Request bodies must be application/json",
          status: 415,
          code: "unsupported_media_type",
        },
      });
    }
    const untyped = await rawRequest(h.origin, {
      method: "POST",
      path: "/api/v1/auth/start",
      headers: { "content-length": String(START.length) },
      body: START,
    });
    expect(untyped.status).toBe(415);
  });

  it("takes JSON with a charset, and writes with no body and no Content-Type", async () => {
    const started = await fetch(`${h.origin}/api/v1/auth/start`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: START,
    });
    expect(started.status).toBe(200);
    const signOut = await rawRequest(h.origin, { method: "DELETE", path: "/api/v1/auth" });
    expect(signOut.status).toBe(204);
    const claim = await rawRequest(h.origin, { method: "POST", path: "/api/v1/commerce/orders/1/claim" });
    expect(claim.status).toBe(401);
  });

  it("refuses a JSON write whose Origin is another site's, and takes its own origin, the app's and none", async () => {
    const post = (origin?: string) =>
      rawRequest(h.origin, {
        method: "POST",
        path: "/api/v1/auth/start",
        headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
        body: JSON.stringify({ phone: "5035550150", timezone: "America/Los_Angeles" }),
      });
    for (const foreign of ["https://evil.example", "null", `http://${host()}.evil.example`]) {
      const answer = await post(foreign);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error: { message: "Forbidden: this request came from another site", status: 403, code: "forbidden" },
      });
    }
    expect((await post(h.origin)).status).toBe(200);
    expect((await post("https://members.tandem.test")).status).toBe(200);
    expect((await post()).status).toBe(200);
    // Behind a proxy that passes Host on, the proxy's origin is the request's own.
    const proxied = await rawRequest(h.origin, {
      method: "POST",
      path: "/api/v1/auth/start",
      headers: {
        host: "127.0.0.1:8080",
        origin: "http://127.0.0.1:8080",
        "content-type": "application/json",
      },
      body: JSON.stringify({ phone: "5035550163", timezone: "America/Los_Angeles" }),
    });
    expect(proxied.status).toBe(200);
  });

  it("refuses a sandbox control posted from another site", async () => {
    const answer = await rawRequest(h.origin, {
      method: "POST",
      path: "/sandbox/reset",
      headers: { origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
  });

  it("keeps the card provider stand-in form-encoded and open to any origin, as the provider's is", async () => {
    const answer = await rawRequest(h.origin, {
      method: "POST",
      path: "/sandbox/card-provider/v1/tokens",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: "Bearer pk_test_sandbox",
        origin: "https://elsewhere.example",
      },
      body: "card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123",
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ object: "token" });
  });
});

describe("the sandbox controls answer on loopback hosts only", () => {
  for (const path of [
    "/sandbox/outbox?phone=5035550142",
    "/sandbox/members",
    "/sandbox/",
    "/sandbox/faults",
  ]) {
    it(`refuses GET ${path} under a foreign Host (DNS rebinding)`, async () => {
      const foreign = await rawRequest(h.origin, {
        path,
        headers: { host: `rebind.evil.example:${new URL(h.origin).port}` },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body).not.toContain("5035550142");
      for (const local of [host(), `localhost:${new URL(h.origin).port}`, "[::1]"]) {
        expect((await rawRequest(h.origin, { path, headers: { host: local } })).status).toBe(200);
      }
    });
  }
});

describe("body size", () => {
  it("answers a body over 64 KB with 413 in the contract's error shape", async () => {
    const big = JSON.stringify({
      phone: "5035550142",
      timezone: "America/Los_Angeles",
      pad: "x".repeat(5_000_000),
    });
    const answer = await fetch(`${h.origin}/api/v1/auth/contact_list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: { message: "Request bodies must be at most 64 KB", status: 413, code: "payload_too_large" },
    });
    const sent = await fetch(`${h.origin}/api/v1/auth/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "5035550171", timezone: "America/Los_Angeles", pad: "x".repeat(60_000) }),
    });
    expect(sent.status).toBe(200);
  });
});
