import type { MessageDescriptor } from "@lingui/core";
import { isApiError } from "@tandem/api-client";
import { errorMessage, formMessages } from "@tandem/i18n";

const formById = new Map<string, MessageDescriptor>(
  Object.values(formMessages).map((descriptor) => [descriptor.id ?? "", descriptor]),
);

/**
 * The message of a validation message id as the rules in `@tandem/validation` give it (`forms.invalid_required`,
 * `errors.network_error`), with its English source text, so react-hook-form's errors translate the same way
 * everywhere. An id Tandem has no message for is looked up as it is.
 * @example i18n._(fieldMessage(errors.phone.message))
 */
export function fieldMessage(id: string): MessageDescriptor {
  if (id.startsWith("errors.")) return errorMessage(id.slice("errors.".length));
  return formById.get(id) ?? { id };
}

/**
 * The message of a failed request (E-06, E-07): `errors.<code>` with the seconds of a rate limit (E-09); anything
 * that is not an API error reads as `errors.unhandled_error`.
 * @example <FormError>{error ? i18n._(failureMessage(error)) : null}</FormError>
 */
export function failureMessage(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return errorMessage("unhandled_error");
  return errorMessage(
    error.code,
    error.code === "too_many_requests" ? { seconds: error.retryAfter ?? 60 } : undefined,
  );
}
