import { msg } from "@lingui/core/macro";

// The words of the order pages (doc 2 §2 Orders, F-142–F-153, B-16), in the `orders.*` namespace.
export const orderMessages = {
  historyTitle: msg({ id: "orders.history_title", message: "Order history" }),
  historyIntro: msg({ id: "orders.history_intro", message: "Every food order you have placed." }),
  backToFood: msg({ id: "orders.back_to_food", message: "Food" }),
  backToHistory: msg({ id: "orders.back_to_history", message: "Order history" }),
  readyForPickup: msg({ id: "orders.ready_for_pickup", message: "Your order is ready for pickup." }),
  claimNow: msg({ id: "orders.claim_now", message: "Claim it" }),
  noOrders: msg({ id: "orders.no_orders", message: "You haven't placed any orders yet." }),
  noOrdersBody: msg({
    id: "orders.no_orders_body",
    message: "When you order food for pickup, it shows up here.",
  }),
  orderFood: msg({ id: "orders.order_food", message: "Order food" }),
  orderSerial: msg({ id: "orders.order_serial", message: "Order {serial}" }),
  claimedOn: msg({ id: "orders.claimed_on", message: "Claimed on {date}" }),
  availableForPickup: msg({ id: "orders.available_for_pickup", message: "Available for pickup {date}" }),
  placedOn: msg({ id: "orders.placed_on", message: "Placed {date}" }),
  total: msg({ id: "orders.total", message: "Total" }),
  // Order detail
  times: msg({ id: "orders.times", message: "Pickup times" }),
  pickupAvailableAt: msg({ id: "orders.pickup_available_at", message: "Ready for pickup" }),
  fulfilledAt: msg({ id: "orders.fulfilled_at", message: "Picked up" }),
  notYet: msg({ id: "orders.not_yet", message: "Not yet" }),
  notScheduled: msg({ id: "orders.not_scheduled", message: "Not scheduled yet" }),
  atOnce: msg({ id: "orders.at_once", message: "As soon as it was paid" }),
  costs: msg({ id: "orders.costs", message: "Costs" }),
  itemsPrice: msg({ id: "orders.items_price", message: "Items" }),
  handling: msg({ id: "orders.handling", message: "Fees" }),
  tax: msg({ id: "orders.tax", message: "Taxes" }),
  paidWith: msg({ id: "orders.paid_with", message: "Paid with" }),
  fundingLine: msg({ id: "orders.funding_line", message: "{label}: {amount}" }),
  noFunding: msg({
    id: "orders.no_funding",
    message: "Paid from your Tandem balance: nothing was charged to a card or bank account.",
  }),
  items: msg({ id: "orders.items", message: "Items ({count})" }),
  priceTimesQuantity: msg({ id: "orders.price_times_quantity", message: "{price} × {quantity}" }),
  canceled: msg({ id: "orders.canceled", message: "This order was canceled." }),
  claimedNote: msg({ id: "orders.claimed_note", message: "Claimed at {offering} on {date}" }),
  // Fulfillment (F-147, F-148, V-19)
  fulfillment: msg({ id: "orders.fulfillment", message: "Pickup" }),
  noOptionChosen: msg({ id: "orders.no_option_chosen", message: "No option chosen" }),
  editFulfillment: msg({ id: "orders.edit_fulfillment", message: "Change pickup" }),
  chooseFulfillment: msg({ id: "orders.choose_fulfillment", message: "Where will you pick up?" }),
  cancelEdit: msg({ id: "orders.cancel_edit", message: "Cancel the change" }),
  saveEdit: msg({ id: "orders.save_edit", message: "Save pickup" }),
  chooseOffered: msg({
    id: "orders.choose_offered",
    message: "Choose one of the options above to save.",
  }),
  optionNotOffered: msg({
    id: "orders.option_not_offered",
    message: "That pickup option can't be chosen any more. Please choose another one.",
  }),
  fulfillmentSaved: msg({ id: "orders.fulfillment_saved", message: "Pickup changed to {option}." }),
  // Claiming (F-149, F-150, B-16)
  claimInstructions: msg({
    id: "orders.claim_instructions",
    message:
      "At the pickup table for {offering}, show this screen. The person handing out orders presses and holds the button for 2 seconds to mark it picked up.",
  }),
  claimWarning: msg({
    id: "orders.claim_warning",
    message: "Don't press it before you arrive: once claimed, the order can't be picked up again.",
  }),
  holdToClaim: msg({ id: "orders.hold_to_claim", message: "Hold to claim" }),
  claiming: msg({ id: "orders.claiming", message: "Claiming…" }),
  claimed: msg({ id: "orders.claimed", message: "Order {serial} claimed" }),
  // Unclaimed list (R-25, F-152, F-153)
  unclaimedTitle: msg({ id: "orders.unclaimed_title", message: "Claim orders" }),
  unclaimedIntro: msg({
    id: "orders.unclaimed_intro",
    message:
      "These orders are ready. At the pickup table, show this screen: the person handing out orders presses and holds the button of your order for 2 seconds to mark it picked up.",
  }),
  noneToClaim: msg({ id: "orders.none_to_claim", message: "You have no orders to claim." }),
  noneToClaimBody: msg({
    id: "orders.none_to_claim_body",
    message: "Orders show up here when they are ready for pickup.",
  }),
  viewOrder: msg({ id: "orders.view_order", message: "View order" }),
  close: msg({ id: "orders.close", message: "Close" }),
};
