import { msg } from "@lingui/core/macro";

// The words of the regain-access form and its thank-you page (doc 2 §3, F-056).
export const regainAccessMessages = {
  title: msg({ id: "regain_account_access.title", message: "Get back into your account" }),
  intro: msg({
    id: "regain_account_access.intro",
    message: "Changed your phone number? Tell us your old and new numbers and our team will help.",
  }),
  nameLabel: msg({ id: "regain_account_access.name_label", message: "Full name" }),
  currentPhoneLabel: msg({
    id: "regain_account_access.current_phone_label",
    message: "Current phone number",
  }),
  currentPhoneHint: msg({
    id: "regain_account_access.current_phone_hint",
    message: "The number you use now. We will contact you here.",
  }),
  previousPhoneLabel: msg({
    id: "regain_account_access.previous_phone_label",
    message: "Previous phone number",
  }),
  previousPhoneHint: msg({
    id: "regain_account_access.previous_phone_hint",
    message: "The number you signed in with before.",
  }),
  back: msg({ id: "common.back", message: "Back" }),
  submit: msg({ id: "regain_account_access.submit", message: "Send request" }),
  thankYou: msg({ id: "common.thank_you", message: "Thank you!" }),
  returnHome: msg({ id: "regain_account_access.return_home", message: "Return home" }),
};
