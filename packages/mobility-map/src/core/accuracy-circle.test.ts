import { describe, expect, it } from "vitest";
import { accuracyCircle } from "./accuracy-circle.ts";
import { distanceMetres } from "./query-areas.ts";

describe("accuracyCircle", () => {
  it("F-109 B-08 surrounds the position at the accuracy's radius in every direction, closed", () => {
    const circle = accuracyCircle(45.5, -122.7, 50, 16);
    const ring = circle.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(17);
    expect(ring[0]).toEqual(ring[16]);
    for (const [lng = 0, lat = 0] of ring) {
      expect(distanceMetres([45.5, -122.7], [lat, lng])).toBeCloseTo(50, -0.5);
    }
  });
});
