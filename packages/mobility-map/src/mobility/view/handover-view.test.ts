import { describe, expect, it } from "vitest";
import type { MapPointFeature } from "../../core/cluster-index.ts";
import { createFakeMapView, DOWNTOWN } from "../../testing/fake-map-view.ts";
import { viewportAt } from "../../core/viewport.ts";
import { createHandoverView } from "./handover-view.ts";
import { createListOnlyView } from "../list/list-only-view.ts";

const events = {
  onMoveEnd: () => undefined,
  onVehicleTap: () => undefined,
  onClusterTap: () => undefined,
  onRestrictionTap: () => undefined,
  onEmptyTap: () => undefined,
};
const start = { lat: 45.5152, lng: -122.6784, zoom: 8 };
const point = {
  type: "Feature",
  geometry: { type: "Point", coordinates: [-122.67, 45.52] },
  properties: { id: "v1", icon: "scooter:lime" },
} as unknown as MapPointFeature;

describe("the map handed over from the list's stand-in", () => {
  it("R-16 the map that opens after the list draws what the list's stand-in was given, then everything after", () => {
    const standIn = createListOnlyView(start);
    const { view, handOver } = createHandoverView(standIn);
    view.setPoints([point]);
    view.setUser({ lat: 45.52, lng: -122.67, accuracy: 25 });
    view.flyTo({ lat: 45.52, lng: -122.67, zoom: 15 });
    // The stand-in loads round where the map is asked to be.
    expect(view.camera()).toEqual({ lat: 45.52, lng: -122.67, zoom: 15 });
    expect(view.viewport().sw[0]).toBeCloseTo(45.514);
    const map = createFakeMapView(
      { camera: view.camera(), accessToken: undefined, reducedMotion: false },
      events,
    );
    handOver(map);
    expect(map.calls.setPoints).toHaveBeenCalledWith([point]);
    expect(map.calls.setUser).toHaveBeenCalledWith({ lat: 45.52, lng: -122.67, accuracy: 25 });
    expect(map.calls.setSelected).not.toHaveBeenCalled();
    expect(view.viewport()).toEqual(DOWNTOWN);
    view.setPoints([]);
    expect(map.calls.setPoints).toHaveBeenLastCalledWith([]);
    view.destroy();
    expect(map.destroy).toHaveBeenCalled();
  });

  it("R-16 a map made with what the stand-in drew is given only what changed while it started", () => {
    const { view, drawing, handOver } = createHandoverView(createListOnlyView(start));
    view.setPoints([point]);
    view.setUser({ lat: 45.52, lng: -122.67, accuracy: 25 });
    const drawn = drawing();
    expect(drawn).toEqual({
      points: [point],
      selected: null,
      restrictions: null,
      user: { lat: 45.52, lng: -122.67, accuracy: 25 },
    });
    const map = createFakeMapView(
      { camera: view.camera(), drawing: drawn, accessToken: undefined, reducedMotion: false },
      events,
    );
    map.calls.setPoints.mockClear();
    map.calls.setUser.mockClear();
    // While the map started, the member's position moved; the vehicles stayed as they were.
    view.setUser({ lat: 45.53, lng: -122.66, accuracy: 10 });
    handOver(map, drawn);
    expect(map.calls.setPoints).not.toHaveBeenCalled();
    expect(map.calls.setUser).toHaveBeenCalledExactlyOnceWith({ lat: 45.53, lng: -122.66, accuracy: 10 });
    expect(map.calls.setSelected).not.toHaveBeenCalled();
  });

  it("the stand-in's flight ends like the map's, so vehicles load for the new place", async () => {
    let ended = 0;
    const standIn = createListOnlyView(start, () => (ended += 1));
    standIn.flyTo({ lat: 45.53, lng: -122.66 });
    await Promise.resolve();
    expect(ended).toBe(1);
    expect(standIn.camera()).toEqual({ lat: 45.53, lng: -122.66, zoom: 8 });
  });

  it("F-085 the map that opens where the stand-in loaded for its screen needs no second load; one of another size does", () => {
    const camera = { lat: 45.5175, lng: -122.6775, zoom: 15 };
    const screen = { width: 390, height: 660 };
    const standIn = createListOnlyView(camera, undefined, () => screen);
    expect(standIn.viewport()).toEqual(viewportAt(camera, screen));
    const same = createHandoverView(standIn);
    const map = createFakeMapView({ camera, accessToken: undefined, reducedMotion: false }, events);
    map.viewport = () => viewportAt(camera, screen);
    expect(same.handOver(map)).toBe(false);
    const other = createHandoverView(createListOnlyView(camera, undefined, () => screen));
    const wider = createFakeMapView({ camera, accessToken: undefined, reducedMotion: false }, events);
    wider.viewport = () => viewportAt(camera, { width: 1280, height: 800 });
    expect(other.handOver(wider)).toBe(true);
  });

  it("F-085 the stand-in of a map not laid out yet loads about a phone's screen round its centre", () => {
    const standIn = createListOnlyView({ lat: 45.5, lng: -122.6, zoom: 15 }, undefined, () => ({
      width: 0,
      height: 0,
    }));
    const { sw, ne } = standIn.viewport();
    expect(ne[0] - sw[0]).toBeCloseTo(0.012);
    expect(ne[1] - sw[1]).toBeCloseTo(0.016);
  });
});
