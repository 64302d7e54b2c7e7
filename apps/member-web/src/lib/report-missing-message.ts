import type { MissingMessage } from "@tandem/i18n";

/**
 * Reports a message id that no catalog holds (doc 1 §8, F-038) as a warning-level `missing_localization_key`
 * message tagged with the key, the language-qualified key and the language. Only with an error-reporting DSN
 * (F-026): the reporting SDK is loaded on demand, so it never reaches a first load that has none.
 */
export function reportMissingMessage(missing: MissingMessage, dsn: string | undefined): void {
  if (!dsn) return;
  import("../observability/sentry-sdk.ts")
    .then((Sentry) => {
      Sentry.withScope((scope) => {
        scope.setLevel("warning");
        scope.setTags({
          localization_key: missing.id,
          localization_key_fqn: missing.fullId,
          localization_language: missing.language,
        });
        Sentry.captureMessage("missing_localization_key");
      });
    })
    .catch((error: unknown) => console.error("Could not report a missing message", error));
}
