// Campaign links (the backend's Rack::UtmCapture in front of its web app, and Member::Referral at auth/start): a
// navigation into /app keeps the link's utm_ parameters in cookies, and signing up a new phone records where the
// member came from. Over real HTTP, with a browser's cookie jar.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApiClient, startAuth, type ApiClient } from "@tandem/api-client";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { ApiVersion } from "../src/api-version.ts";
import { cookieFetch, PHONES, startHarness, type Harness } from "./harness.ts";

const appDir = mkdtempSync(path.join(tmpdir(), "tandem-utm-"));
writeFileSync(path.join(appDir, "index.html"), "<!doctype html><title>Tandem</title>");
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

let h: Harness;
afterEach(() => h.close());

const start = async (apiVersion: ApiVersion = "current") => {
  h = await startHarness({ appDir, apiVersion });
};

/** The utm_ Set-Cookie lines of a navigation to `address`, as sent. */
async function utmCookiesOf(address: string, cookie?: string, status = 200): Promise<string[]> {
  const response = await fetch(`${h.origin}${address}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  expect(response.status).toBe(status);
  return response.headers.getSetCookie().filter((line) => line.startsWith("utm_"));
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

/** Follows a campaign link, then signs up (or in) with `phone`; returns the member's recorded referral. */
async function signUpFrom(link: string, phone: string) {
  const visitor = browser();
  await visitor.fetch(`${h.origin}${link}`);
  await startAuth(visitor.api, { phone, timezone: "America/Los_Angeles", termsAgreed: true });
  const members = (await (await fetch(`${h.origin}/sandbox/members`)).json()) as {
    id: number;
    phone: string;
  }[];
  const id = members.find((member) => member.phone === phone)?.id;
  const answer = await fetch(`${h.origin}/sandbox/members/${id}/referral`);
  return ((await answer.json()) as { referral: unknown }).referral;
}

describe("campaign links keep their utm_ parameters in cookies until sign-up", () => {
  it("a campaign link's parameters are kept in cookies of the same names for 30 days, path /, SameSite=Lax", async () => {
    await start();
    const lines = await utmCookiesOf("/app/?utm_source=flyer&utm_campaign=spring+market&utm_term=bikes");
    expect(lines.map((line) => line.split(";")[0])).toEqual([
      "utm_source=flyer",
      "utm_campaign=spring+market",
      "utm_term=bikes",
    ]);
    const expires = Date.parse(/expires=([^;]+)/.exec(lines[0] ?? "")?.[1] ?? "");
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect(lines[0]).toMatch(/; path=\/; expires=[^;]+; SameSite=Lax$/);
    // Any address of the app: a deep link, a missing file, the address without its slash (redirected).
    expect(await utmCookiesOf("/app/dashboard?utm_medium=sms")).toHaveLength(1);
    expect(await utmCookiesOf("/app/assets/gone.js?utm_medium=sms", undefined, 404)).toHaveLength(1);
    expect(await utmCookiesOf("/app?utm_medium=sms", undefined, 302)).toHaveLength(1);
    expect(await utmCookiesOf("/app/?other=1")).toEqual([]);
  });

  it("a cookie that holds the link's value is left alone; one that holds another is replaced", async () => {
    await start();
    const lines = await utmCookiesOf(
      "/app/?utm_source=flyer&utm_campaign=fall",
      "utm_source=flyer; utm_campaign=spring",
    );
    expect(lines.map((line) => line.split(";")[0])).toEqual(["utm_campaign=fall"]);
    // The same value written differently (a space as + or %20) is the same value.
    expect(await utmCookiesOf("/app/?utm_campaign=spring%20market", "utm_campaign=spring+market")).toEqual(
      [],
    );
  });

  it("a link's text goes into the cookie encoded, so it cannot add attributes or headers; an overlong value is left out", async () => {
    await start();
    const lines = await utmCookiesOf(
      `/app/?utm_source=${encodeURIComponent("x; Domain=evil.example\r\nSet-Cookie: session=1")}&utm_campaign=${"a".repeat(513)}&utm_medium=${"m".repeat(512)}`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(";")[0]).toBe(
      "utm_source=x%3B+Domain%3Devil.example%0D%0ASet-Cookie%3A+session%3D1",
    );
    expect(lines[1]?.split(";")[0]).toBe(`utm_medium=${"m".repeat(512)}`);
  });

  it("signing up a new phone from a campaign link records its source, campaign and medium; an existing member's sign-in none", async () => {
    await start();
    const referral = await signUpFrom(
      "/app/?utm_source=flyer&utm_campaign=spring+market&utm_medium=print&utm_content=x",
      "(503) 555-0917",
    );
    expect(referral).toMatchObject({ source: "flyer", campaign: "spring market", medium: "print" });
    expect(await signUpFrom("/app/?utm_campaign=fall", "(503) 555-0918")).toMatchObject({
      source: "",
      campaign: "fall",
      medium: null,
    });
    expect(await signUpFrom("/app/?utm_source=flyer", PHONES.maria)).toBeNull();
    expect(await signUpFrom("/app/", "(503) 555-0919")).toBeNull();
  });

  it("at 5dd9af6c the cookies are kept, but sign-up records no referral (the backend read none then)", async () => {
    await start("5dd9af6c");
    expect(await utmCookiesOf("/app/?utm_source=flyer")).toHaveLength(1);
    expect(await signUpFrom("/app/?utm_source=flyer", "(503) 555-0920")).toBeNull();
  });
});
