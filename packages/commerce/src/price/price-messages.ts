import { msg } from "@lingui/core/macro";

// The words of the price block (B-03), in the food namespace.
export const priceMessages = {
  regularPrice: msg({ id: "food.price_regular", message: "Regular price" }),
  price: msg({ id: "food.price_now", message: "Price" }),
  youSave: msg({ id: "food.price_you_save", message: "You save {amount}" }),
};
