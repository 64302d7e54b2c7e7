import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function PrivacyPolicy() {
  return (
    <SimplePage
      title={msg({ id: "privacy_policy.title", message: "Privacy policy" })}
      lead={msg({
        id: "privacy_policy.intro",
        message: "How Tandem collects, uses and protects your information.",
      })}
    />
  );
}

function PrivacyPolicyContent() {
  return (
    <SimplePage
      title={msg({ id: "privacy_policy.content_title", message: "Privacy policy" })}
      lead={msg({
        id: "privacy_policy.intro",
        message: "How Tandem collects, uses and protects your information.",
      })}
    />
  );
}

function TermsOfUse() {
  return (
    <SimplePage
      title={msg({ id: "terms_of_use.title", message: "Terms of use" })}
      lead={msg({ id: "terms_of_use.intro", message: "The terms of use and sale of Tandem." })}
    />
  );
}

export const pages = {
  privacyPolicy: PrivacyPolicy,
  privacyPolicyContent: PrivacyPolicyContent,
  termsOfUse: TermsOfUse,
};
