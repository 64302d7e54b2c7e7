import { describe, expect, it, vi } from "vitest";
import { createCurrentMemberStore } from "./current-member-store.ts";
import { buildCurrentMember } from "./testing/member-factories.ts";

describe("createCurrentMemberStore", () => {
  it("starts unknown, then tells listeners about each new member or sign-out", () => {
    const store = createCurrentMemberStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeUndefined();
    const member = buildCurrentMember();
    store.set(member);
    store.set(member);
    store.set(null);
    expect(listener.mock.calls).toEqual([[member], [null]]);
    expect(store.get()).toBeNull();
  });

  it("stops calling a listener once it unsubscribes", () => {
    const store = createCurrentMemberStore(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set(buildCurrentMember());
    expect(listener).not.toHaveBeenCalled();
  });
});
