import { describe, expect, it } from "vitest";
import { requiredError, requiredSchema } from "./required.ts";
import { ruleSchema } from "./rule-schema.ts";

describe("requiredError and requiredSchema", () => {
  it.each([
    ["", "forms.invalid_required"],
    ["   ", "forms.invalid_required"],
    ["Ana", null],
  ])("V-01/V-10 %j gives %s", (value, expected) => {
    expect(requiredError(value)).toBe(expected);
    expect(requiredSchema.safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });
});

describe("ruleSchema", () => {
  const schema = ruleSchema((value) => (value === "ok" ? null : "forms.invalid_field"));

  it("V-01 gives the rule's message id as the issue message and keeps valid values", () => {
    expect(schema.parse("ok")).toBe("ok");
    expect(schema.safeParse("nope").error?.issues).toMatchObject([
      { code: "custom", message: "forms.invalid_field" },
    ]);
  });

  it.each([[undefined], [null], [42]])("V-01 reports %j as required", (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe("forms.invalid_required");
  });
});
