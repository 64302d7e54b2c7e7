// The `stripe` namespace: card provider decline and error codes → what the member reads (E-20).

/** English. */
export const stripeEn: Readonly<Record<string, string>> = {
  "errors.card_declined": "Your card was declined. Try another card or call your bank.",
  "errors.generic_decline": "Your card was declined. Try another card or call your bank.",
  "errors.insufficient_funds": "Your card does not have enough funds.",
  "errors.lost_card": "This card was reported lost. Please use another card.",
  "errors.stolen_card": "This card was reported stolen. Please use another card.",
  "errors.expired_card": "This card has expired. Check the date or use another card.",
  "errors.incorrect_cvc": "The security code is not right. Check the 3 or 4 digits on your card.",
  "errors.invalid_cvc": "The security code is not valid.",
  "errors.incorrect_number": "The card number is not right. Check it and try again.",
  "errors.invalid_number": "The card number is not valid.",
  "errors.invalid_expiry_month": "The expiration month is not valid.",
  "errors.invalid_expiry_year": "The expiration year is not valid.",
  "errors.incorrect_zip": "The ZIP code does not match your card.",
  "errors.processing_error": "Something went wrong while checking your card. Please try again in a moment.",
  "errors.card_velocity_exceeded": "Your bank paused this card after too many tries. Please call your bank.",
};
