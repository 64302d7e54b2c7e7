import { describe, expect, it } from "vitest";
import { readFixture, readMemberHeaderFixture } from "../test/contract-fixtures.ts";
import { decodeCurrentMemberHeader, encodeCurrentMemberHeader } from "./current-member-header.ts";

describe("current-member header", () => {
  it("A-12 decodes the contract's example into the camel-cased member", () => {
    expect(decodeCurrentMemberHeader(readMemberHeaderFixture())).toMatchObject({
      id: 1842,
      unclaimedOrdersCount: 1,
      ongoingTrip: { provider: { vendorName: "Lime" } },
    });
  });

  it("A-12 encodes the way the server does, so a round trip gives the member back", () => {
    const wire = readFixture("GET_me_impersonating.json");
    expect(decodeCurrentMemberHeader(encodeCurrentMemberHeader(wire))).toMatchObject({
      adminMember: { name: "Dana Okafor", roleAccess: { adminAccess: ["read", "write"] } },
    });
  });

  it("E-05 throws on a value that is not a member", () => {
    expect(() => decodeCurrentMemberHeader("not base64!")).toThrow();
    expect(() => decodeCurrentMemberHeader(btoa("[]"))).toThrow();
  });
});
