import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { inlineStyleHashes } from "./security-headers.ts";
import { mountStaticApp } from "./static-app.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const html = `<!doctype html><title>Tandem</title>${"<link rel=modulepreload href=/app/assets/x.js>".repeat(20)}`;
const script = Buffer.from("export const greeting = () => 'Hello, Portland';\n".repeat(400));
const font = randomBytes(4000);

/** A built app as Vite leaves it, in a temp folder, mounted on a bare Hono app. */
function builtApp() {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-static-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow:\n");
  writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  writeFileSync(path.join(dir, "assets", "index-DA3IeP9-.js"), script);
  writeFileSync(path.join(dir, "assets", "inter-latin-Dx4kXJAl.woff2"), font);
  writeFileSync(path.join(dir, "icon.png"), font);
  const app = new Hono();
  mountStaticApp(app, dir);
  const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    app.request(url, { method, headers });
  return { dir, get };
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the app served under /app", () => {
  it("sends gzip that decodes to the original script, varying by Accept-Encoding", async () => {
    const { get } = builtApp();
    const response = await get("/app/assets/index-DA3IeP9-.js", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = await bytes(response);
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).equals(script)).toBe(true);
  });

  it("sends brotli that decodes to the original, and prefers it to gzip once made", async () => {
    const { get } = builtApp();
    const br = await get("/app/assets/index-DA3IeP9-.js", { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(br)).equals(script)).toBe(true);
    const both = await get("/app/assets/index-DA3IeP9-.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(both.headers.get("content-encoding")).toBe("br");
    const refused = await get("/app/assets/index-DA3IeP9-.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(refused.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends the original bytes when the request accepts no coding", async () => {
    const { get } = builtApp();
    const response = await get("/app/assets/index-DA3IeP9-.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(script.length));
    expect((await bytes(response)).equals(script)).toBe(true);
  });

  it("never compresses fonts and images again", async () => {
    const { get } = builtApp();
    for (const [url, type] of [
      ["/app/assets/inter-latin-Dx4kXJAl.woff2", "font/woff2"],
      ["/app/icon.png", "image/png"],
    ] as const) {
      const response = await get(url, { "Accept-Encoding": "br, gzip" });
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("vary")).toBeNull();
      expect(response.headers.get("content-type")).toBe(type);
      expect((await bytes(response)).equals(font)).toBe(true);
    }
  });

  it("caches hashed assets for a year as immutable", async () => {
    const { get } = builtApp();
    const response = await get("/app/assets/inter-latin-Dx4kXJAl.woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates index.html and deep links with one strong ETag, answering 304 when it matches", async () => {
    const { get } = builtApp();
    const home = await get("/app/", { "Accept-Encoding": "gzip" });
    const deep = await get("/app/food/12/checkout", { "Accept-Encoding": "gzip" });
    for (const response of [home, deep]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(gunzipSync(await bytes(response)).toString()).toBe(html);
    }
    const etag = home.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(deep.headers.get("etag")).toBe(etag);
    const again = await get("/app/food/12/checkout", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(await again.text()).toBe("");
    const stale = await get("/app/", { "Accept-Encoding": "gzip", "If-None-Match": '"old"' });
    expect(stale.status).toBe(200);
  });

  it("serves a prerendered page from its folder's index.html and every other path the shell, each with its styles' hashes", async () => {
    const { dir, get } = builtApp();
    const welcome = `<!doctype html><title>Welcome | Tandem</title><div id="root">welcome</div>`;
    const start = `<!doctype html><title>Sign in or join | Tandem</title><style>.sign-in{gap:1rem}</style><div id="root">start</div>`;
    const shell = `<!doctype html><title>Tandem</title><style>.boot{gap:1rem}</style><div id="root"></div>`;
    writeFileSync(path.join(dir, "index.html"), welcome);
    mkdirSync(path.join(dir, "start"));
    writeFileSync(path.join(dir, "start", "index.html"), start);
    writeFileSync(path.join(dir, "shell.html"), shell);
    expect(await (await get("/app/")).text()).toBe(welcome);
    for (const url of ["/app/start", "/app/start/", "/app/start?next=1"]) {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      // The page inlines its own styles: its policy allows them by their hash.
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain(inlineStyleHashes(start)[0]);
      expect(await page.text()).toBe(start);
    }
    for (const url of ["/app/dashboard", "/app/food/12/checkout", "/app/start/more"]) {
      const page = await get(url);
      expect(page.headers.get("content-security-policy")).toContain(inlineStyleHashes(shell)[0]);
      expect(await page.text()).toBe(shell);
    }
  });

  it("gives other unhashed files no-cache and an ETag, and a new ETag once the file changes", async () => {
    const { dir, get } = builtApp();
    const before = await get("/app/robots.txt");
    expect(before.headers.get("cache-control")).toBe("no-cache");
    expect(await before.text()).toBe("User-agent: *\nDisallow:\n");
    writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /app/\n");
    const etag = before.headers.get("etag") ?? "";
    const after = await get("/app/robots.txt", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toBe("User-agent: *\nDisallow: /app/\n");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const { get } = builtApp();
    const response = await get("/app/assets/index-DA3IeP9-.js", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await response.text()).toBe("");
  });

  it("answers 404 for a missing asset and for dotfiles, never the HTML shell", async () => {
    const { get } = builtApp();
    expect((await get("/app/assets/index-0ld0ld00.js")).status).toBe(404);
    expect((await get("/app/.vite/manifest.json")).status).toBe(404);
  });
});
