import { CURRENT_MEMBER_HEADER, encodeCurrentMemberHeader } from "@tandem/api-client/wire";
import { wireFixture, type FakeAnswer } from "@tandem/page-kit/testing";

/** The contract's signed-in member (snake_case), with its instruments replaced when given. */
export function wireMember(instruments?: unknown[]): Record<string, unknown> {
  const member = wireFixture("GET_me");
  return instruments ? { ...member, payment_instruments: instruments } : member;
}

/** An answer that also refreshes the member through the current-member header, as the API's writes do. */
export function withMemberHeader(body: Record<string, unknown>, member = wireMember()): FakeAnswer {
  return { body, headers: { [CURRENT_MEMBER_HEADER]: encodeCurrentMemberHeader(member) } };
}
