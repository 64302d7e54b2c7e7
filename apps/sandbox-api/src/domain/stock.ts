// How many of a product a member may still order (contract §2.7 `max_quantity`, `cart_full`): the product's
// per-member limit, the stock left and the offering's per-member item limit, less what is already ordered; none for
// a closed product.
import type { Db } from "../state/db.ts";
import type { OfferingRecord, ProductRecord } from "../state/catalog-records.ts";

/** A product and quantity, as carts and checkouts hold them. */
export interface Line {
  productId: number;
  quantity: number;
}

function orderedItems(db: Db, memberId: number, offeringId: number) {
  return db.t.orders
    .where(
      (order) =>
        order.memberId === memberId && order.offeringId === offeringId && order.status !== "canceled",
    )
    .flatMap((order) => order.items);
}

/** Units of the offering the member has already ordered, in total and of one product. */
export function purchased(db: Db, memberId: number, offeringId: number, productId?: number): number {
  return orderedItems(db, memberId, offeringId)
    .filter((item) => productId === undefined || item.productId === productId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

function total(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Why a product's limit is what it is (contract §2.7 `out_of_stock_reason`, HEAD): the product is closed, the stock
 * is gone, the member bought the most of it, the offering's per-member item limit is reached, or none of those.
 */
export type StockReason = "default" | "closed" | "out_of_stock" | "purchased" | "max_ordered";

/** A product's limit for the member and the limit that sets it. */
export interface StockLimit {
  max: number;
  reason: StockReason;
}

/**
 * The most the member may have of `product` given the other lines of the cart (may be 0 or negative), and why.
 * When two limits are equally tight, the stock's wins over the member's own purchases, which win over the offering's.
 */
export function stockLimit(
  db: Db,
  memberId: number,
  product: ProductRecord,
  lines: readonly Line[],
): StockLimit {
  if (product.closed) return { max: 0, reason: "closed" };
  const offering = db.t.offerings.get(product.offeringId);
  const bought = purchased(db, memberId, product.offeringId, product.id);
  // A member who has bought none of it is only held by the everyday default limit.
  const limits: StockLimit[] = [
    { max: product.perMemberLimit - bought, reason: bought > 0 ? "purchased" : "default" },
  ];
  if (product.inventory !== null) limits.unshift({ max: product.inventory, reason: "out_of_stock" });
  if (offering?.maxItemsPerMember != null) {
    const others = total(lines.filter((line) => line.productId !== product.id));
    limits.push({
      max: offering.maxItemsPerMember - purchased(db, memberId, offering.id) - others,
      reason: "max_ordered",
    });
  }
  return limits.reduce((tightest, limit) => (limit.max < tightest.max ? limit : tightest));
}

/** The most the member may have of `product`, given the other lines of the cart (may be 0 or negative). */
export function maxQuantity(
  db: Db,
  memberId: number,
  product: ProductRecord,
  lines: readonly Line[],
): number {
  return stockLimit(db, memberId, product, lines).max;
}

/** Contract §2.7: false when empty or unlimited, true when full, null when limited but not full. */
export function cartFull(
  db: Db,
  memberId: number,
  offering: OfferingRecord,
  lines: readonly Line[],
): boolean | null {
  if (lines.length === 0 || offering.maxItemsPerMember === null) return false;
  return purchased(db, memberId, offering.id) + total(lines) >= offering.maxItemsPerMember ? true : null;
}
