import { msg } from "@lingui/core/macro";

// The words of the payment methods page and its unlink dialog (doc 2 §2; R-26, F-154..F-159).
export const fundingMessages = {
  title: msg({ id: "payments.title", message: "Payment methods" }),
  intro: msg({
    id: "payments.intro",
    message: "The cards and bank accounts you pay for orders and rides with, and add funds from.",
  }),
  bankAccounts: msg({ id: "payments.bank_accounts", message: "Bank accounts" }),
  cards: msg({ id: "payments.cards", message: "Cards" }),
  noBankAccount: msg({
    id: "payments.no_bank_account",
    message: "You have no bank account linked yet.",
  }),
  noCard: msg({ id: "payments.no_card", message: "You have no card on file yet." }),
  linkBankAccount: msg({ id: "payments.link_bank_account", message: "Link bank account" }),
  linkAnotherAccount: msg({ id: "payments.link_another_account", message: "Link another account" }),
  addCard: msg({ id: "payments.add_your_card", message: "Add your card" }),
  addAnotherCard: msg({ id: "payments.add_another_card", message: "Add another card" }),
  otherSources: msg({ id: "payments.other_sources", message: "Other sources" }),
  otherSourcesComing: msg({
    id: "payments.other_sources_coming",
    message: "Support for other ways to pay is coming soon.",
  }),
  verified: msg({ id: "payments.status_verified", message: "Verified" }),
  pending: msg({ id: "payments.status_pending", message: "Pending" }),
  expires: msg({ id: "payments.card_expires", message: "Expires {date}" }),
  expired: msg({ id: "payments.card_expired", message: "Expired {date}" }),
  bankLine: msg({ id: "payments.bank_line", message: "{institution} x-{last4}" }),
  addFunds: msg({ id: "payments.add_funds_button", message: "+ Funds" }),
  addFundsFrom: msg({ id: "payments.add_funds_from", message: "from {name}" }),
  options: msg({ id: "payments.instrument_options", message: "Options for {name}" }),
  unlink: msg({ id: "payments.unlink_account", message: "Unlink account" }),
  unlinkTitle: msg({ id: "payments.unlink_title", message: "Unlink {name}?" }),
  unlinkQuestion: msg({
    id: "payments.unlink_question",
    message: "You will no longer be able to pay or add funds with this payment method.",
  }),
  unlinkNote: msg({
    id: "payments.unlink_note",
    message: "Transactions already in progress with it will not be cancelled.",
  }),
  unlinkConfirm: msg({ id: "payments.unlink_confirm", message: "Unlink" }),
  cancel: msg({ id: "common.cancel", message: "Cancel" }),
  unlinking: msg({ id: "payments.unlinking", message: "Unlinking…" }),
  unlinked: msg({ id: "payments.unlinked", message: "{name} was unlinked." }),
};
