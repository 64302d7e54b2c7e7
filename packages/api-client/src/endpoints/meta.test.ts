import { describe, expect } from "vitest";
import { parsedFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as meta from "./meta.ts";

function returnsFixture(name: string) {
  return (result: unknown) => expect(result).toEqual(parsedFixture(name));
}

const cases: EndpointCase[] = [
  {
    rows: "A-19",
    fn: meta.getSupportedGeographies,
    call: (client) => meta.getSupportedGeographies(client),
    route: "GET /api/v1/meta/supported_geographies",
    fixture: "GET_meta_supported_geographies.json",
    expectResult: returnsFixture("GET_meta_supported_geographies.json"),
  },
  {
    rows: "C-08",
    fn: meta.getSupportedLocales,
    call: (client) => meta.getSupportedLocales(client),
    route: "GET /api/v1/meta/supported_locales",
    fixture: "GET_meta_supported_locales.json",
    expectResult: (locales) =>
      expect(locales).toMatchObject({ items: [{ code: "en" }, { code: "es", native: "Español" }] }),
  },
  {
    rows: "A-20",
    fn: meta.getSupportedOrganizations,
    call: (client) => meta.getSupportedOrganizations(client),
    route: "GET /api/v1/meta/supported_organizations",
    fixture: "GET_meta_supported_organizations.json",
    expectResult: returnsFixture("GET_meta_supported_organizations.json"),
  },
  {
    rows: "A-47",
    fn: meta.getSupportedCurrencies,
    call: (client) => meta.getSupportedCurrencies(client),
    route: "GET /api/v1/meta/supported_currencies",
    fixture: "GET_meta_supported_currencies.json",
    expectResult: (currencies) =>
      expect(currencies).toMatchObject({
        items: [{ code: "USD", fundingMinimumCents: 500, centsInDollar: 100 }],
      }),
  },
  {
    rows: "A-48",
    fn: meta.getSupportedPaymentMethods,
    call: (client) => meta.getSupportedPaymentMethods(client),
    route: "GET /api/v1/meta/supported_payment_methods",
    fixture: "GET_meta_supported_payment_methods.json",
    expectResult: (methods) => expect(methods).toMatchObject({ items: ["bank_account", "card"] }),
  },
  {
    rows: "A-28",
    fn: meta.geolocateIp,
    call: (client) => meta.geolocateIp(client),
    route: "GET /api/v1/meta/geolocate_ip",
    fixture: "GET_meta_geolocate_ip.json",
    expectResult: (location) => expect(location).toEqual({ lat: 45.5152, lng: -122.6784 }),
  },
  {
    rows: "A-29",
    fn: meta.getUserAgent,
    call: (client) => meta.getUserAgent(client),
    route: "GET /api/useragent",
    fixture: "GET_useragent.json",
    expectResult: (agent) => expect(agent).toMatchObject({ device: "Safari", isIos: true, isAndroid: false }),
  },
];

describe("meta endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(meta, cases);
});
