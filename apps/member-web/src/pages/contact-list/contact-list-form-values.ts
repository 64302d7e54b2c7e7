import { phoneSchema, requiredSchema } from "@tandem/validation";
import { z } from "zod/mini";

/** The channel values of the wire, in the order the form offers them (C-15, F-077). */
export const CHANNELS = [
  "instagram",
  "friends_family",
  "local_community",
  "suma_staff",
  "suma_event",
  "mysuma_website",
  "other",
] as const;

/** The fields of the sign-up form in page order, so the error summary lists them as the member sees them. */
export const FIELD_ORDER = ["name", "phone", "channel", "organizationName"] as const;

/** The form's rules (doc 1 §5, V-14): every field required, the phone of the accepted form. */
export const contactListSchema = z.object({
  name: requiredSchema,
  phone: phoneSchema,
  channel: requiredSchema,
  organizationName: requiredSchema,
  // V-15: the box gates the submit button (D-23), so the rule lives there, not in an error message.
  agreed: z.boolean(),
});

/** What the form holds. */
export type ContactListValues = z.infer<typeof contactListSchema>;

/** A field of the form, as named in the DOM ids (`contact-list-<field>`). */
export type ContactListField = (typeof FIELD_ORDER)[number];

/** The id of a field's control, shared by the field and the error summary's link to it. */
export const fieldId = (field: ContactListField) => `contact-list-${field}`;

/** The IANA zone the browser is in (F-080), e.g. `America/Los_Angeles`. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
