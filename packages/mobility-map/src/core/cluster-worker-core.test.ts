import { buildMobilityMap } from "@tandem/api-client/testing";
import { describe, expect, it } from "vitest";
import type { ClusterProperties, MapPointFeature, VehicleProperties } from "./cluster-index.ts";
import { createClusterClient, createInThreadClusterPort } from "./cluster-client.ts";
import { createClusterWorkerCore } from "./cluster-worker-core.ts";

// Ten scooters within ~50 m of each other downtown, and one far away in Gresham.
const crowd = Array.from({ length: 10 }, (_, i) => ({
  c: [455150000 + i * 400, -1226780000 + i * 300] as [number, number],
  p: 0,
}));
const map = buildMobilityMap({ escooter: [...crowd, { c: [455000000, -1224300000], p: 0 }] });
const portland: [number, number, number, number] = [-123, 45, -122, 46];

const isCluster = (f: MapPointFeature): f is MapPointFeature & { properties: ClusterProperties } =>
  "cluster" in f.properties;
const counts = (features: MapPointFeature[]) =>
  features.map((f) => (isCluster(f) ? f.properties.point_count : 1)).sort((a, b) => b - a);

describe("clustering worker", () => {
  it("F-092 C-17 merges close vehicles into a numbered cluster below zoom 17 and shows each from 17", () => {
    const core = createClusterWorkerCore();
    expect(core.handle({ kind: "load", map, selectedId: null }).count).toBe(11);
    const at15 = core.handle({ kind: "query", bbox: portland, zoom: 15 }).features;
    expect(counts(at15)).toEqual([10, 1]);
    const cluster = at15.find(isCluster);
    expect(cluster?.properties.icon).toBe("cluster:10");
    const at17 = core.handle({ kind: "query", bbox: portland, zoom: 17 }).features;
    expect(at17).toHaveLength(11);
    expect(at17.some(isCluster)).toBe(false);
    expect((at17[0]?.properties as VehicleProperties).icon).toBe("vehicle:escooter:lime");
    // Tapping the cluster flies to where it splits, at most 17.
    const zoom = core.handle({
      kind: "expansion-zoom",
      clusterId: cluster?.properties.cluster_id ?? -1,
    }).zoom;
    expect(zoom).toBeGreaterThan(15);
    expect(zoom).toBeLessThanOrEqual(17);
  });

  it("answers only for the viewport asked about", () => {
    const core = createClusterWorkerCore();
    core.handle({ kind: "load", map, selectedId: null });
    const gresham = core.handle({ kind: "query", bbox: [-122.44, 45.49, -122.42, 45.51], zoom: 17 }).features;
    expect(gresham).toHaveLength(1);
  });

  it("F-088 says whether the selected vehicle is still there after a refresh", () => {
    const core = createClusterWorkerCore();
    core.handle({ kind: "load", map, selectedId: null });
    const [first] = core.handle({ kind: "nearest", from: [45.515, -122.678], limit: 1 }).vehicles;
    const id = first?.id ?? "";
    expect(core.handle({ kind: "load", map, selectedId: id }).selectedPresent).toBe(true);
    const without = buildMobilityMap({ escooter: crowd.slice(1) });
    expect(core.handle({ kind: "load", map: without, selectedId: id }).selectedPresent).toBe(false);
  });

  it("lists the nearest vehicles first with their distance, and finds a vehicle by id", () => {
    const core = createClusterWorkerCore();
    core.handle({ kind: "load", map, selectedId: null });
    const { vehicles } = core.handle({ kind: "nearest", from: [45.5, -122.43], limit: 3 });
    expect(vehicles).toHaveLength(3);
    expect(vehicles[0]?.distanceMetres).toBeLessThan(1);
    expect(vehicles.map((v) => v.distanceMetres)).toEqual(
      [...vehicles.map((v) => v.distanceMetres)].sort((a, b) => a - b),
    );
    expect(core.handle({ kind: "vehicle", id: vehicles[0]?.id ?? "" }).vehicle?.provider.slug).toBe("lime");
    expect(core.handle({ kind: "vehicle", id: "nope" }).vehicle).toBeNull();
  });

  it("F-104 clears every vehicle when a trip begins", () => {
    const core = createClusterWorkerCore();
    core.handle({ kind: "load", map, selectedId: null });
    core.handle({ kind: "clear" });
    expect(core.handle({ kind: "query", bbox: portland, zoom: 12 }).features).toEqual([]);
  });

  it("answers each request through the client, in order, and passes a failure back", async () => {
    const client = createClusterClient(createInThreadClusterPort());
    const [loaded, queried] = await Promise.all([
      client.ask({ kind: "load", map, selectedId: null }),
      client.ask({ kind: "query", bbox: portland, zoom: 18 }),
    ]);
    expect(loaded.count).toBe(11);
    expect(loaded.buildMs).toBeGreaterThanOrEqual(0);
    expect(queried.features).toHaveLength(11);
    await expect(
      client.ask({ kind: "load", map: { ...map, escooter: null as never }, selectedId: null }),
    ).rejects.toThrow();
  });
});
