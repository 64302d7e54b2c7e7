// Whether a checkout can be completed (contract §2.7 `checkout_prohibited_reason`) and what it costs.
import type { Db } from "../state/db.ts";
import type { CheckoutRecord, OfferingRecord } from "../state/catalog-records.ts";
import type { InstrumentRecord, MemberRecord } from "../state/records.ts";
import { usableForFunding } from "./instruments.ts";
import { readOnlyReason } from "./members.ts";
import { isOpen } from "./offerings.ts";
import { priceLines, type Pricing } from "./pricing.ts";
import { maxQuantity } from "./stock.ts";

export interface CheckoutState {
  offering: OfferingRecord;
  pricing: Pricing;
  instrument: InstrumentRecord | null;
  prohibitedReason: string | null;
  /** Some item exceeds what the member may order (`invalid_order_quantity`). */
  quantityExceeded: boolean;
}

function unavailable(
  db: Db,
  member: MemberRecord,
  checkout: CheckoutRecord,
  offering: OfferingRecord,
  nowMs: number,
): boolean {
  if (!isOpen(offering, nowMs)) return true;
  return checkout.items.some((item) => {
    const product = db.t.products.get(item.productId);
    return product?.offeringId !== offering.id || maxQuantity(db, member.id, product, checkout.items) <= 0;
  });
}

/** Prices the checkout and finds the first reason it cannot complete, in the contract's order. */
export function checkoutState(
  db: Db,
  member: MemberRecord,
  checkout: CheckoutRecord,
  nowMs: number,
): CheckoutState {
  const offering = db.t.offerings.get(checkout.offeringId);
  if (!offering) throw new Error(`Checkout ${checkout.id} has no offering`);
  const pricing = priceLines(db, member.id, offering, checkout.items);
  const selected = checkout.instrumentId === null ? undefined : db.t.instruments.get(checkout.instrumentId);
  const instrument = selected?.deletedAt === null && usableForFunding(selected, nowMs) ? selected : null;
  const quantityExceeded = checkout.items.some((item) => {
    const product = db.t.products.get(item.productId);
    return product !== undefined && item.quantity > maxQuantity(db, member.id, product, checkout.items);
  });
  let prohibitedReason: string | null = null;
  if (readOnlyReason(db, member) !== null) prohibitedReason = "member_unverified";
  else if (checkout.completedAt !== null || checkout.discardedAt !== null) prohibitedReason = "not_editable";
  else if (unavailable(db, member, checkout, offering, nowMs))
    prohibitedReason = "offering_products_unavailable";
  else if (pricing.chargeableCents > 0 && instrument === null)
    prohibitedReason = "requires_payment_instrument";
  return { offering, pricing, instrument, prohibitedReason, quantityExceeded };
}
