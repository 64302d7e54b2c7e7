import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createServer } from "./server.ts";

function builtApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-app-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Tandem</title>");
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  return dir;
}

describe("sandbox server", () => {
  it("A-13 answers GET /me signed out with the contract's 401 envelope", async () => {
    const response = await createServer().request("/api/v1/me");
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { status: 401, code: "unauthenticated" } });
  });

  it("answers unknown API paths with a 404 error envelope", async () => {
    const response = await createServer().request("/api/v1/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { status: 404, code: "not_found" } });
  });

  it("R-01 serves the built app under /app with an index.html fallback for client routes", async () => {
    const app = createServer({ appDir: builtApp() });
    const home = await app.request("/app/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>Tandem</title>");
    const deep = await app.request("/app/order/12");
    expect(deep.status).toBe(200);
    expect(deep.headers.get("cache-control")).toBe("no-cache");
    const asset = await app.request("/app/assets/index-abc123.js");
    expect(await asset.text()).toBe("console.log(1)");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("redirects the bare origin and /app to /app/", async () => {
    const app = createServer({ appDir: builtApp() });
    expect((await app.request("/")).headers.get("location")).toBe("/app/");
    expect((await app.request("/app")).headers.get("location")).toBe("/app/");
  });

  it("logs one line per request with method, path, status and time", async () => {
    const lines: string[] = [];
    await createServer({ log: (line) => lines.push(line) }).request("/api/v1/me");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/v1\/me 401 \d+(\.\d+)?ms$/);
  });
});
