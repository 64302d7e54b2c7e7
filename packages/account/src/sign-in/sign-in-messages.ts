import { msg } from "@lingui/core/macro";

// The words of sign-in (doc 1 §2, §4; F-043–F-055), in the spec's namespaces.
export const signInMessages = {
  startTitle: msg({ id: "start.title", message: "Sign in or join" }),
  startIntro: msg({
    id: "start.intro",
    message: "Enter your mobile number and we will text you a six-digit code.",
  }),
  phoneLabel: msg({ id: "start.phone_label", message: "Mobile number" }),
  phoneHint: msg({ id: "start.phone_hint", message: "A US number, for example (503) 555-0142." }),
  changedPhone: msg({ id: "start.changed_phone", message: "Changed your phone number? Message us" }),
  termsNeeded: msg({ id: "start.terms_needed", message: "Tick the box to agree before you continue." }),
  back: msg({ id: "common.back", message: "Back" }),
  continue: msg({ id: "common.continue", message: "Continue" }),
  otpTitle: msg({ id: "otp.title", message: "Verify code" }),
  otpSentTo: msg({ id: "otp.sent_to", message: "Enter the code that we sent to {phone}." }),
  codeLabel: msg({ id: "otp.code_label", message: "Six-digit code" }),
  termsAgain: msg({
    id: "otp.terms_notice",
    message: "By verifying, you agree to the Terms of Use and the Privacy Policy.",
  }),
  verify: msg({ id: "otp.verify", message: "Verify" }),
  resend: msg({ id: "otp.resend", message: "Send a new code" }),
  resent: msg({ id: "otp.new_code_sent", message: "New code sent to {phone}." }),
};
