import { msg } from "@lingui/core/macro";

// Words shared by the payment-method pages (doc 2 §2 "Payment methods and funds"; R-26..R-29).
export const paymentsMessages = {
  privacy: msg({
    id: "payments.privacy_statement",
    message:
      "Your details are sent securely to our payment processor. Tandem never stores your full card or account number.",
  }),
  back: msg({ id: "common.back", message: "Back" }),
  continue: msg({ id: "common.continue", message: "Continue" }),
  sending: msg({ id: "payments.sending", message: "Saving your payment method…" }),
  unconfirmed: msg({
    id: "payments.link_unconfirmed",
    message:
      "We didn't hear back about saving your payment method. Tap the button again: we will first check whether it was saved, and send nothing more if it was.",
  }),
};
