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

/** The campaign cookies an answer sets: name → { value (decoded as the API reads it), attributes }. */
function campaignCookies(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  const set = response
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("utm_"));
  return new Map(
    set.map(({ value: line }) => {
      const [pair = "", ...attributes] = line.split(/;\s*/);
      const [name = "", raw = ""] = pair.split("=");
      return [name, { value: decodeURIComponent(raw.replace(/\+/g, " ")), attributes }];
    }),
  );
}

test("Production serving: a campaign link's utm_ parameters are kept in cookies for 30 days, set only when missing or changed", async ({
  request,
}) => {
  const first = campaignCookies(await request.get("/app/?utm_source=flyer&utm_campaign=spring%20market"));
  expect([...first.keys()]).toEqual(["utm_source", "utm_campaign"]);
  expect(first.get("utm_campaign")?.value).toBe("spring market");
  const attributes = first.get("utm_source")?.attributes.join("; ") ?? "";
  expect(attributes).toMatch(/^path=\/; /i);
  expect(attributes).toMatch(/SameSite=Lax$/);
  // The backend's `expires` 30 days on, or nginx's Max-Age of the same.
  const expires = /expires=([^;]+)/i.exec(attributes)?.[1];
  const lifetime = expires
    ? (Date.parse(expires) - Date.now()) / 1000
    : Number(/Max-Age=(\d+)/i.exec(attributes)?.[1]);
  expect(Math.abs(lifetime - 30 * 86_400)).toBeLessThan(60);

  // This context keeps cookies as a browser does: the same link again sets nothing; a new campaign replaces one.
  expect(
    campaignCookies(await request.get("/app/start?utm_source=flyer&utm_campaign=spring%20market")).size,
  ).toBe(0);
  const changed = campaignCookies(await request.get("/app/?utm_source=flyer&utm_campaign=fall"));
  expect([...changed.keys()]).toEqual(["utm_campaign"]);
  expect(changed.get("utm_campaign")?.value).toBe("fall");
  expect(campaignCookies(await request.get("/app/?ref=flyer")).size).toBe(0);
});

test("Production serving: a campaign link's text cannot add a cookie attribute or a header, and an overlong value is left out", async ({
  request,
}) => {
  const hostile = "x; Domain=evil.example\r\nSet-Cookie: session=1";
  const response = await request.get(
    `/app/?utm_source=${encodeURIComponent(hostile)}&utm_medium=x;Domain=evil.example&utm_term=${"t".repeat(513)}`,
  );
  expect(response.status()).toBe(200);
  const cookies = campaignCookies(response);
  // Kept encoded (the API reads back the text), or left out, but never as attributes of its own.
  expect(cookies.get("utm_source")?.value).toBe(hostile);
  for (const { attributes } of cookies.values()) expect(attributes.join(";")).not.toMatch(/domain/i);
  expect(cookies.has("utm_term")).toBe(false);
  expect(response.headersArray().filter(({ name }) => name.toLowerCase() === "set-cookie")).toHaveLength(
    cookies.size,
  );
});
