import type { Subscription } from "@tandem/api-client/schemas";

/** What the member chose, by subscription key. */
export type SubscriptionChoices = Record<string, boolean>;

/** The choices the form starts from: each subscription's current `optedIn`. */
export function initialChoices(subscriptions: readonly Subscription[]): SubscriptionChoices {
  return Object.fromEntries(subscriptions.map(({ key, optedIn }) => [key, optedIn]));
}

/**
 * Every editable subscription whose choice differs from what the server holds, as the key → boolean map the
 * save sends in one call (D-13: all changes, not only the last toggled; F-190). Keys the member cannot edit are
 * never sent (the server refuses them, contract §5.6).
 */
export function subscriptionChanges(
  subscriptions: readonly Subscription[],
  choices: SubscriptionChoices,
): SubscriptionChoices {
  const changes: SubscriptionChoices = {};
  for (const { key, optedIn, editableState } of subscriptions) {
    const chosen = choices[key];
    if (editableState === "on" && typeof chosen === "boolean" && chosen !== optedIn) changes[key] = chosen;
  }
  return changes;
}
