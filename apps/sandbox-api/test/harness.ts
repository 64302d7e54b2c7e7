// Starts the real sandbox HTTP server on 127.0.0.1 (port 0) and gives tests api-client instances that keep their
// own cookies, as browsers do.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createApiClient, startAuth, verifyAuth, type ApiClient } from "@tandem/api-client";
import { createSandboxServer, type SandboxOptions } from "../src/server.ts";
import type { Sandbox } from "../src/sandbox.ts";

const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };

/** A fetch that stores cookies from answers and sends them back, like one browser. */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const request = new Request(input, init);
    if (jar.size > 0)
      request.headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(request);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(cookie) || value === "") jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
}

export interface Harness {
  origin: string;
  sandbox: Sandbox;
  /** A new client with its own cookie jar (a new browser). */
  client(language?: string): ApiClient;
  /** Signs the client in with the code the outbox received. */
  signIn(client: ApiClient, phone: string): Promise<void>;
  /** A new client signed in as the member with `phone`. */
  as(phone: string, language?: string): Promise<ApiClient>;
  close(): Promise<void>;
}

/** Starts a sandbox (in memory, fast timings unless given) and listens on a free loopback port. */
export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  const { app, sandbox } = createSandboxServer({
    timings: { pollHoldMs: 600, pollIntervalMs: 50, magicLinkDelayMs: 150, bankVerifyDelayMs: 120_000 },
    // Every test client is 127.0.0.1: tests sign in again and again, so only the per-phone limits count unless a
    // test asks for them all (`rateLimits: true`).
    rateLimits: "phone-only",
    ...options,
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const client = (language = "en") =>
    createApiClient({
      host: origin,
      fetch: cookieFetch(),
      logger: silent,
      retryDelay: () => 0,
      getLanguage: () => language,
    });
  const signIn = async (api: ApiClient, phone: string) => {
    await startAuth(api, { phone, timezone: "America/Los_Angeles", termsAgreed: true });
    const code = sandbox.outbox.latestCode(phone) ?? "";
    await verifyAuth(api, { phone, token: code });
  };
  return {
    origin,
    sandbox,
    client,
    signIn,
    async as(phone, language) {
      const api = client(language);
      await signIn(api, phone);
      return api;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Seeded demo phones (src/seed/members.ts). */
export const PHONES = {
  maria: "(503) 555-0142",
  sam: "(503) 555-0150",
  tran: "(971) 555-0177",
  dana: "(971) 555-0108",
  jordan: "(503) 555-0163",
  uma: "(503) 555-0171",
  alex: "(503) 555-0184",
  casey: "(503) 555-0129",
  robin: "(503) 555-0136",
  pat: "(503) 555-0195",
  lucia: "(503) 555-0158",
  rosa: "(503) 555-0501",
  ramon: "(503) 555-0502",
  noor: "(503) 555-0301",
  mateo: "(503) 555-0302",
  ines: "(503) 555-0303",
  nia: "(503) 555-0601",
  omar: "(503) 555-0602",
  theo: "(503) 555-0201",
  iris: "(503) 555-0202",
} as const;

/**
 * A card's expiry year five years ahead of the sandbox's clock: the card provider refuses a card whose month is over,
 * so a fixed year would fail these tests once it passed.
 */
export function futureExpiryYear(sandbox: Sandbox): number {
  return sandbox.clock.now().getUTCFullYear() + 5;
}
