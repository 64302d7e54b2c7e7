/** The most of one product a cart may hold (V-16, C-20): 15, or the product's own lower limit. */
export const MAX_CART_QUANTITY = 15;

/** The largest quantity the member may choose for a product (never below 0). */
export function maxQuantityOf(product: { maxQuantity: number }): number {
  return Math.max(0, Math.min(MAX_CART_QUANTITY, product.maxQuantity));
}

/** The number of different products in a cart (the cart button's count, F-118). */
export function cartLineCount(items: readonly { quantity: number }[]): number {
  return items.filter((item) => item.quantity > 0).length;
}
