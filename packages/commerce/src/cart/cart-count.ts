export interface CartLine {
  productId: number;
  quantity: number;
}

/** Total number of items in a cart (the cart icon's badge): the sum of quantities, ignoring zero lines. */
export function cartItemCount(items: readonly CartLine[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

/** The quantity of one product in the cart, 0 when absent. */
export function cartQuantityOf(items: readonly CartLine[], productId: number): number {
  return items.find((item) => item.productId === productId)?.quantity ?? 0;
}
