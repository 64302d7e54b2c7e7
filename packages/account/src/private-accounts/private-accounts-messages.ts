import { msg } from "@lingui/core/macro";
import { memberMessages } from "@tandem/i18n";

// The words of the private accounts page (doc 2 §2, §4; F-193–F-197, E-26), in the `private_accounts.*` namespace.
export const privateAccountsMessages = {
  title: msg({ id: "private_accounts.title", message: "Private accounts" }),
  intro: msg({
    id: "private_accounts.intro",
    message:
      "Tandem keeps accounts with vendors on your behalf, so you can ride with their apps at the programme's price without sharing your phone number or email.",
  }),
  back: msg({ id: "private_accounts.back_to_dashboard", message: "Dashboard" }),
  empty: memberMessages.private_accounts.no_private_accounts,
  emptyHint: msg({
    id: "private_accounts.empty_hint",
    message: "When a vendor offers a private account, it will show up here for you to link.",
  }),
  link: msg({ id: "private_accounts.link_app", message: "Link App" }),
  relink: msg({ id: "private_accounts.relink_app", message: "Re-link App" }),
  help: msg({ id: "private_accounts.help", message: "Help" }),
  helpTitle: msg({ id: "private_accounts.help_title", message: "{vendor} Private Accounts" }),
  linked: msg({ id: "private_accounts.linked", message: "Linked" }),
  notLinked: msg({ id: "private_accounts.not_linked", message: "Not linked yet" }),
  working: msg({ id: "private_accounts.working", message: "Working..." }),
  takesAMinute: msg({ id: "private_accounts.takes_a_minute", message: "This can take up to a minute." }),
  authError: memberMessages.private_accounts.auth_error,
  timedOut: msg({
    id: "private_accounts.link_timed_out",
    message: "{vendor} didn't send the link in time. Try linking again when you're ready.",
  }),
  logo: msg({ id: "private_accounts.vendor_logo", message: "{vendor} logo" }),
  setUpPayment: msg({ id: "private_accounts.set_up_payment", message: "Set up payment" }),
  paymentNeeded: msg({ id: "private_accounts.payment_needed", message: "Payment needed" }),
};
