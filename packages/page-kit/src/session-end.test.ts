import { createCurrentMemberStore } from "@tandem/api-client";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSigningOut, markSigningOut, watchSessionEnd } from "./session-end.ts";

describe("watchSessionEnd", () => {
  afterEach(() => clearSigningOut());

  it("tells once when a signed-in member's session ends, not for every later 401", () => {
    const store = createCurrentMemberStore(buildCurrentMember());
    const ended = vi.fn();
    watchSessionEnd(store, ended);
    store.set(null);
    store.set(null);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("stays quiet while nobody was signed in, and after the member chose to sign out", () => {
    const store = createCurrentMemberStore(null);
    const ended = vi.fn();
    watchSessionEnd(store, ended);
    store.set(null);
    store.set(buildCurrentMember());
    markSigningOut();
    store.set(null);
    expect(ended).not.toHaveBeenCalled();
  });

  it("tells again for a member who signed in again after the first ending", () => {
    const store = createCurrentMemberStore(buildCurrentMember());
    const ended = vi.fn();
    watchSessionEnd(store, ended);
    store.set(null);
    store.set(buildCurrentMember());
    store.set(null);
    expect(ended).toHaveBeenCalledTimes(2);
  });
});
