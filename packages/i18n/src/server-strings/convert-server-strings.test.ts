import { readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatMessageValues } from "../message-values.ts";
import { convertServerStrings } from "./convert-server-strings.ts";

// The contract's own example strings file (contract §3.11).
const fixture: unknown = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      "../../../../contract/fixtures/GET_meta_static_strings_locale_namespace.json",
    ),
    "utf8",
  ),
);

function render(file: unknown, id: string, values: Record<string, unknown> = {}, prefix?: string) {
  const i18n = setupI18n({ locale: "en", messages: { en: convertServerStrings(file, { prefix }).messages } });
  return i18n._(id, formatMessageValues(values, "en"));
}

describe("convertServerStrings", () => {
  it("A-02 turns the nested keys of a strings file into dotted message ids, kept verbatim", () => {
    const { messages, invalid } = convertServerStrings(fixture);
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining([
        "common.copied_to_clipboard",
        "errors.too_many_requests",
        "mobility.trip_ended",
      ]),
    );
    expect(invalid).toEqual([]);
  });

  it("F-039 interpolates {{var}} placeholders in order", () => {
    expect(render(fixture, "errors.too_many_requests", { seconds: 37 })).toBe(
      "Too many attempts. Please wait 37 seconds and try again.",
    );
  });

  it("F-039 formats Money placeholders with the currency formatter (D-18)", () => {
    expect(
      render(fixture, "dashboard.negative_cash_balance_v2", { amount: { cents: 1250, currency: "USD" } }),
    ).toBe("\u200CYour balance is **-$12.50**. We will try to charge your payment method again.");
  });

  it("F-039 resolves a nested key reference to the referenced text", () => {
    const file = {
      errors: {
        read_only_unverified: ["s", "Your account is pending verification."],
        read_only_technical_error: ["m", "Something is wrong. @%", { t: "errors.read_only_unverified" }],
      },
    };
    expect(render(file, "errors.read_only_technical_error")).toBe(
      "\u200CSomething is wrong. Your account is pending verification.",
    );
  });

  it("F-039 flags inline markdown with U+200C and paragraphs with U+200D; plain text has no marker", () => {
    expect(render(fixture, "dashboard.payment_methods_expiring")).toBe(
      "\u200CA payment method is expiring soon. [Update it here](/funding).",
    );
    expect(
      render(fixture, "mobility.trip_ended", { vendor: "Lime", totalCost: { cents: 250, currency: "USD" } }),
    ).toBe("\u200DThanks for riding with Lime!\n\nYou paid $2.50.");
    expect(render(fixture, "common.close")).toBe("Close");
  });

  it("F-039 reads property-path placeholders from nested values", () => {
    const file = { trips: { vendor: ["s", "Ride with @%", { k: "provider.vendorName" }] } };
    expect(render(file, "trips.vendor", { provider: { vendorName: "Biketown" } })).toBe("Ride with Biketown");
  });

  it("F-039 takes a referenced message from the fallback catalog when the file lacks it", () => {
    const file = { errors: { read_only_technical_error: ["s", "Paused. @%", { t: "common.contact_us" }] } };
    const converted = convertServerStrings(file, {
      fallback: (id) =>
        id === "common.contact_us" ? ["\u200C[Contact us](mailto:help@example.org)"] : undefined,
    });
    expect(converted.messages["errors.read_only_technical_error"]).toEqual([
      "Paused. [Contact us](mailto:help@example.org)",
    ]);
  });

  it("F-038 shows the key of a reference nobody knows, and a reference loop ends", () => {
    const file = {
      a: { one: ["s", "1 @%", { t: "a.two" }], two: ["s", "2 @%", { t: "a.one" }] },
      b: ["s", "@%", { t: "x.y" }],
    };
    const converted = convertServerStrings(file);
    expect(converted.unresolved).toContain("x.y");
    expect(render(file, "b")).toBe("x.y");
    expect(render(file, "a.one")).toBe("1 2 a.one");
  });

  it("A-02 prefixes the ids of other namespaces and skips malformed entries", () => {
    const file = { contents: ["mp", "# Privacy\n\nWe care."], broken: ["x", 3], list: 5 };
    const converted = convertServerStrings(file, { prefix: "privacy_policy." });
    expect(Object.keys(converted.messages)).toEqual(["privacy_policy.contents"]);
    expect(converted.invalid).toEqual(["broken", "list"]);
  });

  it("F-039 keeps ICU-looking characters of server text literal", () => {
    const file = { x: { y: ["s", "Use {braces} and # signs, 100% @%", { k: "n" }] } };
    expect(render(file, "x.y", { n: 7 })).toBe("Use {braces} and # signs, 100% 7");
  });
});
