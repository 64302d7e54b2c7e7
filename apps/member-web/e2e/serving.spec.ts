import { expect, test, type APIRequestContext } from "@playwright/test";

// How the built app is served under /app: the same journeys run against the
// sandbox (playwright.config.ts) and against nginx configured from the build's headers manifest
// (playwright.nginx.config.ts), so both hosts keep the manifest's rules.

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The first script the welcome page loads: a hashed asset of the build. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/app/")).text();
  const src = /<script[^>]+src="(\/app\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  return src ?? "";
}

test("Production serving: hashed assets are cached for a year and compressed; index.html, the service worker and config.json revalidate", async ({
  request,
}) => {
  const script = await request.get(await entryScript(request));
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe(IMMUTABLE);
  expect(script.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(["gzip", "br"]).toContain(script.headers()["content-encoding"]);
  expect(script.headers().vary).toMatch(/Accept-Encoding/i);
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
  // Brotli for a browser that takes it, else gzip.
  for (const coding of ["br", "gzip"]) {
    const coded = await request.get(await entryScript(request), { headers: { "Accept-Encoding": coding } });
    expect(coded.headers()["content-encoding"], coding).toBe(coding);
  }

  for (const [url, type] of [
    ["/app/", "text/html; charset=utf-8"],
    ["/app/sw.js", "text/javascript; charset=utf-8"],
    ["/app/config.json", "application/json; charset=utf-8"],
    ["/app/icon-192.png", "image/png"],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("no-cache");
    expect(response.headers()["content-type"], url).toBe(type);
  }
  // Images are compressed already: sent as they are.
  expect((await request.get("/app/icon-192.png")).headers()["content-encoding"]).toBeUndefined();

  // index.html revalidates with its validator: unchanged, the answer is a 304 without a body.
  const home = await request.get("/app/");
  const etag = home.headers().etag ?? "";
  expect(etag).not.toBe("");
  const again = await request.get("/app/", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["cache-control"]).toBe("no-cache");
});

test("Production serving: a deep link gets the app shell, a prerendered page its own HTML, and a missing script, config or dotfile a 404", async ({
  request,
}) => {
  const welcome = await (await request.get("/app/")).text();
  const shells = await Promise.all(
    ["/app/dashboard", "/app/food/12/checkout", "/app/start/more"].map(async (url) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.headers()["cache-control"], url).toBe("no-cache");
      return response.text();
    }),
  );
  expect(new Set(shells).size).toBe(1);
  expect(shells[0]).not.toBe(welcome);
  expect(shells[0]).toContain('<div id="root">');

  // The prerendered start page answers its address with and without the slash, never through a redirect.
  for (const url of ["/app/start", "/app/start/", "/app/start?next=1"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain("<title>Sign in or join | Tandem</title>");
  }

  for (const url of ["/app/assets/index-0ld0ld00.js", "/app/.headers.json", "/app/.vite/manifest.json"])
    expect((await request.get(url)).status(), url).toBe(404);
  for (const url of ["/", "/app"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://host").pathname, url).toBe("/app/");
  }
});
