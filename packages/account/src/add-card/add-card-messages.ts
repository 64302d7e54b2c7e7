import { msg } from "@lingui/core/macro";

// The words of the add-card page (doc 2 §2, §3 "Card form"; R-27, F-160..F-164, B-05).
export const addCardMessages = {
  title: msg({ id: "payments.add_card_title", message: "Add a card" }),
  intro: msg({
    id: "payments.add_card_intro",
    message: "Add a debit or credit card to pay for orders and rides.",
  }),
  nameLabel: msg({ id: "payments.card_name_label", message: "Name on card" }),
  numberLabel: msg({ id: "payments.card_number_label", message: "Card number" }),
  numberHint: msg({
    id: "payments.card_number_hint",
    message: "The long number on the front of your card.",
  }),
  expiryLabel: msg({ id: "payments.card_expiry_label", message: "Expiration date" }),
  expiryHint: msg({ id: "payments.card_expiry_hint", message: "MM / YY" }),
  cvcLabel: msg({ id: "payments.card_cvc_label", message: "Security code (CVC)" }),
  cvcHint: msg({
    id: "payments.card_cvc_hint",
    message: "3 or 4 digits on your card",
  }),
  typeRecognised: msg({ id: "payments.card_type_recognised", message: "Card type: {brand}" }),
  previewName: msg({ id: "payments.card_preview_name", message: "Your name" }),
  submit: msg({ id: "payments.add_card_submit", message: "Add card" }),
  successTitle: msg({ id: "payments.card_linked", message: "Card linked" }),
  successBody: msg({
    id: "payments.card_linked_body",
    message: "{name} is ready to use for orders, rides and adding funds.",
  }),
  providerUnreachable: msg({
    id: "payments.card_provider_unreachable",
    message: "We couldn't reach our payment processor. Check your connection and try again.",
  }),
};
