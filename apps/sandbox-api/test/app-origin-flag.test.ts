// `--app-origin`: the app served from another origin than the sandbox (a proxy that does not pass Host on, a dev
// server) may write; other sites still may not. The real process, started with the flag.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rawRequest } from "./raw-http.ts";
import { spawnSandbox } from "./spawn-sandbox.ts";

describe("--app-origin", () => {
  it("takes writes from the named app origin as from the sandbox's own, and refuses other sites", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "tandem-origin-")), "sandbox.json");
    const { child, origin } = await spawnSandbox(file, ["--memory", "--app-origin", "http://127.0.0.1:8080"]);
    try {
      const post = (from: string) =>
        rawRequest(origin, {
          method: "POST",
          path: "/api/v1/auth/start",
          headers: { origin: from, "content-type": "application/json" },
          body: JSON.stringify({ phone: "5035550142", timezone: "America/Los_Angeles" }),
        });
      expect((await post("http://127.0.0.1:8080")).status).toBe(200);
      expect((await post(origin)).status).toBe(200);
      expect((await post("http://127.0.0.1:8081")).status).toBe(403);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
