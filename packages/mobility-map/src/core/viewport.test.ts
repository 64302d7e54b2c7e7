import { LngLat, MercatorCoordinate } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { sameArea, viewportAt } from "./viewport.ts";

describe("the map's viewport worked out before the map exists", () => {
  it("F-085 is the area maplibre shows at a camera on a phone's screen", () => {
    const camera = { lat: 45.5175, lng: -122.6775, zoom: 15.3 };
    const size = { width: 390, height: 660 };
    const area = viewportAt(camera, size);
    // maplibre's own projection: the centre moved by half the screen, in the world's share at this zoom.
    const centre = MercatorCoordinate.fromLngLat(new LngLat(camera.lng, camera.lat));
    const world = 512 * 2 ** camera.zoom;
    const corner = (dx: number, dy: number) =>
      new MercatorCoordinate(centre.x + dx / world, centre.y + dy / world).toLngLat();
    const sw = corner(-size.width / 2, size.height / 2);
    const ne = corner(size.width / 2, -size.height / 2);
    expect(area.sw[0]).toBeCloseTo(sw.lat, 9);
    expect(area.sw[1]).toBeCloseTo(sw.lng, 9);
    expect(area.ne[0]).toBeCloseTo(ne.lat, 9);
    expect(area.ne[1]).toBeCloseTo(ne.lng, 9);
  });

  it("tells the same area within 1% of its size from another", () => {
    const area = viewportAt({ lat: 45.5, lng: -122.6, zoom: 15 }, { width: 400, height: 800 });
    const nudged = viewportAt({ lat: 45.5, lng: -122.6, zoom: 15 }, { width: 403, height: 800 });
    const wider = viewportAt({ lat: 45.5, lng: -122.6, zoom: 15 }, { width: 440, height: 800 });
    expect(sameArea(area, nudged)).toBe(true);
    expect(sameArea(area, wider)).toBe(false);
    expect(
      sameArea(area, viewportAt({ lat: 45.51, lng: -122.6, zoom: 15 }, { width: 400, height: 800 })),
    ).toBe(false);
  });
});
