import { msg } from "@lingui/core/macro";

// The words of onboarding (doc 1 §4 Onboarding, F-057–F-061), in the spec's namespaces.
export const onboardingMessages = {
  title: msg({ id: "onboarding.title", message: "Welcome to Tandem" }),
  intro: msg({
    id: "onboarding.carousel_intro",
    message: "Rides, food and help with utilities, all in one place.",
  }),
  carouselLabel: msg({ id: "onboarding.carousel_label", message: "What Tandem offers" }),
  mobilityTitle: msg({ id: "onboarding.mobility_title", message: "Get around for less" }),
  mobilityText: msg({
    id: "onboarding.mobility_text",
    message: "Ride e-bikes and e-scooters across Portland at a member price.",
  }),
  utilitiesTitle: msg({ id: "onboarding.utilities_title", message: "Help with your bills" }),
  utilitiesText: msg({
    id: "onboarding.utilities_text",
    message: "Join the waitlist for lower energy and internet bills.",
  }),
  foodTitle: msg({ id: "onboarding.food_title", message: "Good food, fair prices" }),
  foodText: msg({
    id: "onboarding.food_text",
    message: "Order groceries and meals from local vendors and pick them up nearby.",
  }),
  continue: msg({ id: "common.continue", message: "Continue" }),
  back: msg({ id: "common.back", message: "Back" }),
  signupTitle: msg({ id: "onboarding.signup_title", message: "Tell us about yourself" }),
  signupIntro: msg({
    id: "onboarding.signup_intro",
    message: "Your name and address let us check which programmes you can join.",
  }),
  nameLabel: msg({ id: "onboarding.name_label", message: "Full name" }),
  addressLegend: msg({ id: "onboarding.address_legend", message: "Home address" }),
  address1Label: msg({ id: "onboarding.address1_label", message: "Street address" }),
  address2Label: msg({ id: "onboarding.address2_label", message: "Apartment, unit or suite" }),
  cityLabel: msg({ id: "onboarding.city_label", message: "City" }),
  stateLabel: msg({ id: "onboarding.state_label", message: "State" }),
  chooseState: msg({ id: "onboarding.choose_state", message: "Choose state…" }),
  zipLabel: msg({ id: "onboarding.zip_label", message: "Zip code" }),
  zipHint: msg({ id: "onboarding.zip_hint", message: "5 digits, for example 97214." }),
  organizationLabel: msg({ id: "onboarding.organization_label", message: "Organization" }),
  organizationHint: msg({
    id: "onboarding.organization_hint",
    message:
      "Members of a partner organization may get extra discounts. Choose yours if it is listed: we will check your membership with them, and their offers open to you once it is verified.",
  }),
  partnerOrganizationHint: msg({
    id: "onboarding.partner_organization_hint",
    message: "You are joining through {organization}'s invitation, so your organization is set for you.",
  }),
  declinePartner: msg({ id: "onboarding.partner_decline", message: "I'm not with {organization}" }),
  chooseOrganization: msg({ id: "forms.choose_organization", message: "Choose organization" }),
  unaffiliated: msg({ id: "onboarding.unaffiliated", message: "No affiliation" }),
  notListed: msg({ id: "onboarding.not_listed", message: "Not listed" }),
  loading: msg({ id: "common.loading", message: "Loading…" }),
  statesFailed: msg({ id: "onboarding.states_failed", message: "We couldn't load the list of states." }),
  organizationsFailed: msg({
    id: "onboarding.organizations_failed",
    message: "We couldn't load the list of organizations.",
  }),
  tryAgain: msg({ id: "common.try_again", message: "Try again" }),
  submit: msg({ id: "onboarding.submit", message: "Submit" }),
  finishTitle: msg({ id: "onboarding.finish_heading", message: "Thanks for joining" }),
  okay: msg({ id: "onboarding.okay", message: "Okay!" }),
};
