import type { I18n } from "@lingui/core";
import { isCardProviderError } from "@tandem/api-client/card-provider";
import { namespacedId } from "@tandem/i18n";
import { failureMessage } from "@tandem/page-kit";
import { addCardMessages as m } from "./add-card-messages.ts";

/** The card provider's strings file: its decline and error codes in the member's language (E-20). */
export const CARD_PROVIDER_STRINGS = "stripe";

/**
 * What the member reads when adding a card failed. A refusal at the card provider is localised from its strings
 * file by decline code, else error code, falling back to the provider's own message (E-20); a card code from the
 * API (`card_generic`, …) and every other failure read as `errors.<code>` (E-21).
 */
export function cardFailureText(i18n: I18n, error: unknown): string {
  if (!isCardProviderError(error)) return i18n._(failureMessage(error));
  if (error.status === null) return i18n._(m.providerUnreachable);
  for (const code of [error.declineCode, error.code]) {
    if (code === undefined) continue;
    const id = namespacedId(CARD_PROVIDER_STRINGS, `errors.${code}`);
    if (Object.hasOwn(i18n.messages, id)) return i18n._(id);
  }
  return error.message;
}
