import { msg } from "@lingui/core/macro";

// Built-in words of ui used by more than one component. Ids follow the spec's namespaces (common.*, errors.*,
// forms.*); the catalogs live in @tandem/i18n.
export const uiMessages = {
  close: msg({ id: "common.close", message: "Close" }),
  loading: msg({ id: "common.loading", message: "Loading…" }),
  error: msg({ id: "common.error", message: "Error" }),
  copiedToClipboard: msg({ id: "common.copied_to_clipboard", message: "Copied to clipboard." }),
  opensInNewTab: msg({ id: "common.opens_in_new_tab", message: "(opens in a new tab)" }),
  optional: msg({ id: "forms.optional", message: "(optional)" }),
};
