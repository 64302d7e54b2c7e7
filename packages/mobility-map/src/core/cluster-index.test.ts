import { describe, expect, it } from "vitest";
import { samePoints, type MapPointFeature } from "./cluster-index.ts";

const vehicle = (id: string, lng: number, lat: number): MapPointFeature => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [lng, lat] },
  properties: { id, icon: "vehicle:escooter:lime" },
});
const cluster = (count: number): MapPointFeature => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [-122.67, 45.52] },
  properties: { cluster: true, cluster_id: 7, point_count: count, icon: `cluster:${String(count)}` },
});

describe("points compared between refreshes", () => {
  it("F-089 a refresh that finds the same vehicles and clusters draws nothing new", () => {
    const drawn = [vehicle("v1", -122.68, 45.51), cluster(12)];
    expect(samePoints(drawn, [vehicle("v1", -122.68, 45.51), cluster(12)])).toBe(true);
    expect(samePoints([], [])).toBe(true);
  });

  it("F-089 a refresh that moved, added, removed or regrouped a vehicle is drawn", () => {
    const drawn = [vehicle("v1", -122.68, 45.51), cluster(12)];
    expect(samePoints(drawn, [vehicle("v1", -122.68, 45.5101), cluster(12)])).toBe(false);
    expect(samePoints(drawn, [vehicle("v2", -122.68, 45.51), cluster(12)])).toBe(false);
    expect(samePoints(drawn, [vehicle("v1", -122.68, 45.51)])).toBe(false);
    expect(samePoints(drawn, [vehicle("v1", -122.68, 45.51), cluster(13)])).toBe(false);
    expect(samePoints(drawn, [cluster(12), vehicle("v1", -122.68, 45.51)])).toBe(false);
  });
});
