import { msg } from "@lingui/core/macro";

/**
 * The field messages of the forms (doc 1 §5, doc 2 §5; V-01..V-30), keyed by the id after `forms.`. Rules with a
 * limit take `{constraint}` (a number of characters, or money already formatted) and may use `{value}`.
 * @example i18n._({ ...formMessages.invalid_min_length, values: { constraint: 5 } }) // "Must be at least 5 characters."
 */
export const formMessages = {
  invalid_required: msg({ id: "forms.invalid_required", message: "This field is required." }),
  invalid_min_length: msg({
    id: "forms.invalid_min_length",
    message:
      "{constraint, plural, one {Must be at least # character.} other {Must be at least # characters.}}",
  }),
  invalid_max_length: msg({
    id: "forms.invalid_max_length",
    message:
      "{constraint, plural, one {Must be # character or fewer.} other {Must be # characters or fewer.}}",
  }),
  invalid_min: msg({ id: "forms.invalid_min", message: "Must be at least {constraint}." }),
  invalid_field: msg({ id: "forms.invalid_field", message: "This field is not valid." }),
  invalid_card_number: msg({
    id: "forms.invalid_card_number",
    message: "Please double check the card number.",
  }),
  invalid_card_expiry: msg({
    id: "forms.invalid_card_expiry",
    message: "Enter the expiration date as MM/YY, with a month from 01 to 12.",
  }),
  invalid_card_expired: msg({
    id: "forms.invalid_card_expired",
    message: "This card has expired. The expiration date must be in the future.",
  }),
  invalid_card_cvc: msg({
    id: "forms.invalid_card_cvc",
    message: "Please check the security code (CVC) of your card.",
  }),
  invalid_routing_number: msg({
    id: "forms.invalid_routing_number",
    message: "Please enter the 9-digit routing number printed on your checks.",
  }),
  invalid_bank_account_number: msg({
    id: "forms.invalid_bank_account_number",
    message: "Please enter your account number: at least 4 digits.",
  }),
  invalid_bank_account_number_confirm: msg({
    id: "forms.invalid_bank_account_number_confirm",
    message: "Must match your account number above.",
  }),
  invalid_min_amount: msg({ id: "forms.invalid_min_amount", message: "Must be at least {constraint}." }),
  invalid_max_amount: msg({ id: "forms.invalid_max_amount", message: "Must be {constraint} or less." }),
  choose_organization: msg({ id: "forms.choose_organization", message: "Choose organization" }),
};
