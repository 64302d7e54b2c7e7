// Zip code rules of doc 1 §5 (V-11, V-12).
import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

/** Fewest characters in a zip code (V-12); the constant of `forms.invalid_min_length`. */
export const ZIP_MIN_LENGTH = 5;

// Five digits, optionally a dash and four more (ZIP+4).
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * `forms.invalid_required` when empty (V-10), `forms.invalid_min_length` when shorter than 5 characters (V-12),
 * `forms.invalid_field` when not `12345` or `12345-6789`, otherwise null.
 * @example zipError("9721") // "forms.invalid_min_length"
 */
export function zipError(zip: string): MessageId | null {
  const value = zip.trim();
  if (value === "") return messageIds.required;
  if (value.length < ZIP_MIN_LENGTH) return messageIds.minLength;
  return ZIP_PATTERN.test(value) ? null : messageIds.field;
}

/** zod/mini schema for a zip field; issue messages are the ids of {@link zipError}. */
export const zipSchema = /* @__PURE__ */ ruleSchema(zipError);

/**
 * What the zip field keeps of typed input (V-11): digits only, at most 5.
 * @example formatZipAsTyped("97a2145678") // "97214"
 */
export function formatZipAsTyped(input: string): string {
  return input.replace(/\D/g, "").slice(0, ZIP_MIN_LENGTH);
}
