import { describe, expect, it } from "vitest";
import {
  areaContains,
  containsArea,
  distanceMetres,
  restrictionQueryArea,
  vehicleQueryArea,
  type Area,
} from "./query-areas.ts";

const viewport: Area = { sw: [45.5, -122.7], ne: [45.52, -122.66] };

describe("query areas", () => {
  it("F-085 C-17 asks for vehicles in the viewport padded by 100% on each side: three times as wide and high", () => {
    const area = vehicleQueryArea(viewport);
    expect(area.sw[0]).toBeCloseTo(45.48);
    expect(area.ne[0]).toBeCloseTo(45.54);
    expect(area.sw[1]).toBeCloseTo(-122.74);
    expect(area.ne[1]).toBeCloseTo(-122.62);
    expect(area.ne[0] - area.sw[0]).toBeCloseTo(3 * (viewport.ne[0] - viewport.sw[0]));
  });

  it("F-093 C-17 asks for restrictions one degree beyond the viewport on each side", () => {
    expect(restrictionQueryArea(viewport)).toEqual({ sw: [44.5, -123.7], ne: [46.52, -121.66] });
  });

  it("never asks beyond the poles", () => {
    const polar = vehicleQueryArea({ sw: [60, 0], ne: [89, 10] });
    expect(polar.ne[0]).toBe(90);
  });

  it("F-090 F-093 knows when the viewport left the loaded area (a small pan stays inside, a far one does not)", () => {
    const loaded = vehicleQueryArea(viewport);
    const smallPan: Area = { sw: [45.505, -122.69], ne: [45.525, -122.65] };
    const farPan: Area = { sw: [45.6, -122.7], ne: [45.62, -122.66] };
    expect(containsArea(loaded, smallPan)).toBe(true);
    expect(containsArea(loaded, farPan)).toBe(false);
    expect(containsArea(null, smallPan)).toBe(false);
    expect(areaContains(viewport, 45.51, -122.68)).toBe(true);
    expect(areaContains(viewport, 45.53, -122.68)).toBe(false);
  });

  it("measures distances on the ground", () => {
    // One hundredth of a degree of latitude is about 1.11 km.
    expect(distanceMetres([45.5, -122.7], [45.51, -122.7])).toBeCloseTo(1112, -1);
    expect(distanceMetres([45.5, -122.7], [45.5, -122.7])).toBe(0);
  });
});
