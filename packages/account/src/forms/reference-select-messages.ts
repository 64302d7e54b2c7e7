import { msg } from "@lingui/core/macro";

// The words of a select whose options come from the server.
export const referenceSelectMessages = {
  loading: msg({ id: "common.loading", message: "Loading…" }),
  tryAgain: msg({ id: "common.try_again", message: "Try again" }),
};
