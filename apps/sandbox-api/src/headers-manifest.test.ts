import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  headersManifest,
  HEADERS_MANIFEST_FILE,
  inlineStyleHashes,
  SERVING_RULES,
} from "@tandem/paths/serving";
import { mountStaticApp } from "./static-app.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const welcome = `<!doctype html><title>Tandem</title><style>.welcome{gap:1rem}</style>`;
const shell = `<!doctype html><title>Tandem</title><style>.boot{gap:1rem}</style>`;

/** A built app in a temp folder with the headers manifest given, mounted on a bare Hono app. */
function builtWith(manifest: object) {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-manifest-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "index.html"), welcome);
  writeFileSync(path.join(dir, "shell.html"), shell);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(dir, HEADERS_MANIFEST_FILE), JSON.stringify(manifest));
  const app = new Hono();
  mountStaticApp(app, dir);
  return { dir, get: (url: string) => app.request(url) };
}

describe("Production serving: the sandbox serves the app by the build's headers manifest", () => {
  it("takes the headers, the cache rule, the fallback and each page's style hashes from the manifest", async () => {
    // A manifest that differs from the shared rules in each respect, so every answer shows where it came from.
    const manifest = {
      ...headersManifest({ "index.html": "<style>.listed{}</style>", "shell.html": shell }),
      headers: { ...SERVING_RULES.headers, "Referrer-Policy": "no-referrer" },
      cache: { ...SERVING_RULES.cache, immutable: String.raw`^robots\.txt$` },
      fallback: "index.html",
    };
    const { get } = builtWith(manifest);
    const home = await get("/app/");
    expect(home.headers.get("referrer-policy")).toBe("no-referrer");
    const policy = home.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(inlineStyleHashes("<style>.listed{}</style>")[0]);
    expect(policy).not.toContain(inlineStyleHashes(welcome)[0]);
    expect((await get("/app/robots.txt")).headers.get("cache-control")).toBe(
      SERVING_RULES.cache.immutableValue,
    );
    expect(await (await get("/app/dashboard")).text()).toBe(welcome);
  });

  it("reads the manifest again once the build rewrites it, and never serves it", async () => {
    const { dir, get } = builtWith(headersManifest({ "index.html": welcome, "shell.html": shell }));
    expect((await get("/app/")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const rewritten = { ...headersManifest({}), headers: { "Referrer-Policy": "same-origin" } };
    writeFileSync(path.join(dir, HEADERS_MANIFEST_FILE), JSON.stringify(rewritten));
    expect((await get("/app/")).headers.get("referrer-policy")).toBe("same-origin");
    expect((await get(`/app/${HEADERS_MANIFEST_FILE}`)).status).toBe(404);
  });

  it("refuses a manifest of another version rather than serving without its rules", async () => {
    const { get } = builtWith({ ...headersManifest({}), version: 2 });
    // Hono's default error handler logs the error: it is the one expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(get("/app/")).resolves.toHaveProperty("status", 500);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/Not a version 1 headers manifest/);
    logged.mockRestore();
  });
});
