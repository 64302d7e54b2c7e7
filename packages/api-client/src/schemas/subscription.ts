import { z } from "zod/mini";

/**
 * `Subscription` (contract §2.5): a messaging preference. `key` values stay as sent (`account_updates`);
 * `editableState` is `on` or `off` on the wire, and the spec's `hidden` is tolerated.
 */
export const subscriptionSchema = z.looseObject({
  key: z.string(),
  optedIn: z.boolean(),
  editableState: z.enum(["on", "off", "hidden"]),
});

/** One messaging preference. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A member's `preferences`: the subscriptions in the server's order. */
export const memberPreferencesSchema = z.looseObject({ subscriptions: z.array(subscriptionSchema) });

/** A member's messaging preferences. */
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;
