import { createApiClient, STATIC_STRINGS_TIMEOUT_MS } from "@tandem/api-client";
import { describe, expect, it } from "vitest";
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

  it("C-09 gives a strings file 5 s", () => {
    expect(STATIC_STRINGS_TIMEOUT_MS).toBe(5000);
  });
});
