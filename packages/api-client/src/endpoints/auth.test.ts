import { describe, expect } from "vitest";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { buildCurrentMember } from "../testing/member-factories.ts";
import * as auth from "./auth.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-14 D-27",
    fn: auth.startAuth,
    call: (client) =>
      auth.startAuth(client, {
        phone: "(503) 555-0142",
        timezone: "America/Los_Angeles",
        language: "es",
        termsAgreed: true,
      }),
    route: "POST /api/v1/auth/start",
    fixture: "POST_auth_start.json",
    body: { phone: "15035550142", timezone: "America/Los_Angeles", language: "es", terms_agreed: true },
    expectResult: (result) => expect(result).toEqual({ requiresTermsAgreement: false }),
  },
  {
    rows: "A-14",
    fn: auth.startAuth,
    call: (client) => auth.startAuth(client, { phone: "503-555-0142", timezone: "America/Los_Angeles" }),
    route: "POST /api/v1/auth/start",
    fixture: "POST_auth_start.json",
    body: { phone: "15035550142", timezone: "America/Los_Angeles" },
    expectResult: (result) => expect(result).toEqual({ requiresTermsAgreement: false }),
  },
  {
    rows: "A-15",
    fn: auth.verifyAuth,
    call: (client) => auth.verifyAuth(client, { phone: "(503) 555-0142", token: "123456" }),
    route: "POST /api/v1/auth/verify",
    fixture: "POST_auth_verify.json",
    body: { phone: "15035550142", token: "123456" },
    expectResult: (member, client) => {
      expect(member).toMatchObject({ id: 1842, onboarded: true });
      expect(client.currentMember.get()).toBe(member);
    },
  },
  {
    rows: "A-22 D-33",
    fn: auth.joinContactList,
    call: (client) =>
      auth.joinContactList(client, {
        name: "Ana Ruiz",
        phone: "(971) 555-0108",
        timezone: "America/Los_Angeles",
        language: "es",
        channel: "instagram",
        eventName: "Lents Street Fair",
        organizationName: "Rose CDC",
      }),
    route: "POST /api/v1/auth/contact_list",
    fixture: "POST_auth_contact_list.json",
    body: {
      name: "Ana Ruiz",
      phone: "19715550108",
      timezone: "America/Los_Angeles",
      language: "es",
      channel: "instagram",
      event_name: "Lents Street Fair",
      organization_name: "Rose CDC",
      source: "instagram",
      campaign: "Lents Street Fair",
      medium: "event",
    },
    expectResult: (result) => expect(result).toBeUndefined(),
  },
  {
    rows: "A-16 F-015",
    fn: auth.signOut,
    call: async (client) => {
      client.currentMember.set(buildCurrentMember());
      await auth.signOut(client);
      return client.currentMember.get();
    },
    route: "DELETE /api/v1/auth",
    answer: { status: 204 },
    expectResult: (member) => expect(member).toBeNull(),
  },
];

describe("auth endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(auth, cases);
});
