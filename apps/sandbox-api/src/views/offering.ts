import type {
  Cart,
  Offering,
  OfferingProduct,
  OfferingWithContext,
  ProductSummary,
} from "@tandem/api-client/schemas";
import { createHash } from "node:crypto";
import { priceLines } from "../domain/pricing.ts";
import { cartFull, stockLimit, type Line } from "../domain/stock.ts";
import type { CartRecord, OfferingRecord, ProductRecord } from "../state/catalog-records.ts";
import { ms } from "../state/clock.ts";
import { imageView } from "./image.ts";
import { STOCK_REASON_TEXT } from "./stock-reason.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/** `Offering` (contract §2.7). */
export function offeringView(ctx: ViewContext, offering: OfferingRecord): Offering {
  const closesAt =
    offering.closesAt !== null && ms(offering.closesAt) - ctx.nowMs <= THREE_YEARS_MS
      ? offering.closesAt
      : null;
  return {
    id: offering.id,
    description: tr(offering.description, ctx.lang),
    fulfillmentPrompt: tr(offering.fulfillmentPrompt, ctx.lang),
    fulfillmentConfirmation: tr(offering.fulfillmentConfirmation, ctx.lang),
    fulfillmentInstructions: tr(offering.fulfillmentInstructions, ctx.lang),
    closesAt,
    image: imageView(ctx, offering.imageId),
    appLink: `/food/${offering.id}`,
  };
}

/** `CheckoutConfirmationProduct`: a product without prices. */
export function productSummaryView(ctx: ViewContext, product: ProductRecord): ProductSummary {
  const vendor = ctx.db.t.vendors.get(product.vendorId);
  const images = product.imageIds.length > 0 ? product.imageIds : [null];
  return {
    name: tr(product.name, ctx.lang),
    description: tr(product.description, ctx.lang),
    offeringId: product.offeringId,
    productId: product.id,
    vendor: { id: vendor?.id ?? 0, name: vendor?.name ?? "" },
    images: images.map((id) => imageView(ctx, id)),
  };
}

/**
 * `OfferingProduct` (contract §2.7) for the member, given the lines already in the cart. On `current` it also says
 * whether the product is listed (not closed) and why its limit is what it is, in words.
 */
export function offeringProductView(
  ctx: ViewContext,
  memberId: number,
  product: ProductRecord,
  lines: readonly Line[],
): OfferingProduct {
  const offering = ctx.db.t.offerings.get(product.offeringId);
  const { max, reason } = stockLimit(ctx.db, memberId, product, lines);
  const single = offering
    ? priceLines(ctx.db, memberId, offering, [{ productId: product.id, quantity: 1 }])
    : null;
  const noncash = single?.noncashCents ?? 0;
  const availability =
    ctx.apiVersion === "current"
      ? {
          listable: !product.closed,
          outOfStockReason: reason,
          outOfStockReasonText: tr(STOCK_REASON_TEXT[reason], ctx.lang),
        }
      : {};
  return {
    ...productSummaryView(ctx, product),
    ...availability,
    maxQuantity: max,
    outOfStock: max <= 0,
    displayableNoncashLedgerContributionAmount: money(noncash),
    displayableCashPrice: money(product.customerPriceCents - noncash),
    isDiscounted: product.customerPriceCents < product.undiscountedPriceCents,
    customerPrice: money(product.customerPriceCents),
    undiscountedPrice: money(product.undiscountedPriceCents),
    discountAmount: money(product.undiscountedPriceCents - product.customerPriceCents),
  };
}

/** `Cart` (contract §2.7): the hash changes with any item change. */
export function cartView(
  ctx: ViewContext,
  memberId: number,
  offering: OfferingRecord,
  cart: CartRecord | undefined,
): Cart {
  const lines = (cart?.items ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
  const pricing = priceLines(ctx.db, memberId, offering, lines);
  return {
    cartHash: createHash("md5")
      .update(JSON.stringify([offering.id, memberId, lines]))
      .digest("hex"),
    items: lines.map(({ quantity, productId }) => ({ quantity, productId })),
    customerCost: money(pricing.customerCents),
    noncashLedgerContributionAmount: money(pricing.noncashCents),
    cashCost: money(pricing.customerCents - pricing.noncashCents),
    cartFull: cartFull(ctx.db, memberId, offering, lines),
  };
}

/**
 * `GET /commerce/offerings/{id}`: offering, products (out of stock last), their vendors and the cart. A closed
 * product is left out at 5dd9af6c, as the backend of that version did; `current` lists it with `listable` false.
 */
export function offeringWithContextView(
  ctx: ViewContext,
  memberId: number,
  offering: OfferingRecord,
): OfferingWithContext {
  const cart = ctx.db.t.carts.find((row) => row.memberId === memberId && row.offeringId === offering.id);
  const lines = cart?.items ?? [];
  const items = ctx.db.t.products
    .where(
      (product) =>
        product.offeringId === offering.id && (ctx.apiVersion === "current" || product.closed !== true),
    )
    .map((product) => offeringProductView(ctx, memberId, product, lines))
    .sort((a, b) => Number(a.outOfStock) - Number(b.outOfStock));
  const vendors = [...new Map(items.map((item) => [item.vendor.id, item.vendor])).values()];
  return {
    offering: offeringView(ctx, offering),
    items,
    vendors,
    cart: cartView(ctx, memberId, offering, cart),
  };
}
