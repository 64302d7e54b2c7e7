import { wireFixture } from "@tandem/page-kit/testing";
/** The contract's member (`GET /me`) with some fields changed, as the wire carries it. */
export function wireMember(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...wireFixture("GET_me"), ...changes };
}

/** A contract fixture as the wire carries it (page-kit's `wireFixture`). */
export { wireFixture };
