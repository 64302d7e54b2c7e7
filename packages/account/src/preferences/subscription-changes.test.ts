import type { Subscription } from "@tandem/api-client/schemas";
import { describe, expect, it } from "vitest";
import { initialChoices, subscriptionChanges } from "./subscription-changes.ts";

const subscriptions: Subscription[] = [
  { key: "account_updates", optedIn: true, editableState: "on" },
  { key: "marketing", optedIn: false, editableState: "on" },
  { key: "security", optedIn: true, editableState: "off" },
  { key: "research", optedIn: false, editableState: "hidden" },
];

describe("subscriptionChanges", () => {
  it("D-13 gives every changed editable subscription, not only the last one", () => {
    const choices = { ...initialChoices(subscriptions), account_updates: false, marketing: true };
    expect(subscriptionChanges(subscriptions, choices)).toEqual({ account_updates: false, marketing: true });
  });

  it("leaves out a choice put back as it was", () => {
    const choices = { ...initialChoices(subscriptions), marketing: false };
    expect(subscriptionChanges(subscriptions, choices)).toEqual({});
  });

  it("never sends a subscription the member cannot edit", () => {
    const choices = { ...initialChoices(subscriptions), security: false, research: true };
    expect(subscriptionChanges(subscriptions, choices)).toEqual({});
  });
});
