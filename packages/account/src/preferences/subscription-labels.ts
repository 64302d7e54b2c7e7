import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A subscription's name and what it sends, in the member's language (F-189). */
export interface SubscriptionLabel {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

// The keys of contract §2.5, in its order. The server sends only the key; these are the words a member reads.
const labels: Record<string, SubscriptionLabel> = {
  account_updates: {
    title: msg({ id: "preferences.account_updates_title", message: "Account updates" }),
    description: msg({
      id: "preferences.account_updates_description",
      message: "When an order is ready for pickup, a trip ends, or something changes with your funds.",
    }),
  },
  marketing: {
    title: msg({ id: "preferences.marketing_title", message: "News and offers" }),
    description: msg({
      id: "preferences.marketing_description",
      message: "New programmes, discounts and community events near you.",
    }),
  },
  security: {
    title: msg({ id: "preferences.security_title", message: "Security messages" }),
    description: msg({
      id: "preferences.security_description",
      message: "Sign-in codes and alerts that keep your account safe.",
    }),
  },
};

/**
 * The label of a subscription key, or undefined for a key this app does not know yet: a switch a member cannot
 * read is no choice at all, so the form leaves such a key out rather than show it raw (F-189).
 */
export function subscriptionLabel(key: string): SubscriptionLabel | undefined {
  return Object.hasOwn(labels, key) ? labels[key] : undefined;
}
