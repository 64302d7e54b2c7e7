import { z } from "zod/mini";
import { memberPreferencesSchema } from "./subscription.ts";

/** `PublicPrefsMember` (contract §5.6): masked contact details (`"Ma***ez"`) and the subscriptions. */
export const publicPreferencesSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  preferences: memberPreferencesSchema,
});

/** What the public preferences page shows. */
export type PublicPreferences = z.infer<typeof publicPreferencesSchema>;
