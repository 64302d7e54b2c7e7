import type { Restriction } from "@tandem/api-client/schemas";
import { describe, expect, it } from "vitest";
import { mergeRestrictions, restrictionCollection, restrictionLayers } from "./restriction-layers.ts";

const square: Restriction = {
  restriction: "do-not-park",
  multipolygon: [
    [
      [
        [45.5196, -122.6803],
        [45.5196, -122.6782],
        [45.5181, -122.6782],
        [45.5196, -122.6803],
      ],
    ],
  ],
  bounds: { ne: [45.5196, -122.6782], sw: [45.5181, -122.6803] },
};
const path: Restriction = {
  restriction: "do-not-ride",
  multipolygon: [
    [
      [
        [45.5221, -122.6712],
        [45.5221, -122.6698],
        [45.5129, -122.6698],
        [45.5221, -122.6712],
      ],
    ],
  ],
  bounds: { ne: [45.5221, -122.6698], sw: [45.5129, -122.6712] },
};

describe("restriction areas", () => {
  it("F-093 draws each area once however often it is loaded, with GeoJSON's lng-first points", () => {
    const first = mergeRestrictions(new Map(), [square]);
    const again = mergeRestrictions(first, [square, path]);
    const collection = restrictionCollection(again);
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]?.geometry.coordinates[0]?.[0]?.[0]).toEqual([-122.6803, 45.5196]);
    expect(collection.features.map((f) => f.properties.restriction)).toEqual(["do-not-park", "do-not-ride"]);
  });

  it("C-18 fills every kind in #b53d00 at 0.25 opacity with a 1 px outline", () => {
    const [fill, line] = restrictionLayers("restrictions");
    expect(fill?.type).toBe("fill");
    expect(line?.type).toBe("line");
    // A paint value is one for every kind, or maplibre's `match` on the kind with the value after each kind.
    const valueFor = (paint: unknown, kind: string): unknown => {
      if (!Array.isArray(paint)) return paint;
      const values = paint as unknown[];
      const at = values.indexOf(kind);
      return at > 0 ? values[at + 1] : values.at(-1);
    };
    const linePaint = line?.paint as Record<string, unknown>;
    for (const kind of ["do-not-park", "do-not-ride", "do-not-park-or-ride"]) {
      expect(valueFor(fill?.paint["fill-color"], kind)).toBe("#b53d00");
      expect(valueFor(fill?.paint["fill-opacity"], kind)).toBe(0.25);
      expect(valueFor(linePaint["line-color"], kind)).toBe("#b53d00");
      expect(valueFor(linePaint["line-width"], kind)).toBe(1);
    }
  });
});
