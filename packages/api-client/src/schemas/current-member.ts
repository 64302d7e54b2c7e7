import { z } from "zod/mini";

/** The signed-in member (contract §2.4), camel-cased. Extra fields are accepted. */
export const currentMemberSchema = z.looseObject({
  id: z.number().check(z.int()),
  name: z.string(),
  phone: z.string(),
  email: z.nullish(z.string()),
  onboarded: z.boolean(),
  unclaimedOrdersCount: z.number().check(z.int()),
  readOnlyReason: z.nullish(z.string()),
});

export type CurrentMember = z.infer<typeof currentMemberSchema>;
