import { msg } from "@lingui/core/macro";

// Words of the waitlist survey around the server's own texts (F-185, F-188).
export const waitlistSurveyMessages = {
  join: msg({ id: "surveys.join_waitlist", message: "Join the waitlist" }),
  loading: msg({ id: "common.loading", message: "Loading…" }),
  loadFailed: msg({
    id: "surveys.load_failed",
    message: "We couldn't load the waitlist. Check your connection and try again.",
  }),
};
