import { msg } from "@lingui/core/macro";

// The words of the link-bank-account page and its check dialog (doc 2 §2, §3 "Bank account form"; R-28, F-165,
// F-166, B-06).
export const linkBankMessages = {
  title: msg({ id: "payments.link_bank_title", message: "Link a bank account" }),
  intro: msg({
    id: "payments.link_bank_intro",
    message: "Link a checking or savings account to pay and to add funds.",
  }),
  nicknameLabel: msg({ id: "payments.bank_nickname_label", message: "Nickname" }),
  nicknameHint: msg({
    id: "payments.bank_nickname_hint",
    message: "A name to tell this account apart, for example “Household checking”.",
  }),
  routingLabel: msg({ id: "payments.routing_number_label", message: "Routing number" }),
  routingHint: msg({
    id: "payments.routing_number_hint",
    message: "9 digits, printed first at the bottom of your checks.",
  }),
  whereOnCheck: msg({
    id: "payments.where_on_check",
    message: "Where are these numbers on a check?",
  }),
  accountLabel: msg({ id: "payments.account_number_label", message: "Account number" }),
  accountHint: msg({
    id: "payments.account_number_hint",
    message: "At least 4 digits, printed after the routing number.",
  }),
  confirmLabel: msg({ id: "payments.account_number_confirm_label", message: "Confirm account number" }),
  confirmHint: msg({ id: "payments.account_number_confirm_hint", message: "Type it again to be sure." }),
  typeLegend: msg({ id: "payments.account_type_label", message: "Account type" }),
  checking: msg({ id: "payments.account_type_checking", message: "Checking" }),
  savings: msg({ id: "payments.account_type_savings", message: "Savings" }),
  statement: msg({
    id: "payments.bank_submission_statement",
    message:
      "By linking this account you allow Tandem to take payments from it for the orders, rides and funds you ask for. New accounts are verified within a few days.",
  }),
  submit: msg({ id: "payments.link_bank_submit", message: "Link account" }),
  successTitle: msg({ id: "payments.bank_account_linked", message: "Bank account linked" }),
  successBody: msg({
    id: "payments.bank_account_linked_body",
    message: "{name} is linked. You can pay with it once it is verified.",
  }),
  checkTitle: msg({ id: "payments.check_dialog_title", message: "Finding the numbers on a check" }),
  checkIntro: msg({
    id: "payments.check_dialog_intro",
    message: "At the bottom of a check are three groups of numbers:",
  }),
  checkRouting: msg({
    id: "payments.check_dialog_routing",
    message: "The routing number: the first 9 digits, on the left (yellow in the example).",
  }),
  checkAccount: msg({
    id: "payments.check_dialog_account",
    message: "The account number: the next group of digits, in the middle (blue in the example).",
  }),
  checkNumber: msg({
    id: "payments.check_dialog_number",
    message: "The check number: the last digits, on the right. You don't need it here.",
  }),
  checkImage: msg({
    id: "payments.check_dialog_image",
    message:
      "An example check. At the bottom: routing number 123456780, account number 000123456789, check number 1001.",
  }),
};
