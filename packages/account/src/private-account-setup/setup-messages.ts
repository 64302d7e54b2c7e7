import { msg } from "@lingui/core/macro";

// The words of a private account's setup page, in the `private_account_setup.*` namespace.
export const setupMessages = {
  title: msg({ id: "private_account_setup.title", message: "Set up {vendor}" }),
  back: msg({ id: "private_account_setup.back", message: "Private accounts" }),
  stepsLabel: msg({ id: "private_account_setup.steps_label", message: "Setup steps" }),
  stepOf: msg({ id: "private_account_setup.step_of", message: "Step {step} of {total}" }),
  done: msg({ id: "private_account_setup.done", message: "Done" }),
  stepCard: msg({ id: "private_account_setup.step_card", message: "Add a payment method" }),
  stepBalance: msg({ id: "private_account_setup.step_balance", message: "Pay your balance" }),
  stepTerms: msg({ id: "private_account_setup.step_terms", message: "Agree to the terms" }),
  stepLink: msg({ id: "private_account_setup.step_link", message: "Link the app" }),
  cardBody: msg({
    id: "private_account_setup.card_body",
    message: "{vendor} bills your rides to a payment method. Add a card, then come straight back here.",
  }),
  addCard: msg({ id: "private_account_setup.add_card", message: "Add a card" }),
  balanceBody: msg({
    id: "private_account_setup.balance_body",
    message: "Your balance is below zero. Pay it with your payment method on file before linking {vendor}.",
  }),
  balanceOwed: msg({ id: "private_account_setup.balance_owed", message: "You owe {amount}." }),
  payBalance: msg({ id: "private_account_setup.pay_balance", message: "Pay balance now" }),
  useAnotherCard: msg({ id: "private_account_setup.use_another_card", message: "Add a different card" }),
  termsIntro: msg({
    id: "private_account_setup.terms_intro",
    message: "Read {vendor}'s terms. Linking means you agree to them.",
  }),
  agree: msg({ id: "private_account_setup.agree", message: "I agree" }),
  linkBody: msg({
    id: "private_account_setup.link_body",
    message: "We'll ask {vendor} to text you a sign-in link. Open it on this phone to finish linking.",
  }),
  linkApp: msg({ id: "private_account_setup.link_app", message: "Link App" }),
  waiting: msg({ id: "private_account_setup.waiting", message: "Waiting for {vendor}..." }),
  takesAMinute: msg({ id: "private_account_setup.takes_a_minute", message: "This can take up to a minute." }),
  cancel: msg({ id: "private_account_setup.cancel", message: "Cancel" }),
  cancelled: msg({
    id: "private_account_setup.cancelled",
    message: "Linking cancelled. You can link again whenever you're ready.",
  }),
  tryAgain: msg({ id: "private_account_setup.try_again", message: "Try again" }),
  payFirst: msg({ id: "private_account_setup.pay_first", message: "Pay your balance" }),
  backToList: msg({ id: "private_account_setup.back_to_list", message: "Back to private accounts" }),
  linkedTitle: msg({ id: "private_account_setup.linked_title", message: "{vendor} is linked" }),
};
