import { describe, expect } from "vitest";
import { parsedFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as preferences from "./preferences.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-55 D-12",
    fn: preferences.getPublicPreferences,
    call: (client) => preferences.getPublicPreferences(client, "pt_8f2k"),
    route: "GET /api/v1/preferences/public",
    fixture: "GET_preferences_public.json",
    query: [["access_token", "pt_8f2k"]],
    expectResult: (prefs) => expect(prefs).toEqual(parsedFixture("GET_preferences_public.json")),
  },
  {
    rows: "A-55 D-13",
    fn: preferences.updatePublicPreferences,
    call: (client) =>
      preferences.updatePublicPreferences(client, "pt_8f2k", { marketing: true, account_updates: true }),
    route: "POST /api/v1/preferences/public",
    fixture: "POST_preferences_public.json",
    body: { access_token: "pt_8f2k", subscriptions: { marketing: true, account_updates: true } },
    expectResult: (prefs) =>
      expect(prefs).toMatchObject({
        preferences: { subscriptions: [{}, { key: "marketing", optedIn: true }, {}] },
      }),
  },
  {
    rows: "A-56 F-190 D-13",
    fn: preferences.updatePreferences,
    call: (client) => preferences.updatePreferences(client, { marketing: false, account_updates: true }),
    route: "POST /api/v1/preferences",
    fixture: "POST_preferences.json",
    body: { subscriptions: { marketing: false, account_updates: true } },
    expectResult: (member, client) => expect(client.currentMember.get()).toBe(member),
  },
];

describe("preference endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(preferences, cases);
});
