import { buildMobilityMap } from "@tandem/api-client/testing";
import { describe, expect, it } from "vitest";
import { decodeVehicles } from "./decode-vehicles.ts";

const limeMap = (overrides: Parameters<typeof buildMobilityMap>[0]) => buildMobilityMap(overrides);

describe("decodeVehicles", () => {
  it("F-086 places a vehicle at (c + o) / precision and keeps the raw c for the detail call", () => {
    const [vehicle] = decodeVehicles(
      limeMap({ ebike: [{ c: [455152000, -1226784000], o: [1, 0], p: 0 }], escooter: [] }),
    );
    expect(vehicle).toMatchObject({
      type: "ebike",
      lat: 45.5152001,
      lng: -122.6784,
      loc: [455152000, -1226784000],
    });
    expect(vehicle?.provider.id).toBe(12);
  });

  it("F-086 builds ids from type, provider, raw coordinates and disambiguator, ignoring the offset", () => {
    const first = decodeVehicles(limeMap({ escooter: [{ c: [1, 2], p: 0, d: "v-9", o: [5, 5] }] }));
    const second = decodeVehicles(limeMap({ escooter: [{ c: [1, 2], p: 0, d: "v-9", o: [7, 1] }] }));
    expect(first[0]?.id).toBe("escooter:0:1,2:v-9");
    expect(second[0]?.id).toBe(first[0]?.id);
    expect(first[0]?.disambiguator).toBe("v-9");
  });

  it("C-19 reads both the ebike and the escooter lists, and drops a vehicle whose provider is unknown", () => {
    const vehicles = decodeVehicles(
      limeMap({
        ebike: [{ c: [1, 1], p: 0 }],
        escooter: [
          { c: [2, 2], p: 0 },
          { c: [3, 3], p: 4 },
        ],
      }),
    );
    expect(vehicles.map((v) => v.type)).toEqual(["ebike", "escooter"]);
    expect(decodeVehicles(limeMap({ ebike: [], escooter: [] }))).toEqual([]);
  });
});
