// How many of a product a member may still order (contract §2.7 `max_quantity`, `cart_full`): the product's
// per-member limit, the stock left and the offering's per-member item limit, less what is already ordered.
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

/** The most the member may have of `product`, given the other lines of the cart (may be 0 or negative). */
export function maxQuantity(
  db: Db,
  memberId: number,
  product: ProductRecord,
  lines: readonly Line[],
): number {
  const offering = db.t.offerings.get(product.offeringId);
  const limits = [product.perMemberLimit - purchased(db, memberId, product.offeringId, product.id)];
  if (product.inventory !== null) limits.push(product.inventory);
  if (offering?.maxItemsPerMember != null) {
    const others = total(lines.filter((line) => line.productId !== product.id));
    limits.push(offering.maxItemsPerMember - purchased(db, memberId, offering.id) - others);
  }
  return Math.min(...limits);
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
