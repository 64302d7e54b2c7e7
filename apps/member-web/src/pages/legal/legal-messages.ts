import { msg } from "@lingui/core/macro";

// Tandem's own words around the legal texts (doc 2 §2, R-37–R-39, F-198–F-204). The texts themselves come from the
// `privacy_policy` and `terms_of_use_and_sale` strings files; `privacy_policy.title` here is only the stand-in
// until the policy's own title arrives.
export const legalMessages = {
  policyTitle: msg({ id: "privacy_policy.title", message: "Privacy policy" }),
  policyIntro: msg({
    id: "privacy_policy.intro",
    message: "How Tandem collects, uses and protects your information.",
  }),
  jumpToPolicy: msg({ id: "privacy_policy.jump_to_policy", message: "Read the full policy" }),
  questions: msg({ id: "privacy_policy.questions", message: "Questions and contact" }),
  showContents: msg({ id: "privacy_policy.show_contents", message: "Show the sections" }),
  hideContents: msg({ id: "privacy_policy.hide_contents", message: "Hide the sections" }),
  policyFailed: msg({
    id: "privacy_policy.load_failed",
    message: "We could not load the privacy policy. Check your connection and try again.",
  }),
  termsTitle: msg({ id: "common.terms_of_use", message: "Terms of Use" }),
  termsFailed: msg({
    id: "terms_of_use.load_failed",
    message: "We could not load the terms of use. Check your connection and try again.",
  }),
  loading: msg({ id: "common.loading", message: "Loading…" }),
  errorTitle: msg({ id: "errors.something_went_wrong_title", message: "Something went wrong" }),
  tryAgain: msg({ id: "common.try_again", message: "Try again" }),
};
