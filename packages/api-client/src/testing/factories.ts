import { currentMemberSchema, type CurrentMember } from "../schemas/current-member.ts";

/** A valid, onboarded member; override any field. The result is checked against the schema. */
export function buildCurrentMember(overrides: Partial<CurrentMember> = {}): CurrentMember {
  return currentMemberSchema.parse({
    id: 1,
    name: "Rosa Delgado",
    phone: "(503) 555-0142",
    email: null,
    onboarded: true,
    unclaimedOrdersCount: 0,
    readOnlyReason: null,
    ...overrides,
  });
}
