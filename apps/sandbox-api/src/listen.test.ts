import { readFileSync } from "node:fs";
import { connect } from "node:http2";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listen, type Listening } from "./listen.ts";
import { createServer } from "./server.ts";

const tlsDir = path.resolve(import.meta.dirname, "../tls");
const tls = {
  certFile: path.join(tlsDir, "localhost-cert.pem"),
  keyFile: path.join(tlsDir, "localhost-key.pem"),
};

let started: Listening | undefined;
afterEach(async () => {
  const server = started?.server;
  started = undefined;
  if (server) await new Promise((done) => server.close(done));
});

/** One GET over HTTP/2, trusting only the sandbox's own certificate. */
function h2Get(origin: string, requestPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const session = connect(origin, { ca: readFileSync(tls.certFile) });
    session.on("error", reject);
    const stream = session.request({ ":path": requestPath });
    let body = "";
    let status = 0;
    stream.on("response", (headers) => (status = Number(headers[":status"])));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status, body });
    });
    stream.on("error", reject);
  });
}

describe("listen", () => {
  it("serves the API over plain HTTP without a certificate", async () => {
    started = await listen({ fetch: createServer().fetch, port: 0, hostname: "127.0.0.1" });
    expect(started.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${started.origin}/api/v1/me`);
    expect(answer.status).toBe(401);
  });

  it("serves HTTPS over HTTP/2 with a certificate", async () => {
    started = await listen({ fetch: createServer().fetch, port: 0, hostname: "127.0.0.1", tls });
    expect(started.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await h2Get(started.origin, "/api/v1/me");
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: expect.any(String) } });
  });
});
