import type { OfferingWithContext } from "@tandem/api-client/schemas";
import type { QueryClient } from "@tanstack/react-query";

/** The cart changes of one offering that are on their way, shared by every control showing that offering. */
export interface CartUpdates {
  /** Number of the latest change made. */
  latest: number;
  /** Number of the change whose answer (or refetch) the cache holds last. */
  applied: number;
  /** The change on its way for each product, to abort when a newer one is made. */
  inFlight: Map<number, AbortController>;
  /** The last timestamp sent, so two changes within a millisecond still order. */
  lastTimestamp: number;
}

const byClient = new WeakMap<QueryClient, Map<number, CartUpdates>>();

/** The changes under way for an offering, one record per query cache (so page tests never share one). */
export function cartUpdatesOf(queryClient: QueryClient, offeringId: number): CartUpdates {
  let offerings = byClient.get(queryClient);
  if (!offerings) {
    offerings = new Map();
    byClient.set(queryClient, offerings);
  }
  let updates = offerings.get(offeringId);
  if (!updates) {
    updates = { latest: 0, applied: 0, inFlight: new Map(), lastTimestamp: 0 };
    offerings.set(offeringId, updates);
  }
  return updates;
}

/** A timestamp later than every one sent before for this offering (the server ignores older changes). */
export function nextTimestamp(updates: CartUpdates, now = Date.now()): number {
  updates.lastTimestamp = Math.max(now, updates.lastTimestamp + 1);
  return updates.lastTimestamp;
}

/** The offering as it looks with the member's choice made, before the server answers (quantity 0 removes). */
export function withQuantity(
  offering: OfferingWithContext,
  productId: number,
  quantity: number,
): OfferingWithContext {
  const others = offering.cart.items.filter((item) => item.productId !== productId);
  const exists = others.length !== offering.cart.items.length;
  const items =
    quantity <= 0
      ? others
      : exists
        ? offering.cart.items.map((item) => (item.productId === productId ? { ...item, quantity } : item))
        : [...offering.cart.items, { productId, quantity }];
  return { ...offering, cart: { ...offering.cart, items } };
}
