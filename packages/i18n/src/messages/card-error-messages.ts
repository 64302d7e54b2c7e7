import { msg } from "@lingui/core/macro";

/**
 * The messages of the card codes the API answers when a card is refused (contract §5.2), keyed by code; the
 * message id is `errors.<code>` (doc 2 §8). Look them up with `errorMessage`.
 */
export const cardErrorMessages = {
  card_generic: msg({
    id: "errors.card_generic",
    message: "Your card was declined. Please try another card.",
  }),
  card_invalid_number: msg({
    id: "errors.card_invalid_number",
    message: "The card number isn't valid. Please check it.",
  }),
  card_invalid_expiry: msg({
    id: "errors.card_invalid_expiry",
    message: "The expiration date isn't valid. Please check it.",
  }),
  card_invalid_cvc: msg({
    id: "errors.card_invalid_cvc",
    message: "The security code isn't valid. Please check it.",
  }),
  card_invalid_zip: msg({
    id: "errors.card_invalid_zip",
    message: "The ZIP code doesn't match your card. Please check it.",
  }),
  card_permanent_failure: msg({
    id: "errors.card_permanent_failure",
    message: "This card can't be used. Please use another card.",
  }),
  card_contact_bank: msg({
    id: "errors.card_contact_bank",
    message: "Your bank declined the card. Please contact your bank or use another card.",
  }),
  card_try_again_later: msg({
    id: "errors.card_try_again_later",
    message: "We couldn't process your card just now. Please try again in a few minutes.",
  }),
  card_expired: msg({
    id: "errors.card_expired",
    message: "This card has expired. Please use another card.",
  }),
  card_insufficient_funds: msg({
    id: "errors.card_insufficient_funds",
    message: "This card doesn't have enough funds. Please use another card.",
  }),
};
