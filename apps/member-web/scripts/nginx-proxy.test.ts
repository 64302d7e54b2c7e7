// The nginx configuration in front of the sandbox, over TLS, as a programme deploys it: the generated one the
// journeys serve by (/sandbox/ passed on, on 127.0.0.1) and the committed example. Through each, a client tries what
// a proxy must not let through: the sandbox's controls, escaping the sign-in limits with its own X-Forwarded-For;
// and the member behind TLS keeps https (relative redirects, Secure cookies, writes from the https app taken).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { SERVING_RULES } from "@tandem/paths/serving";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./free-port.ts";
import { nginxPolicy, nginxServer } from "./nginx-rules.ts";
import {
  NGINX_INSTALLED,
  startNginxOverTls,
  startSandbox,
  stop,
  tlsRequest,
  type Answer,
} from "./nginx-test-servers.ts";

const MANIFEST = { ...SERVING_RULES, pages: {} };
const LINK = "/api/v1/registration_links/rl_cullycommons2026";
const SAM = "(503) 555-0150";
const json = { "content-type": "application/json" };

/** The committed example, on this test's port and sandbox instead of :8080 and :22001, its listen with TLS. */
function example(port: number, api: string, root: string): string {
  const text = readFileSync(path.join(import.meta.dirname, "../deploy/nginx/tandem.conf.example"), "utf8");
  const moved = text
    .replace("    listen 8080;", `    listen 127.0.0.1:${port} ssl;`)
    .replace("http://127.0.0.1:22001", api)
    .replace("root /srv/tandem;", `root ${root};`);
  expect(moved).toContain(`listen 127.0.0.1:${port} ssl;`);
  expect(moved).toContain(api);
  return moved;
}

const configurations = [
  {
    name: "the generated configuration of the journeys (/sandbox/ passed on, on 127.0.0.1)",
    server: (port: number, api: string, root: string) =>
      nginxServer(MANIFEST, { listen: `127.0.0.1:${port} ssl`, root, api, proxied: ["/sandbox/"] }),
  },
  { name: "the committed example", server: example },
];

const codeOf = (answer: Answer) => (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
const cookie = (answer: Answer, name: string) =>
  [answer.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith(`${name}=`)) ?? "";

describe.skipIf(!NGINX_INSTALLED).each(configurations)(
  "nginx in front of the sandbox: $name",
  ({ server }) => {
    let port = 0;
    let sandbox = "";
    let origin = "";
    let prefix = "";
    const started: ChildProcess[] = [];
    const outbox = async () =>
      (await fetch(`${sandbox}/sandbox/outbox?phone=${encodeURIComponent(SAM)}`)).text();

    beforeAll(async () => {
      prefix = mkdtempSync(path.join(tmpdir(), "tandem-nginx-proxy-"));
      const sandboxPort = await freePort();
      [port, sandbox] = [await freePort(), `http://127.0.0.1:${sandboxPort}`];
      origin = `https://localhost:${port}`;
      started.push(await startSandbox(sandboxPort));
      started.push(
        await startNginxOverTls(prefix, port, server(port, sandbox, prefix), nginxPolicy(MANIFEST, {})),
      );
    }, 60_000);
    afterAll(async () => {
      for (const child of started.reverse()) await stop(child);
      rmSync(prefix, { recursive: true, force: true });
    });

    it("answers no client with the sandbox's controls, even one asking for localhost", async () => {
      const start = await fetch(`${sandbox}/api/v1/auth/start`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ phone: SAM, timezone: "America/Los_Angeles" }),
      });
      expect(start.status).toBe(200);
      const code = /"code":"(\d{6})"/.exec(await outbox())?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);
      for (const host of ["localhost", `localhost:${port}`, "127.0.0.1"]) {
        const answer = await tlsRequest(port, {
          path: `/sandbox/outbox?phone=${encodeURIComponent(SAM)}`,
          headers: { host },
        });
        expect([403, 404]).toContain(answer.status);
        expect(answer.body).not.toContain(code);
      }
    });

    it("A-15 keeps the member on https: relative redirects, Secure cookies, and the app's writes taken", async () => {
      const link = await tlsRequest(port, { path: LINK });
      expect(link.status).toBe(302);
      expect(link.headers.location).toMatch(/^\/api\/v1\/registration_links\/capture\?suma_regcode=[\w-]+$/);
      const capture = await tlsRequest(port, { path: String(link.headers.location) });
      expect(capture.headers.location).toBe("/app/partner-signup");
      expect(cookie(capture, "suma_regcode")).toMatch(/; Secure/);
      const send = (call: string, body: object) =>
        tlsRequest(port, {
          method: "POST",
          path: `/api/v1/auth/${call}`,
          headers: { ...json, origin },
          body: JSON.stringify(body),
        });
      expect((await send("start", { phone: SAM, timezone: "America/Los_Angeles" })).status).toBe(200);
      const token = /"code":"(\d{6})"/.exec(await outbox())?.[1] ?? "";
      const verified = await send("verify", { phone: SAM, token });
      expect(verified.status).toBe(200);
      expect(cookie(verified, "suma.session")).toMatch(/; Secure/);
    });

    it("S-08 counts a client by the address nginx saw, whatever X-Forwarded-For it sends", async () => {
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const spoofed = attempt % 2 === 0 ? "127.0.0.1" : `198.51.100.${attempt}`;
        const answer = await tlsRequest(port, {
          method: "POST",
          path: "/api/v1/auth/verify",
          headers: { ...json, "x-forwarded-for": spoofed },
          body: JSON.stringify({ phone: SAM, token: "000000" }),
        });
        codes.push(codeOf(answer));
      }
      // auth/verify: 4 per 2 minutes per client; the sign-in above was one.
      expect(codes).toContain("too_many_requests");
    });
  },
);
