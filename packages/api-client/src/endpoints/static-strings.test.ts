import { afterEach, describe, expect, it, vi } from "vitest";
import { readFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { settled, stalledFetch } from "../../test/stalled-fetch.ts";
import { createApiClient } from "../client.ts";
import * as strings from "./static-strings.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-07 C-09",
    fn: strings.getStaticStrings,
    call: (client) => strings.getStaticStrings(client, "es", "strings", { cachebust: "2025.6" }),
    route: "GET /api/v1/meta/static_strings/es/strings",
    fixture: "GET_meta_static_strings_locale_namespace.json",
    query: [["cachebust", "2025.6"]],
    // Keys stay as in the file: `copied_to_clipboard`, not `copiedToClipboard`.
    expectResult: (file) =>
      expect(file).toEqual(readFixture("GET_meta_static_strings_locale_namespace.json")),
  },
  {
    rows: "E-20",
    fn: strings.getCardErrorStrings,
    call: (client) => strings.getCardErrorStrings(client, "en"),
    route: "GET /api/v1/meta/static_strings/en/stripe",
    fixture: "GET_meta_static_strings_locale_stripe.json",
    expectResult: (file) =>
      expect(file).toMatchObject({ errors: { incorrect_zip: ["s", "Your ZIP code is incorrect."] } }),
  },
];

describe("static-strings endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(strings, cases);
});

describe("static-strings timeout", () => {
  afterEach(() => void vi.useRealTimers());

  it("C-09 gives up on a strings file after 5 s, retries included", async () => {
    vi.useFakeTimers();
    // The first attempt's connection drops after 3 s (retried); the retry never answers.
    const stalled = stalledFetch([3_000]);
    const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
    const client = createApiClient({ host: "http://api.test", fetch: stalled.fetch, logger: silent });
    const file = strings.getStaticStrings(client, "en", "strings");
    const outcome = file.catch((thrown: unknown) => thrown);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await settled(file)).toBe(false);
    expect(stalled.attemptsAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(file)).toBe(true);
    expect(await outcome).toMatchObject({ code: "network_error" });
  });
});
