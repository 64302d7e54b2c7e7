import { msg } from "@lingui/core/macro";

// The words of the messaging-preferences pages (doc 2 §2, §4; F-189–F-192), in the `preferences.*` namespace.
export const preferencesMessages = {
  title: msg({ id: "preferences.title", message: "Preferences" }),
  intro: msg({ id: "preferences.intro", message: "Choose which messages Tandem sends you." }),
  publicTitle: msg({ id: "preferences.public_title", message: "Message preferences" }),
  publicIntro: msg({ id: "preferences.public_intro", message: "Choose which messages Tandem sends you." }),
  owner: msg({ id: "preferences.owner", message: "These preferences belong to:" }),
  ownerName: msg({ id: "preferences.owner_name", message: "Name" }),
  ownerPhone: msg({ id: "preferences.owner_phone", message: "Phone" }),
  ownerEmail: msg({ id: "preferences.owner_email", message: "Email" }),
  legend: msg({ id: "preferences.legend", message: "Messages we send you" }),
  notEditable: msg({ id: "preferences.not_editable", message: "You can't change this one." }),
  save: msg({ id: "preferences.save", message: "Save preferences" }),
  nothingToSave: msg({
    id: "preferences.nothing_to_save",
    message: "Nothing to save yet: tick or untick a message first.",
  }),
  success: msg({ id: "preferences.success", message: "Your preferences have been saved." }),
  badLinkTitle: msg({ id: "preferences.bad_link_title", message: "This link doesn't work" }),
  badLinkBody: msg({
    id: "preferences.bad_link_body",
    message:
      "The link to your message preferences is incomplete or no longer valid. Open it again from your most recent Tandem message, or sign in to change your preferences.",
  }),
  signIn: msg({ id: "preferences.sign_in", message: "Sign in to change them" }),
  goToWelcome: msg({ id: "preferences.go_to_welcome", message: "Go to Tandem" }),
};
