import { msg } from "@lingui/core/macro";

/**
 * Food and payment messages the specs name (doc 2 §8), by namespace. `food.subtotal_items` takes `{count}` and
 * `{amount}` (money text, see `formatMessageValues`) and is inline markdown.
 */
export const commerceMessages = {
  food: {
    sold_out: msg({ id: "food.sold_out", message: "Sold out" }),
    cart_full: msg({ id: "food.cart_full", message: "Cart full" }),
    no_products: msg({
      id: "food.no_products",
      message: "There's nothing to order here right now. Please check back soon.",
    }),
    no_cart_items: msg({ id: "food.no_cart_items", message: "Your cart is empty." }),
    subtotal_items: msg({
      id: "food.subtotal_items",
      message: "\u200CSubtotal ({count, plural, one {# item} other {# items}}): **{amount}**",
    }),
  },
  payments: {
    payment_account_expired: msg({
      id: "payments.payment_account_expired",
      message: "This payment method has expired. Please add a new one.",
    }),
  },
};
