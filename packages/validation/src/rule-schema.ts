import { z } from "zod/mini";
import { messageIds, type MessageId } from "./messages.ts";

/**
 * Turns a rule that returns a message id (or null when valid) into a zod/mini string schema whose issue message is
 * that id, so react-hook-form's zod resolver shows the id. A missing or non-string value is
 * `forms.invalid_required`. The value passes through unchanged.
 * @example ruleSchema(zipError).safeParse("9721").error?.issues[0]?.message // "forms.invalid_min_length"
 */
export function ruleSchema(rule: (value: string) => MessageId | null): z.ZodMiniString<string> {
  return z.string({ error: messageIds.required }).check(
    z.superRefine((value, ctx) => {
      const id = rule(value);
      if (id !== null) ctx.addIssue({ code: "custom", message: id, input: value });
    }),
  );
}
