// Server-driven texts of the `strings` namespace (contract §3.11): they override the app's bundled catalog for
// the few messages the server owns (dashboard alerts, ledger usage sentences), not the whole UI.
// Arguments are camelCase property paths of the values the app passes (e.g. a ledger line's usage args).

/** English. */
export const stringsEn: Readonly<Record<string, string>> = {
  "common.contact_us":
    "Questions? Text us at [(503) 555-0100](tel:+15035550100) or write to [hello@tandem.example](mailto:hello@tandem.example).",
  "dashboard.negative_cash_balance":
    "Your balance is below zero. We will try your payment method again soon, or you can add funds now.",
  "dashboard.negative_cash_balance_no_instrument":
    "Add a payment method so we can charge what you owe. [Add a card](/add-card) to keep riding and ordering.",
  "dashboard.negative_cash_balance_v2":
    "Your last payment to Tandem failed. Pay your **{{amount, sumaCurrency}}** balance to keep riding and ordering.",
  "dashboard.payment_methods_expiring":
    "A card on file expires soon. [Update your payment methods](/funding).",
  "ledgerusage.mobility_trip": "Ride with {{serviceName}}. You saved {{discountAmount, sumaCurrency}}.",
  "ledgerusage.commerce_order": "Order from {{serviceName}}. You saved {{discountAmount, sumaCurrency}}.",
  "ledgerusage.misc": "Payment for {{serviceName}}. You saved {{discountAmount, sumaCurrency}}.",
  "ledgerusage.funding": "Funds added from {{accountLabel}}.",
  "ledgerusage.refund": "Refund: {{memo}}",
  "ledgerusage.credit": "Credit from the programme: {{memo}}",
  "ledgerusage.unknown": "{{memo}}",
  "errors.read_only_unverified":
    "We are still verifying your account, so some things are paused for now. $t(common.contact_us)",
};
