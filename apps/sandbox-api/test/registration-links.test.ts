// Joining through a partner (HEAD only): a followed registration link's one-time code kept in a
// cookie for an hour, the invitation on the member and on the 401 of GET /me, and the update that joins the
// organisation verified. At 5dd9af6c none of it exists. Over real HTTP, as a browser would follow the link.
import { createApiClient, getMe, updateMe, type ApiClient } from "@tandem/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { PARTNER_LINK_OPAQUE_ID } from "../src/seed/partners.ts";
import { cookieFetch, PHONES, startHarness, type Harness } from "./harness.ts";

const LINK = `/api/v1/registration_links/${PARTNER_LINK_OPAQUE_ID}`;
const NOAH = "(503) 555-0401";
const VALERIA = "(503) 555-0402";

let h: Harness;
afterEach(() => h.close());

/** Follows the printed link the way a browser does: the link, then the capture; returns the kept cookie. */
async function follow(headers: Record<string, string> = {}) {
  const first = await fetch(`${h.origin}${LINK}`, { redirect: "manual", headers });
  const capture = new URL(first.headers.get("location") ?? "", h.origin);
  const second = await fetch(capture, { redirect: "manual", headers });
  const setCookie = second.headers.getSetCookie().find((line) => line.startsWith("suma_regcode=")) ?? "";
  return { first, capture, second, setCookie, cookie: setCookie.split(";")[0] ?? "" };
}

