export { wireFixture } from "@tandem/page-kit/testing";

/** The wire's `preferences` of a member or public answer with these subscriptions. */
export function wirePreferences(subscriptions: [key: string, optedIn: boolean, editableState: string][]) {
  return {
    subscriptions: subscriptions.map(([key, opted_in, editable_state]) => ({
      key,
      opted_in,
      editable_state,
    })),
  };
}
