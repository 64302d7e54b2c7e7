import { createApiClient } from "@tandem/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStaticStringsFetcher } from "./static-strings-fetcher.ts";

describe("createStaticStringsFetcher", () => {
  it("A-02 asks for the file with cachebust=<release> and keeps its keys as sent", async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      host: "http://127.0.0.1:22001",
      fetch: (input) => {
        requests.push(input as Request);
        return Promise.resolve(
          Response.json({ errors: { too_many_requests: ["s", "Wait @%", { k: "seconds" }] } }),
        );
      },
    });
    const file = await createStaticStringsFetcher(client, "2026.11.1")("es", "strings");
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/api/v1/meta/static_strings/es/strings");
    expect(new URL(requests[0]?.url ?? "").searchParams.get("cachebust")).toBe("2026.11.1");
    expect(file).toEqual({ errors: { too_many_requests: ["s", "Wait @%", { k: "seconds" }] } });
  });

  afterEach(() => void vi.useRealTimers());

  it("C-09 gives a strings file 5 s, then fails so the bundled text stays", async () => {
    vi.useFakeTimers();
    // A server that never answers: the request only ends when the client aborts it.
    const stalled: typeof fetch = (input) =>
      new Promise((_, reject) => {
        const { signal } = input as Request;
        signal.addEventListener("abort", () => reject(signal.reason as Error));
      });
    const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
    const client = createApiClient({ host: "http://127.0.0.1:22001", fetch: stalled, logger: silent });
    let outcome: unknown = "pending";
    void createStaticStringsFetcher(client, "2026.11.1")("es", "strings").then(
      () => (outcome = "answered"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(4_900);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toMatchObject({ code: "network_error" });
  });
});
