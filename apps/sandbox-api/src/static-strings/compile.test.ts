import { describe, expect, it } from "vitest";
import { STRINGS_FILES, stringsFile } from "./catalog.ts";
import { compileStrings } from "./compile.ts";

function keysOf(node: unknown, prefix = ""): string[] {
  if (Array.isArray(node)) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("compileStrings (contract §3.11)", () => {
  it.each([
    ["plain text", "Close", ["s", "Close"]],
    ["inline markdown", "Your balance is **low**.", ["m", "Your balance is **low**."]],
    ["a link", "[Update it](/funding).", ["m", "[Update it](/funding)."]],
    ["paragraphs", "Thanks!\n\nYou paid.", ["mp", "Thanks!\n\nYou paid."]],
    ["a list", "- one\n- two", ["mp", "- one\n- two"]],
    ["a variable", "Wait {{seconds}} s.", ["s", "Wait @% s.", { k: "seconds" }]],
    [
      "a formatted variable",
      "Owe {{amount, sumaCurrency}}",
      ["s", "Owe @%", { k: "amount", f: "sumaCurrency" }],
    ],
  ])("A-02 builds the leaf of %s", (_, text, leaf) => {
    expect(compileStrings({ "a.b": text })).toEqual({ a: { b: leaf } });
  });

  it("A-02 nests a key and promotes the formatter of a string nesting markdown", () => {
    const file = compileStrings({
      "common.contact": "Write to [us](mailto:x@y.z)",
      "errors.x": "Paused. $t(common.contact)",
    });
    expect(file.errors).toEqual({ x: ["m", "Paused. @%", { t: "common.contact" }] });
  });
});

describe("the strings files", () => {
  it("E-04 has the same keys in English and Spanish in every namespace", () => {
    for (const namespace of new Set(STRINGS_FILES.map((entry) => entry.namespace))) {
      const en = JSON.parse(stringsFile("en", namespace)?.body ?? "null") as unknown;
      const es = JSON.parse(stringsFile("es", namespace)?.body ?? "null") as unknown;
      expect(keysOf(es).sort(), namespace).toEqual(keysOf(en).sort());
    }
  });

  it("R-36 the privacy policy has every section doc 2 §2 lists", () => {
    const keys = keysOf(JSON.parse(stringsFile("en", "privacy_policy")?.body ?? "{}") as unknown);
    const sections = [
      "information_collected",
      "methods_of_collection",
      "methods_of_information_usage.services",
      "methods_of_information_usage.support_and_subsidy",
      "methods_of_information_usage.communicating_with_you",
      "methods_of_information_usage.security_and_fraud_prevention",
      "methods_of_information_usage.complying_with_law",
      "cookies_policy",
      "third_party_access",
      "information_retention_and_removal.retention",
      "information_retention_and_removal.removal",
      "business_transfer",
      "children_under_13",
      "communications",
      "future_changes",
      "contact_information",
    ];
    for (const section of sections) expect(keys).toContain(`sections.${section}.body`);
    for (const statement of [
      "transparency",
      "consent",
      "education",
      "trust",
      "community_driven",
      "faq",
      "contact_us",
    ])
      expect(keys).toContain(`overview.${statement}`);
  });

  it("F-118 the terms of use are one markdown document under `contents`", () => {
    expect(JSON.parse(stringsFile("es", "terms_of_use_and_sale")?.body ?? "{}")).toEqual({
      contents: ["mp", expect.stringContaining("# Términos")],
    });
  });
});
