import { msg } from "@lingui/core/macro";

/**
 * Messages of the member's own pages that the specs name (dashboard, onboarding, access, trips, surveys,
 * preferences, private accounts), by namespace. Dashboard alerts come from the server by key (F-065);
 * `negative_cash_balance_v2` takes `{amount}` (money text, see `formatMessageValues`).
 */
export const memberMessages = {
  dashboard: {
    check_ongoing_trip: msg({
      id: "dashboard.check_ongoing_trip",
      message: "You have a trip in progress. Remember to end it when you park.",
    }),
    // The targeted API version's negative-balance alert (contract, dashboard alerts): no params.
    negative_cash_balance: msg({
      id: "dashboard.negative_cash_balance",
      message: "\u200CYour balance is below zero. We'll try to charge your payment method again.",
    }),
    negative_cash_balance_no_instrument: msg({
      id: "dashboard.negative_cash_balance_no_instrument",
      // The backend's words: no payment method it can charge, so a card is what lets it collect (`/add-card`).
      message:
        "\u200CAdd a payment method so we can charge what you owe. [Add a card](/add-card) to keep using Tandem.",
    }),
    negative_cash_balance_v2: msg({
      id: "dashboard.negative_cash_balance_v2",
      // The current API sends this after a charge failed (the backend waits no retry): pay to go on.
      message:
        "\u200CYour last payment to Tandem failed. Pay your **{amount}** balance to keep using Tandem.",
    }),
    payment_methods_expiring: msg({
      id: "dashboard.payment_methods_expiring",
      message: "\u200CA payment method is expiring soon. [Update it here](/funding).",
    }),
  },
  onboarding: {
    finish: msg({
      id: "onboarding.finish",
      message: "Thanks! We're checking your details and will let you know when your account is verified.",
    }),
    finish_onboarded: msg({
      id: "onboarding.finish_onboarded",
      message: "Everything looks good. You're ready to use Tandem!",
    }),
  },
  auth: {
    access_account_confirmed: msg({
      id: "auth.access_account_confirmed",
      message: "We have your request. Our team will contact you at your current phone number soon.",
    }),
  },
  trips: { empty: msg({ id: "trips.empty", message: "You haven't taken any trips yet." }) },
  surveys: {
    waitlisted_already: msg({
      id: "surveys.waitlisted_already",
      message: "You're already on the waitlist. We'll be in touch!",
    }),
    waitlist_joined: msg({
      id: "surveys.waitlist_joined",
      message: "You're on the waitlist! We'll let you know as soon as it opens.",
    }),
  },
  preferences: { success: msg({ id: "preferences.success", message: "Your preferences have been saved." }) },
  private_accounts: {
    auth_error: msg({
      id: "private_accounts.auth_error",
      message: "Sorry, we couldn't link this account. Please try again, or contact us if it keeps happening.",
    }),
    no_private_accounts: msg({
      id: "private_accounts.no_private_accounts",
      message: "You don't have any private accounts yet.",
    }),
  },
};
