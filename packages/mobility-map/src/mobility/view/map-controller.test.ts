import type { MapFeatures, MobilityMap } from "@tandem/api-client/schemas";
import { buildMobilityMap } from "@tandem/api-client/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClusterClient, createInThreadClusterPort } from "../../core/cluster-client.ts";
import type { Area } from "../../core/query-areas.ts";
import { createFakeMapView, DOWNTOWN } from "../../testing/fake-map-view.ts";
import { createMapController, type MapControllerOptions } from "./map-controller.ts";

const scooters = buildMobilityMap({
  refresh: 5000,
  escooter: [
    { c: [455180000, -1226780000], p: 0 },
    { c: [455190000, -1226770000], p: 0 },
  ],
});
const area: MapFeatures = {
  restrictions: [
    {
      restriction: "do-not-park",
      multipolygon: [
        [
          [
            [45.519, -122.68],
            [45.519, -122.678],
            [45.518, -122.678],
            [45.519, -122.68],
          ],
        ],
      ],
      bounds: { ne: [45.519, -122.678], sw: [45.518, -122.68] },
    },
  ],
};

function setUp(overrides: Partial<MapControllerOptions> = {}) {
  // The page forwards the map's move ends to the controller.
  const moved = { current: () => undefined as void };
  const view = createFakeMapView(
    { camera: { lat: 45.518, lng: -122.678, zoom: 15 }, accessToken: undefined, reducedMotion: false },
    {
      onMoveEnd: () => moved.current(),
      onVehicleTap: vi.fn(),
      onClusterTap: vi.fn(),
      onRestrictionTap: vi.fn(),
      onEmptyTap: vi.fn(),
    },
  );
  const fetchVehicles = vi.fn<(a: Area, s: AbortSignal) => Promise<MobilityMap>>(() =>
    Promise.resolve(scooters),
  );
  const fetchRestrictions = vi.fn<(a: Area, s: AbortSignal) => Promise<MapFeatures>>(() =>
    Promise.resolve(area),
  );
  const onStatus = vi.fn();
  const onRefreshed = vi.fn();
  const onNearby = vi.fn();
  const controller = createMapController({
    view,
    clusters: createClusterClient(createInThreadClusterPort()),
    fetchVehicles,
    fetchRestrictions,
    selectedId: () => null,
    onRefreshed,
    onStatus,
    onNearby,
    nearbyFrom: () => [45.518, -122.678],
    ...overrides,
  });
  moved.current = () => controller.viewportChanged();
  return { view, controller, fetchVehicles, fetchRestrictions, onStatus, onRefreshed, onNearby };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("map controller", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it("F-085 F-089 loads the padded area, draws it, and refreshes on the server's interval with one timer", async () => {
    const { controller, view, fetchVehicles, onNearby } = setUp();
    controller.start();
    controller.start();
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(1);
    const [asked] = fetchVehicles.mock.calls[0] ?? [];
    expect(asked?.sw[0]).toBeCloseTo(DOWNTOWN.sw[0] - 0.008);
    expect(asked?.ne[1]).toBeCloseTo(DOWNTOWN.ne[1] + 0.012);
    expect(view.calls.setPoints).toHaveBeenLastCalledWith(expect.any(Array));
    expect(onNearby.mock.lastCall?.[0]).toHaveLength(2);
    // Small moves inside the loaded area redraw without asking again, and never add a timer.
    view.panTo({ sw: [45.515, -122.683], ne: [45.523, -122.671] });
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchVehicles).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    controller.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("F-085 a move inside the area still being loaded waits for that answer instead of asking again", async () => {
    let answer: (map: MobilityMap) => void = () => undefined;
    const fetchVehicles = vi.fn(() => new Promise<MobilityMap>((resolve) => (answer = resolve)));
    const { controller, view } = setUp({ fetchVehicles });
    controller.start();
    view.panTo({ sw: [45.515, -122.683], ne: [45.523, -122.671] });
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(1);
    answer(scooters);
    await settle();
    expect(view.calls.setPoints.mock.lastCall?.[0].length).toBeGreaterThan(0);
    // Outside it, it asks at once.
    view.panTo({ sw: [45.6, -122.684], ne: [45.608, -122.672] });
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(2);
    controller.destroy();
  });

  it("F-090 loads at once when the viewport leaves the loaded area, keeping a single timer", async () => {
    const { controller, view, fetchVehicles } = setUp();
    controller.start();
    await settle();
    view.panTo({ sw: [45.6, -122.684], ne: [45.608, -122.672] });
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(2);
    expect(fetchVehicles.mock.calls[1]?.[0].sw[0]).toBeCloseTo(45.592);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("a failed load keeps the drawn vehicles, says so, and tries again on the next interval", async () => {
    const { controller, view, fetchVehicles, onStatus } = setUp();
    controller.start();
    await settle();
    const drawn = view.calls.setPoints.mock.calls.length;
    fetchVehicles.mockRejectedValueOnce(new Error("offline"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(onStatus).toHaveBeenLastCalledWith({ vehiclesFailed: true, restrictionsFailed: false });
    expect(view.calls.setPoints.mock.calls.length).toBe(drawn);
    expect(view.calls.setPoints).not.toHaveBeenLastCalledWith([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchVehicles).toHaveBeenCalledTimes(3);
    expect(onStatus).toHaveBeenLastCalledWith({ vehiclesFailed: false, restrictionsFailed: false });
  });

  it("F-093 loads restrictions for ±1°, only again past that area, never drawing one twice; a failure is retried", async () => {
    const { controller, view, fetchRestrictions, onStatus } = setUp();
    controller.start();
    await settle();
    expect(fetchRestrictions).toHaveBeenCalledTimes(1);
    expect(fetchRestrictions.mock.calls[0]?.[0].sw[0]).toBeCloseTo(44.514);
    view.panTo({ sw: [45.6, -122.684], ne: [45.608, -122.672] });
    await settle();
    expect(fetchRestrictions).toHaveBeenCalledTimes(1);
    fetchRestrictions.mockRejectedValueOnce(new Error("offline"));
    view.panTo({ sw: [46.6, -122.684], ne: [46.608, -122.672] });
    await settle();
    expect(onStatus).toHaveBeenLastCalledWith({ vehiclesFailed: false, restrictionsFailed: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchRestrictions).toHaveBeenCalledTimes(3);
    const last = view.calls.setRestrictions.mock.lastCall?.[0];
    expect(last?.features).toHaveLength(1);
  });

  it("F-104 a trip stops loading and clears every vehicle; F-107 vehicles load again after it", async () => {
    const { controller, view, fetchVehicles } = setUp();
    controller.start();
    await settle();
    controller.pause();
    expect(view.calls.setPoints).toHaveBeenLastCalledWith([]);
    expect(vi.getTimerCount()).toBe(0);
    view.panTo({ sw: [45.6, -122.684], ne: [45.608, -122.672] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchVehicles).toHaveBeenCalledTimes(1);
    controller.start();
    await settle();
    expect(fetchVehicles).toHaveBeenCalledTimes(2);
  });

  it("F-088 tells whether the selected vehicle came back", async () => {
    let selected: string | null = null;
    const { controller, onRefreshed, fetchVehicles } = setUp({ selectedId: () => selected });
    controller.start();
    await settle();
    selected = "escooter:0:455180000,-1226780000";
    fetchVehicles.mockResolvedValueOnce(
      buildMobilityMap({ refresh: 5000, escooter: [{ c: [455190000, -1226770000], p: 0 }] }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(onRefreshed).toHaveBeenLastCalledWith(false);
  });
});
