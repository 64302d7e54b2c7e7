import { describe, expect, it } from "vitest";
import { decodeVehicles } from "./decode-vehicles.ts";

describe("decodeVehicles", () => {
  it("F-086 places a vehicle at (c + o) / precision", () => {
    const [vehicle] = decodeVehicles({
      precision: 10_000_000,
      ebike: [{ c: [455152000, -1226784000], o: [1, 0], p: 0 }],
    });
    expect(vehicle).toMatchObject({
      type: "ebike",
      lat: 45.5152001,
      lng: -122.6784,
      loc: [455152000, -1226784000],
    });
  });

  it("F-086 builds ids from type, provider, raw coordinates and disambiguator, ignoring the offset", () => {
    const first = decodeVehicles({ precision: 10, escooter: [{ c: [1, 2], p: 3, d: "v-9", o: [5, 5] }] });
    const second = decodeVehicles({ precision: 10, escooter: [{ c: [1, 2], p: 3, d: "v-9", o: [7, 1] }] });
    expect(first[0]?.id).toBe("escooter:3:1,2:v-9");
    expect(second[0]?.id).toBe(first[0]?.id);
  });

  it("decodes both lists and tolerates absent ones", () => {
    expect(decodeVehicles({ precision: 1 })).toEqual([]);
    const vehicles = decodeVehicles({
      precision: 1,
      ebike: [{ c: [1, 1], p: 0 }],
      escooter: [{ c: [2, 2], p: 0 }],
    });
    expect(vehicles.map((v) => v.type)).toEqual(["ebike", "escooter"]);
  });
});
