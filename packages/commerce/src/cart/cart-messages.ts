import { msg } from "@lingui/core/macro";

/** Words of the cart page (F-125–F-127). */
export const cartMessages = {
  title: msg({ id: "food.shopping_cart", message: "Shopping cart" }),
  price: msg({ id: "food.price_column", message: "Price" }),
  availableCredit: msg({ id: "food.available_credit", message: "Available credit" }),
  costToYou: msg({ id: "food.cost_to_you", message: "Cost to you" }),
  continueToCheckout: msg({ id: "food.continue_to_checkout", message: "Continue to checkout" }),
  summary: msg({ id: "food.cart_summary", message: "Cart total" }),
};
