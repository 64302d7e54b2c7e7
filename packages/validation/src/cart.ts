// Cart quantity limit of doc 2 §5 and §9 (V-16, C-20).

/** The most of one product a cart may hold, whatever the product allows (doc 2 §9). */
export const MAX_CART_QUANTITY = 15;

/** The part of a product the cart limit depends on (api-client's camel-cased OfferingProduct has it). */
export interface CartQuantityLimited {
  /** The most the member may order now; 0 or negative when none (api-contract: OfferingProduct). */
  maxQuantity: number;
}

/**
 * The highest quantity the member may choose for `product`: the smaller of 15 and its `maxQuantity`, never below
 * 0 (V-16), so the quantity picker lists 0 to this number.
 * @example maxCartQuantity({ maxQuantity: 20 }) // 15
 * @example maxCartQuantity({ maxQuantity: -2 }) // 0
 */
export function maxCartQuantity(product: CartQuantityLimited): number {
  // A limit that is not a number cannot be trusted: offer nothing rather than more than allowed.
  if (!Number.isFinite(product.maxQuantity)) return 0;
  return Math.max(0, Math.min(MAX_CART_QUANTITY, Math.floor(product.maxQuantity)));
}
