import type { VehicleType } from "./decode-vehicles.ts";

/** A vehicle marker's size in CSS pixels (C-17): a pin 43.4 wide and 52.6 high, its tip at the bottom centre. */
export const MARKER_SIZE = { width: 43.4, height: 52.6 } as const;

/** Pin colours by provider slug (F-091): the vendor's own colour, ink for any other. */
const PROVIDER_COLOURS: Record<string, string> = { lime: "#0b7a3e", biketown: "#c2410c" };
const DEFAULT_COLOUR = "#1f2937";

/** The glyphs inside the pin, on a 24-unit grid: a bicycle with a bolt, and a kick scooter. */
const GLYPHS: Record<VehicleType, string> = {
  ebike:
    '<circle cx="6" cy="15" r="3.6"/><circle cx="18" cy="15" r="3.6"/><path d="M6 15l4-7h5l3 7M10 8l3 7h-3M13 5h3"/><path d="M12.5 3.5l-1.5 2.5h2l-1.5 2.5" stroke-width="1.3"/>',
  escooter:
    '<circle cx="6" cy="17" r="2.6"/><circle cx="18" cy="17" r="2.6"/><path d="M6 17h9l3-12h3M18 5l-1.5 0"/>',
};

/** The image name of a vehicle marker for a type and provider (F-091). */
export function vehicleIconName(type: VehicleType, providerSlug: string): string {
  return `vehicle:${type}:${providerSlug in PROVIDER_COLOURS ? providerSlug : "other"}`;
}

/** Reads a vehicle image name back into its type and provider slug, or null for any other image. */
export function parseVehicleIconName(name: string): { type: VehicleType; slug: string } | null {
  const [kind, type, slug] = name.split(":");
  if (kind !== "vehicle" || (type !== "ebike" && type !== "escooter") || !slug) return null;
  return { type, slug };
}

/**
 * The SVG of a vehicle marker (F-091, C-17): a pin in the provider's colour with a white disc holding the
 * vehicle's glyph; `selected` draws it with a gold ring, as the selected vehicle.
 * @example markerSvg("escooter", "lime") // "<svg … width="43.4" height="52.6">…"
 */
export function markerSvg(type: VehicleType, providerSlug: string, selected = false): string {
  const colour = PROVIDER_COLOURS[providerSlug] ?? DEFAULT_COLOUR;
  const { width, height } = MARKER_SIZE;
  const ring = selected
    ? '<circle cx="21.7" cy="20" r="19.4" fill="none" stroke="#f5b700" stroke-width="3.2"/>'
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<path d="M21.7 51.6C19 45 2 34 2 20a19.7 19.7 0 0 1 39.4 0c0 14-17 25-19.7 31.6z" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
    ring +
    '<circle cx="21.7" cy="20" r="13" fill="#fff"/>' +
    `<g transform="translate(9.7 8)" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[type]}</g>` +
    "</svg>"
  );
}

/** A cluster's disc diameter in CSS pixels: larger for more vehicles, within thumb reach at every size. */
export function clusterDiameter(count: number): number {
  return count < 10 ? 40 : count < 100 ? 46 : count < 1000 ? 52 : 58;
}
