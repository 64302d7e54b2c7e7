import { msg } from "@lingui/core/macro";

// Words of the contact-list pages (doc 1 §2 Contact list, R-13–R-15, F-076–F-081), in the spec's namespace.
export const contactListMessages = {
  title: msg({ id: "contact_list.title", message: "Stay in touch with Tandem" }),
  welcome: msg({
    id: "contact_list.welcome",
    message: "Rides, food and savings, shared by your Portland community. Sign up and we will text you news.",
  }),
  chooseLanguage: msg({ id: "contact_list.language_heading", message: "Choose your language" }),
  addTitle: msg({ id: "contact_list.add_title", message: "Join Tandem" }),
  addIntro: msg({
    id: "contact_list.add_intro",
    message: "Leave your name and number and we will text you when Tandem opens near you.",
  }),
  eventLabel: msg({ id: "contact_list.event", message: "Signing up at {eventName}" }),
  name: msg({ id: "contact_list.name", message: "Your name" }),
  phone: msg({ id: "contact_list.phone", message: "Mobile number" }),
  phoneHint: msg({ id: "contact_list.phone_hint", message: "We will only text you about Tandem." }),
  channel: msg({ id: "contact_list.channel", message: "How did you hear about Tandem?" }),
  chooseChannel: msg({ id: "contact_list.choose_channel", message: "Choose one" }),
  organization: msg({ id: "contact_list.organization", message: "Your organization" }),
  organizationHint: msg({
    id: "contact_list.organization_hint",
    message: "The community group or housing provider you belong to, if any.",
  }),
  chooseOrganization: msg({ id: "forms.choose_organization", message: "Choose organization" }),
  noAffiliation: msg({ id: "contact_list.no_affiliation", message: "No affiliation" }),
  notListed: msg({ id: "contact_list.not_listed", message: "Not listed" }),
  agree: msg({
    id: "contact_list.agree",
    message:
      "I agree to receive text messages from Tandem. Message and data rates may apply. Reply STOP to opt out.",
  }),
  agreeNeeded: msg({
    id: "contact_list.agree_needed",
    message: "Tick the box to agree before you sign up.",
  }),
  back: msg({ id: "common.back", message: "Back" }),
  submit: msg({ id: "contact_list.submit", message: "Sign up" }),
  successTitle: msg({ id: "contact_list.success_title", message: "Thanks for signing up" }),
  successIntro: msg({
    id: "contact_list.success_text",
    message: "We will text you when there is news from Tandem. See you around the neighbourhood!",
  }),
  signUpAgain: msg({ id: "contact_list.sign_up_again", message: "Sign up again" }),
  privacyPolicy: msg({ id: "contact_list.privacy_policy", message: "How we use your information" }),
  instagram: msg({ id: "contact_list.instagram", message: "Follow Tandem on Instagram" }),
  opensInNewTab: msg({ id: "common.opens_in_new_tab", message: "(opens in a new tab)" }),
};

/** How a person heard of Tandem: the wire values (C-15) with their labels, in the order of F-077. */
export const channelMessages = {
  instagram: msg({ id: "contact_list.channel_instagram", message: "Instagram" }),
  friends_family: msg({ id: "contact_list.channel_friends_family", message: "Friends or family" }),
  local_community: msg({ id: "contact_list.channel_local_community", message: "A community group" }),
  suma_staff: msg({ id: "contact_list.channel_staff", message: "Tandem staff" }),
  suma_event: msg({ id: "contact_list.channel_event", message: "A Tandem event" }),
  mysuma_website: msg({ id: "contact_list.channel_website", message: "The Tandem website" }),
  other: msg({ id: "contact_list.channel_other", message: "Other" }),
};
