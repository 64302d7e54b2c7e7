import { wireFixture } from "@tandem/page-kit/testing";

type Wire = Record<string, unknown>;

/** The contract's signed-in member, with changes. */
export const wireMember = (changes: Wire = {}): Wire => ({ ...wireFixture("GET_me"), ...changes });

const offeringDetail = wireFixture("GET_commerce_offerings_id") as {
  offering: Wire;
  items: Wire[];
  vendors: Wire[];
  cart: Wire & { items: Wire[] };
};

/** The contract's Harvest Box product (208: discounted, in the cart) and sold-out loaf (215). */
export const harvestBox: Wire = offeringDetail.items[0] ?? {};
export const soldOutLoaf: Wire = offeringDetail.items[1] ?? {};

/** A priced product of offering 12 on the wire, after the Harvest Box. */
export const wireProduct = (changes: Wire = {}): Wire => ({ ...harvestBox, ...changes });

/** `GET /commerce/offerings/12` on the wire: the contract's example with its products and cart replaced. */
export function wireOffering({
  items = offeringDetail.items,
  cart = {},
  offering = {},
}: { items?: Wire[]; cart?: Wire; offering?: Wire } = {}): Wire {
  return {
    ...offeringDetail,
    offering: { ...offeringDetail.offering, ...offering },
    items,
    cart: { ...offeringDetail.cart, ...cart },
  };
}

/** A cart on the wire holding `lines` ([productId, quantity]) with a hash of its own. */
export function wireCart(lines: [number, number][], changes: Wire = {}): Wire {
  return {
    ...offeringDetail.cart,
    cart_hash: `hash-${lines.map(([id, n]) => `${id}x${n}`).join("-") || "empty"}`,
    items: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    ...changes,
  };
}
