// The message ids the rules return (doc 1 §5 and §7, doc 2 §5 and §8; acceptance rows V-01..V-33). They are ids in
// the @tandem/i18n catalogs, never text: the app translates them, so other apps can word them their own way.

/**
 * Every message id a rule of this package can return, by meaning.
 * @example messageIds.required // "forms.invalid_required"
 */
export const messageIds = {
  /** An empty required field (V-01, V-02, V-10, V-24, V-25). */
  required: "forms.invalid_required",
  /** Shorter than the field's minimum length (V-01, V-12). */
  minLength: "forms.invalid_min_length",
  /** Longer than the field's maximum length (V-01). */
  maxLength: "forms.invalid_max_length",
  /** Any other broken rule, e.g. a pattern (V-01, V-03). */
  field: "forms.invalid_field",
  /** Card number not digits, failing Luhn, of no known type or a wrong length (V-20). */
  cardNumber: "forms.invalid_card_number",
  /** Expiry not MM/YY with month 1–12 and a two- or four-digit year (V-21). */
  cardExpiry: "forms.invalid_card_expiry",
  /** Expiry month already over (V-22, D-19). */
  cardExpired: "forms.invalid_card_expired",
  /** CVC not exactly the card type's code length (V-23). */
  cardCvc: "forms.invalid_card_cvc",
  /** Routing number not 9 digits with a valid ABA checksum (V-26). */
  routingNumber: "forms.invalid_routing_number",
  /** Bank account number not at least 4 digits (V-27). */
  bankAccountNumber: "forms.invalid_bank_account_number",
  /** Confirmation differs from the account number (V-28). */
  bankAccountNumberConfirm: "forms.invalid_bank_account_number_confirm",
  /** Funding amount under the currency's minimum (V-30). */
  minAmount: "forms.invalid_min_amount",
  /** Funding amount over the currency's maximum (V-30). */
  maxAmount: "forms.invalid_max_amount",
} as const;

/** A message id returned by a rule of this package, e.g. `"forms.invalid_card_number"`. */
export type MessageId = (typeof messageIds)[keyof typeof messageIds];
