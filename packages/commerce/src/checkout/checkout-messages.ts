import { msg } from "@lingui/core/macro";

/** Words of the checkout and confirmation pages (doc 2 §2 Food, R-21, R-22, F-128–F-141). */
export const checkoutMessages = {
  title: msg({ id: "checkout.title", message: "Checkout" }),
  backToCart: msg({ id: "checkout.back_to_cart", message: "Back to cart" }),
  paymentTitle: msg({ id: "checkout.payment_title", message: "How are you paying?" }),
  endingIn: msg({ id: "checkout.ending_in", message: "ending in {last4}" }),
  expired: msg({ id: "checkout.expired", message: "Expired" }),
  orLinkNew: msg({ id: "checkout.or_link_new", message: "Or, link a new payment method" }),
  linkToPay: msg({ id: "checkout.link_to_pay", message: "Link a new payment method to pay for this order." }),
  addCard: msg({ id: "checkout.add_card", message: "Add debit/credit card" }),
  linkBank: msg({ id: "checkout.link_bank", message: "Link bank account" }),
  fulfillmentTitle: msg({
    id: "checkout.fulfillment_title",
    message: "How would you like to get your order?",
  }),
  address: msg({ id: "checkout.address", message: "Address" }),
  opensMap: msg({ id: "checkout.opens_map", message: "opens a map in a new tab" }),
  myCart: msg({ id: "checkout.my_cart", message: "My cart" }),
  quantity: msg({ id: "checkout.quantity", message: "Quantity: {count}" }),
  editQuantities: msg({ id: "checkout.edit_quantities", message: "Edit quantities" }),
  emptiedTitle: msg({ id: "checkout.emptied_title", message: "Your cart is empty" }),
  emptiedBody: msg({
    id: "checkout.emptied_body",
    message: "Everything in this checkout was taken out of your cart, so there is nothing left to pay for.",
  }),
  closedTitle: msg({ id: "checkout.closed_title", message: "This checkout is no longer open" }),
  closedBody: msg({
    id: "checkout.closed_body",
    message:
      "A newer checkout may have replaced it, or the order was placed already. Your cart and your orders show where things stand.",
  }),
  goToCart: msg({ id: "checkout.go_to_cart", message: "Go to your cart" }),
  summaryTitle: msg({ id: "checkout.summary_title", message: "Order summary" }),
  items: msg({ id: "checkout.items", message: "Items ({count})" }),
  handling: msg({ id: "checkout.handling", message: "Handling" }),
  savings: msg({ id: "checkout.total_savings", message: "Total savings" }),
  beforeTax: msg({ id: "checkout.total_before_tax", message: "Total before tax" }),
  tax: msg({ id: "checkout.tax", message: "Tax" }),
  toBeCharged: msg({ id: "checkout.to_be_charged", message: "To be charged" }),
  chargeTo: msg({ id: "checkout.charge_to", message: "Charge to {instrument}." }),
  nothingToCharge: msg({
    id: "checkout.nothing_to_charge",
    message: "Your credit covers this order: nothing will be charged.",
  }),
  placeOrder: msg({ id: "checkout.place_order", message: "Place order" }),
  placing: msg({ id: "checkout.placing", message: "Placing your order…" }),
  fixBeforeOrdering: msg({
    id: "checkout.fix_before_ordering",
    message: "Before placing your order: {problems}",
  }),
  choosePayment: msg({ id: "checkout.choose_payment", message: "choose how you are paying" }),
  chooseFulfillment: msg({ id: "checkout.choose_fulfillment", message: "choose how to get your order" }),
  confirmationTitle: msg({ id: "checkout.confirmation_title", message: "Your order has been placed!" }),
  confirmationSubtitle: msg({
    id: "checkout.confirmation_subtitle",
    message: "Thank you. Here is what happens next.",
  }),
  myOrder: msg({ id: "checkout.my_order", message: "My order" }),
  claimOrders: msg({ id: "checkout.claim_orders", message: "Claim orders" }),
  nextSteps: msg({ id: "checkout.next_steps", message: "What to do next" }),
  transportTitle: msg({ id: "checkout.transport_title", message: "Need a ride to pick it up?" }),
  transportBody: msg({
    id: "checkout.transport_body",
    message: "Find an e-bike or e-scooter near you on the map.",
  }),
  transportAction: msg({ id: "checkout.transport_action", message: "Find a ride" }),
  help: msg({
    id: "checkout.help",
    message: "Questions about your order? Bring your phone to the pickup and our team will help you there.",
  }),
  seeOrders: msg({ id: "checkout.see_orders", message: "See my orders" }),
  cardDeclinedNext: msg({
    id: "checkout.card_declined_next",
    message:
      "Your cart is saved: choose another payment method or add a new card, then place the order again.",
  }),
  fatal: msg({
    id: "errors.checkout_fatal_error",
    message: "We couldn't place this order. Please check your cart and try again.",
  }),
};
