import { describe, expect, it } from "vitest";
import { createServer } from "../server.ts";

describe("GET /meta/static_strings/{locale}/{namespace}", () => {
  const app = createServer();

  it("A-02 serves the file untouched, with ETag and Last-Modified", async () => {
    const response = await app.request("/api/v1/meta/static_strings/en/strings?cachebust=1.2.3");
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(body.ledgerusage?.mobility_trip).toEqual([
      "s",
      expect.stringContaining("@%"),
      { k: "serviceName" },
      { k: "discountAmount", f: "sumaCurrency" },
    ]);
    expect(body.dashboard?.negative_cash_balance).toEqual(["s", expect.stringContaining("below zero")]);
  });

  it("A-02 answers 304 to a matching If-None-Match or a later If-Modified-Since", async () => {
    const first = await app.request("/api/v1/meta/static_strings/es/surveys");
    const etag = first.headers.get("etag") ?? "";
    expect(
      (await app.request("/api/v1/meta/static_strings/es/surveys", { headers: { "If-None-Match": etag } }))
        .status,
    ).toBe(304);
    const later = new Date(Date.now() + 60_000).toUTCString();
    const notModified = await app.request("/api/v1/meta/static_strings/es/surveys", {
      headers: { "If-Modified-Since": later },
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(
      (
        await app.request("/api/v1/meta/static_strings/es/surveys", {
          headers: { "If-None-Match": 'W/"other"' },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 403 forbidden for an unknown locale or namespace", async () => {
    const response = await app.request("/api/v1/meta/static_strings/fr/strings");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { message: "Forbidden", status: 403, code: "forbidden" },
    });
  });
});
