// What a checkout holds (backend CheckoutItem): an open checkout's items point at the cart's items, so a quantity
// changed in the cart after the checkout started is the checkout's quantity too, and an item taken out of the cart
// leaves the checkout; completing or discarding the checkout freezes the quantities (backend `freeze_items`).
import type { Db } from "../state/db.ts";
import type { CartRecord, CheckoutRecord } from "../state/catalog-records.ts";
import type { Line } from "./stock.ts";

function cartOf(db: Db, checkout: CheckoutRecord): CartRecord | undefined {
  return db.t.carts.find(
    (row) => row.memberId === checkout.memberId && row.offeringId === checkout.offeringId,
  );
}

/** The checkout's items with their quantities now: frozen ones as they are, open ones as the cart holds them. */
export function checkoutLines(db: Db, checkout: CheckoutRecord): Line[] {
  const cart = checkout.items.some((item) => item.quantity === null) ? cartOf(db, checkout) : undefined;
  return checkout.items.flatMap(({ productId, quantity }) => {
    if (quantity !== null) return [{ productId, quantity }];
    const inCart = cart?.items.find((item) => item.productId === productId);
    return inCart ? [{ productId, quantity: inCart.quantity }] : [];
  });
}

/** Sets every item's quantity to what it is now, when the checkout completes or is discarded. */
export function freezeItems(db: Db, checkout: CheckoutRecord): void {
  checkout.items = checkoutLines(db, checkout);
}

/** A product taken out of the cart leaves the member's open checkouts of that cart (backend `Cart#set_item`). */
export function dropFromOpenCheckouts(db: Db, cart: CartRecord, productId: number): void {
  const checkouts = db.t.checkouts.where(
    (row) => row.memberId === cart.memberId && row.offeringId === cart.offeringId,
  );
  // Only an open checkout's items follow the cart (quantity null); frozen ones stay as they were bought.
  for (const checkout of checkouts) {
    checkout.items = checkout.items.filter((item) => item.quantity !== null || item.productId !== productId);
  }
}
