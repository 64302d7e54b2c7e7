// Orders and claiming (contract §2.7): an order is claimable while its offering is fulfilling, it is unfulfilled
// and not canceled.
import type { Db } from "../state/db.ts";
import type { OfferingRecord, OrderRecord } from "../state/catalog-records.ts";
import { ms } from "../state/clock.ts";

/** Pickup has begun for the offering (no start time = at once). */
export function isFulfilling(offering: OfferingRecord, nowMs: number): boolean {
  return offering.fulfillmentStartsAt === null || ms(offering.fulfillmentStartsAt) <= nowMs;
}

/** Contract §2.7 `can_claim`. */
export function canClaim(db: Db, order: OrderRecord, nowMs: number): boolean {
  const offering = db.t.offerings.get(order.offeringId);
  if (!offering || order.status === "canceled" || order.fulfilledAt !== null) return false;
  return isFulfilling(offering, nowMs);
}

/** The option can still change: the order is open, unfulfilled and pickup has not begun. */
export function fulfillmentEditable(db: Db, order: OrderRecord, nowMs: number): boolean {
  const offering = db.t.offerings.get(order.offeringId);
  if (!offering || order.status !== "open" || order.fulfilledAt !== null) return false;
  return !isFulfilling(offering, nowMs) && offering.fulfillmentOptionIds.length > 1;
}

/** The member's orders, newest first. */
export function ordersOf(db: Db, memberId: number): OrderRecord[] {
  return db.t.orders.where((order) => order.memberId === memberId).sort((a, b) => b.id - a.id);
}

/** Orders the member can claim now, newest first. */
export function unclaimedOrdersOf(db: Db, memberId: number, nowMs: number): OrderRecord[] {
  return ordersOf(db, memberId).filter((order) => canClaim(db, order, nowMs));
}

/** Item totals of an order: what the member paid and what it would have cost. */
export function orderTotals(order: OrderRecord): { customerCents: number; undiscountedCents: number } {
  let customerCents = 0;
  let undiscountedCents = 0;
  for (const item of order.items) {
    customerCents += item.customerPriceCents * item.quantity;
    undiscountedCents += item.undiscountedPriceCents * item.quantity;
  }
  return { customerCents, undiscountedCents };
}
