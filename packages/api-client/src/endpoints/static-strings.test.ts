import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  useTestApi,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
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
  const api = useTestApi();

  it("C-09 gives up on a strings file after 5 s, retries included", async () => {
    api().answer("GET /api/v1/meta/static_strings/en/strings", { delayMs: 6_000, json: {} });
    const started = performance.now();
    const failure = strings.getStaticStrings(api().client(), "en", "strings");
    await expect(failure).rejects.toMatchObject({ code: "network_error" });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(5_900);
    expect(strings.STATIC_STRINGS_TIMEOUT_MS).toBe(5_000);
  }, 10_000);
});
