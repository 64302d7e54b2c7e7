import { wireFixture as contractFixture } from "@tandem/page-kit/testing";
/** The contract's member as a new one: no name, not onboarded (Sam Okoye before signup). */
export function newMember(): Record<string, unknown> {
  return { ...contractFixture("GET_me"), name: "", onboarded: false };
}

/** A contract fixture as the wire carries it (page-kit's `wireFixture`). */
export { contractFixture };
