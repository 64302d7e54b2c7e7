// What stays behind and what a stranger can reach: member answers are never stored in the browser's HTTP cache
// and the 401 that ends a session clears it; the session cookie is SameSite=Lax (Secure over TLS); the
// unauthenticated forms that write are rate-limited as sign-in is; prototype keys are unknown ids.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxServer } from "../src/server.ts";
import { PHONES, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const json = { "content-type": "application/json" };

/** Signs `phone` in with plain requests and returns the session cookie to send back. */
async function sessionCookie(phone: string): Promise<string> {
  await fetch(`${h.origin}/sandbox/throttles?phone=${phone}`, { method: "DELETE" });
  const body = { phone, timezone: "America/Los_Angeles" };
  await fetch(`${h.origin}/api/v1/auth/start`, { method: "POST", headers: json, body: JSON.stringify(body) });
  const verified = await fetch(`${h.origin}/api/v1/auth/verify`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ phone, token: h.sandbox.outbox.latestCode(phone) }),
  });
  const cookie = verified.headers.getSetCookie().find((value) => value.startsWith("suma.session=")) ?? "";
  return cookie.split(";")[0] ?? "";
}

describe("member answers stay out of the browser's cache", () => {
  it("sends Cache-Control: no-store on every member answer: ledgers, orders, trips and the rest", async () => {
    const cookie = await sessionCookie("5035550142");
    const overview = await fetch(`${h.origin}/api/v1/ledgers/overview`, { headers: { cookie } });
    const { ledgers } = (await overview.clone().json()) as { ledgers: { id: number }[] };
    const paths = [
      `/api/v1/ledgers/${String(ledgers[0]?.id)}/lines`,
      "/api/v1/commerce/orders",
      "/api/v1/commerce/orders/unclaimed",
      "/api/v1/commerce/offerings",
      "/api/v1/mobility/trips",
      "/api/v1/me/dashboard",
      "/api/v1/anon_proxy/vendor_accounts",
    ];
    expect(overview.headers.get("cache-control")).toBe("no-store");
    for (const path of paths) {
      const answer = await fetch(`${h.origin}${path}`, { headers: { cookie } });
      expect([path, answer.status, answer.headers.get("cache-control")]).toEqual([path, 200, "no-store"]);
    }
  });

  it("clears the site's cache with the 401 that ends a session, and only then", async () => {
    const cookie = await sessionCookie("5035550163");
    await fetch(`${h.origin}/api/v1/auth`, { method: "DELETE", headers: { cookie } });
    const ended = await fetch(`${h.origin}/api/v1/commerce/orders`, { headers: { cookie } });
    expect(ended.status).toBe(401);
    expect(ended.headers.get("clear-site-data")).toBe('"cache"');
    expect(ended.headers.get("cache-control")).toBe("no-store");
    const never = await fetch(`${h.origin}/api/v1/commerce/orders`);
    expect(never.status).toBe(401);
    expect(never.headers.get("clear-site-data")).toBeNull();
  });
});

describe("the session cookie", () => {
  it("is SameSite=Lax, and Secure when the sandbox is served over TLS", async () => {
    const plain = await sessionCookie("5035550129");
    expect(plain).not.toBe("");
    const { app, sandbox } = createSandboxServer({ rateLimits: false });
    const start = (origin: string, phone: string) =>
      app.request(`${origin}/api/v1/auth/start`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ phone, timezone: "America/Los_Angeles" }),
      });
    const verify = (origin: string, phone: string) =>
      app.request(`${origin}/api/v1/auth/verify`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ phone, token: sandbox.outbox.latestCode(phone) }),
      });
    await start("http://localhost", "5035550136");
    const overHttp = (await verify("http://localhost", "5035550136")).headers.get("set-cookie") ?? "";
    expect(overHttp).toMatch(/; SameSite=Lax/);
    expect(overHttp).not.toMatch(/; Secure/);
    await start("https://localhost", "5035550195");
    const overTls = (await verify("https://localhost", "5035550195")).headers.get("set-cookie") ?? "";
    expect(overTls).toMatch(/; Secure; SameSite=Lax/);
  });
});

describe("unauthenticated forms that write are rate-limited as sign-in is", () => {
  const contact = (phone: string) =>
    fetch(`${h.origin}/api/v1/auth/contact_list`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Rosa", phone, timezone: "America/Los_Angeles", source: "suma_event" }),
    });
  const regain = (phone: string) =>
    fetch(`${h.origin}/api/v1/support/regain_account_access`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Sam", current_phone: phone, previous_phone: PHONES.sam }),
    });

  it("contact_list: three a minute per phone, then 429 with retry_after", async () => {
    for (let i = 0; i < 3; i += 1) expect((await contact("5035559301")).status).toBe(200);
    const limited = await contact("5035559301");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: "too_many_requests", status: 429 } });
    expect((await contact("5035559302")).status).toBe(200);
  });

  it("regain_account_access: three a minute per phone, then 429", async () => {
    for (let i = 0; i < 3; i += 1) expect((await regain("5035559303")).status).toBe(204);
    expect((await regain("5035559303")).status).toBe(429);
    const tickets = h.sandbox.store.db.t.tickets.rows.filter(
      (row) => row.kind === "regain_account_access" && row.details.current_phone === "5035559303",
    );
    expect(tickets).toHaveLength(3);
  });

  it("contact_list and sign-in keep separate counts, so signing up at an event leaves sign-in free", async () => {
    for (let i = 0; i < 3; i += 1) await contact("5035559304");
    const started = await fetch(`${h.origin}/api/v1/auth/start`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ phone: "5035559304", timezone: "America/Los_Angeles" }),
    });
    expect(started.status).toBe(200);
  });
});

describe("prototype keys are unknown ids, not lookups", () => {
  it("answers images/constructor and images/__proto__ 404 not_found", async () => {
    for (const id of ["constructor", "__proto__", "toString", "hasOwnProperty", "nope"]) {
      const answer = await fetch(`${h.origin}/api/v1/images/${id}`);
      expect([id, answer.status]).toEqual([id, 404]);
      expect(await answer.json()).toMatchObject({ error: { status: 404, code: "not_found" } });
    }
    expect((await fetch(`${h.origin}/api/v1/images/missing`)).status).toBe(200);
  });

  it("answers a prototype key as a strings namespace or locale like any unknown one (403 forbidden, contract §3.11)", async () => {
    for (const path of ["__proto__/constructor", "en/constructor", "en/toString", "constructor/strings"]) {
      const answer = await fetch(`${h.origin}/api/v1/meta/static_strings/${path}`);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(await answer.json()).toEqual({
        error: { message: "Forbidden", status: 403, code: "forbidden" },
      });
    }
  });

  it("treats a card token named like a prototype key as an unknown token, not a crash", async () => {
    const lines: string[] = [];
    const { app, sandbox } = createSandboxServer({ rateLimits: false, log: (line) => lines.push(line) });
    const phone = "5035550142";
    const send = (path: string, body: unknown, cookie = "") =>
      app.request(`http://localhost/api/v1/${path}`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify(body),
      });
    await send("auth/start", { phone, timezone: "America/Los_Angeles" });
    const verified = await send("auth/verify", { phone, token: sandbox.outbox.latestCode(phone) });
    const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    for (const id of ["constructor", "toString"]) {
      const answer = await send("payment_instruments/cards/create_stripe", { token: { id } }, cookie);
      expect(answer.status).toBe(500);
    }
    expect(lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });
});
