import { describe, expect, it } from "vitest";
import { MARKER_SIZE, markerSvg, parseVehicleIconName, vehicleIconName } from "./marker-images.ts";

describe("marker images", () => {
  it("C-17 draws a 43.4 x 52.6 pin whose tip is at the bottom centre", () => {
    const svg = markerSvg("ebike", "lime");
    expect(MARKER_SIZE).toEqual({ width: 43.4, height: 52.6 });
    expect(svg).toContain('width="43.4" height="52.6"');
    // The pin's path ends in its tip: x at half the width, y one pixel above the bottom (the white outline).
    expect(svg).toMatch(/M21\.7 51\.6/);
  });

  it("F-091 picks the image by vehicle type and provider slug, each different", () => {
    const names = [
      vehicleIconName("ebike", "lime"),
      vehicleIconName("escooter", "lime"),
      vehicleIconName("ebike", "biketown"),
      vehicleIconName("ebike", "someone-new"),
    ];
    expect(new Set(names).size).toBe(4);
    expect(parseVehicleIconName(names[2] ?? "")).toEqual({ type: "ebike", slug: "biketown" });
    expect(parseVehicleIconName("cluster:4")).toBeNull();
    const images = new Set([
      markerSvg("ebike", "lime"),
      markerSvg("escooter", "lime"),
      markerSvg("ebike", "biketown"),
    ]);
    expect(images.size).toBe(3);
    expect(markerSvg("ebike", "lime", true)).not.toBe(markerSvg("ebike", "lime"));
  });
});
