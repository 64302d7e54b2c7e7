// What a cart or checkout costs and who pays (contract §2.7): subsidy ledgers first (noncash), then the cash
// balance, and whatever is left is charged to a payment instrument. Oregon has no sales tax, so tax is 0.
import type { Db } from "../state/db.ts";
import type { OfferingRecord } from "../state/catalog-records.ts";
import type { LedgerRecord } from "../state/records.ts";
import { balanceOf, cashLedgerOf, subsidyLedgersOf } from "./ledger.ts";
import type { Line } from "./stock.ts";

/** One ledger's contribution to a purchase. */
export interface Contribution {
  ledger: LedgerRecord;
  cents: number;
}

export interface Pricing {
  customerCents: number;
  undiscountedCents: number;
  savingsCents: number;
  handlingCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  /** Paid by subsidy ledgers. */
  noncash: Contribution[];
  noncashCents: number;
  /** Paid from the cash balance already there. */
  cashUsedCents: number;
  /** Left to charge to an instrument. */
  chargeableCents: number;
}

/** Oregon levies no sales tax. */
export const TAX_RATE = 0;

function subsidies(
  db: Db,
  memberId: number,
  offering: OfferingRecord,
  lines: readonly Line[],
): Contribution[] {
  const byCategory = new Map<string, number>();
  for (const line of lines) {
    const product = db.t.products.get(line.productId);
    if (product?.offeringId !== offering.id || product.subsidyCategory === null) continue;
    const cost = product.customerPriceCents * line.quantity;
    byCategory.set(product.subsidyCategory, (byCategory.get(product.subsidyCategory) ?? 0) + cost);
  }
  const contributions: Contribution[] = [];
  for (const [category, eligible] of byCategory) {
    let left = eligible;
    for (const ledger of subsidyLedgersOf(db, memberId, category)) {
      const cents = Math.min(left, Math.max(0, balanceOf(db, ledger.id)));
      if (cents > 0) contributions.push({ ledger, cents });
      left -= cents;
    }
  }
  return contributions;
}

/** Prices `lines` of `offering` for the member. */
export function priceLines(
  db: Db,
  memberId: number,
  offering: OfferingRecord,
  lines: readonly Line[],
): Pricing {
  let customerCents = 0;
  let undiscountedCents = 0;
  for (const line of lines) {
    const product = db.t.products.get(line.productId);
    if (!product) continue;
    customerCents += product.customerPriceCents * line.quantity;
    undiscountedCents += product.undiscountedPriceCents * line.quantity;
  }
  const handlingCents = lines.length > 0 ? offering.handlingCents : 0;
  const taxableCents = customerCents;
  const taxCents = Math.round(taxableCents * TAX_RATE);
  const totalCents = customerCents + handlingCents + taxCents;
  const noncash = subsidies(db, memberId, offering, lines);
  const noncashCents = noncash.reduce((sum, part) => sum + part.cents, 0);
  const cash = cashLedgerOf(db, memberId);
  const cashBalance = cash ? Math.max(0, balanceOf(db, cash.id)) : 0;
  const cashUsedCents = Math.min(cashBalance, totalCents - noncashCents);
  return {
    customerCents,
    undiscountedCents,
    savingsCents: undiscountedCents - customerCents,
    handlingCents,
    taxableCents,
    taxCents,
    totalCents,
    noncash,
    noncashCents,
    cashUsedCents,
    chargeableCents: totalCents - noncashCents - cashUsedCents,
  };
}
