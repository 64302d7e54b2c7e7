import { describe, expect } from "vitest";
import { parsedFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { readFixture } from "../../test/contract-fixtures.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import * as mobility from "./mobility.ts";

const bounds = { sw: [45.49, -122.7], ne: [45.53, -122.64] } as const;
const boundsQuery: [string, string][] = [
  ["sw[]", "45.49"],
  ["sw[]", "-122.7"],
  ["ne[]", "45.53"],
  ["ne[]", "-122.64"],
];
const withMemberHeader = (fixture: string) => ({
  json: readFixture(fixture),
  headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
});

const cases: EndpointCase[] = [
  {
    rows: "A-23",
    fn: mobility.getMobilityMap,
    call: (client) => mobility.getMobilityMap(client, { ...bounds, types: ["ebike", "escooter"] }),
    route: "GET /api/v1/mobility/map",
    fixture: "GET_mobility_map.json",
    query: [...boundsQuery, ["types[]", "ebike"], ["types[]", "escooter"]],
    expectResult: (map) => expect(map).toEqual(parsedFixture("GET_mobility_map.json")),
  },
  {
    rows: "A-24",
    fn: mobility.getMapFeatures,
    call: (client) => mobility.getMapFeatures(client, bounds),
    route: "GET /api/v1/mobility/map_features",
    fixture: "GET_mobility_map_features.json",
    query: boundsQuery,
    expectResult: (features) =>
      expect(features).toMatchObject({ restrictions: [{ restriction: "do-not-park" }, {}] }),
  },
  {
    rows: "A-25",
    fn: mobility.getVehicle,
    call: (client) =>
      mobility.getVehicle(client, {
        loc: [455152770, -1226739980],
        providerId: 15,
        type: "ebike",
        disambiguator: "BT-20417",
      }),
    route: "GET /api/v1/mobility/vehicle",
    fixture: "GET_mobility_vehicle.json",
    query: [
      ["loc[]", "455152770"],
      ["loc[]", "-1226739980"],
      ["provider_id", "15"],
      ["type", "ebike"],
      ["disambiguator", "BT-20417"],
    ],
    expectResult: (vehicle) =>
      expect(vehicle).toMatchObject({ rate: { name: "Suma Lime Rate", undiscountedRate: { id: 20 } } }),
  },
  {
    rows: "A-26 A-12",
    fn: mobility.beginTrip,
    call: (client) => mobility.beginTrip(client, { providerId: 12, vehicleId: "LIME-7XQ2K" }),
    route: "POST /api/v1/mobility/begin_trip",
    answer: withMemberHeader("POST_mobility_begin_trip.json"),
    body: { provider_id: 12, vehicle_id: "LIME-7XQ2K" },
    expectResult: (trip, client) => {
      expect(trip).toMatchObject({ ongoing: true, charge: null, beginLat: "45.5122911" });
      expect(client.currentMember.get()?.ongoingTrip).toMatchObject({ id: 5588 });
    },
  },
  {
    rows: "A-27 D-32 A-12",
    fn: mobility.endTrip,
    call: (client) => mobility.endTrip(client, { lat: 45.5230622, lng: -122.6764816 }),
    route: "POST /api/v1/mobility/end_trip",
    answer: withMemberHeader("POST_mobility_end_trip.json"),
    body: { lat: 45.5230622, lng: -122.6764816 },
    expectResult: (trip, client) => {
      expect(trip).toMatchObject({ charge: { customerCost: { cents: 148 }, savings: { cents: 464 } } });
      expect(client.currentMember.get()?.id).toBe(1842);
    },
  },
  {
    rows: "A-53",
    fn: mobility.getTrips,
    call: (client) => mobility.getTrips(client, { page: 2 }),
    route: "GET /api/v1/mobility/trips",
    fixture: "GET_mobility_trips.json",
    query: [["page", "2"]],
    expectResult: (trips) =>
      expect(trips).toMatchObject({
        weeks: [
          { beginIndex: 0, endIndex: 2 },
          { beginIndex: 2, endIndex: 3 },
        ],
      }),
  },
];

describe("mobility endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(mobility, cases);
});
