// The sandbox API serving the build over HTTPS and HTTP/2 with its local certificate, and the requests the
// Lighthouse script sends it: signing the demo member in, finding an offering.
import { spawn } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { track } from "./lighthouse-processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 22009);
/** Where the sandbox answers. */
export const origin = `https://127.0.0.1:${String(port)}`;
const tlsDir = path.resolve(root, "../sandbox-api/tls");
const tlsCert = path.join(tlsDir, "localhost-cert.pem");
const tlsKey = path.join(tlsDir, "localhost-key.pem");
const certificate = readFileSync(tlsCert);
/** Chromium's --ignore-certificate-errors-spki-list: the base64 SHA-256 of the certificate's public key. */
export const certificateKeyHash = createHash("sha256")
  .update(new X509Certificate(certificate).publicKey.export({ type: "spki", format: "der" }))
  .digest("base64");

/** Starts the sandbox serving dist/ (or LIGHTHOUSE_APP_DIR) and resolves once it answers. */
export async function startSandbox() {
  const sandbox = spawn(
    process.execPath,
    [
      "--conditions=@tandem/source",
      "../sandbox-api/src/main.ts",
      "--port",
      String(port),
      "--quiet",
      "--memory",
      // Every run signs in from 127.0.0.1: only the per-phone limits, which the throttles control lifts.
      "--no-ip-rate-limits",
      "--app-dir",
      process.env.LIGHTHOUSE_APP_DIR ?? "dist",
      "--tls-cert",
      tlsCert,
      "--tls-key",
      tlsKey,
    ],
    { cwd: root, detached: true, stdio: ["ignore", "inherit", "inherit"] },
  );
  track(sandbox);
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (sandbox.exitCode !== null) throw new Error(`the sandbox API stopped (${String(sandbox.exitCode)})`);
    try {
      if ((await call("/app/", { method: "HEAD" }, false)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the sandbox API did not answer on ${origin} in 60 s`);
}

interface Answer {
  ok: boolean;
  status: number;
  setCookies: string[];
  text: string;
}

/** One request to the sandbox over HTTPS, trusting only its own certificate; throws on an error status if `strict`. */
function call(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  strict = true,
) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      `${origin}${url}`,
      {
        method: init.method ?? "GET",
        ca: certificate,
        headers: { "content-type": "application/json", ...init.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const answer = {
            ok: status >= 200 && status < 300,
            status,
            setCookies: response.headers["set-cookie"] ?? [],
            text,
          };
          if (strict && !answer.ok) {
            reject(new Error(`${init.method ?? "GET"} ${url} answered ${String(status)}: ${text}`));
          } else resolve(answer);
        });
      },
    );
    sent.on("error", reject);
    sent.end(init.body);
  });
}

/** Signs the demo member in through the API, as the app does, and returns the session's Cookie header. */
export async function signIn(phone: string) {
  await call(`/sandbox/throttles?phone=${phone}`, { method: "DELETE" });
  await call("/api/v1/auth/start", {
    method: "POST",
    body: JSON.stringify({ phone, timezone: "America/Los_Angeles", language: "en", terms_agreed: true }),
  });
  let token = "";
  for (let tries = 0; token === "" && tries < 40; tries++) {
    const outbox = JSON.parse((await call(`/sandbox/outbox?phone=${phone}`)).text) as {
      code: string | null;
    }[];
    token = outbox.find((message) => message.code !== null)?.code ?? "";
    if (token === "") await new Promise((done) => setTimeout(done, 250));
  }
  if (token === "") throw new Error(`no sign-in code for ${phone} in the outbox`);
  const verified = await call("/api/v1/auth/verify", {
    method: "POST",
    body: JSON.stringify({ phone, token }),
  });
  const cookie = verified.setCookies.map((line) => line.split(";")[0]).join("; ");
  if (cookie === "") throw new Error("signing in set no cookie");
  return cookie;
}

/** `{offering}` in a page's path: the first offering the signed-in member sees. */
export async function firstOffering(cookie: string) {
  const offerings = JSON.parse((await call("/api/v1/commerce/offerings", { headers: { cookie } })).text) as {
    items: { id: number }[];
  };
  const first = offerings.items[0];
  if (!first) throw new Error("the member sees no offering");
  return String(first.id);
}
