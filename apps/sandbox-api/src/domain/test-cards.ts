// The card provider's test cards (Stripe's documented numbers) and how the issuer answers when a card is
// attached (create_stripe) or charged. Every other valid number behaves like a good card.

/** What happens to a card: a Stripe decline code at attach time, or "charge_fails" (attaches, charges fail). */
export const TEST_CARD_BEHAVIOURS: Record<string, string> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000000000009987": "lost_card",
  "4000000000009979": "stolen_card",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
  "4000000000006975": "card_velocity_exceeded",
  "4000000000000036": "incorrect_zip",
  "4000000000000341": "charge_fails",
  // Sandbox additions (pass Luhn, so the token is issued; the issuer then refuses them):
  "4000000000000077": "incorrect_number",
  "4000000000000085": "invalid_expiry_year",
};

/** Stripe's magic test tokens, as card numbers. */
export const MAGIC_TOKENS: Record<string, string> = {
  tok_visa: "4242424242424242",
  tok_mastercard: "5555555555554444",
  tok_amex: "378282246310005",
  tok_chargeDeclined: "4000000000000002",
  tok_chargeDeclinedInsufficientFunds: "4000000000009995",
  tok_chargeDeclinedExpiredCard: "4000000000000069",
  tok_chargeDeclinedIncorrectCvc: "4000000000000127",
  tok_chargeDeclinedProcessingError: "4000000000000119",
  tok_chargeCustomerFail: "4000000000000341",
};

/** A Stripe decline → the API's card code (contract §5.2) and Stripe's message. */
export const DECLINES: Record<string, { code: string; message: string }> = {
  generic_decline: { code: "card_generic", message: "Your card was declined." },
  insufficient_funds: { code: "card_insufficient_funds", message: "Your card has insufficient funds." },
  lost_card: { code: "card_permanent_failure", message: "Your card was declined." },
  stolen_card: { code: "card_permanent_failure", message: "Your card was declined." },
  expired_card: { code: "card_expired", message: "Your card has expired." },
  incorrect_cvc: { code: "card_invalid_cvc", message: "Your card's security code is incorrect." },
  processing_error: {
    code: "card_try_again_later",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
  card_velocity_exceeded: {
    code: "card_contact_bank",
    message:
      "Your card was declined for making repeated attempts too frequently or exceeding its amount limit.",
  },
  incorrect_zip: { code: "card_invalid_zip", message: "Your card's zip code failed validation." },
  incorrect_number: { code: "card_invalid_number", message: "Your card number is incorrect." },
  invalid_expiry_year: { code: "card_invalid_expiry", message: "Your card's expiration year is invalid." },
};

/** Brand names as the API shows them (`"MasterCard x-4444"`, contract fixtures). */
export function brandName(niceType: string): string {
  return niceType === "Mastercard" ? "MasterCard" : niceType;
}
