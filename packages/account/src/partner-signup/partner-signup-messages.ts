import { msg } from "@lingui/core/macro";

// The words of joining through a partner (the anchor's onboarding.partner_*).
export const partnerSignupMessages = {
  joinTitle: msg({ id: "onboarding.partner_join_title", message: "Join {organization}" }),
  joinLead: msg({
    id: "onboarding.partner_join_lead",
    message: "{organization} invited you to Tandem. Accept to join them as a verified member.",
  }),
  accept: msg({ id: "onboarding.partner_accept", message: "Accept the invitation" }),
  notNow: msg({ id: "onboarding.partner_not_now", message: "Not now, go to my dashboard" }),
  joined: msg({ id: "onboarding.partner_joined", message: "You joined {organization}." }),
  invitationChanged: msg({
    id: "onboarding.partner_invitation_changed",
    message:
      "You have not joined {accepted}: the invitation in this browser changed before you accepted it. It is now from {organization}. Accept it only if you meant to join {organization}.",
  }),
  invalidTitle: msg({
    id: "onboarding.partner_link_invalid_title",
    message: "This invitation can't be used",
  }),
  invalidText: msg({
    id: "onboarding.partner_link_invalid",
    message:
      "The invitation link has expired or has already been used. Links last an hour after you open them: ask the organization that invited you for a new one.",
  }),
  goToDashboard: msg({ id: "common.go_to_dashboard", message: "Go to my dashboard" }),
};
