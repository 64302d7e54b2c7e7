import { describe, expect, it } from "vitest";
import { maxCartQuantity } from "./cart.ts";

describe("maxCartQuantity", () => {
  it.each([
    [20, 15, "V-16: capped at 15"],
    [15, 15, "V-16"],
    [4, 4, "V-16: the product's lower limit"],
    [0, 0, "sold out"],
    [-3, 0, "contract: maxQuantity may be negative"],
    [Number.NaN, 0, "an unreadable limit offers nothing"],
  ])("maxQuantity %d allows %d (%s)", (maxQuantity, expected) => {
    expect(maxCartQuantity({ maxQuantity })).toBe(expected);
  });
});
