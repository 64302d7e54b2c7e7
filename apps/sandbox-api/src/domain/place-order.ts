// Completing a checkout (contract §5.1): charge the instrument for what existing funds do not cover, then book
// the order against cash and subsidy ledgers, take the stock, and record the order.
import type { Db } from "../state/db.ts";
import type { CheckoutRecord, OfferingRecord, OrderRecord } from "../state/catalog-records.ts";
import type { InstrumentRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";
import { checkoutLines } from "./checkout-items.ts";
import { fundCash } from "./funding.ts";
import { instrumentLabel } from "./instruments.ts";
import { book, cashLedgerOf } from "./ledger.ts";
import type { Pricing } from "./pricing.ts";

export interface PlaceOrderInput {
  checkout: CheckoutRecord;
  offering: OfferingRecord;
  pricing: Pricing;
  instrument: InstrumentRecord | null;
  atMs: number;
}

/** Four-digit zero-padded serial (contract §2.7). */
export function orderSerial(id: number): string {
  return String(id).padStart(4, "0");
}

function bookOrder(db: Db, order: OrderRecord, input: PlaceOrderInput): void {
  const { offering, pricing, atMs } = input;
  const memo = {
    en: `Tandem order ${orderSerial(order.id)} - ${offering.description.en}`,
    es: `Pedido de Tandem ${orderSerial(order.id)} - ${offering.description.es}`,
  };
  const usage = (discountCents: number) => ({
    code: "commerce_order" as const,
    args: { discountAmount: { currency: "USD", cents: discountCents }, serviceName: offering.description.en },
  });
  const cash = cashLedgerOf(db, order.memberId);
  const cashCents = pricing.cashUsedCents + pricing.chargeableCents;
  let savingsLeft = pricing.savingsCents;
  if (cash && cashCents > 0) {
    book(db, {
      at: toTime(atMs),
      memo,
      amountCents: cashCents,
      from: cash.id,
      to: null,
      usage: usage(savingsLeft),
    });
    savingsLeft = 0;
  }
  for (const part of pricing.noncash) {
    book(db, {
      at: toTime(atMs),
      memo,
      amountCents: part.cents,
      from: part.ledger.id,
      to: null,
      usage: usage(savingsLeft),
    });
    savingsLeft = 0;
  }
}

/** Places the order; the caller has checked limits, prohibitions and that the instrument can be charged. */
export function placeOrder(db: Db, input: PlaceOrderInput): OrderRecord {
  const { checkout, offering, pricing, instrument, atMs } = input;
  const lines = checkoutLines(db, checkout);
  const funding = [];
  if (pricing.chargeableCents > 0) {
    if (!instrument) throw new Error("A chargeable checkout needs an instrument");
    fundCash(db, instrument, pricing.chargeableCents, atMs);
    funding.push({ amountCents: pricing.chargeableCents, label: instrumentLabel(instrument) });
  }
  const order = db.t.orders.insert({
    memberId: checkout.memberId,
    checkoutId: checkout.id,
    offeringId: offering.id,
    createdAt: toTime(atMs),
    items: lines.map((item) => {
      const product = db.t.products.get(item.productId);
      return {
        productId: item.productId,
        quantity: item.quantity,
        customerPriceCents: product?.customerPriceCents ?? 0,
        undiscountedPriceCents: product?.undiscountedPriceCents ?? 0,
      };
    }),
    fulfillmentOptionId: checkout.fulfillmentOptionId,
    fulfilledAt: null,
    status: "open",
    handlingCents: pricing.handlingCents,
    taxCents: pricing.taxCents,
    funding,
  });
  bookOrder(db, order, input);
  for (const item of lines) {
    const product = db.t.products.get(item.productId);
    if (product?.inventory != null) product.inventory -= item.quantity;
  }
  // The order keeps what was bought once the cart is emptied (backend `freeze_items`): the lines just read.
  checkout.items = lines;
  Object.assign(checkout, { completedAt: toTime(atMs), orderId: order.id });
  return order;
}
