import { describe, expect } from "vitest";
import { parsedFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as me from "./me.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-13",
    fn: me.getMe,
    call: (client) => me.getMe(client),
    route: "GET /api/v1/me",
    fixture: "GET_me.json",
    expectResult: (member, client) => {
      expect(member).toEqual(parsedFixture("GET_me.json"));
      expect(client.currentMember.get()).toBe(member);
    },
  },
  {
    rows: "A-13 E-10",
    fn: me.getMe,
    call: async (client) => {
      const error: unknown = await me.getMe(client).catch((thrown: unknown) => thrown);
      return { error, member: client.currentMember.get() };
    },
    route: "GET /api/v1/me",
    answer: {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated", registration_link: null } },
    },
    expectResult: (result) =>
      expect(result).toMatchObject({ error: { code: "unauthenticated" }, member: null }),
  },
  {
    rows: "A-18",
    fn: me.updateMe,
    call: (client) =>
      me.updateMe(client, {
        name: "Tran Nguyen",
        address: {
          address1: "1 SE Main St",
          city: "Portland",
          stateOrProvince: "Oregon",
          postalCode: "97214",
        },
        organizationName: "Home Forward",
      }),
    route: "POST /api/v1/me/update",
    fixture: "POST_me_update.json",
    body: {
      name: "Tran Nguyen",
      address: {
        address1: "1 SE Main St",
        city: "Portland",
        state_or_province: "Oregon",
        postal_code: "97214",
      },
      organization_name: "Home Forward",
    },
    expectResult: (member, client) => {
      expect(member).toMatchObject({ name: "Tran Nguyen", readOnlyReason: "read_only_unverified" });
      expect(client.currentMember.get()).toBe(member);
    },
  },
  {
    rows: "A-04",
    fn: me.changeLanguage,
    call: (client) => me.changeLanguage(client, "es"),
    route: "POST /api/v1/me/language",
    fixture: "POST_me_language.json",
    body: { language: "es" },
    expectResult: (member, client) => expect(client.currentMember.get()).toBe(member),
  },
  {
    rows: "A-21",
    fn: me.getDashboard,
    call: (client) => me.getDashboard(client),
    route: "GET /api/v1/me/dashboard",
    fixture: "GET_me_dashboard.json",
    expectResult: (dashboard) => expect(dashboard).toEqual(parsedFixture("GET_me_dashboard.json")),
  },
];

describe("me endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(me, cases);
});
