import { msg } from "@lingui/core/macro";

// The words of the add-funds page (doc 2 §2; R-29, F-167..F-169).
export const addFundsMessages = {
  title: msg({ id: "payments.add_funds_title", message: "Add funds" }),
  intro: msg({
    id: "payments.add_funds_intro",
    message: "Add money to your Tandem balance from {name}. Enter whole dollars.",
  }),
  amountLabel: msg({ id: "payments.add_funds_amount", message: "Amount to add" }),
  limits: msg({ id: "payments.add_funds_limits", message: "From {minimum} to {maximum}." }),
  bankStatement: msg({
    id: "payments.add_funds_statement_bank",
    message:
      "We will take this amount from your bank account. It usually reaches your balance in 2 or 3 business days.",
  }),
  cardStatement: msg({
    id: "payments.add_funds_statement_card",
    message: "We will charge this amount to your card now, and add it to your balance right away.",
  }),
  submit: msg({ id: "payments.add_funds_submit", message: "Add funds" }),
  adding: msg({ id: "payments.adding_funds", message: "Adding your funds…" }),
  added: msg({ id: "payments.add_funds_added", message: "{amount} is being added to your balance." }),
  addedBankLater: msg({
    id: "payments.add_funds_added_bank_later",
    message: "{amount} was added to your balance. We'll ask your bank for it on the next business day.",
  }),
  foundEarlier: msg({
    id: "payments.add_funds_found_earlier",
    message:
      "Your earlier try went through: {amount} is being added to your balance. Nothing was sent again.",
  }),
  unconfirmed: msg({
    id: "payments.add_funds_unconfirmed",
    message:
      "We didn't hear back about adding {amount}. Tap Add funds again: we will first check whether it went through, and send nothing more if it did.",
  }),
};
