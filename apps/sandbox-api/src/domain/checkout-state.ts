// Whether a checkout can be completed (contract §2.7 `checkout_prohibited_reason`) and what it costs.
import type { Db } from "../state/db.ts";
import type { CheckoutRecord, OfferingRecord } from "../state/catalog-records.ts";
import type { InstrumentRecord, MemberRecord } from "../state/records.ts";
import { checkoutLines } from "./checkout-items.ts";
import { usableForFunding } from "./instruments.ts";
import { readOnlyReason } from "./members.ts";
import { isOpen } from "./offerings.ts";
import { priceLines, type Pricing } from "./pricing.ts";
import { maxQuantity, type Line } from "./stock.ts";

export interface CheckoutState {
  offering: OfferingRecord;
  /** The items with their quantities now (an open checkout's follow the cart). */
  lines: Line[];
  pricing: Pricing;
  instrument: InstrumentRecord | null;
  prohibitedReason: string | null;
  /** Some item exceeds what the member may order (`invalid_order_quantity`). */
  quantityExceeded: boolean;
}

/**
 * Whether any item of the member's cart for the offering can still be bought, as the backend judges it: the
 * offering is open and the product is one of its own. Stock is not part of it (a sold-out item fails completion
 * with `invalid_order_quantity`), and the cart is emptied when a checkout completes, so a completed checkout has
 * none.
 */
function anyItemAvailable(db: Db, memberId: number, offering: OfferingRecord, nowMs: number): boolean {
  if (!isOpen(offering, nowMs)) return false;
  const cart = db.t.carts.find((row) => row.memberId === memberId && row.offeringId === offering.id);
  return (cart?.items ?? []).some((item) => db.t.products.get(item.productId)?.offeringId === offering.id);
}

/** The backend's order: unverified member, no item available, payment instrument missing, not editable. */
function prohibitedReasonOf(
  db: Db,
  member: MemberRecord,
  checkout: CheckoutRecord,
  state: { offering: OfferingRecord; pricing: Pricing; instrument: InstrumentRecord | null; nowMs: number },
): string | null {
  // Only an unverified member is refused here; a member without a cash ledger is not (backend CostInfo).
  if (readOnlyReason(db, member) === "read_only_unverified") return "member_unverified";
  if (!anyItemAvailable(db, member.id, state.offering, state.nowMs)) return "offering_products_unavailable";
  if (state.pricing.chargeableCents !== 0 && state.instrument === null) return "requires_payment_instrument";
  if (checkout.completedAt !== null || checkout.discardedAt !== null) return "not_editable";
  return null;
}

/** Prices the checkout and finds the first reason it cannot complete, in the backend's order. */
export function checkoutState(
  db: Db,
  member: MemberRecord,
  checkout: CheckoutRecord,
  nowMs: number,
): CheckoutState {
  const offering = db.t.offerings.get(checkout.offeringId);
  if (!offering) throw new Error(`Checkout ${checkout.id} has no offering`);
  const lines = checkoutLines(db, checkout);
  const pricing = priceLines(db, member.id, offering, lines);
  const selected = checkout.instrumentId === null ? undefined : db.t.instruments.get(checkout.instrumentId);
  const instrument = selected?.deletedAt === null && usableForFunding(selected, nowMs) ? selected : null;
  const quantityExceeded = lines.some((item) => {
    const product = db.t.products.get(item.productId);
    return product !== undefined && item.quantity > maxQuantity(db, member.id, product, lines);
  });
  const prohibitedReason = prohibitedReasonOf(db, member, checkout, { offering, pricing, instrument, nowMs });
  return { offering, lines, pricing, instrument, prohibitedReason, quantityExceeded };
}