async function meAnswer(cookie: string, language = "en") {
  const response = await fetch(`${h.origin}/api/v1/me`, {
    headers: { cookie, "accept-language": language },
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, Record<string, unknown>>,
  };
}

/** A browser: its own cookie jar, and an API client that uses it. */
function browser(): { fetch: typeof fetch; api: ApiClient } {
  const jar = cookieFetch();
  const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
  return {
    fetch: jar,
    api: createApiClient({ host: h.origin, fetch: jar, logger: silent, retryDelay: () => 0 }),
  };
}

/** A browser that followed the partner's link and signed in as `phone`. */
async function invitedMember(phone: string): Promise<ApiClient> {
  const visitor = browser();
  const followed = await visitor.fetch(`${h.origin}${LINK}`, { redirect: "manual" });
  await visitor.fetch(new URL(followed.headers.get("location") ?? "", h.origin), { redirect: "manual" });
  await h.signIn(visitor.api, phone);
  return visitor.api;
}

describe("registration links on current", () => {
  it("the link redirects to the capture with a one-time code, which keeps it in a cookie for an hour and opens the app's partner signup", async () => {
    h = await startHarness({ apiVersion: "current" });
    const { first, capture, second, setCookie } = await follow();
    expect(first.status).toBe(302);
    expect(capture.pathname).toBe("/api/v1/registration_links/capture");
    const code = capture.searchParams.get("suma_regcode") ?? "";
    expect(code).toMatch(/^[\w-]{12,}$/);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe("/app/partner-signup");
    expect(setCookie).toContain(`suma_regcode=${code}`);
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Each visit gets its own code, so the printed address never is the code.
    const again = await follow();
    expect(again.capture.searchParams.get("suma_regcode")).not.toBe(code);
  });

  it("works when followed from another site (a QR code, a partner's page): GETs pass the request guards", async () => {
    h = await startHarness({ apiVersion: "current" });
    const { first, second } = await follow({
      origin: "https://partner.example",
      "sec-fetch-site": "cross-site",
      referer: "https://partner.example/residents",
    });
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
  });

  it("answers an unknown link 403 and a capture without its code 400 required", async () => {
    h = await startHarness({ apiVersion: "current" });
    const unknown = await fetch(`${h.origin}/api/v1/registration_links/rl_nothing`, { redirect: "manual" });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ error: { status: 403, code: "forbidden" } });
    const bare = await fetch(`${h.origin}/api/v1/registration_links/capture`, { redirect: "manual" });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: { code: "required" } });
  });

  it("the 401 of GET /me always has registration_link: null without the cookie, the invitation with it, in the request language", async () => {
    h = await startHarness({ apiVersion: "current" });
    expect(await meAnswer("")).toEqual({
      status: 401,
      body: { error: { registration_link: null, status: 401, code: "unauthenticated" } },
    });
    const { cookie } = await follow();
    const en = await meAnswer(cookie);
    expect(en.status).toBe(401);
    expect(en.body.error?.registration_link).toEqual({
      organization_name: "Cully Commons",
      intro: expect.stringContaining("**Cully Commons** residents ride and shop") as string,
    });
    const es = await meAnswer(cookie, "es");
    expect(es.body.error?.registration_link).toMatchObject({
      intro: expect.stringContaining("Los residentes de **Cully Commons**") as string,
    });
    // A code nobody made shows no invitation.
    expect((await meAnswer("suma_regcode=made-up")).body.error?.registration_link).toBeNull();
  });

  it("the code lasts an hour", async () => {
    h = await startHarness({ apiVersion: "current" });
    const { cookie } = await follow();
    h.sandbox.clock.advance(59 * 60_000);
    expect((await meAnswer(cookie)).body.error?.registration_link).not.toBeNull();
    h.sandbox.clock.advance(60_000);
    expect((await meAnswer(cookie)).body.error?.registration_link).toBeNull();
  });

  it("the signed-in member carries the invitation; POST /me/update naming its organisation joins it verified and uses the code up (contract §3.2)", async () => {
    h = await startHarness({ apiVersion: "current" });
    const api = await invitedMember(NOAH);
    const before = await getMe(api);
    expect(before).toMatchObject({
      registrationLink: { organizationName: "Cully Commons" },
      readOnlyMode: true,
      readOnlyReason: "read_only_unverified",
    });
    const joined = await updateMe(api, { organizationName: "Cully Commons" });
    expect(joined).toMatchObject({ registrationLink: null, readOnlyMode: false, readOnlyReason: null });
    const noah = h.sandbox.store.db.t.members.find((member) => member.phone === "15035550401");
    expect(noah?.memberships).toMatchObject([{ organization: "Cully Commons", status: "verified" }]);
    // Used: the same browser sees no invitation any more, and updating again changes nothing.
    expect((await getMe(api)).registrationLink).toBeNull();
  });

  it("a used code joins nobody else, and an update without a code verifies nobody", async () => {
    h = await startHarness({ apiVersion: "current" });
    const visitor = browser();
    const followed = await visitor.fetch(`${h.origin}${LINK}`, { redirect: "manual" });
    await visitor.fetch(new URL(followed.headers.get("location") ?? "", h.origin), { redirect: "manual" });
    await h.signIn(visitor.api, NOAH);
    expect(await updateMe(visitor.api, { organizationName: "Cully Commons" })).toMatchObject({
      readOnlyReason: null,
    });
    // Noah signs out; Valeria signs in in the same browser, whose cookie still holds the used code.
    await visitor.fetch(`${h.origin}/api/v1/auth`, { method: "DELETE" });
    await h.signIn(visitor.api, VALERIA);
    expect((await getMe(visitor.api)).registrationLink).toBeNull();
    expect(await updateMe(visitor.api, {})).toMatchObject({ readOnlyReason: "read_only_unverified" });
    const valeria = h.sandbox.store.db.t.members.find((member) => member.phone === "15035550402");
    expect(valeria?.memberships).toEqual([]);
    const tran = await h.as(PHONES.tran);
    expect(await updateMe(tran, {})).toMatchObject({ readOnlyReason: "read_only_unverified" });
  });

  it("lists the partner's link, clickable, on the demo page", async () => {
    h = await startHarness({ apiVersion: "current" });
    const html = await (await fetch(`${h.origin}/sandbox/`)).text();
    expect(html).toContain("Cully Commons");
    expect(html).toContain(`<a href="${LINK}">`);
  });
});

describe("registration links at 5dd9af6c: none of it", () => {
  it("the routes are unknown, the 401 has no registration_link key, the member no field, and an update verifies nobody", async () => {
    h = await startHarness({ apiVersion: "5dd9af6c" });
    const link = await fetch(`${h.origin}${LINK}`, { redirect: "manual" });
    expect(link.status).toBe(404);
    const capture = await fetch(`${h.origin}/api/v1/registration_links/capture?suma_regcode=x`, {
      redirect: "manual",
    });
    expect(capture.status).toBe(404);
    expect(capture.headers.getSetCookie()).toEqual([]);
    expect(await meAnswer("")).toEqual({
      status: 401,
      body: { error: { status: 401, code: "unauthenticated" } },
    });
    const api = await h.as(NOAH);
    const member = await getMe(api);
    expect(member).not.toHaveProperty("registrationLink");
    expect(await updateMe(api, {})).toMatchObject({ readOnlyReason: "read_only_unverified" });
  });
});
