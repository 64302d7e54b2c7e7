import { buildMobilityMap } from "@tandem/api-client/testing";
import { describe, expect, it } from "vitest";
import { decodeVehicles } from "./decode-vehicles.ts";
import { distanceMetres } from "./query-areas.ts";
import { spreadSharedSpots } from "./spread-shared-spots.ts";

describe("spreadSharedSpots", () => {
  it("B-08 spreads vehicles at one spot apart, a few metres round it, keeping ids and loc", () => {
    const spot: [number, number] = [455205000, -1226705000];
    const decoded = decodeVehicles(
      buildMobilityMap({
        ebike: [
          { c: spot, p: 0, d: "BT-1" },
          { c: spot, p: 0, d: "BT-2" },
          { c: spot, p: 0, d: "BT-3" },
        ],
        escooter: [{ c: [455300000, -1226705000], p: 0 }],
      }),
    );
    const spread = spreadSharedSpots(decoded);
    const positions = new Set(spread.map((v) => `${v.lat},${v.lng}`));
    expect(positions.size).toBe(4);
    for (const vehicle of spread.slice(0, 3)) {
      const metres = distanceMetres([45.5205, -122.6705], [vehicle.lat, vehicle.lng]);
      expect(metres).toBeGreaterThan(2);
      expect(metres).toBeLessThan(5);
      expect(vehicle.loc).toEqual(spot);
    }
    expect(spread.map((v) => v.id)).toEqual(decoded.map((v) => v.id));
    // The lone scooter stays where it is.
    expect(spread[3]).toEqual(decoded[3]);
  });

  it("leaves vehicles the server already offset alone when they no longer share a spot", () => {
    const decoded = decodeVehicles(
      buildMobilityMap({
        escooter: [
          { c: [455205000, -1226705000], p: 0, o: [160, 0] },
          { c: [455205000, -1226705000], p: 0, o: [-160, 0] },
        ],
      }),
    );
    expect(spreadSharedSpots(decoded)).toEqual(decoded);
  });
});
