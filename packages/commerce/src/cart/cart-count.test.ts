import { describe, expect, it } from "vitest";
import { cartItemCount, cartQuantityOf } from "./cart-count.ts";

const items = [
  { productId: 1, quantity: 2 },
  { productId: 7, quantity: 3 },
  { productId: 9, quantity: 0 },
];

describe("cartItemCount", () => {
  it("sums quantities for the cart badge", () => {
    expect(cartItemCount(items)).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });
});

describe("cartQuantityOf", () => {
  it("reads one product's quantity, 0 when it is not in the cart", () => {
    expect(cartQuantityOf(items, 7)).toBe(3);
    expect(cartQuantityOf(items, 42)).toBe(0);
  });
});
