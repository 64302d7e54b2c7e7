import { msg } from "@lingui/core/macro";

// Words of the page platform, in the spec's namespaces (catalogs in @tandem/i18n).
export const pageMessages = {
  errorTitle: msg({ id: "errors.something_went_wrong_title", message: "Something went wrong" }),
  errorBody: msg({
    id: "errors.something_went_wrong_body",
    message: "Sorry, this page could not be loaded. Please check your connection and try again.",
  }),
  goHome: msg({ id: "errors.go_home", message: "Go home" }),
  tryAgain: msg({ id: "common.try_again", message: "Try again" }),
  offlineTitle: msg({ id: "common.offline", message: "You're offline" }),
  offlineBody: msg({
    id: "errors.offline_body",
    message: "This page needs an internet connection. It will load by itself as soon as you're back online.",
  }),
};
