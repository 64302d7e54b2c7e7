import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function Checkout() {
  return (
    <SimplePage
      title={msg({ id: "food.checkout_title", message: "Checkout" })}
      lead={msg({ id: "food.checkout_intro", message: "Choose how to pay and where to pick up." })}
    />
  );
}

function Confirmation() {
  return (
    <SimplePage
      title={msg({ id: "food.confirmation_title", message: "Order placed" })}
      lead={msg({
        id: "food.confirmation_intro",
        message: "Your order is confirmed. Here is how to pick it up.",
      })}
    />
  );
}

export const pages = {
  checkout: Checkout,
  confirmation: Confirmation,
};
