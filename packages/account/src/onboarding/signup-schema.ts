import type { MemberUpdate } from "@tandem/api-client";
import { requiredSchema, zipSchema } from "@tandem/validation";
import { z } from "zod/mini";

/**
 * The signup form (doc 1 §5; V-10–V-13): name, address line 1, city, state, zip and organization are required,
 * address line 2 is optional; the zip is five digits with an optional dash and four more.
 */
export const signupSchema = z.object({
  name: requiredSchema,
  address1: requiredSchema,
  address2: z.string(),
  city: requiredSchema,
  state: requiredSchema,
  zip: zipSchema,
  organization: requiredSchema,
});

/** The id of each field's control, in form order (the error summary links to them). */
export const SIGNUP_FIELD_IDS = {
  name: "signup-name",
  address1: "signup-address1",
  address2: "signup-address2",
  city: "signup-city",
  state: "signup-state",
  zip: "signup-zip",
  organization: "signup-organization",
} as const;

/** What the signup form holds. */
export type SignupValues = z.infer<typeof signupSchema>;

/** The empty form; the name starts from the member's own when the server has one. */
export function emptySignup(name = ""): SignupValues {
  return { name, address1: "", address2: "", city: "", state: "", zip: "", organization: "" };
}

/** The form as `POST /me/update` takes it (F-060, A-18): the address nested, text trimmed. */
export function toMemberUpdate(values: SignupValues): MemberUpdate {
  return {
    name: values.name.trim(),
    address: {
      address1: values.address1.trim(),
      address2: values.address2.trim(),
      city: values.city.trim(),
      stateOrProvince: values.state,
      postalCode: values.zip.trim(),
    },
    organizationName: values.organization,
  };
}
