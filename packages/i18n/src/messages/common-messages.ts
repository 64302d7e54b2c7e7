import { msg } from "@lingui/core/macro";

/** Words used across the app (doc 1 §8–§9), keyed by the id after `common.`. */
export const commonMessages = {
  /** The title of the error toast (F-004). */
  error: msg({ id: "common.error", message: "Error" }),
  /** The 2000 ms confirmation after copying (doc 1 §9, F-022). */
  copied_to_clipboard: msg({ id: "common.copied_to_clipboard", message: "Copied to clipboard." }),
  thank_you: msg({ id: "common.thank_you", message: "Thank you!" }),
  close: msg({ id: "common.close", message: "Close" }),
};
