import { msg } from "@lingui/core/macro";

/**
 * The messages of the API's and the app's error codes (doc 1 §8, contract §1.6), keyed by code; the message id is
 * `errors.<code>`. Card errors are in `cardErrorMessages`; look any code up with `errorMessage`.
 * `too_many_requests` takes `{seconds}` (E-09).
 */
export const errorMessages = {
  network_error: msg({
    id: "errors.network_error",
    message: "We couldn't reach Tandem. Check your internet connection and try again.",
  }),
  unhandled_error: msg({
    id: "errors.unhandled_error",
    message: "Sorry, something went wrong on our side. Please try again.",
  }),
  validation_error: msg({
    id: "errors.validation_error",
    message: "Some of this information isn't quite right. Please check it and try again.",
  }),
  unauthenticated: msg({
    id: "errors.unauthenticated",
    message: "Your session has ended. Please sign in again.",
  }),
  forbidden: msg({ id: "errors.forbidden", message: "Sorry, this isn't available to your account." }),
  resource_not_found: msg({
    id: "errors.resource_not_found",
    message: "We couldn't find that. It may have been removed.",
  }),
  eligibility_violation: msg({
    id: "errors.eligibility_violation",
    message: "This offer isn't open to your account.",
  }),
  lock_failed: msg({
    id: "errors.lock_failed",
    message: "This changed while you were working on it. Please try again.",
  }),
  read_only_unverified: msg({
    id: "errors.read_only_unverified",
    message: "Your account is waiting to be verified. We'll let you know as soon as it's ready.",
  }),
  read_only_technical_error: msg({
    id: "errors.read_only_technical_error",
    message: "Your account is paused while we fix a technical problem. Please contact us if this continues.",
  }),
  usage_prohibited_cash_balance: msg({
    id: "errors.usage_prohibited_cash_balance",
    message: "Your balance is below zero. Add funds or update your payment method to continue.",
  }),
  usage_prohibited_instrument_required: msg({
    id: "errors.usage_prohibited_instrument_required",
    message: "\u200C[Add a payment method](/funding) to use this service.",
  }),
  too_many_requests: msg({
    id: "errors.too_many_requests",
    message:
      "Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
  }),
  auth_conflict: msg({
    id: "errors.auth_conflict",
    message: "You're already signed in on this device. We'll refresh the page.",
  }),
  invalid_otp: msg({
    id: "errors.invalid_otp",
    message: "That code isn't right or has expired. Check it, or ask for a new one.",
  }),
  vehicle_not_found: msg({
    id: "errors.vehicle_not_found",
    message: "This vehicle is no longer available. Please choose another one.",
  }),
  ongoing_trip: msg({
    id: "errors.ongoing_trip",
    message: "You already have a trip in progress. End it before you start a new one.",
  }),
  no_active_trip: msg({ id: "errors.no_active_trip", message: "You don't have a trip in progress." }),
  checkout_no_items: msg({
    id: "errors.checkout_no_items",
    message: "Your cart is empty. Add something before you check out.",
  }),
  invalid_order_quantity: msg({
    id: "errors.invalid_order_quantity",
    message: "That many aren't available. Please choose fewer.",
  }),
  product_unavailable: msg({
    id: "errors.product_unavailable",
    message: "Sorry, this product is no longer available.",
  }),
  invalid_permissions: msg({ id: "errors.invalid_permissions", message: "This order can't be claimed." }),
  conflicting_bank_account: msg({
    id: "errors.conflicting_bank_account",
    message: "This bank account is already linked to another Tandem account.",
  }),
  charge_balance: msg({
    id: "errors.charge_balance",
    message: "We couldn't charge your balance to this payment method.",
  }),
  non_member_account: msg({
    id: "errors.non_member_account",
    message: "This service isn't available to your account.",
  }),
  mobility_coming_soon: msg({
    id: "errors.mobility_coming_soon",
    message: "Shared e-bikes and e-scooters are coming soon to your programme.",
  }),
  image_load_failed: msg({ id: "errors.image_load_failed", message: "Image failed to load" }),
};
