import { describe, expect, it } from "vitest";
import { maskPhone } from "./mask-phone.ts";

describe("maskPhone", () => {
  it.each([
    ["(503) 555-0142", "(•••) •••-0142"],
    ["15035550142", "(•••) •••-0142"],
    ["+1 503-555-9876", "(•••) •••-9876"],
  ])("D-29 masks %j as %j", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it("leaves something too short to mask as it is", () => {
    expect(maskPhone("12")).toBe("12");
  });
});
