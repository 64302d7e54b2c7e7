import { describe, expect, it } from "vitest";
import {
  cacheControl,
  contentSecurityPolicy,
  headersManifest,
  inlineStyleHashes,
  isNoFallback,
  parseHeadersManifest,
} from "./policy.ts";
import { SERVING_RULES } from "./rules.ts";

describe("the serving rules of the app under /app", () => {
  it("caches hashed assets and their source maps for a year, everything else revalidates", () => {
    for (const file of [
      "assets/index-DA3IeP9-.js",
      "assets/inter-latin-Dx4kXJAl.woff2",
      "assets/kit-B2x_9aQz.js.map",
    ])
      expect(cacheControl(SERVING_RULES, file), file).toBe("public, max-age=31536000, immutable");
    for (const file of [
      "index.html",
      "shell.html",
      "sw.js",
      "workbox-6829fd8d.js",
      "config.json",
      "assets/logo.svg",
    ])
      expect(cacheControl(SERVING_RULES, file), file).toBe("no-cache");
  });

  it("answers a missing script or config.json with a 404, any other address with the fallback", () => {
    expect(isNoFallback(SERVING_RULES, "assets/index-0ld0ld00.js")).toBe(true);
    expect(isNoFallback(SERVING_RULES, "config.json")).toBe(true);
    expect(isNoFallback(SERVING_RULES, "food/12/checkout")).toBe(false);
    expect(isNoFallback(SERVING_RULES, "config.json/x")).toBe(false);
  });

  it("a build's manifest hashes each page's inline styles and falls back to its shell, else to index.html", () => {
    const pages = {
      "index.html": "<style>a{}</style>",
      "shell.html": "<style>b{}</style><style>c{}</style>",
    };
    const manifest = headersManifest(pages);
    expect(manifest.pages).toEqual({
      "index.html": inlineStyleHashes(pages["index.html"]),
      "shell.html": inlineStyleHashes(pages["shell.html"]),
    });
    expect(manifest.pages["shell.html"]).toHaveLength(2);
    expect(manifest.fallback).toBe("shell.html");
    expect(headersManifest({ "index.html": "" }).fallback).toBe("index.html");
    expect(parseHeadersManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(() => parseHeadersManifest(JSON.stringify({ ...manifest, version: 2 }))).toThrow(/version 1/);
  });

  it("B-10 composes the CSP: the page's style hashes, the configured hosts once each, a service's sources only when configured", () => {
    const csp = contentSecurityPolicy(SERVING_RULES, ["'sha256-abc'"], {
      VITE_API_HOST: "https://api.tandem.example/v1",
      VITE_METRICS_ENDPOINT: "https://api.tandem.example/metrics",
      VITE_SENTRY_DSN: "/",
    });
    expect(csp).toContain("style-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://api.tandem.example;");
    expect(csp).not.toContain("frame-src");
    expect(csp).not.toContain("unsafe-inline");
    const withMaps = contentSecurityPolicy(SERVING_RULES, [], { VITE_MAPS_ACCESS_TOKEN: "pk.test" });
    expect(withMaps).toContain("connect-src 'self' https://api.mapbox.com;");
  });
});
