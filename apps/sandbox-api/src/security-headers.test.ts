import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { inlineStyleHashes, originOf } from "./security-headers.ts";
import { mountStaticApp } from "./static-app.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const spinner = "#root:empty::before { content: ''; }";
const html = `<!doctype html><title>Tandem</title><style>${spinner}</style><script type="module" src="/app/assets/index-DA3IeP9-.js"></script>`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A built app in a temp folder, with an optional runtime config beside it or elsewhere. */
function servedApp(files: Record<string, string>, appConfig?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-headers-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries({ "index.html": html, ...files }))
    writeFileSync(path.join(dir, name), content);
  const app = new Hono();
  mountStaticApp(app, dir, { appConfig: appConfig ? path.join(dir, appConfig) : null });
  return (url: string) => app.request(url);
}

/** The CSP's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers of the app under /app", () => {
  it("B-10 sends a strict CSP: no inline scripts, the boot spinner's style by hash, never framed", async () => {
    const get = servedApp({});
    for (const url of ["/app/", "/app/food/12/checkout"]) {
      const csp = directives(await get(url));
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("style-src")).toEqual(["'self'", sha(spinner)]);
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    }
  });

  it("sends the other security headers on pages and files alike", async () => {
    const get = servedApp({ "robots.txt": "User-agent: *\n" });
    for (const url of ["/app/", "/app/dashboard", "/app/robots.txt"]) {
      const headers = (await get(url)).headers;
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(headers.get("x-frame-options")).toBe("DENY");
      const permissions = headers.get("permissions-policy") ?? "";
      expect(permissions).toContain("geolocation=(self)");
      expect(permissions).toContain("camera=()");
      expect(permissions).toContain("microphone=()");
    }
  });

  it("serves the runtime config file given, adding its hosts to connect-src", async () => {
    const config = JSON.stringify({
      VITE_API_HOST: "https://api.tandem.example/",
      VITE_SENTRY_DSN: "https://key@o1.ingest.sentry.example/42",
      VITE_ENVIRONMENT: "staging",
    });
    const get = servedApp({ "config.json": "{}", "staging.json": config }, "staging.json");
    const response = await get("/app/config.json");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(config);
    expect(directives(await get("/app/")).get("connect-src")).toEqual([
      "'self'",
      "https://api.tandem.example",
      "https://o1.ingest.sentry.example",
    ]);
  });

  it("F-084 adds the maps service to connect-src when a maps token is configured", async () => {
    const get = servedApp(
      { "config.json": "{}", "maps.json": JSON.stringify({ VITE_MAPS_ACCESS_TOKEN: "pk.test" }) },
      "maps.json",
    );
    expect(directives(await get("/app/")).get("connect-src")).toEqual(["'self'", "https://api.mapbox.com"]);
    const plain = servedApp({ "config.json": "{}", "none.json": "{}" }, "none.json");
    expect(directives(await plain("/app/")).get("connect-src")).toEqual(["'self'"]);
  });

  it("F-162 allows the card provider's script, frames and token endpoint only with its publishable key", async () => {
    const get = servedApp(
      { "config.json": "{}", "card.json": JSON.stringify({ VITE_STRIPE_PUBLIC_KEY: "pk_live_123" }) },
      "card.json",
    );
    const csp = directives(await get("/app/add-card"));
    expect(csp.get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
    expect(csp.get("frame-src")).toEqual(["'self'", "https://js.stripe.com", "https://hooks.stripe.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    const plain = directives(
      await servedApp({ "config.json": "{}", "none.json": "{}" }, "none.json")("/app/"),
    );
    expect(plain.get("script-src")).toEqual(["'self'"]);
    expect(plain.has("frame-src")).toBe(false);
  });

  it("answers 404 for a missing config.json, never the HTML shell", async () => {
    const get = servedApp({});
    expect((await get("/app/config.json")).status).toBe(404);
  });
});

describe("CSP sources", () => {
  it("hashes every inline style and only those", () => {
    const page = `<style>a{}</style><link rel="stylesheet" href="x.css"><style media="print">b{}</style>`;
    expect(inlineStyleHashes(page)).toEqual([sha("a{}"), sha("b{}")]);
  });

  it("takes the origin of absolute URLs only", () => {
    expect(originOf("https://api.tandem.example/v1")).toBe("https://api.tandem.example");
    expect(originOf("/")).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf("javascript:alert(1)")).toBeNull();
  });
});
