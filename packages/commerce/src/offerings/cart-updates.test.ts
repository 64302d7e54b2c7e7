import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { cartUpdatesOf, nextTimestamp, withQuantity } from "./cart-updates.ts";

const offering = {
  cart: { items: [{ productId: 1, quantity: 2 }], cartHash: "a" },
} as unknown as Parameters<typeof withQuantity>[0];

describe("cart updates", () => {
  it("F-122 timestamps grow with every change, even within one millisecond", () => {
    const updates = cartUpdatesOf(new QueryClient(), 12);
    expect(nextTimestamp(updates, 1000)).toBe(1000);
    expect(nextTimestamp(updates, 1000)).toBe(1001);
    expect(nextTimestamp(updates, 999)).toBe(1002);
  });

  it("F-122 the member's choice shows at once: set, added, and quantity 0 removes", () => {
    expect(withQuantity(offering, 1, 5).cart.items).toEqual([{ productId: 1, quantity: 5 }]);
    expect(withQuantity(offering, 2, 1).cart.items).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ]);
    expect(withQuantity(offering, 1, 0).cart.items).toEqual([]);
  });

  it("keeps one record per query cache and offering", () => {
    const cache = new QueryClient();
    expect(cartUpdatesOf(cache, 1)).toBe(cartUpdatesOf(cache, 1));
    expect(cartUpdatesOf(cache, 1)).not.toBe(cartUpdatesOf(cache, 2));
    expect(cartUpdatesOf(new QueryClient(), 1)).not.toBe(cartUpdatesOf(cache, 1));
  });
});
