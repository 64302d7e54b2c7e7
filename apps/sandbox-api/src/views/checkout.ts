import type { Checkout, CheckoutConfirmation, FulfillmentOption } from "@tandem/api-client/schemas";
import { activeInstrumentsOf, usableForFunding } from "../domain/instruments.ts";
import { checkoutLines } from "../domain/checkout-items.ts";
import type { CheckoutState } from "../domain/checkout-state.ts";
import { cashLedgerOf } from "../domain/ledger.ts";
import type { CheckoutRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { offeringProductView, offeringView, productSummaryView } from "./offering.ts";
import { paymentInstrumentView } from "./payment-instrument.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

/** `FulfillmentOption` (contract §2.7), or null for an unknown id. */
export function fulfillmentOptionView(ctx: ViewContext, id: number | null): FulfillmentOption | null {
  const option = id === null ? undefined : ctx.db.t.fulfillmentOptions.get(id);
  if (!option) return null;
  return {
    id: option.id,
    description: tr(option.description, ctx.lang),
    address: option.address === null ? null : { oneLineAddress: option.address },
  };
}

/** The options of an offering. */
export function offeringOptionsView(ctx: ViewContext, optionIds: readonly number[]): FulfillmentOption[] {
  return optionIds.map((id) => fulfillmentOptionView(ctx, id)).filter((option) => option !== null);
}

/** `Checkout` (contract §2.7). */
export function checkoutView(
  ctx: ViewContext,
  member: MemberRecord,
  checkout: CheckoutRecord,
  state: CheckoutState,
): Checkout {
  const { pricing, offering } = state;
  const instruments = activeInstrumentsOf(ctx.db, member.id).map((row) => ({
    row,
    usable: usableForFunding(row, ctx.nowMs),
  }));
  const cash = cashLedgerOf(ctx.db, member.id);
  // Cash comes first, as the backend lists contributions, though subsidies pay before it.
  const funds = [
    ...(cash ? [{ amount: money(pricing.cashUsedCents), name: cash.contributionText[ctx.lang] }] : []),
    ...pricing.noncash.map((part) => ({
      amount: money(part.cents),
      name: part.ledger.contributionText[ctx.lang],
    })),
  ];
  return {
    id: checkout.id,
    items: state.lines.flatMap((item) => {
      const product = ctx.db.t.products.get(item.productId);
      return product
        ? [{ product: offeringProductView(ctx, member.id, product, state.lines), quantity: item.quantity }]
        : [];
    }),
    offering: offeringView(ctx, offering),
    fulfillmentOptionId: checkout.fulfillmentOptionId,
    availableFulfillmentOptions: offeringOptionsView(ctx, offering.fulfillmentOptionIds),
    paymentInstrument: state.instrument ? paymentInstrumentView(state.instrument, ctx.nowMs) : null,
    availablePaymentInstruments: instruments
      .filter((i) => i.usable)
      .map((i) => paymentInstrumentView(i.row, ctx.nowMs)),
    unavailablePaymentInstruments: instruments
      .filter((i) => !i.usable)
      .map((i) => paymentInstrumentView(i.row, ctx.nowMs)),
    customerCost: money(pricing.customerCents),
    undiscountedCost: money(pricing.undiscountedCents),
    savings: money(pricing.savingsCents),
    handling: money(pricing.handlingCents),
    taxableCost: money(pricing.taxableCents),
    tax: money(pricing.taxCents),
    total: money(pricing.totalCents),
    chargeableTotal: money(pricing.chargeableCents),
    requiresPaymentInstrument: pricing.chargeableCents !== 0,
    checkoutProhibitedReason: state.prohibitedReason,
    existingFundsAvailable: funds.filter((fund) => fund.amount.cents !== 0),
  };
}

/** `CheckoutConfirmation` (contract §2.7). */
export function confirmationView(ctx: ViewContext, checkout: CheckoutRecord): CheckoutConfirmation {
  const offering = ctx.db.t.offerings.get(checkout.offeringId);
  const order = checkout.orderId === null ? undefined : ctx.db.t.orders.get(checkout.orderId);
  if (!offering) throw new Error(`Checkout ${checkout.id} has no offering`);
  return {
    id: checkout.id,
    items: checkoutLines(ctx.db, checkout).flatMap((item) => {
      const product = ctx.db.t.products.get(item.productId);
      return product ? [{ product: productSummaryView(ctx, product), quantity: item.quantity }] : [];
    }),
    offering: offeringView(ctx, offering),
    fulfillmentOption: fulfillmentOptionView(ctx, order?.fulfillmentOptionId ?? checkout.fulfillmentOptionId),
  };
}
