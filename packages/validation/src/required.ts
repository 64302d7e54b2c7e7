import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

/**
 * `forms.invalid_required` when `value` is empty or only spaces, otherwise null (V-01; names, address lines, city,
 * state, bank nickname and card name: V-10, V-24, V-25).
 */
export function requiredError(value: string): MessageId | null {
  return value.trim() === "" ? messageIds.required : null;
}

/** zod/mini schema for a required text field: issue `forms.invalid_required` when empty. */
export const requiredSchema = /* @__PURE__ */ ruleSchema(requiredError);
