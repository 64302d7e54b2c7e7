import type { I18n } from "@lingui/core";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import { plainText } from "../common/plain-text.ts";

/**
 * The products an offering's grid shows: those the server lists. A closed product (`listable` false,
 * current API) is left out of the grid but still opens by its URL and stays in the cart; an answer without
 * `listable` (API 5dd9af6c) lists every product, as before.
 */
export function listableProducts<T extends Pick<OfferingProduct, "listable">>(items: readonly T[]): T[] {
  return items.filter((item) => item.listable !== false);
}

/**
 * Why a product cannot be ordered, in words (F-124): "Cart full" when the cart is full, else the server's
 * reason (`outOfStockReasonText`, current API: sold out, already bought the most, closed…), else "Sold out".
 */
export function soldOutLabel(
  i18n: I18n,
  product: Pick<OfferingProduct, "outOfStockReasonText">,
  cartFull = false,
): string {
  if (cartFull) return i18n._(commerceMessages.food.cart_full);
  const reason = plainText(product.outOfStockReasonText ?? "");
  return reason || i18n._(commerceMessages.food.sold_out);
}
