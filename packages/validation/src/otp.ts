// One-time code rule of doc 1 §5 and §9 (V-07): digits only, exactly 6.
import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

/** Digits in a sign-in code (doc 1 §9). */
export const OTP_CODE_LENGTH = 6;

/**
 * `forms.invalid_required` when empty; `forms.invalid_field` when it holds anything but digits; with the generic
 * length messages of V-01, `forms.invalid_min_length` under 6 digits and `forms.invalid_max_length` over 6;
 * otherwise null (V-07).
 * @example otpCodeError("12345") // "forms.invalid_min_length"
 */
export function otpCodeError(code: string): MessageId | null {
  const value = code.trim();
  if (value === "") return messageIds.required;
  if (!/^\d+$/.test(value)) return messageIds.field;
  if (value.length < OTP_CODE_LENGTH) return messageIds.minLength;
  if (value.length > OTP_CODE_LENGTH) return messageIds.maxLength;
  return null;
}

/** zod/mini schema for a sign-in code field; issue messages are the ids of {@link otpCodeError}. */
export const otpCodeSchema = /* @__PURE__ */ ruleSchema(otpCodeError);
