import { clusterDiameter, markerSvg } from "../../core/marker-images.ts";
import type { VehicleType } from "../../core/decode-vehicles.ts";
import { MAX_MAP_PIXEL_RATIO } from "../../core/pixel-ratio.ts";

/** Marker images are drawn at twice their CSS size (sharp on phones) and scaled back by the map. */
export const IMAGE_PIXEL_RATIO = MAX_MAP_PIXEL_RATIO;

/** The data URL of a vehicle marker, for the map and for the list's icons alike. */
export function markerDataUrl(type: VehicleType, slug: string, selected = false): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markerSvg(type, slug, selected))}`;
}

/**
 * A cluster's image (F-092): a deep-blue disc with a white ring and the count in white, drawn at once on a canvas
 * (no glyphs to fetch), larger for larger counts.
 */
export function clusterImage(count: number): ImageData | null {
  const diameter = clusterDiameter(count) * IMAGE_PIXEL_RATIO;
  const canvas = document.createElement("canvas");
  canvas.width = diameter;
  canvas.height = diameter;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const middle = diameter / 2;
  context.beginPath();
  context.arc(middle, middle, middle - 1, 0, 2 * Math.PI);
  context.fillStyle = "rgb(255 255 255 / 90%)";
  context.fill();
  context.beginPath();
  context.arc(middle, middle, middle - 4 * IMAGE_PIXEL_RATIO, 0, 2 * Math.PI);
  context.fillStyle = "#1d4e89";
  context.fill();
  context.fillStyle = "#ffffff";
  context.font = `700 ${(count < 1000 ? 15 : 13) * IMAGE_PIXEL_RATIO}px "Inter Variable", system-ui, sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(
    count > 9999 ? `${Math.floor(count / 1000)}k` : String(count),
    middle,
    middle + IMAGE_PIXEL_RATIO,
  );
  return context.getImageData(0, 0, diameter, diameter);
}
