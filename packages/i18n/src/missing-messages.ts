import type { I18n } from "@lingui/core";
import { tandemI18n } from "./setup.ts";

/** A message id that was asked for but is in no catalog of the active language. */
export interface MissingMessage {
  /** The id, e.g. `"dashboard.new_alert"`. */
  id: string;
  /** The active language. */
  language: string;
  /** The id qualified by language, e.g. `"es.dashboard.new_alert"`. */
  fullId: string;
}

/** Options of {@link watchMissingMessages}. */
export interface WatchMissingMessagesOptions {
  /** Sends `missing_localization_key` to error reporting; called once per language and id. */
  report?: (missing: MissingMessage) => void;
  /** Default `console.warn`. */
  warn?: (message: string) => void;
  /** Default the app-wide instance. */
  instance?: I18n;
}

/**
 * Watches for message ids that no catalog holds (doc 1 §8, F-038): warns once and reports once per language and
 * id, while Lingui shows the id itself in place of the text.
 * @returns a function that stops watching
 * @example watchMissingMessages({ report: ({ id }) => Sentry.captureMessage("missing_localization_key", ...) })
 */
export function watchMissingMessages(options: WatchMissingMessagesOptions = {}): () => void {
  const { report, warn = console.warn, instance = tandemI18n } = options;
  const seen = new Set<string>();
  return instance.on("missing", ({ id, locale }) => {
    const fullId = `${locale}.${id}`;
    if (seen.has(fullId)) return;
    seen.add(fullId);
    warn(`Missing message "${id}" for language "${locale}": the id is shown instead.`);
    try {
      report?.({ id, language: locale, fullId });
    } catch (error) {
      // Reporting must never break rendering.
      console.error("Could not report a missing message", error);
    }
  });
}
