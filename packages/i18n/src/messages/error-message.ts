import type { MessageDescriptor } from "@lingui/core";
import { cardErrorMessages } from "./card-error-messages.ts";
import { errorMessages } from "./error-messages.ts";

const byCode: Record<string, MessageDescriptor> = { ...errorMessages, ...cardErrorMessages };

/**
 * The message of an error code, looked up as `errors.<code>` (doc 1 §8, E-07); a code Tandem has no message for
 * gives `errors.unhandled_error`. `values` go with the descriptor, e.g. the seconds of `too_many_requests` (E-09).
 * @example i18n._(errorMessage(error.code, { seconds: error.retryAfter }))
 */
export function errorMessage(
  code: string | null | undefined,
  values?: Record<string, unknown>,
): MessageDescriptor {
  const known = code != null && Object.hasOwn(byCode, code) ? byCode[code] : undefined;
  const descriptor = known ?? errorMessages.unhandled_error;
  return values ? { ...descriptor, values } : descriptor;
}
