import type { QueryClient } from "@tanstack/react-query";
import { cartUpdatesOf } from "./cart-updates.ts";

/**
 * Resolves once no quantity change of the offering is on its way (checked every 50 ms, at most `limitMs`), so a
 * checkout never starts from a cart the server has not seen yet.
 */
export async function waitForCart(
  queryClient: QueryClient,
  offeringId: number,
  limitMs = 25_000,
): Promise<void> {
  const updates = cartUpdatesOf(queryClient, offeringId);
  const until = Date.now() + limitMs;
  while (updates.inFlight.size > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
