import { msg } from "@lingui/core/macro";

// The words of paying what the member owes (a negative cash balance).
export const balanceMessages = {
  owedTitle: msg({ id: "payments.negative_balance_title", message: "You owe {amount}" }),
  owedWhy: msg({
    id: "payments.negative_balance_warning",
    // The backend's words (payments.negative_balance_warning): "may", since a grace amount can be configured.
    message: "Your balance is negative. Parts of Tandem may be turned off until you pay what you owe.",
  }),
  payNow: msg({ id: "payments.negative_balance_action", message: "Pay {amount} now" }),
  paying: msg({ id: "payments.negative_balance_paying", message: "Paying what you owe…" }),
  paid: msg({ id: "payments.negative_balance_paid", message: "Paid. Your balance is settled." }),
  amountChanged: msg({
    id: "payments.negative_balance_changed",
    message: "What you owe has changed since this page opened. Nothing was charged: you now owe {amount}.",
  }),
  addCardToPay: msg({
    id: "payments.negative_balance_add_card",
    message: "Add a card to pay {amount}",
  }),
  addAnotherCard: msg({
    id: "payments.negative_balance_add_another_card",
    message: "Add another card to pay {amount}",
  }),
  addCardNotice: msg({
    id: "payments.negative_balance_add_card_notice",
    message: "You owe {amount}. Adding this card pays that balance with it right away.",
  }),
};
