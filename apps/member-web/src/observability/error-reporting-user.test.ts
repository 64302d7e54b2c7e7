import type { BrowserOptions, Event } from "@sentry/browser";
import { createApiClient, getMe, verifyAuth } from "@tandem/api-client";
import { createFakeApi, errorAnswer, wireFixture } from "@tandem/page-kit/testing";
import { describe, expect, it, vi } from "vitest";
import type * as SentrySdk from "./sentry-sdk.ts";

// Every event the SDK would send, caught at its transport (the SDK itself is real).
const sent: Event[] = [];
vi.mock("./sentry-sdk.ts", async (importOriginal) => {
  const sdk = await importOriginal<typeof SentrySdk>();
  return {
    ...sdk,
    init: (options: BrowserOptions) =>
      sdk.init({
        ...options,
        integrations: [],
        transport: () => ({
          send: (envelope) => {
            for (const [header, payload] of envelope[1])
              if (header.type === "event") sent.push(payload as Event);
            return Promise.resolve({});
          },
          flush: () => Promise.resolve(true),
        }),
      }),
  };
});

const { startErrorReporting } = await import("./error-reporting.ts");
const sdk = await import("./sentry-sdk.ts");

/** Reports a message and gives the member its event names (id, email, name), once it reached the transport. */
async function reportedMember(message: string) {
  sdk.captureMessage(message);
  await vi.waitFor(() => expect(sent.find((event) => event.message === message)).toBeDefined());
  const user = sent.find((event) => event.message === message)?.user ?? {};
  return { id: user.id, email: user.email, username: user.username };
}

const nobody = { id: undefined, email: undefined, username: undefined };

describe("error reporting follows the member (F-027)", () => {
  it("F-027 after sign-in events carry the member's id, email and name; after a failed GET /me, no member", async () => {
    const me = { ...wireFixture("GET_me"), email: "maria@example.org" } as {
      id: number;
      name: string;
      email: string;
    };
    const api = createFakeApi({ "POST /auth/verify": { body: me } });
    const client = createApiClient({ host: "http://api.test", fetch: api.fetch, retryDelay: () => 0 });
    const started = await startErrorReporting(
      {
        dsn: "https://key@errors.test/1",
        environment: "test",
        release: "r1",
        tracesSampleRate: 0,
        apiOrigin: "http://api.test",
      },
      client.currentMember,
    );
    expect(started).toBe(true);
    expect(await reportedMember("before sign-in")).toEqual(nobody);

    await verifyAuth(client, { phone: "15035550101", token: "123456" });
    expect(await reportedMember("signed in")).toEqual({
      id: String(me.id),
      email: me.email,
      username: me.name,
    });

    api.on("GET /me", errorAnswer(401, "unauthenticated"));
    await expect(getMe(client)).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await reportedMember("session over")).toEqual(nobody);
  });
});
