import { wireFixture } from "@tandem/page-kit/testing";

type Wire = Record<string, unknown>;

/** The contract's detailed order 1203 (Holiday Harvest Box, editable pickup), with `changes` on top. */
export function wireOrder(changes: Wire = {}): Wire {
  return { ...wireFixture("GET_commerce_orders_id"), ...changes };
}

/** A contract-shaped Money. */
export const usd = (cents: number) => ({ cents, currency: "USD" });

/** The signed-in member of the contract, with `unclaimed_orders_count` set. */
export function wireMember(unclaimed: number): Wire {
  return { ...wireFixture("GET_me"), unclaimed_orders_count: unclaimed };
}
